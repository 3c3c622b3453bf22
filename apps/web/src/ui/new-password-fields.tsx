import type { UseFormRegisterReturn } from 'react-hook-form';
import { PasswordInput } from './password-input';

interface NewPasswordFieldsProps {
  password: UseFormRegisterReturn;
  confirmation: UseFormRegisterReturn;
  errors: { password?: string; confirmation?: string };
  /** "Password" at signup, "New Password" on the profile; the confirmation reads "Confirm <label>". */
  label?: string;
}

/** A new password with its rules, and its confirmation (signup's last step, the profile's change form). */
export function NewPasswordFields({
  password,
  confirmation,
  errors,
  label = 'Password',
}: NewPasswordFieldsProps) {
  return (
    <>
      <PasswordInput
        label={label}
        autoComplete="new-password"
        subLabel="At least 8 characters, with an uppercase letter, a lowercase letter and a number."
        error={errors.password}
        {...password}
      />
      <PasswordInput
        label={`Confirm ${label}`}
        autoComplete="new-password"
        error={errors.confirmation}
        {...confirmation}
      />
    </>
  );
}
