import type { Db, Queryable } from '#db/db.ts';
import { sha256 } from '#lib/crypto.ts';
import { findLiveSession } from '#modules/auth/sessions-repository.ts';

// Every signed-in request needs its session: a round trip and a transaction of its own on the database, as
// much as a send's share of the money core's call. Each API process keeps the sessions it has looked up, for
// at most `ttlMs`, and forgets a customer's at once when the database says their sessions changed
// (decision 034):
// - migration 033's triggers NOTIFY `owo_sessions` with the customer's id whenever one of their sessions is
//   updated or deleted (sign-out, a device signed out, a changed password, a new device's login, an expiry
//   set by hand) and whenever a staff restriction on them is placed or lifted;
// - the process that ends sessions announces it in the same transaction (`sessionsEnding`), forgets them as
//   soon as the transaction committed, so the customer's next request to it is refused, and answers only once
//   its own listener has heard the notification (at most ECHO_WAIT_MS): PostgreSQL hands a notification to
//   every listening connection at the commit, so by then every other process has been sent it too, and
//   forgets them when its listener reads it;
// - while the listening connection is down (never connected yet, lost, re-connecting) nothing is served
//   from the cache, and everything in it is dropped: notifications may have been missed.
// A lookup that was in flight when anything was forgotten is not kept (it may have read the row before the
// change committed). What is kept is only which session and customer a token is: a customer's state (a
// restriction, a freeze, their KYC) is read by whatever needs it, under its locks, and so applies at once.

/** The channel migration 033's triggers notify, with the customer's id. */
export const SESSIONS_CHANNEL = 'owo_sessions';

/** How long the process that ended sessions waits to hear its own notification before answering. */
export const ECHO_WAIT_MS = 200;

/** At most this many sessions per process (the oldest kept goes first). */
export const SESSION_CACHE_MAX = 50_000;

interface Entry {
  id: bigint;
  userId: bigint;
  /** The session's own end, and the end of this copy's life (whichever is first). */
  until: number;
}

export interface LiveSession {
  id: bigint;
  user_id: bigint;
}

export class SessionCache {
  private readonly entries = new Map<string, Entry>();
  /** Bumped whenever anything is forgotten: a lookup that saw it change is not kept. */
  private generation = 0;
  private state: 'idle' | 'starting' | 'up' = 'idle';
  private stopListening: (() => Promise<void>) | null = null;
  private starting: Promise<void> | null = null;
  private closed = false;
  /** After a failed LISTEN, when to try again (meanwhile every lookup asks the database). */
  private retryAt = 0;
  /** Who waits to hear a customer's notification (`sessionsEnding`). */
  private readonly echoes = new Map<string, Set<() => void>>();
  /** Lookups answered from memory and from the database (tests and the benchmark's notes). */
  readonly stats = { hits: 0, misses: 0 };

  constructor(
    private readonly db: Db,
    private readonly ttlMs: number,
    private readonly max = SESSION_CACHE_MAX,
  ) {}

  /**
   * The live session of a token used from this device (as `findLiveSession`), from memory when it can;
   * `fresh` asks the database whatever is kept (and forgets the token if it is no longer a session).
   */
  async find(token: string, deviceHash: string | null, fresh = false): Promise<LiveSession | null> {
    if (this.ttlMs <= 0 || this.closed) return findLiveSession(this.db, token, deviceHash);
    if (this.state === 'idle' && Date.now() >= this.retryAt) this.start();
    const tokenHash = sha256(token);
    const key = deviceHash === null ? tokenHash : `${tokenHash}:${deviceHash}`;
    const now = Date.now();
    if (this.state === 'up' && !fresh) {
      const hit = this.entries.get(key);
      if (hit && hit.until > now) {
        this.stats.hits++;
        return { id: hit.id, user_id: hit.userId };
      }
      if (hit) this.entries.delete(key);
    }
    this.stats.misses++;
    const generation = this.generation;
    const row = await findLiveSession(this.db, token, deviceHash, tokenHash);
    if (!row) this.entries.delete(key);
    if (row && this.state === 'up' && this.generation === generation) {
      if (this.entries.size >= this.max) {
        const oldest = this.entries.keys().next().value;
        if (oldest !== undefined) this.entries.delete(oldest);
      }
      this.entries.set(key, {
        id: row.id,
        userId: row.user_id,
        until: Math.min(row.expires_at.getTime(), now + this.ttlMs),
      });
    }
    return row && { id: row.id, user_id: row.user_id };
  }

  /** Forgets a customer's sessions (after their change committed, or told by the database). */
  forgetUser(userId: bigint | string) {
    this.generation++;
    const id = BigInt(userId);
    for (const [key, e] of this.entries) if (e.userId === id) this.entries.delete(key);
  }

  /**
   * Before the commit of a transaction that announced a customer's sessions ended: resolves once this
   * process's listener heard that customer's notification (or ECHO_WAIT_MS passed, or it is not listening).
   */
  expectEcho(userId: bigint): () => Promise<void> {
    const key = String(userId);
    let heard!: () => void;
    const echo = new Promise<void>((resolve) => {
      heard = resolve;
    });
    let set = this.echoes.get(key);
    if (!set) {
      set = new Set();
      this.echoes.set(key, set);
    }
    set.add(heard);
    const done = () => {
      const s = this.echoes.get(key);
      s?.delete(heard);
      if (s?.size === 0) this.echoes.delete(key);
    };
    // Dropped after the wait even if the transaction rolled back and nobody asks.
    const timer = setTimeout(() => {
      done();
      heard();
    }, ECHO_WAIT_MS);
    timer.unref();
    echo.then(() => {
      clearTimeout(timer);
      done();
    });
    return async () => {
      this.forgetUser(userId);
      if (this.state === 'up') await echo;
    };
  }

  /** Forgets everything (the listener was lost or re-connected; tests). */
  clear() {
    this.generation++;
    this.entries.clear();
  }

  get size() {
    return this.entries.size;
  }

  /** Whether it answers from memory now (its listening connection is in place). */
  get serving() {
    return this.state === 'up';
  }

  /** Starts listening (once); the cache serves nothing until the LISTEN is in place. */
  private start() {
    this.state = 'starting';
    this.starting = this.db
      .listen(
        SESSIONS_CHANNEL,
        (payload) => {
          if (payload === null) {
            // Re-connected: whatever was missed meanwhile is forgotten with everything else.
            this.clear();
            if (!this.closed) this.state = 'up';
          } else if (/^\d+$/.test(payload)) {
            this.forgetUser(payload);
            for (const heard of this.echoes.get(payload) ?? []) heard();
          } else {
            this.clear();
          }
        },
        () => {
          this.state = 'starting';
          this.clear();
        },
      )
      .then(
        (stop) => {
          if (this.closed) return stop();
          this.stopListening = stop;
          this.clear();
          this.state = 'up';
        },
        () => {
          // Could not listen: try again a second later, serving from the database meanwhile.
          this.retryAt = Date.now() + 1_000;
          if (!this.closed) this.state = 'idle';
        },
      );
  }

  /** Stops listening; the cache then always asks the database. */
  async close() {
    this.closed = true;
    this.state = 'idle';
    this.clear();
    await this.starting?.catch(() => {});
    const stop = this.stopListening;
    this.stopListening = null;
    if (stop) await stop();
  }
}

const caches = new WeakMap<Db, SessionCache>();

/** The session cache of a database handle (one per API process; `ttlMs` 0 turns it off). */
export function sessionCacheOf(db: Db, ttlMs: number): SessionCache {
  let cache = caches.get(db);
  if (!cache) {
    cache = new SessionCache(db, ttlMs);
    caches.set(db, cache);
  }
  return cache;
}

/** Stops a database handle's cache listening (the app closes); a later app on the handle starts a new one. */
export async function closeSessionCache(db: Db) {
  const cache = caches.get(db);
  caches.delete(db);
  await cache?.close();
}

/**
 * Inside a transaction that ends or changes a customer's sessions: announces it (a notification at the
 * commit, sent even if no row changed). Await the function it returns after the commit, before answering:
 * this process forgets the customer's sessions at once and waits until its own listener has heard the
 * notification (at most ECHO_WAIT_MS), i.e. until PostgreSQL has handed it to every listening process.
 */
export async function sessionsEnding(db: Db, q: Queryable, userId: bigint): Promise<() => Promise<void>> {
  const ended = caches.get(db)?.expectEcho(userId) ?? (async () => {});
  await q.query(`SELECT pg_notify('${SESSIONS_CHANNEL}', $1)`, [String(userId)]);
  return ended;
}
