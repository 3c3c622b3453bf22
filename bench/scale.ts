// Benchmark 3: scale-out. One fresh database with 1,000 funded customers and two API processes on it. The
// same saturating send load (CONNECTIONS connections) goes first to one process, then spread over both;
// the ratio of their throughputs is the figure. CPU per party (each API process, the database's backends, the
// load generator, the whole machine) says what limits it. Correctness: every reply a 200 that is one debit,
// and `npm run ledger:verify` afterwards.
import { spawnSync } from 'node:child_process';
import { ROOT } from './lib/api-server.ts';
import { loadAverage, round } from './lib/cpu.ts';
import { benchDatabaseName, dropDatabase, freshDatabase } from './lib/database.ts';
import { writeResult } from './lib/results.ts';
import { type BenchApi, measureSends, type SendRun, startBenchApi } from './lib/send-bench.ts';

const CONNECTIONS = Number(process.env.SCALE_CONNECTIONS ?? 16);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 20);
const TARGET = 1.6;
const DB = benchDatabaseName('owo_bench_scale');

/** The same bench, with its load sent to only the first `n` processes. */
const using = (bench: BenchApi, n: number): BenchApi => ({ ...bench, apis: bench.apis.slice(0, n) });

function perSend(run: SendRun) {
  const sends = run.load.rps;
  const ms = (cores: number | undefined) => (cores === undefined ? null : round((cores / sends) * 1000, 2));
  return {
    apiMs: ms(run.cpu.cores.api),
    postgresMs: ms(run.cpu.cores.postgres),
    loadGeneratorMs: ms(run.cpu.cores.loadGenerator),
  };
}

const loadBefore = loadAverage();
const url = freshDatabase(DB);
let one: SendRun;
let two: SendRun;
let verify: { ok: boolean; output: string };
try {
  const bench = await startBenchApi(url, DB, 1_000, 2);
  try {
    one = await measureSends(using(bench, 1), {
      connections: CONNECTIONS,
      seconds: SECONDS,
      senders: bench.customers,
    });
    console.log(`scale: 1 process ${one.load.rps} sends/s`);
    two = await measureSends(bench, { connections: CONNECTIONS, seconds: SECONDS, senders: bench.customers });
    console.log(`scale: 2 processes ${two.load.rps} sends/s`);
  } finally {
    await bench.stop();
  }
  const r = spawnSync('npm', ['run', '--silent', 'ledger:verify'], {
    cwd: ROOT,
    env: { ...process.env, DATABASE_URL: url },
    encoding: 'utf8',
  });
  verify = { ok: r.status === 0, output: `${r.stdout}${r.stderr}`.trim().slice(-600) };
} finally {
  await dropDatabase(DB);
}

const ratio = round(two.load.rps / one.load.rps);
const correct = one.correct && two.correct && verify.ok;
// What limits it, from the CPU shares: a process whose one thread is near a full core limits one process;
// a machine near fully busy (2 cores shared by the API processes, PostgreSQL and the load generator)
// limits both. Below both, requests wait on each other's round trips (scheduling on 2 busy cores).
const limitOf = (run: SendRun, processes: number) => {
  const api = run.cpu.cores.api ?? 0;
  if (processes === 1 && api >= 0.9) return `the API process: ${api} of its one core`;
  const shares = `API ${api}, PostgreSQL ${run.cpu.cores.postgres}, load generator ${run.cpu.cores.loadGenerator} cores`;
  return run.cpu.machineBusy >= 0.85
    ? `the 2 shared cores: machine ${Math.round(run.cpu.machineBusy * 100)}% busy (${shares})`
    : `round-trip waits, not CPU: machine ${Math.round(run.cpu.machineBusy * 100)}% busy (${shares})`;
};
const limits = { oneProcess: limitOf(one, 1), twoProcesses: limitOf(two, 2) };
writeResult('scale', {
  conditions: { loadAverageBefore: loadBefore, loadAverageAfter: loadAverage() },
  connections: CONNECTIONS,
  seconds: SECONDS,
  oneProcess: { ...one, cpuPerSend: perSend(one) },
  twoProcesses: { ...two, cpuPerSend: perSend(two) },
  ledgerVerify: { ok: verify.ok },
  ratio,
  limits,
  target: 'two processes ≥ 1.6 × one process, correctness intact',
  pass: ratio >= TARGET && correct,
});
if (!verify.ok) console.error(verify.output);
process.exitCode = ratio >= TARGET && correct ? 0 : 1;
