import { useQueryClient } from '@tanstack/react-query';
import { useDeferredValue, useEffect } from 'react';
import { Navigate, Outlet, useLocation } from 'react-router';
import { ratesQueryOptions } from '#features/transfers/api/get-rates';
import { useProfile } from '#lib/session/get-profile';
import { useToken } from '#lib/session/token-store';
import { buttonClasses } from '#ui/button-styles';
import { FullScreenLoader } from '#ui/full-screen-loader';
import { SignedInLayout } from './signed-in-layout';

/**
 * Start-up: with a stored token, load rates and the profile behind the loader; a visitor
 * goes to /login (and comes back here after logging in).
 */
export function RequireUser() {
  const token = useToken();
  const profile = useProfile();
  const location = useLocation();
  const queryClient = useQueryClient();
  // The profile's answer re-renders synchronously (a query is an external store), so the signed-in frame and its
  // screen, rendered for the first time, would be one long task; revealed as a deferred value they render in
  // the background, yielding to the browser every few milliseconds, with the loader shown until they commit. A
  // profile already in the cache (just logged in) shows at once.
  const loaded = useDeferredValue(profile.data !== undefined);

  useEffect(() => {
    if (token) void queryClient.prefetchQuery(ratesQueryOptions);
  }, [token, queryClient]);

  if (!token) return <Navigate to="/login" replace state={{ from: location.pathname + location.search }} />;
  if (profile.data && loaded) return <Outlet />;
  // Offline (or the API unreachable) the wallet's frame and navigation stay, with the reason inside it; the
  // profile loads again by itself when the connection returns (react-query refetches on reconnect).
  if (profile.isError) {
    return (
      <SignedInLayout>
        <StartupError onRetry={() => void profile.refetch()} />
      </SignedInLayout>
    );
  }
  return <FullScreenLoader />;
}

/** The profile could not load for a reason other than a refused token (a 401 signs out instead). */
function StartupError({ onRetry }: { onRetry: () => void }) {
  return (
    <div className="flex min-h-[60vh] flex-col items-center justify-center gap-4 p-6 text-center">
      <h1 className="text-2xl font-bold text-ink">We could not load your account</h1>
      <p className="text-muted">Check your internet connection, then try again.</p>
      <button type="button" onClick={onRetry} className={buttonClasses('green', 'big')}>
        Try again
      </button>
    </div>
  );
}
