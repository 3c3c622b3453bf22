import { accountsPath } from '#features/accounts/api/accounts-path';
import { recentTransactionsFilter, transactionsPath } from '#features/transactions/api/transactions-path';
import { sendEarly } from '#lib/api/api-client';
import { profilePath } from '#lib/session/profile-path';
import { readToken } from '#lib/session/stored-token';
import { dashboardChunk } from './routes/wallet/dashboard-chunk';
import { shellPageAt } from './shell-pages';
import { walletChunk } from './wallet-chunk';
import { dashboardPath, guestPaths, isWalletPath } from './wallet-paths';

/**
 * The calls a signed-in screen makes first, sent by the page's first script (main.tsx) beside the app's own
 * chunks, not once they have loaded and run: every signed-in screen waits for the profile (its guard), and the
 * dashboard shows the balance and the recent transactions. The screens' own calls take the answers
 * (`sendEarly`). Nothing here imports React, so the calls go as soon as this small chunk is in.
 */
export function firstCallsOf(pathname: string): string[] {
  if (!isWalletPath(pathname) || guestPaths.some((p) => pathname.replace(/\/$/, '') === p)) return [];
  return dashboardPath.test(pathname)
    ? [profilePath, accountsPath, transactionsPath(recentTransactionsFilter)]
    : [profilePath];
}

/**
 * Starts a signed-in screen from the page's first script: its first calls, and its chunks (the wallet's frame,
 * then the screen's, found by the wallet's own routes; on the dashboard both at once) fetched beside the
 * client's, not after it has run and matched the route. Resolves once the chunks are in (or could not be
 * fetched: the routes then fetch them again), so that the app's first render finds them and nothing suspends
 * (`lazyScreen`).
 */
export function startSignedInScreen(pathname: string): Promise<unknown> {
  const calls = firstCallsOf(pathname);
  if (calls.length === 0) return Promise.resolve();
  sendEarly(calls);
  return Promise.allSettled([
    walletChunk.load().then((wallet) => wallet.preloadScreenAt(pathname)),
    // The dashboard's, where a signed-in visitor lands, beside the wallet's rather than after it.
    ...(dashboardPath.test(pathname) ? [dashboardChunk.load()] : []),
  ]);
}

/**
 * Starts the screen the empty shell is about to render (main.tsx): a signed-in screen's calls and chunks (with a
 * stored token), or a shell-rendered public page's chunk (app/shell-pages.ts). Resolves once its chunks are in, or
 * could not be fetched.
 */
export function startScreen(pathname: string): Promise<unknown> {
  return Promise.allSettled([
    readToken() ? startSignedInScreen(pathname) : undefined,
    shellPageAt(pathname)?.load(),
  ]);
}
