import { toMinor } from '../../packages/contract/src/money.ts';
import { request, type Stats } from '../reliability/client.ts';
import type { Customer } from '../reliability/customers.ts';
import { type OpRecord, type Rng, randomOp, SEND_PATH } from '../reliability/workload.ts';

// Steady load for the failover bench: sends (the reliability suite's bank workload: transfers between
// customers, to other banks, overdraws) and balance reads, each client at a fixed pace. Every HTTP request
// is timed on its own, and a send is retried with its Idempotency-Key on a 5xx or a network error, as the
// app does, until a definite answer: so nothing is lost even when the API answers 503, and the checker
// can hold every acknowledged send to account.

export interface Attempt {
  kind: 'send' | 'read';
  startedAt: number;
  ms: number;
  status: number; // 0: network error or timeout
}

export interface LoadResult {
  records: OpRecord[];
  attempts: Attempt[];
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

async function timed(
  kind: Attempt['kind'],
  attempts: Attempt[],
  call: () => Promise<{ status: number; body: unknown }>,
) {
  const startedAt = performance.now();
  try {
    const r = await call();
    attempts.push({ kind, startedAt, ms: performance.now() - startedAt, status: r.status });
    return r;
  } catch {
    attempts.push({ kind, startedAt, ms: performance.now() - startedAt, status: 0 });
    return null;
  }
}

/** One send to a definite answer (or 90 s): the same key and body on every try. */
async function send(
  base: string,
  customers: Customer[],
  r: Rng,
  key: string,
  stats: Stats,
  attempts: Attempt[],
): Promise<OpRecord> {
  const op = randomOp(r, customers);
  const started = performance.now();
  let tries = 0;
  let last = '';
  while (performance.now() - started < 90_000) {
    tries++;
    const reply = await timed('send', attempts, () =>
      request(base, 'POST', SEND_PATH, {
        token: customers[op.from]!.token,
        body: op.body,
        headers: { 'idempotency-key': key },
        stats,
        timeoutMs: 30_000,
      }),
    );
    // biome-ignore lint/suspicious/noExplicitAny: replies are read loosely here.
    const body = reply?.body as any;
    const definite =
      reply &&
      reply.status < 500 &&
      reply.status !== 429 &&
      !/still being processed/i.test(body?.message ?? '');
    if (reply && definite) {
      const tx = reply.status === 200 ? body?.data?.transaction : null;
      return {
        key,
        phase: 'failover',
        kind: op.kind,
        from: op.from,
        to: op.to,
        amountMinor: op.amountMinor,
        outcome: reply.status === 200 ? 'ok' : 'refused',
        status: reply.status,
        message: String(body?.message ?? ''),
        txUuid: tx?.uuid ?? null,
        reference: tx?.reference ?? null,
        feeMinor: tx ? (toMinor(tx.fee) ?? 0n) : 0n,
        attempts: tries,
        ms: performance.now() - started,
      };
    }
    last = reply ? `${reply.status} ${body?.message ?? ''}` : 'network error';
    await sleep(Math.min(1_000, 50 * 2 ** Math.min(tries, 5)));
  }
  return {
    key,
    phase: 'failover',
    kind: op.kind,
    from: op.from,
    to: op.to,
    amountMinor: op.amountMinor,
    outcome: 'unknown',
    status: null,
    message: last,
    txUuid: null,
    reference: null,
    feeMinor: 0n,
    attempts: tries,
    ms: performance.now() - started,
  };
}

/** Runs `senders` send clients and `readers` read clients, each one request every `paceMs`, until stop(). */
export async function steadyLoad(opts: {
  base: string;
  customers: Customer[];
  r: Rng;
  keyPrefix: string;
  senders: number;
  readers: number;
  paceMs: number;
  stats: Stats;
  stop: () => boolean;
}): Promise<LoadResult> {
  const records: OpRecord[] = [];
  const attempts: Attempt[] = [];
  let seq = 0;
  const paced = async (work: () => Promise<void>) => {
    while (!opts.stop()) {
      const started = performance.now();
      await work();
      await sleep(Math.max(0, opts.paceMs - (performance.now() - started)));
    }
  };
  const sender = () =>
    paced(async () => {
      records.push(
        await send(opts.base, opts.customers, opts.r, `${opts.keyPrefix}-${seq++}`, opts.stats, attempts),
      );
    });
  const reader = () =>
    paced(async () => {
      const c = opts.customers[opts.r.int(0, opts.customers.length - 1)]!;
      await timed('read', attempts, () =>
        request(opts.base, 'GET', '/api/accounts', { token: c.token, stats: opts.stats, timeoutMs: 30_000 }),
      );
    });
  await Promise.all([
    ...Array.from({ length: opts.senders }, sender),
    ...Array.from({ length: opts.readers }, reader),
  ]);
  return { records, attempts };
}

/**
 * The figures of one fault: 5xx replies, the longest single request, the longest a send waited for its
 * answer (client retries included), and the gap: the longest stretch after the fault with no send answered
 * 200 (no commit reached a customer).
 */
export function figures(load: LoadResult, faultAt: number) {
  const after = load.attempts.filter((a) => a.startedAt + a.ms >= faultAt - 1_000);
  const oks = load.attempts
    .filter((a) => a.kind === 'send' && a.status === 200)
    .map((a) => a.startedAt + a.ms)
    .sort((a, b) => a - b);
  let gap = 0;
  let previous = oks.filter((t) => t < faultAt).at(-1) ?? faultAt;
  for (const t of oks.filter((x) => x >= faultAt)) {
    gap = Math.max(gap, t - previous);
    previous = t;
  }
  const max = (xs: number[]) => Math.round(Math.max(0, ...xs));
  return {
    http_requests: load.attempts.length,
    http_5xx: load.attempts.filter((a) => a.status >= 500).length,
    http_503: load.attempts.filter((a) => a.status === 503).length,
    network_errors: load.attempts.filter((a) => a.status === 0).length,
    longest_request_ms: max(load.attempts.map((a) => a.ms)),
    longest_request_ms_near_fault: max(after.map((a) => a.ms)),
    longest_send_answer_ms: max(load.records.map((x) => x.ms)),
    sends_retried_by_client: load.records.filter((x) => x.attempts > 1).length,
    gap_ms: Math.round(gap),
  };
}
