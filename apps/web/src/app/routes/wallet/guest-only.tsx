import { useState } from 'react';
import { Navigate, Outlet } from 'react-router';
import { readToken } from '../../../lib/session/token-store';

/**
 * Login and signup are for visitors: a customer who arrives signed in goes to the dashboard. The
 * check runs once, on arrival, because signup signs the customer in half-way (before the PIN steps).
 */
export function GuestOnly() {
  const [isSignedInOnArrival] = useState(() => readToken() !== null);
  if (isSignedInOnArrival) return <Navigate to="/dashboard" replace />;
  return <Outlet />;
}
