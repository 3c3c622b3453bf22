import { Link } from 'react-router';
import { Logo } from '#ui/logo';
import { ForgotPasswordForm } from './forgot-password-form';

export function ForgotPasswordScreen() {
  return (
    <div className="flex min-h-screen flex-col bg-brand-light">
      <header className="mx-auto w-full max-w-6xl px-4 py-5">
        {/* The spec sends this logo to /home, which the router sends on to /. */}
        <Link to="/home" aria-label="Owo home" className="inline-block rounded-md">
          <Logo />
        </Link>
      </header>
      <main className="flex flex-1 items-start justify-center px-4 py-8 md:items-center">
        <div className="w-full max-w-md rounded-2xl bg-white p-6 shadow-sm md:p-10">
          <h1 className="text-3xl font-bold text-ink">Forgot your password?</h1>
          <p className="mt-2 mb-8 text-muted">
            Enter the e-mail address on your Owo account and we will help you set a new password.
          </p>
          <ForgotPasswordForm />
        </div>
      </main>
    </div>
  );
}
