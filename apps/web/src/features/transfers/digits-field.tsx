import { type Control, Controller, type FieldValues, type Path } from 'react-hook-form';
import { digitsOnly } from '#lib/money';
import { TextInput } from '#ui/text-input';

type DigitsFieldProps<T extends FieldValues> = {
  control: Control<T>;
  name: Path<T>;
  label: string;
  /** Account and mobile numbers keep at most 10 digits; amounts have no cap here. */
  maxDigits?: number;
  placeholder?: string;
  subLabel?: string;
};

/** A text box that keeps only digits as the customer types or pastes. */
export function DigitsField<T extends FieldValues>({
  control,
  name,
  label,
  maxDigits,
  ...rest
}: DigitsFieldProps<T>) {
  return (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState }) => (
        <TextInput
          {...rest}
          label={label}
          inputMode="numeric"
          autoComplete="off"
          name={field.name}
          ref={field.ref}
          value={String(field.value ?? '')}
          onBlur={field.onBlur}
          onChange={(event) => field.onChange(digitsOnly(event.target.value, maxDigits))}
          error={fieldState.error?.message}
        />
      )}
    />
  );
}
