import { useEffect, useRef } from 'react';
import { useNavigate } from 'react-router';

/** Navigates once, on mount, to `to` (the redirect helper). */
export function Redirect({ to }: { to: string }) {
  const navigate = useNavigate();
  const hasNavigated = useRef(false);
  useEffect(() => {
    if (hasNavigated.current) return;
    hasNavigated.current = true;
    navigate(to, { replace: true });
  }, [navigate, to]);
  return null;
}
