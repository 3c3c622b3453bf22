import { useState } from 'react';
import { Navigate, Outlet } from 'react-router';
import { useReportPageReady } from '#lib/page-ready';
import { readToken } from '#lib/session/token-store';
import { useIsHydrating } from '#lib/use-is-hydrating';

/**
 * Login and signup are for visitors: a customer who arrives signed in goes to the dashboard. The
 * check runs once, on arrival, because signup signs the customer in half-way (before the PIN steps).
 * Both pages are pre-rendered as a visitor sees them, so while hydrating this renders the form like the
 * server did, and redirects on the render that follows.
 */
export function GuestOnly() {
  // Hydrated, this is the page's last part to come alive (it waits for the route's chunk).
  useReportPageReady();
  const isHydrating = useIsHydrating();
  const [isSignedInOnArrival] = useState(() => readToken() !== null);
  if (isSignedInOnArrival && !isHydrating) return <Navigate to="/dashboard" replace />;
  return <Outlet />;
}
