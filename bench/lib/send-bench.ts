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

/** The database's committed transactions so far, and its tables' updates and heap-only (HOT) updates. */
export async function databaseStats(url: string) {
  const c = new pg.Client({ connectionString: url });
  await c.connect();
  try {
    // Statistics reach the shared counters up to a second after a transaction ends.
    await new Promise((r) => setTimeout(r, 1_200));
    const commits = await c.query<{ n: string }>(
      'SELECT xact_commit::text AS n FROM pg_stat_database WHERE datname = current_database()',
    );
    const tables = await c.query<{ relname: string; upd: string; hot: string }>(
      `SELECT relname, n_tup_upd::text AS upd, n_tup_hot_upd::text AS hot FROM pg_stat_user_tables
       WHERE relname IN ('accounts', 'daily_spend', 'users', 'idempotency_keys')`,
    );
    return {
      commits: Number(commits.rows[0]!.n),
      updates: Object.fromEntries(
        tables.rows.map((r) => [r.relname, { n_tup_upd: Number(r.upd), n_tup_hot_upd: Number(r.hot) }]),
      ),
    };
  } finally {
    await c.end();
  }
}

/** What changed between two databaseStats readings. */
export function statsDelta(a: Awaited<ReturnType<typeof databaseStats>>, b: typeof a) {
  const updates: Record<string, { n_tup_upd: number; n_tup_hot_upd: number }> = {};
  for (const [name, v] of Object.entries(b.updates)) {
    const before = a.updates[name] ?? { n_tup_upd: 0, n_tup_hot_upd: 0 };
    updates[name] = {
      n_tup_upd: v.n_tup_upd - before.n_tup_upd,
      n_tup_hot_upd: v.n_tup_hot_upd - before.n_tup_hot_upd,
    };
  }
  return { commits: b.commits - a.commits, updates };
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
  /** CPU per send in milliseconds: the API process(es), PostgreSQL's backends, the load generator. */
  cpuMsPerSend: { api: number; postgres: number; loadGenerator: number };
  /** The database's committed transactions per send (group commit puts many sends in one). */
  commitsPerSend: number;
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
  const stats0 = await databaseStats(bench.url);
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
  const stats = statsDelta(stats0, await databaseStats(bench.url));
  const perSend = (cores: number | undefined) =>
    Number((((cores ?? 0) * load.seconds * 1000) / Math.max(1, load.ok)).toFixed(3));
  const okCount = load.statusCodes['200'] ?? 0;
  const onlyOk =
    okCount > 0 && okCount === load.ok && Object.keys(load.statusCodes).length === 1 && !load.errors;
  return {
    load,
    correct: onlyOk && added >= okCount && added <= okCount + opts.connections,
    debitRowsAdded: added,
    cpu,
    cpuMsPerSend: {
      api: perSend(cpu.cores.api),
      postgres: perSend(cpu.cores.postgres),
      loadGenerator: perSend(cpu.cores.loadGenerator),
    },
    commitsPerSend: Number((stats.commits / Math.max(1, added)).toFixed(3)),
  };
}
