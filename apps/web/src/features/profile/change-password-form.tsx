import { updatePasswordBody } from '@owo/contract/profile';
import type { z } from 'zod';
import { NewPasswordFields } from '#ui/new-password-fields';
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
      <NewPasswordFields
        label="New Password"
        password={form.register('password')}
        confirmation={form.register('password_confirmation')}
        errors={{ password: errors.password?.message, confirmation: errors.password_confirmation?.message }}
      />
      <SubmitButton size="small" isLoading={update.isPending} className="self-start">
        Update password
      </SubmitButton>
    </form>
  );
}
