import { Link, useLocation } from 'react-router';

export const FORGOT_PIN_PATH = '/profile/forgot-pin';

/** "Forgot PIN?" beside a PIN field: to the reset screen, which comes back here when done. */
export function ForgotPinLink({ className = '' }: { className?: string }) {
  const { pathname, hash } = useLocation();
  return (
    <Link
      to={FORGOT_PIN_PATH}
      state={{ from: `${pathname}${hash}` }}
      className={`text-sm font-semibold text-brand underline underline-offset-2 ${className}`}
    >
      Forgot PIN?
    </Link>
  );
}
