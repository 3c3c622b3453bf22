import { type FormEvent, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { ApiError } from '#lib/api/api-error';
import { PasswordInput } from '#ui/password-input';
import { SubmitButton } from '#ui/submit-button';
import { TextInput } from '#ui/text-input';
import { opsCall, setOpsToken } from '../api';

/** Staff sign-in: email, password and the 6-digit code from their authenticator app. */
export function LoginPage() {
  const navigate = useNavigate();
  const state = useLocation().state as { from?: string; ended?: boolean } | null;
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const submit = async (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    const form = new FormData(e.currentTarget);
    setBusy(true);
    setError(null);
    try {
      const data = await opsCall<{ token: string }>('POST', '/ops/auth/login', {
        email: String(form.get('email') ?? ''),
        password: String(form.get('password') ?? ''),
        totp: String(form.get('totp') ?? '').replace(/\s/g, ''),
      });
      setOpsToken(data.token);
      navigate(state?.from && state.from !== '/ops/login' ? state.from : '/ops', { replace: true });
    } catch (err) {
      setError(err instanceof Error ? err.message : 'Sign-in failed. Try again.');
      if (!(err instanceof ApiError)) setBusy(false);
    } finally {
      setBusy(false);
    }
  };
  return (
    <main className="flex min-h-screen items-center justify-center bg-gray-50 p-4">
      <form
        onSubmit={submit}
        className="w-full max-w-sm space-y-4 rounded-xl bg-white p-6 shadow-sm"
        noValidate
      >
        <div>
          <h1 className="text-2xl font-bold text-green-800">Owo Operations</h1>
          <p className="mt-1 text-sm text-gray-600">Staff sign-in. Every action here is recorded.</p>
        </div>
        {state?.ended && (
          <p role="status" className="rounded-md bg-amber-50 p-3 text-sm text-amber-900">
            Your session ended. Sign in again to continue.
          </p>
        )}
        {error && (
          <p role="alert" className="rounded-md bg-red-50 p-3 text-sm text-red-800">
            {error}
          </p>
        )}
        <TextInput label="Email" name="email" type="email" autoComplete="username" required />
        <PasswordInput label="Password" name="password" autoComplete="current-password" required />
        <TextInput
          label="Authenticator code"
          name="totp"
          inputMode="numeric"
          autoComplete="one-time-code"
          pattern="\d{6}"
          maxLength={6}
          subLabel="The 6-digit code your authenticator app shows for Owo Operations."
          required
        />
        <SubmitButton isLoading={busy}>Sign in</SubmitButton>
      </form>
    </main>
  );
}
