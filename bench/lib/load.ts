// HTTP load with autocannon: Owo-to-Owo sends with a fresh Idempotency-Key each, and history reads, from a
// pool of seeded customers. Results keep only what the benchmarks report.
import { randomBytes } from 'node:crypto';
import autocannon, { type RawRequest, type Result } from 'autocannon';
import { round } from './cpu.ts';
import { BENCH_PIN, type BenchCustomer } from './seed.ts';

export const SEND_PATH = '/api/transfer/remittance/send';
export const HISTORY_PATH = '/api/accounts/transactions';

export interface LoadResult {
  seconds: number;
  ok: number;
  rps: number;
  latencyMs: { p50: number; p90: number; p99: number; max: number; mean: number };
  statusCodes: Record<string, number>;
  errors: number;
}

const pick = <T>(list: readonly T[]) => list[Math.floor(Math.random() * list.length)]!;

/**
 * One send per request: a sender from `senders`, any other customer as recipient, ₦100–₦149 (the smallest send is ₦100), and a new
 * Idempotency-Key (a run prefix and a counter) so every request moves money.
 */
export function sendRequest(senders: readonly BenchCustomer[], everyone: readonly BenchCustomer[]) {
  const run = randomBytes(6).toString('hex');
  let n = 0;
  return {
    method: 'POST',
    path: SEND_PATH,
    setupRequest(req: RawRequest): RawRequest {
      const from = pick(senders);
      let to = pick(everyone);
      while (to === from) to = pick(everyone);
      return {
        ...req,
        method: 'POST',
        path: SEND_PATH,
        headers: {
          'content-type': 'application/json',
          authorization: `Bearer ${from.token}`,
          'idempotency-key': `bench-${run}-${n++}`,
          'x-client-type': 'bench',
        },
        body: JSON.stringify({
          amount: 100 + Math.floor(Math.random() * 50),
          name: to.name,
          note: 'bench',
          currency: 'NGN',
          account_number: to.accountNumber,
          bank_name: 'Owo MFB',
          bank_code: '090999',
          pin: BENCH_PIN,
          save_beneficiary: false,
        }),
      };
    },
  };
}

/** The first page of a random customer's history, as the dashboard asks for it. */
export function historyRequest(customers: readonly BenchCustomer[]) {
  return {
    method: 'GET',
    path: HISTORY_PATH,
    setupRequest(req: RawRequest): RawRequest {
      const c = pick(customers);
      return {
        ...req,
        method: 'GET',
        path: HISTORY_PATH,
        headers: { authorization: `Bearer ${c.token}`, 'x-client-type': 'bench' },
      };
    },
  };
}

export async function runLoad(opts: {
  url: string | string[];
  request: ReturnType<typeof sendRequest> | ReturnType<typeof historyRequest>;
  connections: number;
  seconds: number;
  /** Requests per second over all connections; unset: as fast as the server answers. */
  rate?: number;
}): Promise<LoadResult> {
  const r: Result = await autocannon({
    url: opts.url,
    connections: opts.connections,
    duration: opts.seconds,
    timeout: 30,
    ...(opts.rate ? { overallRate: opts.rate } : {}),
    requests: [opts.request],
  });
  const statusCodes = Object.fromEntries(Object.entries(r.statusCodeStats).map(([k, v]) => [k, v.count]));
  const ok = Object.entries(statusCodes)
    .filter(([code]) => code.startsWith('2'))
    .reduce((s, [, n]) => s + n, 0);
  return {
    seconds: r.duration,
    ok,
    rps: round(ok / r.duration, 1),
    latencyMs: {
      p50: r.latency.p50,
      p90: r.latency.p90,
      p99: r.latency.p99,
      max: r.latency.max,
      mean: round(r.latency.mean, 2),
    },
    statusCodes,
    errors: r.errors,
  };
}
