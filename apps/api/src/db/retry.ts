import { AsyncLocalStorage } from 'node:async_hooks';

// Riding out a failover (docs/decisions/019-a-failover-customers-do-not-see.md): a transaction that fails
// because the database went away is run again, whole, on a fresh connection, until the request's retry
// window (DATABASE_RETRY_MS, 15 s) has passed; only then does the caller see the error (a 503).

/** The server is away, restarting, refusing connections, or is a standby now: the error says nothing about us. */
const UNAVAILABLE_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'EPIPE',
  'ETIMEDOUT',
  '57P01', // admin_shutdown: pg_terminate_backend, a fast shutdown (a switchover)
  '57P02', // crash_shutdown
  '57P03', // cannot_connect_now: starting up, shutting down, in recovery
  '08000',
  '08003',
  '08006',
  '08001',
  '08004',
  '25006', // read_only_sql_transaction: this connection reached a standby (the old primary after a switchover)
]);
const UNAVAILABLE_MESSAGE =
  /Connection terminated|timeout exceeded when trying to connect|Client has encountered a connection error|Connection closed|not queryable/i;

export function isDatabaseUnavailable(err: unknown): boolean {
  const e = err as { code?: string; message?: string } | null;
  if (!e) return false;
  if (e.code && UNAVAILABLE_CODES.has(e.code)) return true;
  return UNAVAILABLE_MESSAGE.test(e.message ?? '');
}

// Errors after which the server certainly wrote nothing of this attempt, even though a statement was sent:
// it refused the write (a standby), or there was never a session.
const REFUSED_BEFORE_WRITING = new Set(['25006', '57P03', '08001', '08004', 'ECONNREFUSED']);

const unknownOutcome = new WeakSet<object>();

/**
 * Marks `err` as one after which the attempt may have committed: the connection died while a statement
 * that writes, or the COMMIT of a transaction that wrote, was on its way. Such an attempt is run again only
 * when the caller said it is repeatable.
 */
export function markOutcomeUnknown(err: unknown) {
  const code = (err as { code?: string } | null)?.code;
  if (typeof err === 'object' && err !== null && !(code && REFUSED_BEFORE_WRITING.has(code)))
    unknownOutcome.add(err);
}

export function isOutcomeUnknown(err: unknown): boolean {
  return typeof err === 'object' && err !== null && unknownOutcome.has(err);
}

// A statement that only reads: running it twice changes nothing. Conservative on purpose: anything that
// names a write, a row lock, a sequence, or a function of ours that writes counts as a write (a test checks
// every function in the migrations against it).
const READS = /^\s*(SELECT|WITH)\b/i;
const WRITES =
  /\b(INSERT|UPDATE|DELETE|MERGE|TRUNCATE|SHARE|nextval|setval|set_config|pg_notify|pg_advisory_\w+|pg_terminate_backend|pg_cancel_backend|money_\w+|ledger_\w+|name_checks_\w+|webhook_\w+)\b/i;

// The texts are a fixed set written in the repositories (values are parameters): each is classified once.
const plainReads = new Map<string, boolean>();

export function isPlainRead(sql: string): boolean {
  let read = plainReads.get(sql);
  if (read === undefined) {
    read = READS.test(sql) && !WRITES.test(sql);
    if (plainReads.size < 10_000) plainReads.set(sql, read);
  }
  return read;
}

const windows = new AsyncLocalStorage<{ startedAt: number }>();

/**
 * Runs `fn` with the retry window counted from `startedAt` (performance.now() when the request arrived), so
 * every database call of one request shares one window. Outside any (the worker), a call's window starts
 * with its first attempt.
 */
export function withRetryWindow<T>(startedAt: number, fn: () => T): T {
  return windows.run({ startedAt }, fn);
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** 25 ms doubling to 400 ms, with jitter so a pool's worth of waiting requests do not arrive together. */
export function backoffMs(attempt: number): number {
  const base = Math.min(400, 25 * 2 ** Math.min(attempt, 4));
  return base / 2 + Math.random() * (base / 2);
}

/**
 * Runs `attempt` until it succeeds, fails for a reason other than the database being away, fails with an
 * unknown outcome and is not `repeatable`, or the window of `windowMs` has passed (then its last error).
 */
export async function retryWhole<T>(
  windowMs: number,
  repeatable: boolean,
  attempt: () => Promise<T>,
): Promise<T> {
  const deadline = (windows.getStore()?.startedAt ?? performance.now()) + windowMs;
  for (let n = 0; ; n++) {
    try {
      return await attempt();
    } catch (err) {
      if (!isDatabaseUnavailable(err) || (isOutcomeUnknown(err) && !repeatable)) throw err;
      const wait = backoffMs(n);
      if (performance.now() + wait > deadline) throw err;
      await sleep(wait);
    }
  }
}
