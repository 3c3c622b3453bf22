import { zodResolver } from '@hookform/resolvers/zod';
import { updatePasswordBody } from '@owo/contract/profile';
import { useForm } from 'react-hook-form';
import toast from 'react-hot-toast';
import type { z } from 'zod';
import { failureMessage } from '../../lib/api/api-error';
import { showFieldErrors } from '../../lib/form-errors';
import { PasswordInput } from '../../ui/password-input';
import { SubmitButton } from '../../ui/submit-button';
import { type UpdatePasswordBody, useUpdatePassword } from './api/update-password';
import { PROFILE_NETWORK_MESSAGE } from './profile-messages';

type PasswordFormInput = z.input<typeof updatePasswordBody>;
const empty: PasswordFormInput = { current_password: '', password: '', password_confirmation: '' };

export function ChangePasswordForm() {
  const update = useUpdatePassword();
  const form = useForm<PasswordFormInput, unknown, UpdatePasswordBody>({
    resolver: zodResolver(updatePasswordBody),
    defaultValues: empty,
  });
  const { errors } = form.formState;

  const onSubmit = form.handleSubmit((body) =>
    update.mutate(body, {
      onSuccess: ({ message }) => {
        toast.success(message);
        form.reset(empty);
      },
      onError: (error) => {
        showFieldErrors(error, form.setError, ['current_password', 'password', 'password_confirmation']);
        toast.error(failureMessage(error, PROFILE_NETWORK_MESSAGE));
      },
    }),
  );

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
