// Transaction monitoring under the send benchmark's load (issue 26 item 4): the same Owo-to-Owo send load as
// bench:throughput (1,000 seeded tier-3 customers, autocannon, 8 connections), run alternately with the API's
// monitoring worker off and on, on one database in one run: the send rate with and without it (target: it
// costs less than 5 %), and, while it runs, the lag of the monitoring feed sampled every 200 ms as the age of
// the oldest committed event it has not read (target: under 2 s). Before each monitored run the worker first
// reads what the unmonitored run left (the backlog's size and how fast it was read are reported too).
// Not part of CI: `npm run bench:monitoring` (BENCH_SECONDS, BENCH_CLIENTS, BENCH_ROUNDS, BENCH_DB_SUFFIX).
import { openPostgres } from '../apps/api/src/db/db.ts';
import { feedLag } from '../apps/api/src/modules/monitoring/feed-repository.ts';
import { type ApiServer, benchEnv, startApi } from './lib/api-server.ts';
import { loadAverage, round } from './lib/cpu.ts';
import { benchDatabaseName, dropDatabase, freshDatabase } from './lib/database.ts';
import { writeResult } from './lib/results.ts';
import { seedCustomers } from './lib/seed.ts';
import { type BenchApi, measureSends, type SendRun } from './lib/send-bench.ts';

const SECONDS = Number(process.env.BENCH_SECONDS ?? 20);
const CONNECTIONS = Number(process.env.BENCH_CLIENTS ?? 8);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 2);
const CUSTOMERS = 1_000;
const DB = benchDatabaseName('owo_bench_monitoring');

// The sampler's connection is one of the database's backends, so its CPU counts in the monitored runs: the lag
// is read with the feed's own two index reads (feedLag), not a scan of the events table.
type Sampler = ReturnType<typeof openPostgres>;
const lagNow = (c: Sampler) => feedLag(c);

/** Samples the feed's lag every 200 ms until stopped. */
function sampleLag(c: Sampler) {
  const samples: number[] = [];
  let stop = false;
  const done = (async () => {
    while (!stop) {
      samples.push((await lagNow(c)).lagMs);
      await new Promise((r) => setTimeout(r, 200));
    }
  })();
  return async () => {
    stop = true;
    await done;
    const sorted = [...samples].sort((a, b) => a - b);
    const at = (p: number) =>
      round(sorted[Math.min(sorted.length - 1, Math.floor(p * sorted.length))] ?? 0, 0);
    return { samples: samples.length, p50Ms: at(0.5), p95Ms: at(0.95), maxMs: at(1) };
  };
}

/** Waits until the worker has read every committed event; how long it took and how many there were. */
async function caughtUp(c: Sampler, timeoutMs = 600_000) {
  const started = Date.now();
  const backlog = (await lagNow(c)).unread;
  while (Date.now() - started < timeoutMs) {
    if ((await lagNow(c)).unread === 0) break;
    await new Promise((r) => setTimeout(r, 100));
  }
  const seconds = (Date.now() - started) / 1000;
  return {
    backlog,
    seconds: round(seconds, 2),
    eventsPerSecond: round(backlog / Math.max(seconds, 0.001), 0),
  };
}

const url = freshDatabase(DB);
const loadBefore = loadAverage();
const client = openPostgres(url, 1);
const runs: Array<{
  monitoring: boolean;
  run: SendRun;
  lag?: Awaited<ReturnType<ReturnType<typeof sampleLag>>>;
  before?: Awaited<ReturnType<typeof caughtUp>>;
  after?: Awaited<ReturnType<typeof caughtUp>>;
}> = [];
let alerts = 0;
try {
  const customers = await seedCustomers(url, CUSTOMERS);
  for (let round_ = 0; round_ < ROUNDS; round_++) {
    for (const monitoring of [false, true]) {
      const api: ApiServer = await startApi(benchEnv(url, { MONITORING_WORKER: monitoring ? 'on' : 'off' }));
      const bench: BenchApi = { url, database: DB, customers, apis: [api], stop: () => api.stop() };
      try {
        const before = monitoring ? await caughtUp(client) : undefined;
        const stopLag = monitoring ? sampleLag(client) : null;
        const run = await measureSends(bench, {
          connections: CONNECTIONS,
          seconds: SECONDS,
          senders: customers,
        });
        const lag = stopLag ? await stopLag() : undefined;
        const after = monitoring ? await caughtUp(client) : undefined;
        runs.push({ monitoring, run, lag, before, after });
        console.log(
          `monitoring ${monitoring ? 'on ' : 'off'}: ${run.load.rps} sends/s` +
            (lag
              ? `, lag p95 ${lag.p95Ms} ms max ${lag.maxMs} ms (backlog ${before!.backlog} read at ${before!.eventsPerSecond}/s)`
              : ''),
        );
      } finally {
        await bench.stop();
      }
    }
  }
  alerts = (await client.query<{ n: number }>('SELECT count(*)::int AS n FROM monitoring_alerts')).rows[0]!.n;
} finally {
  await client.close().catch(() => {});
  await dropDatabase(DB);
}

const mean = (xs: number[]) => xs.reduce((a, b) => a + b, 0) / Math.max(1, xs.length);
const off = mean(runs.filter((r) => !r.monitoring).map((r) => r.run.load.rps));
const on = mean(runs.filter((r) => r.monitoring).map((r) => r.run.load.rps));
const costPercent = round(((off - on) / off) * 100, 1);
const maxLag = Math.max(...runs.flatMap((r) => (r.lag ? [r.lag.maxMs] : [0])));
const p95Lag = Math.max(...runs.flatMap((r) => (r.lag ? [r.lag.p95Ms] : [0])));
const pass = costPercent < 5 && p95Lag < 2_000 && runs.every((r) => r.run.correct);
const result = {
  seconds: SECONDS,
  connections: CONNECTIONS,
  rounds: ROUNDS,
  sendsPerSecond: { off: round(off, 0), on: round(on, 0) },
  costPercent,
  lagMs: { p95: p95Lag, max: maxLag },
  alertsRaised: alerts,
  runs: runs.map((r) => ({
    monitoring: r.monitoring,
    rps: r.run.load.rps,
    correct: r.run.correct,
    cpuMsPerSend: r.run.cpuMsPerSend,
    lag: r.lag ?? null,
    backlogBefore: r.before ?? null,
    drainAfter: r.after ?? null,
  })),
  targets: { costPercent: '< 5', lagP95Ms: '< 2000' },
  pass,
  load: { before: loadBefore, after: loadAverage() },
};
writeResult('monitoring', result);
console.log(JSON.stringify(result, null, 2));
process.exitCode = pass ? 0 : 1;
