import { afterEach, describe, expect, it, vi } from 'vitest';
import { getAccounts } from '#features/accounts/api/get-accounts';
import { getTransactions } from '#features/transactions/api/get-transactions';
import { recentTransactionsFilter } from '#features/transactions/api/transactions-path';
import { sendEarly } from '#lib/api/api-client';
import { getProfile } from '#lib/session/get-profile';
import { clearToken, saveToken } from '#lib/session/token-store';
import { firstCallsOf, startSignedInScreen } from './first-calls';
import { dashboardChunk } from './routes/wallet/dashboard-chunk';
import { walletChunk } from './wallet-chunk';

afterEach(() => {
  vi.unstubAllGlobals();
  clearToken();
});

describe("a signed-in screen's first calls", () => {
  it('are the profile everywhere in the wallet, and the balance and recent history on the dashboard', () => {
    expect(firstCallsOf('/dashboard')).toEqual(['/profile', '/accounts', '/accounts/transactions?page=1']);
    expect(firstCallsOf('/transactions')).toEqual(['/profile']);
    expect(firstCallsOf('/send/remittance')).toEqual(['/profile']);
    // Not the wallet's signed-in screens: nothing.
    expect(firstCallsOf('/login')).toEqual([]);
    expect(firstCallsOf('/ops/customers')).toEqual([]);
    expect(firstCallsOf('/pay/abc')).toEqual([]);
  });

  it("are what the dashboard's own calls ask for, so each is asked once", async () => {
    const fetch = vi.fn(
      async () =>
        new Response(JSON.stringify({ status: true, message: 'ok', data: { user: {}, restriction: null } })),
    );
    vi.stubGlobal('fetch', fetch);
    saveToken('token-1', false);
    sendEarly(firstCallsOf('/dashboard'));
    expect(fetch).toHaveBeenCalledTimes(3);
    await Promise.all([getProfile(), getAccounts(), getTransactions(recentTransactionsFilter)]);
    expect(fetch).toHaveBeenCalledTimes(3);
  });

  it("start the dashboard's chunks, and say when they are in, so the app's first render needs no fallback", async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response('{}')),
    );
    saveToken('token-1', false);
    await startSignedInScreen('/dashboard');
    expect(walletChunk.loaded).toBeDefined();
    expect(dashboardChunk.loaded).toBeDefined();
  });

  it("start any signed-in screen's chunk, found by the wallet's own routes", async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response('{}')),
    );
    saveToken('token-1', false);
    const { screensAt } = await walletChunk.load();
    const [complaint] = screensAt('/support/c0ffee');
    expect(screensAt('/support/c0ffee')).toHaveLength(1);
    expect(screensAt('/account/12')).toEqual(screensAt('/account'));
    expect(screensAt('/transactions/3f2a')[0]).not.toBe(screensAt('/transactions')[0]);
    expect(complaint!.loaded).toBe(false);
    await startSignedInScreen('/support/c0ffee');
    expect(complaint!.loaded).toBe(true);
  });
});
