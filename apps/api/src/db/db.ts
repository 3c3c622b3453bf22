import { createHash } from 'node:crypto';
import { PGlite, types as pgliteTypes } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import pg from 'pg';
import { isDatabaseUnavailable, isPlainRead, markOutcomeUnknown, retryWhole } from './retry.ts';

export { isDatabaseUnavailable, withRetryWindow } from './retry.ts';

export type Row = Record<string, unknown>;
export interface QueryResult<T> {
  rows: T[];
  rowCount: number;
}

export interface QueryOptions {
  /**
   * Running the statement twice leaves what running it once does (a key replays, a timestamp is set again):
   * safe to run again when a lost connection leaves unknown whether it committed (decision 019). Reads
   * need not say so.
   */
  repeatable?: boolean;
}

/** Anything that runs SQL: the database itself or an open transaction. Only repositories use it. */
export interface Queryable {
  query<T = Row>(sql: string, params?: readonly unknown[], opts?: QueryOptions): Promise<QueryResult<T>>;
  /** Runs a script of several statements without parameters (migrations). */
  exec(sql: string): Promise<void>;
}

export interface TxOptions {
  /** How long any statement of the transaction may wait for a lock (SET LOCAL lock_timeout). */
  lockTimeoutMs?: number;
  /**
   * Running the whole transaction again after it committed leaves what running it once does (every money
   * move carries its Idempotency-Key, so a second run replays): safe to run again when a lost connection
   * leaves the COMMIT's outcome unknown (decision 019). A transaction that wrote nothing always is.
   */
  repeatable?: boolean;
}

export interface Db extends Queryable {
  readonly kind: 'pglite' | 'postgres';
  /** Runs fn in one transaction on one connection; commits if it resolves, rolls back if it throws. */
  tx<T>(fn: (q: Queryable) => Promise<T>, opts?: TxOptions): Promise<T>;
  /**
   * LISTENs on a channel on the handle's one listening connection (outside the pool, shared by every
   * channel, `application_name` owo-listen). onNotify gets each payload, and null after the connection was
   * lost and re-established (notifications may have been missed meanwhile: listeners re-read what they
   * need). onLost, if given, is called as soon as the connection is lost (notifications may be missed until
   * onNotify(null)). Resolves to a function that stops listening.
   */
  listen(
    channel: string,
    onNotify: (payload: string | null) => void,
    onLost?: () => void,
  ): Promise<() => Promise<void>>;
  close(): Promise<void>;
}

const CHANNEL = /^[a-z_][a-z0-9_]{0,62}$/;

function beginStatement(opts: TxOptions | undefined): string {
  if (opts?.lockTimeoutMs === undefined) return 'BEGIN';
  if (!Number.isSafeInteger(opts.lockTimeoutMs) || opts.lockTimeoutMs < 0) {
    throw new Error(`bad lock timeout ${opts.lockTimeoutMs}`);
  }
  return `BEGIN; SET LOCAL lock_timeout = ${opts.lockTimeoutMs}`;
}

/**
 * A transaction is one connection, and runs one statement at a time: a statement sent while another is still
 * running (a `Promise.all` over one transaction) is refused, on both engines, instead of node-postgres
 * queueing it (deprecated, and an error from pg 9) or PGlite interleaving it.
 */
export function oneAtATime(q: Queryable): Queryable {
  let busy = false;
  const run = async <T>(statement: () => Promise<T>) => {
    if (busy)
      throw new Error('a transaction runs one statement at a time: await each before sending the next');
    busy = true;
    try {
      return await statement();
    } finally {
      busy = false;
    }
  };
  return {
    query: (sql, params, o) => run(() => q.query(sql, params, o)),
    exec: (sql) => run(() => q.exec(sql)),
  };
}

// int8 comes back as bigint everywhere, on both engines, so money never passes through a float.
pg.types.setTypeParser(20, (v) => BigInt(v));

// Every statement runs as a named prepared statement, so the server parses and plans each text once per
// connection instead of on every call (a send runs about ten). The name is a hash of the text: the same text
// always has the same name, and the texts are a fixed set written in the repositories (values are always
// parameters), so each connection holds a bounded number of them.
const statementNames = new Map<string, string>();
function prepared(text: string, values: readonly unknown[] | undefined): pg.QueryConfig {
  let name = statementNames.get(text);
  if (name === undefined) {
    name = `owo_${createHash('sha1').update(text).digest('hex')}`;
    statementNames.set(text, name);
  }
  return { name, text, values: values as unknown[] };
}

export interface PostgresOptions {
  /** Connections in the pool. */
  max?: number;
  /** How long a call keeps retrying while the database is away (DATABASE_RETRY_MS; 0: never). */
  retryMs?: number;
  /** How often the listening connection is asked whether it is still there, and how long it has to answer. */
  listenHeartbeatMs?: number;
  /** How long a statement's answer is awaited before the server is asked after it (`answered`; 0: never). */
  answerDeadlineMs?: number;
  /** How long the server lets a session of ours sit idle inside a transaction before ending it (0: forever). */
  idleInTransactionMs?: number;
}

/** The listening connection's heartbeat (`PostgresOptions.listenHeartbeatMs`). */
export const LISTEN_HEARTBEAT_MS = 5_000;
/** `PostgresOptions.answerDeadlineMs`: a statement unanswered this long is asked after, and again as long after. */
export const ANSWER_DEADLINE_MS = 5_000;
/**
 * `PostgresOptions.idleInTransactionMs`. Our transactions never wait on anything but their own statements, so a
 * session idle inside one this long has lost its API (a partition, a process gone without a word), and the
 * server ends it: the customer rows it locked are free again in seconds, not when TCP gives up on it.
 */
export const IDLE_IN_TRANSACTION_MS = 30_000;
/**
 * The server's TCP keepalives on our sessions: one whose API vanished without a word (no FIN, no RST) is
 * ended within about 25 s instead of the system's default two hours, so partitions cannot pile up sessions
 * until the server refuses connections. (Set per session; the server ignores them on a Unix socket.)
 */
const SERVER_KEEPALIVES = '-c tcp_keepalives_idle=10 -c tcp_keepalives_interval=5 -c tcp_keepalives_count=3';

type Socketed = {
  processID?: number;
  connection: { stream: { bytesRead: number; destroy(err?: Error): void } };
};

/**
 * Ends a client's connection at once, as a connection lost: its statement in flight fails with `reason`
 * (ETIMEDOUT: the database away, decision 019), and the pool drops the client.
 */
function cut(client: pg.ClientBase, reason: string) {
  (client as unknown as Socketed).connection.stream.destroy(
    Object.assign(new Error(reason), { code: 'ETIMEDOUT' }),
  );
}

/**
 * Whether the server is still running a statement on backend `pid`: asked on a connection of its own (the
 * pool's may all be waiting), which has `timeoutMs` to connect and answer. No answer counts as no.
 */
async function stillRunning(url: string, pid: number, timeoutMs: number): Promise<boolean> {
  const probe = new pg.Client({
    connectionString: url,
    connectionTimeoutMillis: timeoutMs,
    query_timeout: timeoutMs,
    application_name: 'owo-probe',
  });
  probe.on('error', () => {});
  try {
    await probe.connect();
    const { rows } = await probe.query<{ state: string }>(
      'SELECT state FROM pg_stat_activity WHERE pid = $1',
      [pid],
    );
    return rows[0]?.state === 'active';
  } catch {
    return false;
  } finally {
    cut(probe, 'probe done');
  }
}

/**
 * Waits for the answer to a statement sent on `client`. A connection cut without a word (a partition, a host
 * gone dark: no FIN, no RST) would otherwise hold the statement until TCP gives up, about 15 minutes. So a
 * statement unanswered after `deadlineMs` is asked after, on a connection of its own: while its backend is
 * still running it (a long statement, or one waiting for a lock), the wait goes on and it is asked again
 * after as long; otherwise (the backend is gone, or idle because the answer was lost on the way, or the
 * server cannot be reached to ask) the connection is ended, and the statement fails as on any lost
 * connection: tried again whole where that is safe (decision 019). A slow statement is never cut for being
 * slow, nor a connection on which bytes are still arriving (a large answer being read).
 */
function answered<T>(client: pg.ClientBase, url: string, deadlineMs: number, answer: Promise<T>): Promise<T> {
  if (deadlineMs <= 0) return answer;
  const { processID: pid, connection } = client as unknown as Socketed;
  let done = false;
  let timer: NodeJS.Timeout | undefined;
  // Bytes arriving on the connection say it is alive (a large answer still being read): only a silent one is cut.
  let heard = connection.stream.bytesRead;
  const silent = () => {
    const now = connection.stream.bytesRead;
    const was = heard;
    heard = now;
    return now === was;
  };
  const wait = () => {
    timer = setTimeout(async () => {
      if (!silent()) return wait();
      const running = pid !== undefined && (await stillRunning(url, pid, deadlineMs));
      if (done) return;
      if (running || !silent()) wait();
      else
        cut(client, `the database did not answer within ${deadlineMs} ms, and is not running the statement`);
    }, deadlineMs);
    timer.unref();
  };
  wait();
  return answer.finally(() => {
    done = true;
    clearTimeout(timer);
  });
}

type Client = pg.PoolClient & { openedAt?: number };

export function openPostgres(url: string, opts: PostgresOptions | number = {}): Db {
  const {
    max = 20,
    retryMs = 0,
    listenHeartbeatMs = LISTEN_HEARTBEAT_MS,
    answerDeadlineMs = ANSWER_DEADLINE_MS,
    idleInTransactionMs = IDLE_IN_TRANSACTION_MS,
  } = typeof opts === 'number' ? { max: opts } : opts;
  const pool = new pg.Pool({
    connectionString: url,
    max,
    connectionTimeoutMillis: 5_000,
    idle_in_transaction_session_timeout: idleInTransactionMs,
    options: SERVER_KEEPALIVES,
  });
  /** Runs a statement on a client of the pool, and waits for its answer (`answered`). */
  const ask = <R extends pg.QueryResultRow>(client: pg.ClientBase, statement: string | pg.QueryConfig) =>
    answered(client, url, answerDeadlineMs, client.query<R>(statement));
  // A dropped connection (server restart, pg_terminate_backend) must never crash the process. The pool
  // listens on idle clients only; between handing a client out and its user's first line of code the
  // client has no listener, and a FATAL that arrives in that gap is an unhandled 'error' event. So every
  // client keeps a listener for life; failures still reach callers as rejected queries.
  pool.on('error', () => {});
  pool.on('connect', (client: Client) => {
    client.openedAt = performance.now();
    client.on('error', () => {});
  });
  // Once one connection has found the server gone (or a standby where the primary was), every connection
  // opened before is suspect: each is dropped when next handed out, instead of failing a retry each.
  let staleBefore = 0;
  const connect = async (): Promise<Client> => {
    for (;;) {
      const client: Client = await pool.connect();
      if ((client.openedAt ?? 0) >= staleBefore) return client;
      client.release(true);
    }
  };
  const lost = (err: unknown) => {
    if (!isDatabaseUnavailable(err)) return false;
    staleBefore = performance.now();
    return true;
  };

  /** One statement on its own (its own transaction): if the connection dies after it left, did it commit? */
  const queryOnce = async <T>(statement: string | pg.QueryConfig, write: boolean) => {
    const client = await connect();
    let broken = false;
    try {
      const r = await ask(client, statement);
      return { rows: r.rows as T[], rowCount: r.rowCount ?? 0 };
    } catch (err) {
      broken = lost(err);
      if (broken && write) markOutcomeUnknown(err);
      throw err;
    } finally {
      client.release(broken);
    }
  };

  const txOnce = async <T>(fn: (q: Queryable) => Promise<T>, begin: string) => {
    const client = await connect();
    let broken = false;
    let wrote = false;
    let committing = false;
    // A checked-out client has no pool listener: if the server drops the connection between two of our
    // queries (pg_terminate_backend, a restart), its 'error' event would otherwise crash the process.
    const onError = () => {
      broken = true;
    };
    client.on('error', onError);
    try {
      // One round trip for BEGIN and its settings (a simple-protocol script; no values in it).
      await ask(client, begin);
      const q: Queryable = {
        async query<R>(sql: string, params?: readonly unknown[], o?: QueryOptions) {
          if (!o?.repeatable && !isPlainRead(sql)) wrote = true;
          const r = await ask(client, prepared(sql, params));
          return { rows: r.rows as R[], rowCount: r.rowCount ?? 0 };
        },
        async exec(sql: string) {
          wrote = true;
          await ask(client, sql);
        },
      };
      const result = await fn(oneAtATime(q));
      committing = true;
      await ask(client, 'COMMIT');
      return result;
    } catch (err) {
      if (lost(err)) {
        broken = true;
        // Before the COMMIT left, the server rolls the transaction back when the session ends.
        if (committing && wrote) markOutcomeUnknown(err);
      } else {
        await ask(client, 'ROLLBACK').catch(() => {
          broken = true;
        });
      }
      throw err;
    } finally {
      client.removeListener('error', onError);
      client.release(broken);
    }
  };

  return {
    kind: 'postgres',
    query<T>(sql: string, params?: readonly unknown[], o?: QueryOptions) {
      const write = !o?.repeatable && !isPlainRead(sql);
      return retryWhole(retryMs, !write, () => queryOnce<T>(prepared(sql, params), write));
    },
    async exec(sql: string) {
      await queryOnce(sql, true);
    },
    tx<T>(fn: (q: Queryable) => Promise<T>, o?: TxOptions) {
      const begin = beginStatement(o);
      return retryWhole(retryMs, o?.repeatable ?? false, () => txOnce(fn, begin));
    },
    listen: listenerOf(url, listenHeartbeatMs),
    close: () => pool.end(),
  };
}

interface Subscription {
  channel: string;
  onNotify: (payload: string | null) => void;
  onLost?: () => void;
  /** Told the connection was lost, and not yet told it is back (onNotify(null)). */
  lost: boolean;
}

/**
 * One dedicated client per database handle that LISTENs on every channel asked of it, and reconnects (backing
 * off up to 5 s) whenever it is dropped. One connection, not one per channel: a transaction's notifications
 * reach every listener of the process in the order it sent them (a sign-out's session notification and its
 * event together), and each API process holds one connection fewer. A heartbeat finds a connection that was
 * cut without a word (below).
 */
function listenerOf(url: string, heartbeatMs: number) {
  const subs = new Set<Subscription>();
  let client: pg.Client | null = null;
  /** The channels LISTENed on `client`. */
  const listening = new Set<string>();
  let connecting: Promise<void> | null = null;
  let timer: NodeJS.Timeout | null = null;
  let retryMs = 100;
  /** Stops the current connection's heartbeat. */
  let stopBeat = () => {};

  const open = async () => {
    if (timer) clearTimeout(timer);
    timer = null;
    const c = new pg.Client({
      connectionString: url,
      connectionTimeoutMillis: 5_000,
      application_name: 'owo-listen',
      options: SERVER_KEEPALIVES,
    });
    let lost = false;
    let beat: NodeJS.Timeout | null = null;
    const onLost = () => {
      if (lost) return;
      lost = true;
      if (beat) clearInterval(beat);
      beat = null;
      c.end().catch(() => {});
      if (client !== c) return;
      client = null;
      listening.clear();
      for (const s of [...subs]) {
        s.lost = true;
        s.onLost?.();
      }
      retry();
    };
    c.on('error', onLost);
    c.on('end', onLost);
    c.on('notification', (n) => {
      for (const s of [...subs]) if (s.channel === n.channel) s.onNotify(n.payload ?? '');
    });
    const channels = [...new Set([...subs].map((s) => s.channel))];
    try {
      await c.connect();
      // One simple-protocol script: the names are checked against CHANNEL, never values.
      if (channels.length > 0) await c.query(channels.map((ch) => `LISTEN ${ch}`).join('; '));
    } catch (err) {
      onLost();
      throw err;
    }
    if (subs.size === 0 || lost) {
      c.removeAllListeners('end');
      await c.end().catch(() => {});
      if (lost) throw new Error('the listening connection was lost');
      return;
    }
    client = c;
    for (const ch of channels) listening.add(ch);
    retryMs = 100;
    // A listening connection is idle for long stretches, and one cut without a word (a balancer's or NAT's idle
    // time-out, a partition) would never say so: the listeners would go on trusting a silence. So it is asked
    // something every `heartbeatMs`, and taken for lost when the answer takes as long again.
    let asking = false;
    beat = setInterval(() => {
      if (asking) return;
      asking = true;
      const deadline = setTimeout(() => {
        onLost();
        cut(c, `the listening connection did not answer within ${heartbeatMs} ms`);
      }, heartbeatMs);
      c.query('SELECT 1')
        .catch(() => {})
        .finally(() => {
          clearTimeout(deadline);
          asking = false;
        });
    }, heartbeatMs);
    beat.unref();
    stopBeat = () => {
      if (beat) clearInterval(beat);
      beat = null;
    };
    // Whoever was told the connection was lost hears it is back (what they missed, they re-read).
    for (const s of [...subs]) {
      if (!s.lost) continue;
      s.lost = false;
      s.onNotify(null);
    }
  };
  const connect = () => {
    connecting ??= open().finally(() => {
      connecting = null;
    });
    return connecting;
  };
  /** While anyone listens and the connection is down, tries again (100 ms, doubling up to 5 s). */
  function retry() {
    if (timer || client || connecting || subs.size === 0) return;
    timer = setTimeout(() => {
      timer = null;
      connect().catch(retry);
    }, retryMs);
    retryMs = Math.min(retryMs * 2, 5_000);
  }

  return async (
    channel: string,
    onNotify: (payload: string | null) => void,
    onLost?: () => void,
  ): Promise<() => Promise<void>> => {
    if (!CHANNEL.test(channel)) throw new Error(`bad channel ${channel}`);
    const sub: Subscription = { channel, onNotify, onLost, lost: false };
    subs.add(sub);
    try {
      if (!client) await connect();
      const c = client as pg.Client | null;
      if (!c) throw new Error('the listening connection was lost');
      if (!listening.has(channel)) {
        await c.query(`LISTEN ${channel}`);
        listening.add(channel);
      }
    } catch (err) {
      subs.delete(sub);
      retry();
      throw err;
    }
    return async () => {
      if (!subs.delete(sub)) return;
      if ([...subs].some((s) => s.channel === channel)) return;
      listening.delete(channel);
      const c = client;
      if (subs.size > 0) {
        await c?.query(`UNLISTEN ${channel}`).catch(() => {});
        return;
      }
      // The last one out closes the connection and stops any reconnecting.
      if (timer) clearTimeout(timer);
      timer = null;
      stopBeat();
      client = null;
      listening.clear();
      if (c) {
        c.removeAllListeners('end');
        await c.end().catch(() => {});
      }
    };
  };
}

/** The embedded database's buffer cache (PostgreSQL's own default is 128MB). */
const EMBEDDED_SHARED_BUFFERS = '16MB';

export async function openPglite(dataDir: string): Promise<Db> {
  const db = await PGlite.create(dataDir, {
    parsers: { [pgliteTypes.INT8]: (v: string) => BigInt(v) },
    // Trigram indexes for the console's name search (migration 028); PostgreSQL ships it in contrib.
    extensions: { pg_trgm },
    // PostgreSQL's 128 MB default is zeroed by WebAssembly at every start (a sixth of a restart's CPU here); one
    // session over a small database needs far less. The rest of PGlite's own start parameters stay as they are.
    startParams: [...PGlite.defaultStartParams, '-c', `shared_buffers=${EMBEDDED_SHARED_BUFFERS}`],
  });
  // PGlite is one session behind a mutex; its own transaction() holds that session for the whole
  // transaction, so concurrent requests never interleave statements inside each other's transactions.
  return {
    kind: 'pglite',
    async query<T>(sql: string, params?: readonly unknown[]) {
      const r = await db.query<T>(sql, params as unknown[]);
      return { rows: r.rows, rowCount: r.affectedRows ?? r.rows.length };
    },
    async exec(sql: string) {
      await db.exec(sql);
    },
    async tx<T>(fn: (q: Queryable) => Promise<T>, opts?: TxOptions) {
      const settings = beginStatement(opts).replace(/^BEGIN;?\s*/, '');
      return db.transaction(async (t) => {
        if (settings) await t.exec(settings);
        return fn(
          oneAtATime({
            async query<R>(sql: string, params?: readonly unknown[]) {
              const r = await t.query<R>(sql, params as unknown[]);
              return { rows: r.rows, rowCount: r.affectedRows ?? r.rows.length };
            },
            async exec(sql: string) {
              await t.exec(sql);
            },
          }),
        );
      });
    },
    async listen(channel, onNotify) {
      if (!CHANNEL.test(channel)) throw new Error(`bad channel ${channel}`);
      const stop = await db.listen(channel, (payload) => onNotify(payload));
      return async () => {
        if (!db.closed) await stop();
      };
    },
    close: () => db.close(),
  };
}

export async function openDb(opts: {
  databaseUrl?: string;
  dataDir: string;
  poolSize?: number;
  /** DATABASE_RETRY_MS: how long a call rides out a database that went away (a real server only). */
  retryMs?: number;
}): Promise<Db> {
  return opts.databaseUrl
    ? openPostgres(opts.databaseUrl, { max: opts.poolSize, retryMs: opts.retryMs })
    : openPglite(opts.dataDir);
}
