// Benchmark 1: Owo-to-Owo NGN sends over HTTP against PostgreSQL's own ceiling on this machine.
// pgbench (TPC-B-like, scale 10) with C clients for T seconds gives the ceiling; then the API, on a fresh
// database with 1,000 funded tier-3 customers, takes C concurrent connections of sends (token, PIN, limits,
// idempotency, ledger entry, history) for the same T seconds. Then the hot-account case: every send from
// 10 accounts. Afterwards `npm run ledger:verify` must pass and every 200 must be exactly one debit row.
import { spawnSync } from 'node:child_process';
import { ROOT } from './lib/api-server.ts';
import { loadAverage, round } from './lib/cpu.ts';
import { dropDatabase, freshDatabase } from './lib/database.ts';
import { runPgbench } from './lib/pgbench.ts';
import { writeResult } from './lib/results.ts';
import { measureSends, startBenchApi } from './lib/send-bench.ts';

const CLIENTS = Number(process.env.BENCH_CLIENTS ?? 8);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 20);
const CUSTOMERS = 1_000;
const HOT_SENDERS = 10;
const DB = 'owo_bench_throughput';

const loadBefore = loadAverage();
console.log(`throughput: pgbench ${CLIENTS} clients × ${SECONDS} s …`);
const pgbench = await runPgbench(CLIENTS, SECONDS);
console.log(`  pgbench ${pgbench.tps} tps`);

const url = freshDatabase(DB);
let verify: { ok: boolean; output: string };
let uniform: Awaited<ReturnType<typeof measureSends>>;
let hot: Awaited<ReturnType<typeof measureSends>>;
try {
  const bench = await startBenchApi(url, DB, CUSTOMERS, 1);
  try {
    uniform = await measureSends(bench, { connections: CLIENTS, seconds: SECONDS, senders: bench.customers });
    console.log(`  owo ${uniform.load.rps} sends/s`);
    hot = await measureSends(bench, {
      connections: CLIENTS,
      seconds: SECONDS,
      senders: bench.customers.slice(0, HOT_SENDERS),
    });
    console.log(`  owo hot (${HOT_SENDERS} senders) ${hot.load.rps} sends/s`);
  } finally {
    await bench.stop();
  }
  // The real npm script, as an operator would run it.
  const r = spawnSync('npm', ['run', '--silent', 'ledger:verify'], {
    cwd: ROOT,
    env: { ...process.env, DATABASE_URL: url },
    encoding: 'utf8',
  });
  verify = { ok: r.status === 0, output: `${r.stdout}${r.stderr}`.trim().slice(-600) };
} finally {
  await dropDatabase(DB);
}

const ratio = round(uniform.load.rps / pgbench.tps);
const pass = ratio >= 0.5 && verify.ok && uniform.correct && hot.correct;
writeResult('throughput', {
  conditions: { loadAverageBefore: loadBefore, loadAverageAfter: loadAverage() },
  clients: CLIENTS,
  seconds: SECONDS,
  customers: CUSTOMERS,
  pgbench,
  owo: uniform,
  hotAccounts: { senders: HOT_SENDERS, ...hot, ratioToPgbench: round(hot.load.rps / pgbench.tps) },
  ledgerVerify: { ok: verify.ok },
  ratioToPgbench: ratio,
  target: 'owo sends/s ≥ 0.5 × pgbench tps at the same client count; ledger:verify passes',
  pass,
});
if (!verify.ok) console.error(verify.output);
process.exitCode = pass ? 0 : 1;
