import { zodResolver } from '@hookform/resolvers/zod';
import { CODE_LENGTH } from '@owo/contract/codes';
import { otpCodeSchema } from '@owo/contract/common';
import { deviceMessages, type LoginStep } from '@owo/contract/devices';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import toast from 'react-hot-toast';
import { Link } from 'react-router';
import { z } from 'zod';
import { failureMessage } from '#lib/api/api-error';
import { showFieldErrors } from '#lib/form-errors';
import { useFocusOnMount } from '#lib/use-focus-on-mount';
import { BackButton } from '#ui/back-button';
import { PasswordInput } from '#ui/password-input';
import { VerificationCodeField } from '#ui/pin-code-field';
import { SubmitButton } from '#ui/submit-button';
import { TextInput } from '#ui/text-input';
import { type LoginBody, type LoginFormInput, loginFormSchema, needsCode, useLogin } from './api/login';

export const LOGIN_NETWORK_MESSAGE = 'Check your internet connection';

export function LoginForm({ onLoggedIn }: { onLoggedIn: () => void }) {
  const login = useLogin();
  // Set when the API asked for the texted code (a new device, or after wrong passwords): the login to repeat
  // with it, and why.
  const [pending, setPending] = useState<{ body: LoginBody; step: LoginStep['step'] } | null>(null);
  const form = useForm<LoginFormInput, unknown, LoginBody>({
    resolver: zodResolver(loginFormSchema),
    defaultValues: { phone: '', password: '', remember_me: false },
  });
  const { errors } = form.formState;

  const onSubmit = form.handleSubmit((body) =>
    login.mutate(body, {
      onSuccess: (reply) => (needsCode(reply) ? setPending({ body, step: reply.step }) : onLoggedIn()),
      onError: (error) => {
        showFieldErrors(error, form.setError, ['phone', 'password']);
        toast.error(failureMessage(error, LOGIN_NETWORK_MESSAGE));
      },
    }),
  );

  if (pending) {
    return (
      <CodeStep
        login={pending.body}
        step={pending.step}
        onLoggedIn={onLoggedIn}
        onBack={() => setPending(null)}
      />
    );
  }

  // The page is pre-rendered: a submit before its script runs must not put the password in the address.
  return (
    <form method="post" onSubmit={onSubmit} noValidate className="flex flex-col gap-5">
      <TextInput
        label="Phone number or email"
        autoComplete="username"
        placeholder="08031234567 or email"
        error={errors.phone?.message}
        {...form.register('phone')}
      />
      <PasswordInput label="Password" error={errors.password?.message} {...form.register('password')} />
      <div className="flex flex-wrap items-center justify-between gap-3">
        <label className="flex min-h-11 items-center gap-2 text-sm text-ink">
          <input type="checkbox" className="size-5 accent-brand" {...form.register('remember_me')} />
          Remember me
        </label>
        <Link to="/forgotpassword" className="text-sm font-semibold text-brand underline">
          Forgot password?
        </Link>
      </div>
      <SubmitButton isLoading={login.isPending}>Log in</SubmitButton>
      <p className="text-center text-sm text-muted">
        New to Owo?{' '}
        <Link to="/signup" className="font-semibold text-brand underline">
          Create an account
        </Link>
      </p>
    </form>
  );
}

const codeFormSchema = z.object({ otp: otpCodeSchema });

/** What the code step says: a new device, or a login after wrong passwords (the password and the code together). */
const STEP_TEXT: Record<LoginStep['step'], { heading: string; text: string }> = {
  verify_device: {
    heading: 'Confirm this device',
    text: `This is a new device for your account. Enter the ${CODE_LENGTH}-digit code we sent to your phone. Signing in here signs your other devices out.`,
  },
  verify_login: { heading: 'Enter the code we texted you', text: deviceMessages.verifyLogin },
};

/** A login that needs the code texted to the phone: from a new device, or after wrong passwords. */
function CodeStep({
  login: body,
  step,
  onLoggedIn,
  onBack,
}: {
  login: LoginBody;
  step: LoginStep['step'];
  onLoggedIn: () => void;
  onBack: () => void;
}) {
  const heading = useFocusOnMount<HTMLHeadingElement>();
  const login = useLogin();
  const form = useForm<z.input<typeof codeFormSchema>, unknown, z.output<typeof codeFormSchema>>({
    resolver: zodResolver(codeFormSchema),
    defaultValues: { otp: '' },
  });
  const onSubmit = form.handleSubmit(({ otp }) =>
    login.mutate(
      { ...body, otp },
      {
        onSuccess: (reply) => {
          if (!needsCode(reply)) onLoggedIn();
        },
        onError: (error) => {
          showFieldErrors(error, form.setError, ['otp']);
          toast.error(failureMessage(error, LOGIN_NETWORK_MESSAGE));
        },
      },
    ),
  );
  return (
    <form onSubmit={onSubmit} noValidate className="flex flex-col gap-5">
      <div>
        <BackButton onClick={onBack} />
        <h2 ref={heading} tabIndex={-1} className="text-xl font-bold text-ink">
          {STEP_TEXT[step].heading}
        </h2>
        <p className="mt-1 text-muted">{STEP_TEXT[step].text}</p>
      </div>
      <VerificationCodeField control={form.control} name="otp" />
      <SubmitButton isLoading={login.isPending}>Confirm</SubmitButton>
    </form>
  );
}
