import { useEffect } from 'react';
import { Link, useNavigate } from 'react-router';
import { REGISTRATION_REDIRECT_SECONDS } from '#features/signup/signup-messages';
import { useCountdown } from '#features/signup/use-countdown';
import { useFocusOnMount } from '#lib/use-focus-on-mount';

/** Step 7: shown when the account exists but the session ended before the PIN; on to /login in 5 s. */
export function RegistrationCompleted() {
  const heading = useFocusOnMount<HTMLHeadingElement>();
  const navigate = useNavigate();
  const { remaining } = useCountdown(REGISTRATION_REDIRECT_SECONDS);

  useEffect(() => {
    if (remaining === 0) navigate('/login', { replace: true });
  }, [remaining, navigate]);

  return (
    <div className="flex flex-col items-center gap-4 text-center">
      <h1 ref={heading} tabIndex={-1} className="text-2xl font-bold text-ink">
        Registration completed
      </h1>
      <p className="text-muted">
        Log in to set your transaction PIN. Taking you to the login page in{' '}
        <span role="timer" className="font-semibold text-ink">
          {remaining}
        </span>{' '}
        seconds.
      </p>
      <Link to="/login" className="font-semibold text-brand underline">
        Log in now
      </Link>
    </div>
  );
}
