import { zodResolver } from '@hookform/resolvers/zod';
import { pinForgotBody, pinResetFormBody, pinResetMessages } from '@owo/contract/profile';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import toast from 'react-hot-toast';
import { Link, useLocation, useNavigate } from 'react-router';
import type { z } from 'zod';
import { failureMessage, isApiError } from '#lib/api/api-error';
import { showFieldErrors } from '#lib/form-errors';
import { PasswordInput } from '#ui/password-input';
import { VerificationCodeField } from '#ui/pin-code-field';
import { NewPinFields } from '#ui/pin-field';
import { SubmitButton } from '#ui/submit-button';
import { useForgotPin, useResetPin } from './api/reset-pin';
import { PROFILE_NETWORK_MESSAGE } from './profile-messages';

type ForgotInput = z.input<typeof pinForgotBody>;
type Forgot = z.output<typeof pinForgotBody>;
const resetFields = pinResetFormBody;
type ResetInput = z.input<typeof resetFields>;
type Reset = z.output<typeof resetFields>;

/** `/profile/forgot-pin`: the account password, then the texted code and a new PIN (a PIN lock ends with it). */
export function ForgotPinScreen() {
  const navigate = useNavigate();
  const from = (useLocation().state as { from?: string } | null)?.from ?? '/profile#password';
  const [password, setPassword] = useState<string | null>(null);

  return (
    <div className="mx-auto flex w-full max-w-md flex-col gap-5">
      <div>
        <h1 className="text-2xl font-bold text-ink">Reset your transaction PIN</h1>
        <p className="mt-1 text-muted">
          {password === null
            ? 'Enter your account password. We will text a code to your phone.'
            : 'Enter the code we texted to your phone, then choose a new PIN.'}
        </p>
      </div>
      <div className="rounded-xl bg-white p-4 shadow-sm ring-1 ring-gray-200 sm:p-6">
        {password === null ? (
          <PasswordStep onSent={setPassword} />
        ) : (
          <ResetStep
            password={password}
            onDone={() => navigate(from, { replace: true })}
            onPasswordRefused={() => setPassword(null)}
          />
        )}
      </div>
      <Link to={from} className="self-center font-semibold text-brand underline">
        Cancel
      </Link>
    </div>
  );
}

function PasswordStep({ onSent }: { onSent: (password: string) => void }) {
  const forgot = useForgotPin();
  const form = useForm<ForgotInput, unknown, Forgot>({
    resolver: zodResolver(pinForgotBody),
    defaultValues: { password: '' },
  });
  const onSubmit = form.handleSubmit((body) =>
    forgot.mutate(body, {
      onSuccess: () => {
        toast.success(pinResetMessages.codeSent, { id: 'pin-reset' });
        onSent(body.password);
      },
      onError: (error) => {
        if (!showFieldErrors(error, form.setError, ['password'])) {
          form.setError('password', {
            type: 'server',
            message: failureMessage(error, PROFILE_NETWORK_MESSAGE),
          });
        }
      },
    }),
  );
  return (
    <form onSubmit={onSubmit} noValidate className="flex flex-col gap-4">
      <PasswordInput
        label="Password"
        autoComplete="current-password"
        error={form.formState.errors.password?.message}
        {...form.register('password')}
      />
      <SubmitButton isLoading={forgot.isPending}>Send code</SubmitButton>
    </form>
  );
}

function ResetStep({
  password,
  onDone,
  onPasswordRefused,
}: {
  password: string;
  onDone: () => void;
  onPasswordRefused: () => void;
}) {
  const reset = useResetPin();
  const form = useForm<ResetInput, unknown, Reset>({
    resolver: zodResolver(resetFields),
    defaultValues: { otp: '', pin: '', pin_confirmation: '' },
  });
  const { errors } = form.formState;
  const onSubmit = form.handleSubmit((body) => {
    reset.mutate(
      { ...body, password },
      {
        onSuccess: () => {
          toast.success(pinResetMessages.reset, { id: 'pin-reset' });
          onDone();
        },
        onError: (error) => {
          const message = failureMessage(error, PROFILE_NETWORK_MESSAGE);
          if (isApiError(error) && error.fields.password) {
            // The password changed or the login lock began since step 1: start again from the password.
            toast.error(message, { id: 'pin-reset' });
            onPasswordRefused();
            return;
          }
          if (showFieldErrors(error, form.setError, ['otp', 'pin', 'pin_confirmation'])) return;
          // A wrong or expired code, or no answer: shown under the code boxes.
          form.setError('otp', { type: 'server', message });
        },
      },
    );
  });
  return (
    <form onSubmit={onSubmit} noValidate className="flex flex-col gap-4">
      <VerificationCodeField control={form.control} name="otp" />
      <NewPinFields
        label="New PIN"
        pin={form.register('pin')}
        confirmation={form.register('pin_confirmation')}
        errors={{ pin: errors.pin?.message, confirmation: errors.pin_confirmation?.message }}
      />
      <SubmitButton isLoading={reset.isPending}>Reset PIN</SubmitButton>
    </form>
  );
}
