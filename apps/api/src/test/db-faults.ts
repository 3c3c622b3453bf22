import pg from 'pg';

// Faults injected into node-postgres for the retry tests of decision 019 (real server only).

export type Fault = 'terminate before it runs' | 'lose its answer after it committed';

/**
 * The next statement whose text matches `pattern` meets `fault`: its backend is terminated with
 * pg_terminate_backend just before it is sent, or it runs and commits and then the connection drops before
 * its answer is read (the COMMIT's outcome unknown to us).
 */
type AnyQuery = (this: pg.Client, ...args: unknown[]) => unknown;

export function injectOnce(pattern: RegExp, fault: Fault) {
  const proto = pg.Client.prototype as unknown as { query: AnyQuery };
  const original = proto.query;
  const admin = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL });
  const connected = admin.connect();
  const state = { fired: 0 };
  proto.query = function (this: pg.Client, ...args: unknown[]) {
    const config = args[0] as string | { text?: string } | undefined;
    const text = typeof config === 'string' ? config : (config?.text ?? '');
    if (state.fired > 0 || !pattern.test(text)) return original.apply(this, args);
    state.fired++;
    // The pool calls query(config, undefined, callback); a transaction's client calls query(config).
    const callback =
      typeof args.at(-1) === 'function' ? (args.at(-1) as (e: unknown, r?: unknown) => void) : null;
    const run = () => original.call(this, config) as Promise<unknown>;
    const pid = (this as unknown as { processID: number }).processID;
    const faulted =
      fault === 'terminate before it runs'
        ? connected
            .then(() => admin.query('SELECT pg_terminate_backend($1)', [pid]))
            .then(() => new Promise((r) => setTimeout(r, 100)))
            .then(run)
        : run().then(() => {
            (this as unknown as { connection: { stream: { destroy(): void } } }).connection.stream.destroy();
            throw new Error('Connection terminated unexpectedly');
          });
    if (!callback) return faulted;
    faulted.then(
      (r) => callback(null, r),
      (e) => callback(e),
    );
    return undefined;
  };
  return {
    state,
    async restore() {
      proto.query = original;
      await connected.catch(() => {});
      await admin.end();
    },
  };
}
