import { updatePasswordBody } from '@owo/contract/profile';
import type { z } from 'zod';
import { PasswordInput } from '#ui/password-input';
import { SubmitButton } from '#ui/submit-button';
import { useUpdatePassword } from './api/update-password';
import { profileSuccessMessages } from './profile-messages';
import { useProfileForm } from './use-profile-form';

type PasswordFormInput = z.input<typeof updatePasswordBody>;
const empty: PasswordFormInput = { current_password: '', password: '', password_confirmation: '' };

export function ChangePasswordForm() {
  const update = useUpdatePassword();
  const { form, onSubmit } = useProfileForm(
    updatePasswordBody,
    update,
    empty,
    profileSuccessMessages.password,
  );
  const { errors } = form.formState;

  return (
    <form onSubmit={onSubmit} noValidate aria-labelledby="password-heading" className="flex flex-col gap-4">
      <h2 id="password-heading" className="text-lg font-bold text-ink">
        Change password
      </h2>
      <PasswordInput
        label="Current Password"
        error={errors.current_password?.message}
        {...form.register('current_password')}
      />
      <PasswordInput
        label="New Password"
        autoComplete="new-password"
        subLabel="At least 8 characters, with an uppercase letter, a lowercase letter and a number."
        error={errors.password?.message}
        {...form.register('password')}
      />
      <PasswordInput
        label="Confirm New Password"
        autoComplete="new-password"
        error={errors.password_confirmation?.message}
        {...form.register('password_confirmation')}
      />
      <SubmitButton size="small" isLoading={update.isPending} className="self-start">
        Update password
      </SubmitButton>
    </form>
  );
}
