import { type Control, Controller, type FieldValues, type Path } from 'react-hook-form';
import { Select } from './select';
import type { SelectOption } from './use-select';

interface SelectFieldProps<T extends FieldValues> {
  control: Control<T>;
  name: Path<T>;
  label: string;
  options: SelectOption[];
  isLoading?: boolean;
  /** What the field holds, as the option value to show chosen (by default the value itself). */
  toOptionValue?: (value: string) => string;
}

/** The searchable single `Select` bound to a react-hook-form field; clearing it stores ''. */
export function SelectField<T extends FieldValues>({
  control,
  name,
  label,
  options,
  isLoading,
  toOptionValue = (value) => value,
}: SelectFieldProps<T>) {
  return (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState }) => (
        <Select
          label={label}
          options={options}
          isLoading={isLoading}
          value={field.value ? toOptionValue(String(field.value)) : null}
          onChange={(value) => field.onChange(value ?? '')}
          onBlur={field.onBlur}
          ref={field.ref}
          error={fieldState.error?.message}
        />
      )}
    />
  );
}
