// Shared by the throughput, latency and scale benchmarks: a seeded database with N API processes over it,
// and a measured run of sends with the CPU each party used and a check that every 200 moved money once.
import pg from 'pg';
import { type ApiServer, benchEnv, startApi } from './api-server.ts';
import { cpuMeter, postgresBackends } from './cpu.ts';
import { type LoadResult, runLoad, sendRequest } from './load.ts';
import { type BenchCustomer, seedCustomers } from './seed.ts';

export interface BenchApi {
  url: string;
  database: string;
  customers: BenchCustomer[];
  apis: ApiServer[];
  stop(): Promise<void>;
}

/** Seeds `customers` into the (fresh) database at `url` and starts `processes` API processes on it. */
export async function startBenchApi(
  url: string,
  database: string,
  customers: number,
  processes: number,
  extraEnv: Record<string, string> = {},
): Promise<BenchApi> {
  const seeded = await seedCustomers(url, customers);
  const apis: ApiServer[] = [];
  try {
    for (let i = 0; i < processes; i++) apis.push(await startApi(benchEnv(url, extraEnv)));
  } catch (err) {
    await Promise.all(apis.map((a) => a.stop()));
    throw err;
  }
  return {
    url,
    database,
    customers: seeded,
    apis,
    stop: async () => {
      await Promise.all(apis.map((a) => a.stop()));
    },
  };
}

async function debitRows(url: string): Promise<number> {
  const c = new pg.Client({ connectionString: url });
  await c.connect();
  try {
    const { rows } = await c.query<{ n: string }>(
      `SELECT count(*)::text AS n FROM transactions WHERE rail = 'owo' AND direction = 'debit'`,
    );
    return Number(rows[0]!.n);
  } finally {
    await c.end();
  }
}

export interface SendRun {
  load: LoadResult;
  /**
   * Nothing but 200s came back and each is one debit in the history (up to `connections` more debits: those
   * in flight when the load stopped, committed but never counted).
   */
  correct: boolean;
  debitRowsAdded: number;
  cpu: ReturnType<ReturnType<typeof cpuMeter>>;
}

/** A short unmeasured warm-up (JIT, pool, caches), then `seconds` of sends, metered. */
export async function measureSends(
  bench: BenchApi,
  opts: { connections: number; seconds: number; senders: readonly BenchCustomer[]; rate?: number },
): Promise<SendRun> {
  const urls = bench.apis.map((a) => a.url);
  const request = sendRequest(opts.senders, bench.customers);
  await runLoad({ url: urls, request, connections: opts.connections, seconds: 3 });
  await new Promise((r) => setTimeout(r, 500));
  const before = await debitRows(bench.url);
  const meter = cpuMeter(() => ({
    api: bench.apis.map((a) => a.pid),
    postgres: postgresBackends(bench.database),
  }));
  const load = await runLoad({
    url: urls,
    request,
    connections: opts.connections,
    seconds: opts.seconds,
    ...(opts.rate ? { rate: opts.rate } : {}),
  });
  const cpu = meter();
  // Requests in flight when the load stops still commit on the server but get no counted reply.
  await new Promise((r) => setTimeout(r, 500));
  const added = (await debitRows(bench.url)) - before;
  const okCount = load.statusCodes['200'] ?? 0;
  const onlyOk =
    okCount > 0 && okCount === load.ok && Object.keys(load.statusCodes).length === 1 && !load.errors;
  return {
    load,
    correct: onlyOk && added >= okCount && added <= okCount + opts.connections,
    debitRowsAdded: added,
    cpu,
  };
}
