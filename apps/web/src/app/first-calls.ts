import { accountsPath } from '#features/accounts/api/accounts-path';
import { recentTransactionsFilter, transactionsPath } from '#features/transactions/api/transactions-path';
import { sendEarly } from '#lib/api/api-client';
import { profilePath } from '#lib/session/profile-path';
import { guestPaths, isWalletPath } from './wallet-paths';

const DASHBOARD = /^\/dashboard\/?$/;

/**
 * The calls a signed-in screen makes first, sent by the page's first script (main.tsx) beside the app's own
 * chunks, not once they have loaded and run: every signed-in screen waits for the profile (its guard), and the
 * dashboard shows the balance and the recent transactions. The screens' own calls take the answers
 * (`sendEarly`). Nothing here imports React, so the calls go as soon as this small chunk is in.
 */
export function firstCallsOf(pathname: string): string[] {
  if (!isWalletPath(pathname) || guestPaths.some((p) => pathname.replace(/\/$/, '') === p)) return [];
  return DASHBOARD.test(pathname)
    ? [profilePath, accountsPath, transactionsPath(recentTransactionsFilter)]
    : [profilePath];
}

/**
 * Starts a signed-in screen from the page's first script: its first calls, and its chunks (the wallet's frame
 * and, on the dashboard, the dashboard's own) fetched beside the client's, not after it has run and matched
 * the route: the router's lazy routes then find them loaded.
 */
export function startSignedInScreen(pathname: string) {
  const calls = firstCallsOf(pathname);
  if (calls.length === 0) return;
  sendEarly(calls);
  const loaded = () => {
    // Not fetched: the router asks for it again when it renders the route.
  };
  import('./routes/wallet/wallet-routes').catch(loaded);
  if (DASHBOARD.test(pathname)) import('./routes/wallet/dashboard-route').catch(loaded);
}
