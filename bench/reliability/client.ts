// A mobile client's view of the API over HTTP: envelope replies, and money calls retried with the same
// Idempotency-Key until they get a definite answer, as the web app does with its per-draft key.

export interface Reply {
  status: number;
  // biome-ignore lint/suspicious/noExplicitAny: replies are read loosely; the API's own tests type them.
  body: any;
  headers: Headers;
}

export class Stats {
  readonly byStatus = new Map<string, number>();
  networkErrors = 0;
  notEnvelope = 0;
  count(key: string) {
    this.byStatus.set(key, (this.byStatus.get(key) ?? 0) + 1);
  }
  toJSON() {
    return {
      by_status: Object.fromEntries([...this.byStatus].sort()),
      network_errors: this.networkErrors,
      not_in_envelope: this.notEnvelope,
    };
  }
}

const isEnvelope = (b: unknown) =>
  typeof b === 'object' &&
  b !== null &&
  typeof (b as { status?: unknown }).status === 'boolean' &&
  typeof (b as { message?: unknown }).message === 'string';

/** One HTTP call; throws on a network error or timeout. */
export async function request(
  base: string,
  method: string,
  path: string,
  opts: {
    token?: string;
    body?: unknown;
    headers?: Record<string, string>;
    timeoutMs?: number;
    stats?: Stats;
  } = {},
): Promise<Reply> {
  const headers: Record<string, string> = { 'x-client-type': 'reliability', ...opts.headers };
  if (opts.token) headers.authorization = `Bearer ${opts.token}`;
  if (opts.body !== undefined) headers['content-type'] = 'application/json';
  try {
    const res = await fetch(`${base}${path}`, {
      method,
      headers,
      body: opts.body === undefined ? undefined : JSON.stringify(opts.body),
      signal: AbortSignal.timeout(opts.timeoutMs ?? 20_000),
    });
    const text = await res.text();
    let body: unknown = null;
    try {
      body = JSON.parse(text);
    } catch {
      body = text;
    }
    opts.stats?.count(String(res.status));
    if (res.status === 503 && res.headers.get('retry-after')) opts.stats?.count('503 with Retry-After');
    if (!isEnvelope(body) && opts.stats) opts.stats.notEnvelope++;
    return { status: res.status, body, headers: res.headers };
  } catch (err) {
    if (opts.stats) opts.stats.networkErrors++;
    throw err;
  }
}

export type Outcome =
  | { kind: 'ok'; reply: Reply; attempts: number; ms: number }
  | { kind: 'refused'; reply: Reply; attempts: number; ms: number }
  | { kind: 'unknown'; attempts: number; ms: number; last: string };

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/**
 * A money call with its Idempotency-Key, retried with the same key and body on a network error, a 5xx or
 * "still in progress", until a definite answer or the deadline. A 2xx is the send; a 4xx is its refusal.
 */
export async function sendWithRetry(
  base: () => string,
  path: string,
  token: string,
  key: string,
  body: unknown,
  opts: { deadlineMs: number; stats: Stats },
): Promise<Outcome> {
  const started = performance.now();
  let attempts = 0;
  let last = '';
  while (performance.now() - started < opts.deadlineMs) {
    attempts++;
    try {
      const r = await request(base(), 'POST', path, {
        token,
        body,
        headers: { 'idempotency-key': key },
        stats: opts.stats,
      });
      const ms = performance.now() - started;
      if (r.status >= 200 && r.status < 300) return { kind: 'ok', reply: r, attempts, ms };
      const inProgress = r.status === 409 && /still being processed/i.test(r.body?.message ?? '');
      if (r.status < 500 && !inProgress && r.status !== 429)
        return { kind: 'refused', reply: r, attempts, ms };
      last = `${r.status} ${r.body?.message ?? ''}`;
    } catch (err) {
      last = err instanceof Error ? `${err.name}: ${err.message}` : String(err);
    }
    await sleep(Math.min(1_000, 50 * 2 ** Math.min(attempts, 5)));
  }
  return { kind: 'unknown', attempts, ms: performance.now() - started, last };
}

/** Runs `fn` over `items` with at most `limit` at once. */
export async function pool<T, R>(
  items: readonly T[],
  limit: number,
  fn: (item: T, i: number) => Promise<R>,
): Promise<R[]> {
  const results: R[] = new Array(items.length);
  let next = 0;
  const workers = Array.from({ length: Math.min(limit, items.length) }, async () => {
    for (let i = next++; i < items.length; i = next++) results[i] = await fn(items[i]!, i);
  });
  await Promise.all(workers);
  return results;
}

export function percentile(values: number[], p: number): number {
  if (values.length === 0) return 0;
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!;
}
