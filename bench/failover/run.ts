// The failover benchmark (`npm run bench:failover`, issue 27; not in CI): a three-node Patroni cluster
// behind HAProxy (cluster.ts), the real API process against HAProxy, steady sends and reads (load.ts), and
// two faults: the primary's PostgreSQL killed (failover) and `patronictl switchover` (planned). Each runs
// with the API's retry off (DATABASE_RETRY_MS=0: the before figure) and on (15 s), on a fresh database;
// the reliability suite's checker then proves every acknowledged send is in the history once and the ledger
// balances. Writes bench/results/failover.json; exits 1 if a retry-on run answered a 5xx or lost or
// doubled a send, or any run broke an invariant. `--scenario failover|switchover`, `--retry on|off` narrow it.
import { execFile } from 'node:child_process';
import { parseArgs, promisify } from 'node:util';
import pg from 'pg';
import { writeResult } from '../lib/results.ts';
import { ApiProcess } from '../reliability/api-process.ts';
import { checkDatabase, checkHistories, drainPending } from '../reliability/checker.ts';
import { Stats } from '../reliability/client.ts';
import { awaitKyc, signUpAll } from '../reliability/customers.ts';
import { rng } from '../reliability/workload.ts';
import { CLUSTER_URL, Cluster, installMissing, ROOT, waitFor } from './cluster.ts';
import { figures, steadyLoad } from './load.ts';

const { values } = parseArgs({
  options: {
    scenario: { type: 'string' },
    retry: { type: 'string' },
    seed: { type: 'string' },
    customers: { type: 'string', default: '40' },
  },
});
type Scenario = 'failover' | 'switchover';
const scenarios = (['failover', 'switchover'] as const).filter(
  (s) => !values.scenario || s === values.scenario,
);
const modes = [
  { retry: 'off', retryMs: 0 },
  { retry: 'on', retryMs: 15_000 },
].filter((m) => !values.retry || m.retry === values.retry);
const seed = Number(values.seed ?? Date.now() % 2 ** 31);
const started = Date.now();
const log = (m: string) => console.log(`[${((Date.now() - started) / 1000).toFixed(1)}s] ${m}`);
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
const failures: string[] = [];

async function freshClusterDatabase(name: string) {
  const admin = new pg.Client({ connectionString: CLUSTER_URL('postgres') });
  await admin.connect();
  await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  return CLUSTER_URL(name);
}

async function fault(cluster: Cluster, scenario: Scenario) {
  const members = await cluster.members();
  const primary = members.find((m) => m.role === 'leader')!.name;
  const sync = members.find((m) => m.role === 'sync_standby')!.name;
  const at = performance.now();
  if (scenario === 'failover') cluster.killPrimaryPostgres(primary);
  // A synchronous cluster switches over only to its synchronous standby.
  const switching =
    scenario === 'switchover'
      ? promisify(execFile)(
          'patronictl',
          [
            '-c',
            `${ROOT}/${primary}/patroni.yml`,
            'switchover',
            '--leader',
            primary,
            '--candidate',
            sync,
            '--force',
          ],
          { timeout: 60_000 },
        )
      : null;
  await waitFor('a new primary', 60_000, async () => {
    const now = await cluster.primary();
    return now !== null && now !== primary;
  });
  const promotedAt = performance.now();
  await switching;
  return { at, from: primary, to: await cluster.primary(), promoted_ms: Math.round(promotedAt - at) };
}

async function runOne(cluster: Cluster, scenario: Scenario, mode: (typeof modes)[number], n: number) {
  const url = await freshClusterDatabase(`owo_failover_${n}`);
  const api = await ApiProcess.start(url, {
    DATABASE_RETRY_MS: String(mode.retryMs),
    NEW_DEVICE_CAP_NAIRA: '0',
  });
  try {
    const customers = await signUpAll(api.url, Number(values.customers), 50_000, new Stats());
    await awaitKyc(api.url, customers, 60_000);
    log(`${scenario}, retry ${mode.retry}: ${customers.length} customers ready; load starts`);
    const stats = new Stats();
    let stopping = false;
    const loading = steadyLoad({
      base: api.url,
      customers,
      r: rng(seed + n),
      keyPrefix: `fo-${seed}-${n}`,
      senders: 8,
      readers: 2,
      paceMs: 50,
      stats,
      stop: () => stopping,
    });
    await sleep(5_000);
    const f = await fault(cluster, scenario);
    log(`${scenario}: ${f.from} → ${f.to}, new primary after ${f.promoted_ms} ms`);
    // Past the retry window, so every request caught by the fault has its answer.
    await sleep(16_000);
    stopping = true;
    const load = await loading;
    const drained = await drainPending(url, 60_000);
    const histories = await checkHistories(api.url, customers, load.records);
    const db = await checkDatabase(url);
    const appears = (re: RegExp) => histories.problems.filter((p) => re.test(p)).length;
    const errorLines = api
      .output()
      .split('\n')
      .filter((l) => /"level":(50|60)/.test(l));
    const result = {
      scenario,
      retry: mode.retry,
      database_retry_ms: mode.retryMs,
      from: f.from,
      to: f.to,
      new_primary_after_ms: f.promoted_ms,
      ...figures(load, f.at),
      sends: load.records.length,
      sends_ok: load.records.filter((x) => x.outcome === 'ok').length,
      sends_refused: load.records.filter((x) => x.outcome === 'refused').length,
      sends_without_answer: load.records.filter((x) => x.outcome === 'unknown').length,
      acknowledged_lost: appears(/appears 0 times in its sender/),
      acknowledged_doubled: appears(/appears ([2-9]|\d\d+) times/),
      unacknowledged_sends_in_history: appears(/no client was told about/),
      checker_problems: histories.problems.slice(0, 10),
      pending_left: drained.left,
      ledger_verify_ok: db.ledger_verify_ok,
      money_conserved: db.conserved,
      api_error_lines: errorLines.length,
      replies: stats.toJSON(),
    };
    const label = `${scenario}, retry ${mode.retry}`;
    if (histories.problems.length > 0)
      failures.push(`${label}: ${histories.problems.slice(0, 3).join('; ')}`);
    if (!db.ledger_verify_ok || !db.conserved)
      failures.push(`${label}: ledger ${db.ledger_problems.join('; ')}`);
    if (result.sends_without_answer > 0)
      failures.push(`${label}: ${result.sends_without_answer} sends without answer`);
    if (mode.retry === 'on' && result.http_5xx > 0)
      failures.push(`${label}: ${result.http_5xx} replies were 5xx`);
    log(`${label}: ${JSON.stringify(result)}`);
    return result;
  } finally {
    await api.stop();
  }
}

installMissing(log);
const cluster = new Cluster();
const results: unknown[] = [];
let stopping = false;
const stopAll = async () => {
  if (stopping) return;
  stopping = true;
  await cluster.stop();
};
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => void stopAll().finally(() => process.exit(130)));
}
try {
  await cluster.start(log);
  let n = 0;
  for (const scenario of scenarios) {
    for (const mode of modes) {
      results.push(await runOne(cluster, scenario, mode, n++));
      // The old primary rejoins as a standby (pg_rewind) before the next fault.
      await cluster.waitHealthy(180_000);
    }
  }
} catch (err) {
  failures.push(`the run stopped: ${err instanceof Error ? (err.stack ?? err.message) : String(err)}`);
} finally {
  await stopAll();
}
console.table(
  (results as Array<Record<string, unknown>>).map((r) => ({
    scenario: r.scenario,
    retry: r.retry,
    '5xx': r.http_5xx,
    'longest request ms': r.longest_request_ms,
    'longest send answer ms': r.longest_send_answer_ms,
    'gap ms': r.gap_ms,
    'sends ok': r.sends_ok,
    lost: r.acknowledged_lost,
    doubled: r.acknowledged_doubled,
  })),
);
writeResult('failover', { seed, seconds: Math.round((Date.now() - started) / 1000), results, failures });
console.log(
  failures.length === 0
    ? 'failover: every figure held'
    : `failover: ${failures.length} failures\n${failures.join('\n')}`,
);
process.exit(failures.length === 0 ? 0 : 1);
