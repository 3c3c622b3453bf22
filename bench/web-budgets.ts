// Benchmark 5 and the CI gate for the web budgets (apps/web/scripts/budgets.json). Serves the built web
// app from the real server and runs Lighthouse 12 (mobile, the default form factor; Debian's Chromium with
// the flags CI uses) RUNS times on each budgeted page, taking each metric's median: performance score,
// LCP, CLS, TBT, and the JavaScript loaded (gzip, counted from the built files) on pre-rendered public
// pages. Then the signed-in dashboard (signed in through the API, new-device code included, five runs), held to
// its blocking-time and layout-shift budgets. Lighthouse's CPU slowdown is calibrated to the host before each run
// (see REFERENCE_BENCHMARK_INDEX); blocking time and the score are held on the page's own main-thread work
// (ownBlockingMs), with Lighthouse's wall-clock figures reported beside them. Exits 1 when any budget fails.
// Usage: npx tsx bench/web-budgets.ts   (WEB_RUNS=n to change the runs per page)
import { spawnSync } from 'node:child_process';
import { copyFileSync, existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { type Browser, chromium } from '@playwright/test';
import { pageFunctions } from 'lighthouse/core/lib/page-functions.js';
import { getLogNormalScore } from 'lighthouse/shared/statistics.js';
import { guestPaths } from '../apps/web/src/app/wallet-paths.ts';
import { benchEnv, ROOT, startApi } from './lib/api-server.ts';
import { CHROME, CHROME_FLAGS, signIn } from './lib/browser.ts';
import { ensureWebBuilt } from './lib/build.ts';
import { loadAverage, round } from './lib/cpu.ts';
import { benchDatabaseName, dropDatabase, freshDatabase } from './lib/database.ts';
import { writeResult } from './lib/results.ts';
import { BENCH_PASSWORD, seedCustomers } from './lib/seed.ts';

const RUNS = Number(process.env.WEB_RUNS ?? 3);
/**
 * The signed-in dashboard runs at least five times: its blocking time is the one figure gated that moves with
 * the host (one run's CPU slowdown swung 1.3–3.6× within minutes here, decision 035), and a median of five is
 * steadier than a median of three against the same budget.
 */
const DASHBOARD_RUNS = Math.max(RUNS, 5);
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
  dashboard: { totalBlockingTimeMs: number; cumulativeLayoutShift: number };
};
const DB = benchDatabaseName('owo_bench_web');

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
  /** The blocking time of the page's own main-thread work (ownBlockingMs): what the budgets hold. */
  ownTbtMs: number;
  /** Lighthouse's performance score with `ownTbtMs` scored in place of its TBT (ownScore). */
  ownScore: number;
  fcpMs: number;
  scripts: string[];
  benchmarkIndex: number;
  /** The host's BenchmarkIndex just before the run, and the CPU slowdown it gave (`cpuMultiplier`). */
  hostBenchmarkIndex: number;
  cpuMultiplier: number;
  finalUrl: string;
}

/**
 * The phone Lighthouse models is its CPU slowdown applied to this host: 4× by default, meant for a desktop-class
 * host (its docs: calibrate the multiplier to the host's BenchmarkIndex; it warns below 1,000). This shared
 * 2-core VM measures a BenchmarkIndex of ~1,800 when the other sessions leave it alone and 700–1,000 when they
 * do not, so a fixed 4× models a phone two or three times slower on a busy afternoon and the blocking time
 * follows the neighbours, not the page. Each run's multiplier is therefore 4 × (the host's BenchmarkIndex,
 * measured just before the run) ÷ 1,800, never above 4: the same phone on a quiet host (Lighthouse's default)
 * and on a busy one. Both figures are in the results.
 */
const REFERENCE_BENCHMARK_INDEX = 1800;
const DEFAULT_CPU_MULTIPLIER = 4;
interface HostCpu {
  benchmarkIndex: number;
  multiplier: number;
}
let benchmarkBrowser: Browser | undefined;
async function cpuMultiplier(): Promise<HostCpu> {
  benchmarkBrowser ??= await chromium.launch({ executablePath: CHROME, args: CHROME_FLAGS.slice(1) });
  const page = await benchmarkBrowser.newPage();
  try {
    // Lighthouse's own benchmark (what it reports as BenchmarkIndex), run the way Lighthouse runs it: in a page;
    // the median of three, so that one slice of a neighbour's burst does not set the whole run's slowdown.
    const indexes: number[] = [];
    for (let i = 0; i < 3; i++) {
      indexes.push((await page.evaluate(`(${pageFunctions.computeBenchmarkIndex.toString()})()`)) as number);
    }
    const benchmarkIndex = Math.round(median(indexes));
    const multiplier = round(
      Math.min(
        DEFAULT_CPU_MULTIPLIER,
        Math.max(1, (DEFAULT_CPU_MULTIPLIER * benchmarkIndex) / REFERENCE_BENCHMARK_INDEX),
      ),
      2,
    );
    return { benchmarkIndex, multiplier };
  } finally {
    await page.close();
  }
}

/** One Lighthouse run; Lighthouse's own transient failures (NO_NAVSTART, NO_FCP…) are retried twice. */
async function lighthouse(url: string): Promise<LighthouseRun> {
  for (let attempt = 1; ; attempt++) {
    try {
      return lighthouseOnce(url, await cpuMultiplier());
    } catch (err) {
      if (attempt >= 3) throw err;
      console.log(`web: ${(err as Error).message.split('\n')[0]}; running it again`);
    }
  }
}

/**
 * `profile`: run Chromium on that profile (the signed-in one; given last, this --user-data-dir is the one
 * Chromium takes) and leave its storage alone (`--disable-storage-reset`); the caller empties its cache.
 */
function lighthouseOnce(url: string, cpu: HostCpu, profile?: string): LighthouseRun {
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
        `--throttling.cpuSlowdownMultiplier=${cpu.multiplier}`,
        // The trace, for the page's own blocking time (ownBlockingMs).
        '--save-assets',
        `--chrome-flags=${[...CHROME_FLAGS, ...(profile ? [`--user-data-dir=${profile}`] : [])].join(' ')}`,
        ...(profile ? ['--disable-storage-reset'] : []),
      ],
      { env: { ...process.env, CHROME_PATH: CHROME }, encoding: 'utf8', timeout: 120_000 },
    );
    if (r.status !== 0 || !existsSync(out))
      throw new Error(`lighthouse failed on ${url}: ${r.stderr.trim()}`);
    const report = JSON.parse(readFileSync(out, 'utf8'));
    const trace = path.join(dir, 'report-0.trace.json');
    if (!existsSync(trace)) throw new Error(`lighthouse saved no trace for ${url}`);
    // WEB_KEEP_REPORTS=dir keeps each run's Lighthouse report there (to read its long tasks).
    if (process.env.WEB_KEEP_REPORTS) {
      mkdirSync(process.env.WEB_KEEP_REPORTS, { recursive: true });
      const name = `${new URL(url).pathname.replace(/\W+/g, '_') || '_'}-${Date.now()}.json`;
      copyFileSync(out, path.join(process.env.WEB_KEEP_REPORTS, name));
      copyFileSync(trace, path.join(process.env.WEB_KEEP_REPORTS, name.replace(/\.json$/, '.trace')));
    }
    const audit = (id: string) => report.audits[id].numericValue as number;
    const ownTbtMs = ownBlockingMs(JSON.parse(readFileSync(trace, 'utf8')), cpu.multiplier);
    const requests = report.audits['network-requests'].details.items as Array<{
      url: string;
      resourceType?: string;
    }>;
    return {
      score: report.categories.performance.score,
      lcpMs: audit('largest-contentful-paint'),
      cls: audit('cumulative-layout-shift'),
      tbtMs: audit('total-blocking-time'),
      ownTbtMs,
      ownScore: ownScore(report, ownTbtMs),
      fcpMs: audit('first-contentful-paint'),
      scripts: requests.filter((q) => q.resourceType === 'Script').map((q) => q.url),
      benchmarkIndex: report.environment.benchmarkIndex,
      hostBenchmarkIndex: cpu.benchmarkIndex,
      cpuMultiplier: cpu.multiplier,
      finalUrl: report.finalDisplayedUrl,
    };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

interface TraceEvent {
  name: string;
  ph: string;
  pid: number;
  tid: number;
  ts: number;
  dur?: number;
  tdur?: number;
}

/**
 * Total blocking time from the page's own work: over the page's main-thread tasks from its first contentful
 * paint on, each task's thread CPU time (the trace's `tdur`) times the run's CPU slowdown, less 50 ms, summed.
 * Lighthouse's TBT takes each task's wall time instead, and on this shared 2-core machine a task's wall time
 * holds the time its thread waited for a core (the other Chromium processes, the API, the database, the
 * neighbours): in one run here login's Lighthouse TBT was 125–284 ms while its own long work came to 0 ms, and
 * the dashboard's 214–592 ms against 27–111 ms. Both figures are in the results; the budgets hold this one.
 */
function ownBlockingMs(trace: { traceEvents: TraceEvent[] } | TraceEvent[], multiplier: number): number {
  const events = Array.isArray(trace) ? trace : trace.traceEvents;
  const fcp = events.find((e) => e.name === 'firstContentfulPaint');
  if (!fcp) throw new Error('the trace has no first contentful paint');
  let blocking = 0;
  let end = 0;
  const tasks = events
    .filter(
      (e) => e.ph === 'X' && e.name === 'RunTask' && e.pid === fcp.pid && e.tid === fcp.tid && e.ts >= fcp.ts,
    )
    .sort((a, b) => a.ts - b.ts);
  for (const task of tasks) {
    if (task.ts < end) continue; // nested in the task before
    end = task.ts + (task.dur ?? 0);
    blocking += Math.max(0, ((task.tdur ?? task.dur ?? 0) / 1000) * multiplier - 50);
  }
  return blocking;
}

/**
 * Lighthouse's performance score (the weighted mean of its metrics' scores) with the page's own blocking time
 * scored on Lighthouse's own TBT curve in place of the wall-clock one; every other metric as Lighthouse scored it.
 */
function ownScore(
  report: {
    categories: { performance: { auditRefs: Array<{ id: string; weight: number }> } };
    audits: Record<string, { score: number | null; scoringOptions?: { p10: number; median: number } }>;
  },
  ownTbtMs: number,
): number {
  let sum = 0;
  let weights = 0;
  for (const { id, weight } of report.categories.performance.auditRefs) {
    if (!weight) continue;
    const audit = report.audits[id]!;
    const score =
      id === 'total-blocking-time' && audit.scoringOptions
        ? round(getLogNormalScore(audit.scoringOptions, ownTbtMs), 2)
        : (audit.score ?? 0);
    sum += score * weight;
    weights += weight;
  }
  return round(sum / weights, 2);
}

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;

// The wallet's doors (login, signup): pre-rendered; they fetch the wallet app's chunks after their first paint
// (into the cache, not run) and run them on the visitor's first tap, so what they run on load is the public
// pages' small script and is held to the same budget (decision 035).
const WALLET_PAGES = new Set(guestPaths);

async function pageResult(base: string, page: string) {
  const runs: LighthouseRun[] = [];
  for (let i = 0; i < RUNS; i++) runs.push(await lighthouse(`${base}${page}`));
  const prerendered = existsSync(path.join(DIST, 'pages', page === '/' ? 'index.html' : `${page}.html`));
  const isPublic = prerendered;
  const jsKb = median(runs.map((r) => scriptsGzipKb(r.scripts)));
  const lh = budgets.lighthouse;
  const m = {
    performanceScore: median(runs.map((r) => r.score)),
    ownPerformanceScore: median(runs.map((r) => r.ownScore)),
    largestContentfulPaintMs: Math.round(median(runs.map((r) => r.lcpMs))),
    cumulativeLayoutShift: round(median(runs.map((r) => r.cls)), 3),
    totalBlockingTimeMs: Math.round(median(runs.map((r) => r.tbtMs))),
    ownBlockingTimeMs: Math.round(median(runs.map((r) => r.ownTbtMs))),
    firstContentfulPaintMs: Math.round(median(runs.map((r) => r.fcpMs))),
    firstLoadJsGzipKb: jsKb,
  };
  const failures = [
    m.ownPerformanceScore < lh.performanceScore &&
      `performance (own work) ${m.ownPerformanceScore} < ${lh.performanceScore}`,
    m.largestContentfulPaintMs > lh.largestContentfulPaintMs &&
      `LCP ${m.largestContentfulPaintMs} ms > ${lh.largestContentfulPaintMs} ms`,
    m.cumulativeLayoutShift > lh.cumulativeLayoutShift &&
      `CLS ${m.cumulativeLayoutShift} > ${lh.cumulativeLayoutShift}`,
    m.ownBlockingTimeMs > lh.totalBlockingTimeMs &&
      `TBT (own work) ${m.ownBlockingTimeMs} ms > ${lh.totalBlockingTimeMs} ms`,
    isPublic &&
      jsKb > budgets.javascriptKb.publicPage &&
      `first-load JS ${jsKb} KB > ${budgets.javascriptKb.publicPage} KB`,
  ].filter((f): f is string => Boolean(f));
  return {
    page,
    kind: WALLET_PAGES.has(page)
      ? 'wallet door (pre-rendered; the app runs on the first tap)'
      : isPublic
        ? 'public (pre-rendered)'
        : 'wallet app (SPA shell)',
    runs: RUNS,
    median: m,
    scores: runs.map((r) => r.score),
    benchmarkIndex: Math.round(median(runs.map((r) => r.benchmarkIndex))),
    hostBenchmarkIndex: runs.map((r) => r.hostBenchmarkIndex),
    cpuMultiplier: runs.map((r) => r.cpuMultiplier),
    failures,
    pass: failures.length === 0,
  };
}

/**
 * Signs the seeded customer in through the real API, as a customer does on a new phone, in a Chromium
 * profile of its own: the login form (with "Remember me", so the session is kept in localStorage), then the
 * new-device step with the code the sandbox texted. Lighthouse then opens that profile (`profile`), leaving
 * its storage alone; `reset` empties its HTTP cache, compiled-code cache and service worker before each run
 * (a cold load, as the public pages get), while localStorage (the session, this browser's device id) stays.
 */
async function signedInProfile(base: string, customer: { email: string; phone: string; password: string }) {
  const profile = mkdtempSync(path.join(os.tmpdir(), 'owo-web-budgets-'));
  const context = await chromium.launchPersistentContext(profile, {
    executablePath: CHROME,
    args: CHROME_FLAGS.slice(1),
    viewport: { width: 390, height: 844 },
  });
  try {
    const page = context.pages()[0] ?? (await context.newPage());
    try {
      await signIn(page, base, customer);
    } catch (err) {
      await page.screenshot({ path: path.join(os.tmpdir(), 'owo-web-budgets-sign-in.png') }).catch(() => {});
      throw err;
    }
  } finally {
    await context.close();
  }
  return {
    profile,
    reset: () => {
      for (const dir of ['Cache', 'Code Cache', 'GPUCache', 'Service Worker']) {
        rmSync(path.join(profile, 'Default', dir), { recursive: true, force: true });
      }
    },
    close: () => rmSync(profile, { recursive: true, force: true }),
  };
}

/**
 * The signed-in dashboard, signed in through the real API: Lighthouse RUNS times in that browser, median
 * of each metric; held to its blocking-time and layout-shift budgets (its first-load JavaScript is the build's).
 */
async function dashboardResult(base: string, customer: { email: string; phone: string; password: string }) {
  const signedIn = await signedInProfile(base, customer);
  try {
    const runs: LighthouseRun[] = [];
    for (let attempt = 1; runs.length < DASHBOARD_RUNS; attempt++) {
      signedIn.reset();
      try {
        runs.push(lighthouseOnce(`${base}/dashboard`, await cpuMultiplier(), signedIn.profile));
      } catch (err) {
        if (attempt >= DASHBOARD_RUNS + 2) throw err;
        console.log(`web: ${(err as Error).message.split('\n')[0]}; running it again`);
      }
    }
    const finalUrls = runs.map((r) => r.finalUrl);
    if (finalUrls.some((u) => !new URL(u).pathname.startsWith('/dashboard'))) {
      throw new Error(`the dashboard redirected (${finalUrls.join(', ')}): not signed in?`);
    }
    const m = {
      performanceScore: median(runs.map((r) => r.score)),
      largestContentfulPaintMs: Math.round(median(runs.map((r) => r.lcpMs))),
      cumulativeLayoutShift: round(median(runs.map((r) => r.cls)), 3),
      totalBlockingTimeMs: Math.round(median(runs.map((r) => r.tbtMs))),
      ownBlockingTimeMs: Math.round(median(runs.map((r) => r.ownTbtMs))),
      firstContentfulPaintMs: Math.round(median(runs.map((r) => r.fcpMs))),
      firstLoadJsGzipKb: median(runs.map((r) => scriptsGzipKb(r.scripts))),
    };
    const d = budgets.dashboard;
    // Its first-load JavaScript is the build's check (scripts/report-size.mjs, from the manifest, which fails
    // the build); Lighthouse's count here also has what loads after the first paint (the insights chunk), so
    // it is reported only.
    const failures = [
      m.ownBlockingTimeMs > d.totalBlockingTimeMs &&
        `TBT (own work) ${m.ownBlockingTimeMs} ms > ${d.totalBlockingTimeMs} ms`,
      m.cumulativeLayoutShift > d.cumulativeLayoutShift &&
        `CLS ${m.cumulativeLayoutShift} > ${d.cumulativeLayoutShift}`,
    ].filter((f): f is string => Boolean(f));
    return {
      page: '/dashboard',
      kind: 'wallet app, signed in through the API (new-device code), cold cache',
      runs: DASHBOARD_RUNS,
      median: m,
      scores: runs.map((r) => r.score),
      tbts: runs.map((r) => Math.round(r.tbtMs)),
      ownTbts: runs.map((r) => Math.round(r.ownTbtMs)),
      clss: runs.map((r) => round(r.cls, 3)),
      hostBenchmarkIndex: runs.map((r) => r.hostBenchmarkIndex),
      cpuMultiplier: runs.map((r) => r.cpuMultiplier),
      failures,
      pass: failures.length === 0,
    };
  } finally {
    signedIn.close();
  }
}

/**
 * Waits, up to two minutes, for the machine to settle before measuring: CI runs this right after the suites,
 * and on this 2-core host the public pages' LCP (simulated from the trace's wall times) read 1.52-1.61 s with a
 * load average of 7 left by them, against 1.23-1.43 s on a quiet one. Measured once the one-minute load average
 * is under the core count; what it was before and after is in the results either way.
 */
async function settle(): Promise<{ waitedSeconds: number; loadAverage: number }> {
  const started = Date.now();
  const cores = os.cpus().length;
  while (loadAverage() >= cores && Date.now() - started < 120_000) {
    await new Promise((resolve) => setTimeout(resolve, 5_000));
  }
  return { waitedSeconds: Math.round((Date.now() - started) / 1000), loadAverage: loadAverage() };
}

ensureWebBuilt();
const loadBefore = loadAverage();
const settled = await settle();
console.log(
  `web: load average ${loadBefore} before; measuring after ${settled.waitedSeconds} s at ${settled.loadAverage}`,
);
const url = freshDatabase(DB);
try {
  const [customer] = await seedCustomers(url, 1);
  const api = await startApi(benchEnv(url));
  try {
    // LIGHTHOUSE_PAGES=/,/login narrows the run to some of the budgeted pages (CI runs them all, and the
    // signed-in dashboard; LIGHTHOUSE_PAGES without /dashboard leaves it out).
    const only = process.env.LIGHTHOUSE_PAGES?.split(',').filter(Boolean);
    const pages = [];
    for (const p of budgets.lighthouse.pages.filter((p) => !only || only.includes(p))) {
      const r = await pageResult(api.url, p);
      console.log(
        `web: ${p} ${JSON.stringify(r.median)} CPU ×${r.cpuMultiplier.join(', ')} ${r.pass ? 'pass' : `FAIL: ${r.failures.join('; ')}`}`,
      );
      pages.push(r);
    }
    if (!only || only.includes('/dashboard')) {
      const dashboard = await dashboardResult(api.url, {
        email: customer!.email,
        phone: customer!.phone,
        password: BENCH_PASSWORD,
      });
      console.log(
        `web: /dashboard (signed in) ${JSON.stringify(dashboard.median)} TBT runs ${dashboard.tbts.join(', ')} ms (own work ${dashboard.ownTbts.join(', ')} ms), CLS runs ${dashboard.clss.join(', ')}, CPU ×${dashboard.cpuMultiplier.join(', ')} ${dashboard.pass ? 'pass' : `FAIL: ${dashboard.failures.join('; ')}`}`,
      );
      pages.push(dashboard as never);
    }
    const pass = pages.every((p) => p.pass);
    writeResult('web', {
      conditions: { loadAverageBefore: loadBefore, settled, loadAverageAfter: loadAverage() },
      lighthouse: '12.2.3, mobile (default), simulated throttling; median of each metric over the runs',
      budgets,
      pages,
      pass,
    });
    process.exitCode = pass ? 0 : 1;
  } finally {
    await benchmarkBrowser?.close();
    await api.stop();
  }
} finally {
  await dropDatabase(DB);
}
