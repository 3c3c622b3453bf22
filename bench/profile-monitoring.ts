// Where the monitoring worker's database time goes (issue 26 item 4), for profiling by hand: seeds a database
// as bench:monitoring does (default owo_bench_monitoring_profile, BENCH_DB_SUFFIX appended), sends for
// PROFILE_SECONDS (20) with the API's monitoring worker off, then runs the worker's batches itself over what
// the sends left, PROFILE_BATCH (1,000) events a batch (about half a second of the send benchmark's load), and
// prints each statement's calls and time and the PostgreSQL backend's CPU per event. Twice: the first pass
// raises the velocity alerts (every bench customer sends about 20 times in 10 minutes), the second runs with
// them standing. PROFILE_EXPLAIN=1 also prints EXPLAIN (ANALYZE, BUFFERS) of each read of one batch per pass.
// The database is left for a closer look (`npx tsx bench/profile-monitoring.ts` re-creates it).
import { openPostgres, type Queryable, type QueryOptions } from '../apps/api/src/db/db.ts';
import { monitorBatch } from '../apps/api/src/modules/monitoring/engine.ts';
import { benchEnv, startApi } from './lib/api-server.ts';
import { postgresBackends, processCpuSeconds, round } from './lib/cpu.ts';
import { benchDatabaseName, freshDatabase } from './lib/database.ts';
import { seedCustomers } from './lib/seed.ts';
import { measureSends } from './lib/send-bench.ts';

const SECONDS = Number(process.env.PROFILE_SECONDS ?? 20);
const BATCH = Number(process.env.PROFILE_BATCH ?? 1_000);
const EXPLAIN = process.env.PROFILE_EXPLAIN === '1';
const COMPARE = process.env.PROFILE_COMPARE === '1';
const name = benchDatabaseName(process.argv[2] ?? 'owo_bench_monitoring_profile');

const url = freshDatabase(name);
const customers = await seedCustomers(url, 1_000);
const db = openPostgres(url, 1);

/** The statement's first words, enough to tell the worker's statements apart. */
const label = (sql: string) => {
  const flat = sql.replace(/\s+/g, ' ').trim();
  const evidence = /jsonb_build_object\('(\w+)'/.exec(flat)?.[1];
  return `${flat.slice(0, 80)}${evidence ? ` … evidence ${evidence}` : ''}`;
};

async function pass(n: number) {
  const api = await startApi(benchEnv(url, { MONITORING_WORKER: 'off' }));
  let sends = 0;
  try {
    const run = await measureSends(
      { url, database: name, customers, apis: [api], stop: () => api.stop() },
      { connections: 8, seconds: SECONDS, senders: customers },
    );
    sends = run.load.ok;
  } finally {
    await api.stop();
  }
  const stats = new Map<string, { calls: number; ms: number; rows: number }>();
  let explainNext = EXPLAIN;
  const timed = (q: Queryable): Queryable => ({
    exec: (sql) => q.exec(sql),
    async query<T>(sql: string, params?: readonly unknown[], opts?: QueryOptions) {
      if (explainNext && /^\s*(SELECT|WITH)/i.test(sql) && !/FOR UPDATE/i.test(sql)) {
        const plan = await q.query<{ 'QUERY PLAN': string }>(`EXPLAIN (ANALYZE, BUFFERS) ${sql}`, params);
        console.log(`\n-- ${label(sql)}\n${plan.rows.map((r) => r['QUERY PLAN']).join('\n')}`);
      }
      const started = performance.now();
      const r = await q.query<T>(sql, params, opts);
      const s = stats.get(label(sql)) ?? { calls: 0, ms: 0, rows: 0 };
      s.calls++;
      s.ms += performance.now() - started;
      s.rows += r.rowCount ?? r.rows.length;
      stats.set(label(sql), s);
      return r;
    },
  });
  const backendCpu = () => postgresBackends(name).reduce((sum, pid) => sum + processCpuSeconds(pid), 0);
  await db.query('SELECT 1'); // the pool's one connection open, so its backend is counted from the start
  const cpu0 = backendCpu();
  const started = performance.now();
  let events = 0;
  let batches = 0;
  // PROFILE_COMPARE=1: every other batch with generic plans forced, the CPU of each kind kept apart.
  const byMode = { auto: { cpu: 0, events: 0 }, generic: { cpu: 0, events: 0 } };
  for (;;) {
    const mode = COMPARE && batches % 2 === 1 ? 'generic' : 'auto';
    const c0 = backendCpu();
    const { read, more } = await db.tx(
      async (q) => {
        if (mode === 'generic') await q.query("SET LOCAL plan_cache_mode = 'force_generic_plan'");
        return monitorBatch(timed(q), BATCH);
      },
      { lockTimeoutMs: 10_000 },
    );
    byMode[mode].cpu += backendCpu() - c0;
    byMode[mode].events += read;
    explainNext = false;
    events += read;
    batches++;
    if (!more) break;
  }
  if (COMPARE) {
    for (const [m, v] of Object.entries(byMode)) {
      console.log(
        `${m}: ${v.events} events, ${round((v.cpu * 1e6) / Math.max(1, v.events), 1)} µs CPU an event`,
      );
    }
    const ps = await db.query<{ statement: string; generic_plans: string; custom_plans: string }>(
      'SELECT statement, generic_plans::text, custom_plans::text FROM pg_prepared_statements',
    );
    for (const r of ps.rows)
      console.log(`generic ${r.generic_plans} custom ${r.custom_plans}  ${label(r.statement)}`);
  }
  const wallMs = performance.now() - started;
  const cpuMs = (backendCpu() - cpu0) * 1000;
  const alerts = await db.query<{ n: number }>('SELECT count(*)::int AS n FROM monitoring_alerts');
  console.log(
    `\npass ${n}: ${sends} sends, ${events} events in ${batches} batches, ${round(wallMs, 0)} ms wall, ` +
      `PostgreSQL ${round(cpuMs, 0)} ms CPU (${round(cpuMs / Math.max(1, sends), 3)} ms a send), ` +
      `${alerts.rows[0]!.n} alerts in all`,
  );
  const total = [...stats.values()].reduce((a, s) => a + s.ms, 0);
  for (const [sql, s] of [...stats].sort((a, b) => b[1].ms - a[1].ms)) {
    console.log(
      `${String(round(s.ms, 0)).padStart(7)} ms ${String(round((100 * s.ms) / total, 1)).padStart(5)} % ` +
        `${String(s.calls).padStart(6)} calls ${String(s.rows).padStart(7)} rows  ${sql}`,
    );
  }
}

try {
  await pass(1);
  await pass(2);
} finally {
  await db.close();
}
console.log(`\n${url} left for a closer look`);
