import { type Control, Controller, type FieldValues, type Path } from 'react-hook-form';
import { CodeInput } from './code-input';

interface PinCodeFieldProps<T extends FieldValues> {
  control: Control<T>;
  name: Path<T>;
  label?: string;
}

/** The masked 4-box transaction PIN, bound to a react-hook-form field (signup PIN, its confirmation, sends). */
export function PinCodeField<T extends FieldValues>({
  control,
  name,
  label = 'Transaction PIN',
}: PinCodeFieldProps<T>) {
  return (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState }) => (
        <CodeInput
          label={label}
          value={String(field.value)}
          onChange={field.onChange}
          error={fieldState.error?.message}
          isMasked
          autoFocus
        />
      )}
    />
  );
}
