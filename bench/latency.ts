// Benchmark 2: latency under load. On a fresh database with 1,000 funded customers and one API process, a
// short saturating run of sends (8 connections, as benchmark 1) finds the throughput in this run; then
// `POST /api/transfer/remittance/send` and `GET /api/accounts/transactions` each run at half of it, at a fixed
// arrival rate (autocannon's overallRate, latencies corrected for coordinated omission), for p50 / p99.
import { loadAverage, round } from './lib/cpu.ts';
import { benchDatabaseName, dropDatabase, freshDatabase } from './lib/database.ts';
import { historyRequest, runLoad } from './lib/load.ts';
import { writeResult } from './lib/results.ts';
import { measureSends, startBenchApi } from './lib/send-bench.ts';

const CLIENTS = Number(process.env.BENCH_CLIENTS ?? 8);
const PROBE_SECONDS = Number(process.env.LATENCY_PROBE_SECONDS ?? 10);
const SECONDS = Number(process.env.LATENCY_SECONDS ?? 15);
const P99_TARGET_MS = 50;
const DB = benchDatabaseName('owo_bench_latency');

const loadBefore = loadAverage();
const url = freshDatabase(DB);
try {
  const bench = await startBenchApi(url, DB, 1_000, 1);
  try {
    const probe = await measureSends(bench, {
      connections: CLIENTS,
      seconds: PROBE_SECONDS,
      senders: bench.customers,
    });
    const rate = Math.max(1, Math.floor(probe.load.rps / 2));
    console.log(`latency: saturated at ${probe.load.rps} sends/s; measuring at ${rate}/s`);
    const send = await measureSends(bench, {
      connections: CLIENTS,
      seconds: SECONDS,
      senders: bench.customers,
      rate,
    });
    const history = await runLoad({
      url: bench.apis[0]!.url,
      request: historyRequest(bench.customers),
      connections: CLIENTS,
      seconds: SECONDS,
      rate,
    });
    const sendOk = send.correct && send.load.latencyMs.p99 <= P99_TARGET_MS;
    const historyOk =
      history.errors === 0 &&
      history.ok === (history.statusCodes['200'] ?? -1) &&
      history.latencyMs.p99 <= P99_TARGET_MS;
    writeResult('latency', {
      conditions: { loadAverageBefore: loadBefore, loadAverageAfter: loadAverage() },
      connections: CLIENTS,
      saturatedSendsPerSecond: probe.load.rps,
      rate,
      send: {
        achievedPerSecond: send.load.rps,
        latencyMs: send.load.latencyMs,
        statusCodes: send.load.statusCodes,
        correct: send.correct,
        cpu: send.cpu,
      },
      transactions: {
        achievedPerSecond: history.rps,
        latencyMs: history.latencyMs,
        statusCodes: history.statusCodes,
      },
      targetMs: { p99: P99_TARGET_MS },
      target: 'at half the saturated send throughput: p99 ≤ 50 ms for the send and for the history page',
      pass: sendOk && historyOk,
    });
    console.log(
      `latency: send p50 ${send.load.latencyMs.p50} p99 ${send.load.latencyMs.p99} ms; ` +
        `history p50 ${history.latencyMs.p50} p99 ${history.latencyMs.p99} ms (${round(rate)}/s)`,
    );
    process.exitCode = sendOk && historyOk ? 0 : 1;
  } finally {
    await bench.stop();
  }
} finally {
  await dropDatabase(DB);
}
