import { opsMessages, type StaffRole } from '@owo/contract/ops';
import { useMutation, useQuery } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { Link, useParams } from 'react-router';
import { PasswordInput } from '#ui/password-input';
import { SubmitButton } from '#ui/submit-button';
import { TextInput } from '#ui/text-input';
import { opsCall } from '../api';

type Secret = { totp_secret: string; otpauth_uri: string; qr_svg: string };

/**
 * A new staff member's enrolment, by the link e-mailed to them (decision 041): their own password, then their
 * own authenticator (scanned here, shown to nobody else), then a code from it. The link then stops working.
 */
export function EnrolPage() {
  const code = useParams().code ?? '';
  const who = useQuery({
    queryKey: ['ops', 'enrol', code],
    queryFn: () => opsCall<{ email: string; role: StaffRole }>('GET', `/ops/enrol/${code}`),
    retry: false,
  });
  const [secret, setSecret] = useState<Secret | null>(null);
  const password = useMutation({
    mutationFn: (body: { password: string; password_confirmation: string }) =>
      opsCall<Secret>('POST', `/ops/enrol/${code}/password`, body),
    onSuccess: setSecret,
  });
  const confirm = useMutation({
    mutationFn: (totp: string) => opsCall<null>('POST', `/ops/enrol/${code}/confirm`, { totp }),
  });
  const choose = (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    const f = new FormData(e.currentTarget);
    password.mutate({
      password: String(f.get('password') ?? ''),
      password_confirmation: String(f.get('password_confirmation') ?? ''),
    });
  };
  const prove = (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    confirm.mutate(String(new FormData(e.currentTarget).get('totp') ?? '').replace(/\s/g, ''));
  };
  return (
    <main className="flex min-h-screen items-center justify-center bg-gray-50 p-4">
      <section className="w-full max-w-sm space-y-4 rounded-xl bg-white p-6 shadow-sm">
        <div>
          <h1 className="text-2xl font-bold text-green-800">Owo Operations</h1>
          <p className="mt-1 text-sm text-gray-600">Set up your console account.</p>
        </div>
        {who.isPending && <p className="text-sm text-gray-600">Checking your link…</p>}
        {who.isError && (
          <p role="alert" className="rounded-md bg-red-50 p-3 text-sm text-red-800">
            {who.error.message}
          </p>
        )}
        {who.data && confirm.isSuccess && (
          <div role="status" className="space-y-3 text-sm">
            <p className="rounded-md bg-green-50 p-3 text-green-900">{opsMessages.enrolled}</p>
            <Link to="/ops/login" className="font-semibold text-green-800 underline">
              Sign in
            </Link>
          </div>
        )}
        {who.data && !confirm.isSuccess && (
          <>
            <p className="text-sm break-all">
              <span className="font-semibold">{who.data.email}</span> ·{' '}
              <span className="capitalize">{who.data.role}</span>
            </p>
            {secret === null ? (
              <form onSubmit={choose} className="space-y-3" noValidate>
                <h2 className="font-semibold">1. Choose your password</h2>
                {password.error && (
                  <p role="alert" className="rounded-md bg-red-50 p-3 text-sm text-red-800">
                    {password.error.message}
                  </p>
                )}
                <PasswordInput label="New password" name="password" autoComplete="new-password" required />
                <PasswordInput
                  label="Confirm password"
                  name="password_confirmation"
                  autoComplete="new-password"
                  required
                />
                <p className="text-xs text-gray-600">At least 12 characters. Only you will know it.</p>
                <SubmitButton isLoading={password.isPending} size="small">
                  Continue
                </SubmitButton>
              </form>
            ) : (
              <form onSubmit={prove} className="space-y-3" noValidate>
                <h2 className="font-semibold">2. Scan with your authenticator app</h2>
                <img
                  alt="Your authenticator QR code"
                  className="h-44 w-44 bg-white"
                  src={`data:image/svg+xml;utf8,${encodeURIComponent(secret.qr_svg)}`}
                />
                <p className="text-sm">
                  Or enter the key <code className="font-mono break-all">{secret.totp_secret}</code>
                </p>
                {confirm.error && (
                  <p role="alert" className="rounded-md bg-red-50 p-3 text-sm text-red-800">
                    {confirm.error.message}
                  </p>
                )}
                <TextInput
                  label="Code from your authenticator"
                  name="totp"
                  inputMode="numeric"
                  autoComplete="one-time-code"
                  required
                />
                <SubmitButton isLoading={confirm.isPending} size="small">
                  Finish
                </SubmitButton>
              </form>
            )}
          </>
        )}
      </section>
    </main>
  );
}
