import { type Control, Controller, type FieldValues, type Path } from 'react-hook-form';
import { CodeInput } from './code-input';

interface CodeFieldProps<T extends FieldValues> {
  control: Control<T>;
  name: Path<T>;
  label?: string;
}

/** Four code boxes bound to a react-hook-form field, focused on mount; the field's error shows under them. */
function BoundCodeInput<T extends FieldValues>({
  control,
  name,
  label,
  isMasked,
}: Required<CodeFieldProps<T>> & { isMasked: boolean }) {
  return (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState }) => (
        <CodeInput
          label={label}
          value={String(field.value ?? '')}
          onChange={field.onChange}
          error={fieldState.error?.message}
          isMasked={isMasked}
          autoFocus
        />
      )}
    />
  );
}

/** The masked 4-box transaction PIN, bound to a react-hook-form field (signup PIN, its confirmation, sends). */
export function PinCodeField<T extends FieldValues>({
  label = 'Transaction PIN',
  ...props
}: CodeFieldProps<T>) {
  return <BoundCodeInput {...props} label={label} isMasked />;
}

/** The 4-digit code texted to the phone (signup, a new device's login, Forgot PIN), shown as typed. */
export function VerificationCodeField<T extends FieldValues>({
  label = 'Verification code',
  ...props
}: CodeFieldProps<T>) {
  return <BoundCodeInput {...props} label={label} isMasked={false} />;
}
