import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import toast from 'react-hot-toast';
import { Link } from 'react-router';
import { failureMessage } from '#lib/api/api-error';
import { showFieldErrors } from '#lib/form-errors';
import { PasswordInput } from '#ui/password-input';
import { SubmitButton } from '#ui/submit-button';
import { TextInput } from '#ui/text-input';
import { type LoginBody, type LoginFormInput, loginFormSchema, useLogin } from './api/login';

export const LOGIN_NETWORK_MESSAGE = 'Check your internet connection';

export function LoginForm({ onLoggedIn }: { onLoggedIn: () => void }) {
  const login = useLogin();
  const form = useForm<LoginFormInput, unknown, LoginBody>({
    resolver: zodResolver(loginFormSchema),
    defaultValues: { phone: '', password: '', remember_me: false },
  });
  const { errors } = form.formState;

  const onSubmit = form.handleSubmit((body) =>
    login.mutate(body, {
      onSuccess: onLoggedIn,
      onError: (error) => {
        showFieldErrors(error, form.setError, ['phone', 'password']);
        toast.error(failureMessage(error, LOGIN_NETWORK_MESSAGE));
      },
    }),
  );

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
