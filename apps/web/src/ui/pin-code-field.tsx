import { CODE_LENGTH } from '@owo/contract/codes';
import { type Control, Controller, type FieldValues, type Path } from 'react-hook-form';
import { CodeInput } from './code-input';

interface CodeFieldProps<T extends FieldValues> {
  control: Control<T>;
  name: Path<T>;
  label?: string;
}

/** Code boxes bound to a react-hook-form field, focused on mount; the field's error shows under them. */
function BoundCodeInput<T extends FieldValues>({
  control,
  name,
  label,
  isMasked,
  length,
}: Required<CodeFieldProps<T>> & { isMasked: boolean; length?: number }) {
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
          length={length}
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

/**
 * A code texted to the phone, shown as typed: 6 digits (a new device's login, a login after wrong passwords,
 * Forgot PIN) unless told otherwise (signup's is 4).
 */
export function VerificationCodeField<T extends FieldValues>({
  label = 'Verification code',
  length = CODE_LENGTH,
  ...props
}: CodeFieldProps<T> & { length?: number }) {
  return <BoundCodeInput {...props} label={label} isMasked={false} length={length} />;
}
