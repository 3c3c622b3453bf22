// Benchmark 5 and the CI gate for the web budgets (apps/web/scripts/budgets.json). Serves the built web
// app from the real server and runs Lighthouse 12 (mobile, the default form factor; Debian's Chromium with
// the flags CI uses) RUNS times on each budgeted page, taking each metric's median: performance score,
// LCP, CLS, TBT, and the JavaScript loaded (gzip, counted from the built files) on pre-rendered public
// pages. Also loads the signed-in dashboard in Chromium to count its first-load JavaScript (the build
// checks the same from the manifest). Exits 1 when any budget fails.
// Usage: npx tsx bench/web-budgets.ts   (WEB_RUNS=n to change the runs per page)
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { chromium } from '@playwright/test';
import { openPostgres } from '../apps/api/src/db/db.ts';
import { sha256 } from '../apps/api/src/lib/crypto.ts';
import { guestPaths } from '../apps/web/src/app/wallet-paths.ts';
import { benchEnv, ROOT, startApi } from './lib/api-server.ts';
import { loadAverage, round } from './lib/cpu.ts';
import { dropDatabase, freshDatabase } from './lib/database.ts';
import { writeResult } from './lib/results.ts';
import { seedCustomers } from './lib/seed.ts';

const RUNS = Number(process.env.WEB_RUNS ?? 3);
const CHROME = process.env.CHROME_PATH ?? '/usr/bin/chromium';
const CHROME_FLAGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];
const WEB = path.join(ROOT, 'apps/web');
const DIST = path.join(WEB, 'dist');
const budgets = JSON.parse(readFileSync(path.join(WEB, 'scripts/budgets.json'), 'utf8')) as {
  javascriptKb: { publicPage: number; dashboard: number };
  lighthouse: {
    pages: string[];
    performanceScore: number;
    largestContentfulPaintMs: number;
    cumulativeLayoutShift: number;
    totalBlockingTimeMs: number;
  };
};
const DB = 'owo_bench_web';

function newestMtime(dir: string): number {
  let newest = 0;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const p = path.join(dir, entry.name);
    newest = Math.max(newest, entry.isDirectory() ? newestMtime(p) : statSync(p).mtimeMs);
  }
  return newest;
}

/** Builds the web app when dist is missing or older than its sources (the build checks the JS budgets). */
function ensureBuilt() {
  const sources = [path.join(WEB, 'src'), path.join(ROOT, 'packages/contract/src')];
  const index = path.join(DIST, 'index.html');
  if (existsSync(index) && Math.max(...sources.map(newestMtime)) <= statSync(index).mtimeMs) return;
  const r = spawnSync('npm', ['run', 'build', '-w', 'apps/web'], { cwd: ROOT, stdio: 'inherit' });
  if (r.status !== 0) throw new Error('the web build failed (a JavaScript budget, or the build itself)');
}

/** gzip size (KB) of the built files behind these script URLs. */
function scriptsGzipKb(urls: string[]): number {
  let bytes = 0;
  for (const url of new Set(urls)) {
    const file = path.join(DIST, new URL(url).pathname);
    if (existsSync(file)) bytes += gzipSync(readFileSync(file), { level: 9 }).length;
  }
  return round(bytes / 1024, 2);
}

interface LighthouseRun {
  score: number;
  lcpMs: number;
  cls: number;
  tbtMs: number;
  fcpMs: number;
  scripts: string[];
  benchmarkIndex: number;
}

/** One Lighthouse run; Lighthouse's own transient failures (NO_NAVSTART, NO_FCP…) are retried twice. */
function lighthouse(url: string): LighthouseRun {
  for (let attempt = 1; ; attempt++) {
    try {
      return lighthouseOnce(url);
    } catch (err) {
      if (attempt >= 3) throw err;
      console.log(`web: ${(err as Error).message.split('\n')[0]}; running it again`);
    }
  }
}

function lighthouseOnce(url: string): LighthouseRun {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'owo-lighthouse-'));
  try {
    const out = path.join(dir, 'report.json');
    const r = spawnSync(
      process.execPath,
      [
        path.join(ROOT, 'node_modules/lighthouse/cli/index.js'),
        url,
        '--output=json',
        `--output-path=${out}`,
        '--only-categories=performance',
        '--quiet',
        `--chrome-flags=${CHROME_FLAGS.join(' ')}`,
      ],
      { env: { ...process.env, CHROME_PATH: CHROME }, encoding: 'utf8', timeout: 120_000 },
    );
    if (r.status !== 0 || !existsSync(out))
      throw new Error(`lighthouse failed on ${url}: ${r.stderr.trim()}`);
    const report = JSON.parse(readFileSync(out, 'utf8'));
    const audit = (id: string) => report.audits[id].numericValue as number;
    const requests = report.audits['network-requests'].details.items as Array<{
      url: string;
      resourceType?: string;
    }>;
    return {
      score: report.categories.performance.score,
      lcpMs: audit('largest-contentful-paint'),
      cls: audit('cumulative-layout-shift'),
      tbtMs: audit('total-blocking-time'),
      fcpMs: audit('first-contentful-paint'),
      scripts: requests.filter((q) => q.resourceType === 'Script').map((q) => q.url),
      benchmarkIndex: report.environment.benchmarkIndex,
    };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;

// The wallet's doors (login, signup): pre-rendered, but they load the wallet app right after their first
// paint, so their JavaScript is the wallet app's (reported, not held to the public pages' budget).
const WALLET_PAGES = new Set(guestPaths);

function pageResult(base: string, page: string) {
  const runs = Array.from({ length: RUNS }, () => lighthouse(`${base}${page}`));
  const prerendered = existsSync(path.join(DIST, 'pages', page === '/' ? 'index.html' : `${page}.html`));
  const isPublic = prerendered && !WALLET_PAGES.has(page);
  const jsKb = median(runs.map((r) => scriptsGzipKb(r.scripts)));
  const lh = budgets.lighthouse;
  const m = {
    performanceScore: median(runs.map((r) => r.score)),
    largestContentfulPaintMs: Math.round(median(runs.map((r) => r.lcpMs))),
    cumulativeLayoutShift: round(median(runs.map((r) => r.cls)), 3),
    totalBlockingTimeMs: Math.round(median(runs.map((r) => r.tbtMs))),
    firstContentfulPaintMs: Math.round(median(runs.map((r) => r.fcpMs))),
    firstLoadJsGzipKb: jsKb,
  };
  const failures = [
    m.performanceScore < lh.performanceScore && `performance ${m.performanceScore} < ${lh.performanceScore}`,
    m.largestContentfulPaintMs > lh.largestContentfulPaintMs &&
      `LCP ${m.largestContentfulPaintMs} ms > ${lh.largestContentfulPaintMs} ms`,
    m.cumulativeLayoutShift > lh.cumulativeLayoutShift &&
      `CLS ${m.cumulativeLayoutShift} > ${lh.cumulativeLayoutShift}`,
    m.totalBlockingTimeMs > lh.totalBlockingTimeMs &&
      `TBT ${m.totalBlockingTimeMs} ms > ${lh.totalBlockingTimeMs} ms`,
    isPublic &&
      jsKb > budgets.javascriptKb.publicPage &&
      `first-load JS ${jsKb} KB > ${budgets.javascriptKb.publicPage} KB`,
  ].filter((f): f is string => Boolean(f));
  return {
    page,
    kind: isPublic
      ? 'public (pre-rendered)'
      : prerendered
        ? 'wallet app (pre-rendered, hydrates after its first paint)'
        : 'wallet app (SPA shell)',
    runs: RUNS,
    median: m,
    scores: runs.map((r) => r.score),
    benchmarkIndex: Math.round(median(runs.map((r) => r.benchmarkIndex))),
    failures,
    pass: failures.length === 0,
  };
}

/** The browser's device id for the dashboard run: the seeded session is bound to it, as a login binds one. */
const BENCH_DEVICE_ID = 'bench-web-budgets-device';

async function bindSessionToBenchDevice(url: string, userId: string) {
  const db = openPostgres(url);
  try {
    await db.query('UPDATE sessions SET device_hash = $2 WHERE user_id = $1', [
      userId,
      sha256(`device:${BENCH_DEVICE_ID}`),
    ]);
  } finally {
    await db.close();
  }
}

/** The signed-in dashboard's first-load JavaScript, counted in Chromium with a seeded customer's token. */
async function dashboardJsKb(base: string, token: string): Promise<number> {
  const browser = await chromium.launch({ executablePath: CHROME, args: CHROME_FLAGS.slice(1) });
  try {
    // A phone, as the budget is for: what loads before the customer scrolls.
    const page = await browser.newPage({ viewport: { width: 390, height: 844 }, isMobile: true });
    const scripts: string[] = [];
    page.on('response', (r) => {
      if (r.request().resourceType() === 'script') scripts.push(r.url());
    });
    await page.addInitScript(
      `sessionStorage.setItem('owo.access_token', ${JSON.stringify(token)});` +
        `localStorage.setItem('owo.device-id', ${JSON.stringify(BENCH_DEVICE_ID)});`,
    );
    await page.goto(`${base}/dashboard`);
    // The signed-in frame is up (the wallet's chunks ran), then whatever the dashboard fetches has settled.
    await page.waitForSelector('nav[aria-label="Wallet tabs"]', { timeout: 60_000 });
    await page.waitForLoadState('networkidle');
    if (!new URL(page.url()).pathname.startsWith('/dashboard')) {
      throw new Error(`the dashboard redirected to ${page.url()}: not signed in?`);
    }
    if (process.env.WEB_LIST_SCRIPTS) console.log(scripts.join('\n'));
    return scriptsGzipKb(scripts);
  } finally {
    await browser.close();
  }
}

ensureBuilt();
const loadBefore = loadAverage();
const url = freshDatabase(DB);
try {
  const [customer] = await seedCustomers(url, 1);
  await bindSessionToBenchDevice(url, customer!.userId);
  const api = await startApi(benchEnv(url));
  try {
    // LIGHTHOUSE_PAGES=/,/login narrows the run to some of the budgeted pages (CI runs them all).
    const only = process.env.LIGHTHOUSE_PAGES?.split(',').filter(Boolean);
    const pages = budgets.lighthouse.pages
      .filter((p) => !only || only.includes(p))
      .map((p) => {
        const r = pageResult(api.url, p);
        console.log(
          `web: ${p} ${JSON.stringify(r.median)} ${r.pass ? 'pass' : `FAIL: ${r.failures.join('; ')}`}`,
        );
        return r;
      });
    const dashboardKb = await dashboardJsKb(api.url, customer!.token);
    const dashboard = {
      firstLoadJsGzipKb: dashboardKb,
      budgetKb: budgets.javascriptKb.dashboard,
      pass: dashboardKb <= budgets.javascriptKb.dashboard,
    };
    console.log(`web: /dashboard (signed in) first-load JS ${dashboardKb} KB`);
    const pass = pages.every((p) => p.pass) && dashboard.pass;
    writeResult('web', {
      conditions: { loadAverageBefore: loadBefore, loadAverageAfter: loadAverage() },
      lighthouse: '12.2.3, mobile (default), simulated throttling; median of each metric over the runs',
      budgets,
      pages,
      dashboard,
      pass,
    });
    process.exitCode = pass ? 0 : 1;
  } finally {
    await api.stop();
  }
} finally {
  await dropDatabase(DB);
}
