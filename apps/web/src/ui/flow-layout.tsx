import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { Logo } from './logo';

type FlowLayoutProps = {
  /** Where the logo leads: `/` on signup and login, `/dashboard` inside the app. */
  logoTo: string;
  /** The header's right side, e.g. the "Log in" link. */
  headerAction?: ReactNode;
  children: ReactNode;
};

/** The plain screen of a step-by-step flow (login, signup, KYC, send): logo header and one card. */
export function FlowLayout({ logoTo, headerAction, children }: FlowLayoutProps) {
  return (
    <div className="flex min-h-screen flex-col bg-brand-light">
      <header className="mx-auto flex w-full max-w-3xl items-center justify-between gap-4 px-4 py-4">
        <Link to={logoTo} aria-label={logoTo === '/' ? 'Owo home' : 'Owo dashboard'} className="rounded-md">
          <Logo />
        </Link>
        {headerAction}
      </header>
      <main className="flex flex-1 items-start justify-center px-3 pb-10 sm:px-4">
        <div className="w-full max-w-md rounded-2xl bg-white p-5 shadow-sm sm:p-8">{children}</div>
      </main>
    </div>
  );
}
