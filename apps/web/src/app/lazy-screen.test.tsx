import { render, screen } from '@testing-library/react';
import { Suspense } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { chunk } from '#lib/chunk';
import { lazyScreen } from '#lib/lazy-screen';
import { dashboardChunk } from './routes/wallet/dashboard-chunk';
import { shellPageAt, shellPages } from './shell-pages';
import { walletChunk } from './wallet-chunk';

const Dashboard = () => <h1>Dashboard</h1>;

function arriving() {
  let arrive!: () => void;
  let fail!: () => void;
  const load = vi.fn(
    () =>
      new Promise<{ default: () => React.ReactNode }>((resolve, reject) => {
        arrive = () => resolve({ default: Dashboard });
        fail = () => reject(new Error('chunk not fetched'));
      }),
  );
  return { load, arrive: () => arrive(), fail: () => fail() };
}

describe('a signed-in screen from its chunk', () => {
  it('fetched ahead (by the first script), renders in the first commit: no fallback, so nothing is held back', async () => {
    const { load, arrive } = arriving();
    const dashboard = chunk(load);
    const ahead = dashboard.load();
    arrive();
    await ahead;
    const Screen = lazyScreen(dashboard);
    render(
      <Suspense fallback={<p>loading</p>}>
        <Screen />
      </Suspense>,
    );
    expect(screen.getByRole('heading', { name: 'Dashboard' })).toBeTruthy();
    expect(screen.queryByText('loading')).toBeNull();
    await dashboard.load();
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('not fetched yet, suspends until it is in', async () => {
    const { arrive, load } = arriving();
    const Screen = lazyScreen(chunk(load));
    render(
      <Suspense fallback={<p>loading</p>}>
        <Screen />
      </Suspense>,
    );
    expect(screen.getByText('loading')).toBeTruthy();
    arrive();
    expect(await screen.findByRole('heading', { name: 'Dashboard' })).toBeTruthy();
  });

  it('a chunk that could not be fetched is fetched again when next asked for', async () => {
    const { arrive, fail, load } = arriving();
    const dashboard = chunk(load);
    const first = dashboard.load();
    fail();
    await expect(first).rejects.toThrow('chunk not fetched');
    expect(dashboard.loaded).toBeUndefined();
    const second = dashboard.load();
    arrive();
    expect((await second).default).toBe(Dashboard);
    expect(dashboard.loaded?.default).toBe(Dashboard);
    expect(load).toHaveBeenCalledTimes(2);
  });

  it("the wallet's and the dashboard's chunks are the routes' own", async () => {
    expect(typeof (await walletChunk.load()).default).toBe('function');
    expect(typeof (await dashboardChunk.load()).default).toBe('function');
  });

  it('the shell-rendered public pages are found by their URL, as the router finds them, each from its chunk', async () => {
    expect(shellPageAt('/r/7KQ2M9XD4PLA')).toBe(shellPages[1]!.page);
    expect(shellPageAt('/pay/ada-lagos/')).toBe(shellPages[0]!.page);
    expect(shellPageAt('/s/ABC')).toBe(shellPages[2]!.page);
    expect(shellPageAt('/r')).toBeUndefined();
    expect(shellPageAt('/pay/a/b')).toBeUndefined();
    expect(shellPageAt('/dashboard')).toBeUndefined();
    for (const { page } of shellPages) expect(typeof (await page.load()).default).toBe('function');
  });
});
