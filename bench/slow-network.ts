// Benchmark: the signed-in dashboard on a slow network (and a good one, beside it), in real Chromium rather than
// Lighthouse's simulation. From the navigation to the balance on screen, and to the first row of the recent
// history (and to the first paint: the loader), with the cache emptied and no service worker, under DevTools'
// network emulation, for each profile below; median of SLOW_RUNS (5).
//
// SLOW_BASELINE_DIST=<dir> also serves another build of the web app (node scripts/build-web-into.mjs <dir>, at
// the commit to compare with) from a second API process on the same database, and runs the two alternately:
// a change's before and after, measured in one run on one machine.
// Usage: npm run bench:slow-network
import { chromium, type Page } from '@playwright/test';
import { type ApiServer, benchEnv, startApi } from './lib/api-server.ts';
import { CHROME, CHROME_FLAGS, signIn } from './lib/browser.ts';
import { ensureWebBuilt } from './lib/build.ts';
import { loadAverage } from './lib/cpu.ts';
import { benchDatabaseName, dropDatabase, freshDatabase } from './lib/database.ts';
import { writeResult } from './lib/results.ts';
import { BENCH_PASSWORD, seedCustomers } from './lib/seed.ts';

const RUNS = Number(process.env.SLOW_RUNS ?? 5);
/** On 3G the balance is on screen within this (reported beside the figures; not a CI gate). */
const TARGET_3G_BALANCE_MS = 5_000;
const PROFILES = [
  // DevTools' "3G": its round trip and bandwidths (bytes per second).
  { name: '3G', latency: 300, downloadThroughput: 93_750, uploadThroughput: 31_250, cpu: 1 },
  // Lighthouse's mobile profile, on real time: slow 4G and a phone four times slower than this machine.
  { name: 'slow 4G, CPU ×4', latency: 150, downloadThroughput: 204_800, uploadThroughput: 96_000, cpu: 4 },
  // A good connection (home Wi-Fi, a city's 4G): 20 ms round trips, 30 Mbit/s down, 15 up; the same slow phone.
  { name: 'Wi-Fi, CPU ×4', latency: 20, downloadThroughput: 3_750_000, uploadThroughput: 1_875_000, cpu: 4 },
];
const DB = benchDatabaseName('owo_bench_slow_network');

interface Build {
  name: string;
  api: ApiServer;
  page: Page;
}

/** One cold load of /dashboard under `profile`: ms to the balance, and to the history's first row. */
async function coldDashboard(build: Build, profile: (typeof PROFILES)[number]) {
  const { page } = build;
  const cdp = await page.context().newCDPSession(page);
  try {
    await cdp.send('Network.enable');
    await cdp.send('Network.clearBrowserCache');
    await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
    const { name: _, cpu, ...network } = profile;
    await cdp.send('Network.emulateNetworkConditions', { offline: false, ...network });
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: cpu });
    const started = Date.now();
    await page.goto(`${build.api.url}/dashboard`, { waitUntil: 'commit' });
    await page.getByText('Available balance').waitFor({ timeout: 60_000 });
    await page.getByText('₦2,000,000.00').first().waitFor({ timeout: 60_000 });
    const balanceMs = Date.now() - started;
    await page.getByText('Bench funding').first().waitFor({ timeout: 60_000 });
    const historyMs = Date.now() - started;
    // The first paint (the loader), from the page's own clock: how long the screen stayed blank.
    const firstPaintMs = Math.round(
      await page.evaluate(() => performance.getEntriesByName('first-paint')[0]?.startTime ?? -1),
    );
    return { balanceMs, historyMs, firstPaintMs };
  } finally {
    await cdp.send('Network.emulateNetworkConditions', {
      offline: false,
      latency: 0,
      downloadThroughput: -1,
      uploadThroughput: -1,
    });
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 });
    await cdp.detach();
  }
}

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;

ensureWebBuilt();
const loadBefore = loadAverage();
const url = freshDatabase(DB);
try {
  const dists: Array<[string, Record<string, string>]> = [['this build', {}]];
  if (process.env.SLOW_BASELINE_DIST)
    dists.unshift(['baseline', { WEB_DIST: process.env.SLOW_BASELINE_DIST }]);
  // One customer per build: a customer's new login ends their session on the other device.
  const customers = await seedCustomers(url, dists.length);
  const browser = await chromium.launch({ executablePath: CHROME, args: CHROME_FLAGS.slice(1) });
  const builds: Build[] = [];
  try {
    for (const [i, [name, env]] of dists.entries()) {
      const context = await browser.newContext({
        viewport: { width: 390, height: 844 },
        serviceWorkers: 'block',
      });
      const page = await context.newPage();
      builds.push({ name, api: await startApi(benchEnv(url, env)), page });
      const { api } = builds.at(-1)!;
      await signIn(page, api.url, { ...customers[i]!, password: BENCH_PASSWORD });
    }
    const results = [];
    for (const profile of PROFILES) {
      const runs = new Map(
        builds.map((b) => [b.name, [] as Array<Awaited<ReturnType<typeof coldDashboard>>>]),
      );
      for (let r = 0; r < RUNS; r++) {
        for (const build of builds) {
          const run = await coldDashboard(build, profile);
          runs.get(build.name)!.push(run);
          console.log(
            `slow-network: ${profile.name}, ${build.name}: first paint ${run.firstPaintMs} ms, balance ${run.balanceMs} ms, history ${run.historyMs} ms`,
          );
        }
      }
      for (const build of builds) {
        const mine = runs.get(build.name)!;
        const m = {
          profile: profile.name,
          build: build.name,
          balanceMs: median(mine.map((x) => x.balanceMs)),
          historyMs: median(mine.map((x) => x.historyMs)),
          firstPaintMs: median(mine.map((x) => x.firstPaintMs)),
          runs: mine,
        };
        console.log(
          `slow-network: ${m.profile}, ${m.build}: median first paint ${m.firstPaintMs} ms, balance ${m.balanceMs} ms, history ${m.historyMs} ms`,
        );
        results.push(m);
      }
    }
    const mine3g = results.find((r) => r.profile === '3G' && r.build === 'this build')!;
    const pass = mine3g.balanceMs <= TARGET_3G_BALANCE_MS;
    writeResult('slow-network', {
      conditions: { loadAverageBefore: loadBefore, loadAverageAfter: loadAverage() },
      method:
        'Chromium, 390 × 844, signed in with "Remember me"; each run empties the cache and loads /dashboard under DevTools network emulation (service worker blocked); ms from the navigation to the balance and to the first history row',
      profiles: PROFILES,
      target: `balance on screen within ${TARGET_3G_BALANCE_MS} ms on 3G (reported)`,
      results,
      pass,
    });
  } finally {
    await browser.close();
    for (const b of builds) await b.api.stop();
  }
} finally {
  await dropDatabase(DB);
}
