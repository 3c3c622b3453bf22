// Benchmark 1: Owo-to-Owo NGN sends over HTTP against PostgreSQL's own ceiling on this machine (issue 15).
// pgbench (TPC-B-like, scale 10) at 8 and 32 clients gives the ceiling; then the API, on a fresh database with
// 1,000 funded tier-3 customers, takes 8 and 32 concurrent connections of sends (token, PIN, limits,
// idempotency, ledger entry, history) from autocannon for the same time; then the hot-account case (every
// send from 10 accounts). Then, with the API stopped, pgbench runs the send function itself (`-f`), which
// separates the database's cost from the API's; and a bare Fastify route replying the same body at the same
// concurrency shows what HTTP and JSON alone cost. Afterwards `npm run ledger:verify` must pass and every
// 200 must be exactly one debit row. CPU per send is split into API and PostgreSQL for every run.
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { ROOT, startApi } from './lib/api-server.ts';
import { cpuMeter, loadAverage, round } from './lib/cpu.ts';
import { benchDatabaseName, dropDatabase, freshDatabase } from './lib/database.ts';
import { runLoad, SEND_PATH, type sendRequest } from './lib/load.ts';
import { runPgbench } from './lib/pgbench.ts';
import { writeResult } from './lib/results.ts';
import { BENCH_PIN } from './lib/seed.ts';
import { databaseStats, measureSends, startBenchApi, statsDelta } from './lib/send-bench.ts';
import { pgbenchSendFunction } from './lib/send-function.ts';

const SECONDS = Number(process.env.BENCH_SECONDS ?? 20);
const CLIENTS = (process.env.BENCH_CLIENTS ?? '8,32').split(',').map(Number);
const CUSTOMERS = 1_000;
const HOT_SENDERS = 10;
const DB = benchDatabaseName('owo_bench_throughput');

const loadBefore = loadAverage();
const pgbench: Record<number, Awaited<ReturnType<typeof runPgbench>>> = {};
for (const c of CLIENTS) {
  console.log(`throughput: pgbench ${c} clients × ${SECONDS} s …`);
  pgbench[c] = await runPgbench(c, SECONDS);
  console.log(`  pgbench ${pgbench[c]!.tps} tps`);
}

const url = freshDatabase(DB);
let verify: { ok: boolean; output: string };
const owo: Record<number, Awaited<ReturnType<typeof measureSends>>> = {};
let hot: Awaited<ReturnType<typeof measureSends>>;
let tables: ReturnType<typeof statsDelta>['updates'];
let replyBody = '';
let sendFunction: Awaited<ReturnType<typeof pgbenchSendFunction>>;
let bare: { rps: number; p50: number; p99: number; apiCoresPerRequestMs: number; cores: number };
try {
  const bench = await startBenchApi(url, DB, CUSTOMERS, 1);
  try {
    const stats0 = await databaseStats(url);
    for (const c of CLIENTS) {
      owo[c] = await measureSends(bench, { connections: c, seconds: SECONDS, senders: bench.customers });
      console.log(
        `  owo ${c} connections: ${owo[c]!.load.rps} sends/s, ${owo[c]!.commitsPerSend} commits/send`,
      );
    }
    hot = await measureSends(bench, {
      connections: CLIENTS[0]!,
      seconds: SECONDS,
      senders: bench.customers.slice(0, HOT_SENDERS),
    });
    console.log(`  owo hot (${HOT_SENDERS} senders) ${hot.load.rps} sends/s`);
    tables = statsDelta(stats0, await databaseStats(url)).updates;
    // One real reply, for the bare route to send back.
    const [from, to] = bench.customers;
    const r = await fetch(`${bench.apis[0]!.url}${SEND_PATH}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${from!.token}` },
      body: JSON.stringify({
        amount: 100,
        name: to!.name,
        note: 'bench',
        currency: 'NGN',
        account_number: to!.accountNumber,
        bank_name: 'Owo MFB',
        bank_code: '090999',
        pin: BENCH_PIN,
        save_beneficiary: false,
      }),
    });
    replyBody = await r.text();
  } finally {
    await bench.stop();
  }
  console.log(`  pgbench -f money_send_batch (one send a call), ${CLIENTS[0]} clients …`);
  sendFunction = await pgbenchSendFunction(url, DB, CLIENTS[0]!, SECONDS);
  console.log(`  the send function alone: ${sendFunction.tps} tps`);

  const server = await startApi(
    { BARE_REPLY: replyBody },
    { script: path.join(ROOT, 'bench/lib/bare-fastify.ts'), args: ['{port}'] },
  );
  try {
    const meter = cpuMeter(() => ({ api: [server.pid] }));
    const load = await runLoad({
      url: server.url,
      request: bareRequest(),
      connections: CLIENTS[0]!,
      seconds: SECONDS,
    });
    const cpu = meter();
    bare = {
      rps: load.rps,
      p50: load.latencyMs.p50,
      p99: load.latencyMs.p99,
      cores: cpu.cores.api ?? 0,
      apiCoresPerRequestMs: round((((cpu.cores.api ?? 0) * load.seconds) / Math.max(1, load.ok)) * 1000, 3),
    };
    console.log(`  bare fastify: ${bare.rps} req/s, ${bare.apiCoresPerRequestMs} ms CPU per request`);
  } finally {
    await server.stop();
  }
  // The real npm script, as an operator would run it.
  const v = spawnSync('npm', ['run', '--silent', 'ledger:verify'], {
    cwd: ROOT,
    env: { ...process.env, DATABASE_URL: url },
    encoding: 'utf8',
  });
  verify = { ok: v.status === 0, output: `${v.stdout}${v.stderr}`.trim().slice(-600) };
} finally {
  await dropDatabase(DB);
}

/** The same request body as a send, for the bare route (it parses it and replies the captured reply). */
function bareRequest() {
  const body = JSON.stringify({
    amount: 120,
    name: 'Bench Customer 1',
    note: 'bench',
    currency: 'NGN',
    account_number: '0000000000',
    bank_name: 'Owo MFB',
    bank_code: '090999',
    pin: BENCH_PIN,
    save_beneficiary: false,
  });
  return {
    method: 'POST',
    path: SEND_PATH,
    setupRequest: (req: Parameters<ReturnType<typeof sendRequest>['setupRequest']>[0]) => ({
      ...req,
      method: 'POST',
      path: SEND_PATH,
      headers: { 'content-type': 'application/json', authorization: 'Bearer x', 'idempotency-key': 'k' },
      body,
    }),
  };
}

const ratios = Object.fromEntries(CLIENTS.map((c) => [c, round(owo[c]!.load.rps / pgbench[c]!.tps)]));
const correct = CLIENTS.every((c) => owo[c]!.correct) && hot!.correct;
const pass = (ratios[8] ?? 0) >= 0.5 && verify.ok && correct;
writeResult('throughput', {
  conditions: { loadAverageBefore: loadBefore, loadAverageAfter: loadAverage() },
  seconds: SECONDS,
  customers: CUSTOMERS,
  pgbench,
  owo,
  ratioToPgbench: ratios,
  hotAccounts: { senders: HOT_SENDERS, ...hot!, ratioToPgbench: round(hot!.load.rps / pgbench[8]!.tps) },
  sendFunctionInPgbench: { ...sendFunction!, ratioToPgbench: round(sendFunction!.tps / pgbench[8]!.tps) },
  bareFastify: bare!,
  heapOnlyUpdates: tables!,
  ledgerVerify: { ok: verify.ok },
  target: 'owo sends/s ≥ 0.5 × pgbench tps at 8 clients; ledger:verify passes; every 200 one debit',
  pass,
});
console.log(`  ratio: ${JSON.stringify(ratios)}; HOT: ${JSON.stringify(tables!)}`);
if (!verify.ok) console.error(verify.output);
process.exitCode = pass ? 0 : 1;
