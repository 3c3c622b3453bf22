import { messages } from '@owo/contract/messages';
import { useForm } from 'react-hook-form';
import { Link } from 'react-router';
import { useTimedFlag } from '#lib/use-timed-flag';
import { SubmitButton } from '#ui/submit-button';
import { TextInput } from '#ui/text-input';

/** Submitting shows a loading state for 4 seconds, then idle again. No call is made. */
export const FORGOT_PASSWORD_LOADING_MS = 4000;

type ForgotPasswordValues = { email: string };

export function ForgotPasswordForm() {
  const [isLoading, startLoading] = useTimedFlag(FORGOT_PASSWORD_LOADING_MS);
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<ForgotPasswordValues>({ defaultValues: { email: '' } });

  return (
    <form onSubmit={handleSubmit(() => startLoading())} noValidate className="flex flex-col gap-5">
      <TextInput
        label="Email Address"
        type="email"
        autoComplete="email"
        placeholder="you@example.com"
        error={errors.email?.message}
        {...register('email', { required: messages.emailFormat })}
      />
      <SubmitButton isLoading={isLoading}>Proceed</SubmitButton>
      <Link to="/login" className="text-center font-semibold text-brand underline">
        Return To Log in
      </Link>
    </form>
  );
}
