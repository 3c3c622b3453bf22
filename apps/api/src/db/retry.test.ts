import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  isDatabaseUnavailable,
  isPlainRead,
  markOutcomeUnknown,
  retryWhole,
  withRetryWindow,
} from './retry.ts';

// Decision 019: while the database is away, a call waits and is run again whole instead of failing.

const terminated = () =>
  Object.assign(new Error('terminating connection due to administrator command'), { code: '57P01' });

/** An attempt that fails `n` times with `fail()` and then answers 'done'; counts its runs. */
function failing(n: number, fail: () => Error = terminated) {
  const state = { runs: 0 };
  const attempt = async () => {
    state.runs++;
    if (state.runs <= n) throw fail();
    return 'done';
  };
  return { state, attempt };
}

describe('a call while the database is away', () => {
  it('is run again after the server terminated it (57P01) until it works', async () => {
    const { state, attempt } = failing(3);
    await expect(retryWhole(15_000, false, attempt)).resolves.toBe('done');
    expect(state.runs).toBe(4);
  });

  it('is run again when it reached a standby (25006) or could not connect', async () => {
    const readOnly = () =>
      Object.assign(new Error('cannot execute UPDATE in a read-only transaction'), { code: '25006' });
    const refused = () =>
      Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:5433'), { code: 'ECONNREFUSED' });
    const lost = () => new Error('Connection terminated unexpectedly');
    const pool = () => new Error('timeout exceeded when trying to connect');
    for (const fail of [readOnly, refused, lost, pool]) {
      const { state, attempt } = failing(2, fail);
      await expect(retryWhole(15_000, false, attempt)).resolves.toBe('done');
      expect(state.runs).toBe(3);
    }
  });

  it('answers with the database error once its window has passed', async () => {
    const { state, attempt } = failing(Number.POSITIVE_INFINITY);
    const started = performance.now();
    await expect(retryWhole(300, false, attempt)).rejects.toMatchObject({ code: '57P01' });
    const waited = performance.now() - started;
    expect(waited).toBeGreaterThanOrEqual(100);
    expect(waited).toBeLessThan(1_000);
    expect(state.runs).toBeGreaterThan(2);
  });

  it('answers at once when retrying is turned off (a window of 0)', async () => {
    const { state, attempt } = failing(1);
    await expect(retryWhole(0, true, attempt)).rejects.toMatchObject({ code: '57P01' });
    expect(state.runs).toBe(1);
  });

  it("counts the window from the request's arrival, not from this call", async () => {
    const { state, attempt } = failing(Number.POSITIVE_INFINITY);
    const started = performance.now();
    // The request arrived 14.8 s ago: 200 ms of a 15 s window are left.
    await expect(
      withRetryWindow(performance.now() - 14_800, () => retryWhole(15_000, false, attempt)),
    ).rejects.toMatchObject({ code: '57P01' });
    expect(performance.now() - started).toBeLessThan(1_000);
    expect(state.runs).toBeGreaterThan(1);
  });

  it("is not run again for the request's own error (a unique violation, a refusal)", async () => {
    const duplicate = () => Object.assign(new Error('duplicate key'), { code: '23505' });
    const { state, attempt } = failing(1, duplicate);
    await expect(retryWhole(15_000, true, attempt)).rejects.toMatchObject({ code: '23505' });
    expect(state.runs).toBe(1);
  });

  it('is not run again after a lost COMMIT unless running it twice is harmless', async () => {
    const lostCommit = () => {
      const err = new Error('Connection terminated unexpectedly');
      markOutcomeUnknown(err);
      return err;
    };
    const once = failing(1, lostCommit);
    await expect(retryWhole(15_000, false, once.attempt)).rejects.toThrow(/terminated/);
    expect(once.state.runs).toBe(1);
    const repeatable = failing(1, lostCommit);
    await expect(retryWhole(15_000, true, repeatable.attempt)).resolves.toBe('done');
    expect(repeatable.state.runs).toBe(2);
  });

  it('knows a refusal before any write is no lost COMMIT (a standby refused the write)', async () => {
    const readOnly = Object.assign(new Error('read-only transaction'), { code: '25006' });
    markOutcomeUnknown(readOnly);
    const { state, attempt } = failing(1, () => readOnly);
    await expect(retryWhole(15_000, false, attempt)).resolves.toBe('done');
    expect(state.runs).toBe(2);
  });

  it('tells database outages from other errors', () => {
    expect(isDatabaseUnavailable(terminated())).toBe(true);
    expect(isDatabaseUnavailable(Object.assign(new Error('x'), { code: '57P03' }))).toBe(true);
    expect(isDatabaseUnavailable(Object.assign(new Error('x'), { code: '40P01' }))).toBe(false);
    expect(isDatabaseUnavailable(new Error('boom'))).toBe(false);
    expect(isDatabaseUnavailable(null)).toBe(false);
  });
});

describe('which statements are plain reads (safe to run twice)', () => {
  it('reads are; writes, row locks and sequences are not', () => {
    expect(isPlainRead('SELECT id, balance_minor FROM accounts WHERE user_id = $1')).toBe(true);
    expect(isPlainRead('  with t AS (SELECT 1) SELECT * FROM t')).toBe(true);
    expect(isPlainRead('SELECT updated_at FROM users')).toBe(true);
    for (const sql of [
      'INSERT INTO sessions (user_id) VALUES ($1)',
      'UPDATE users SET pin_failed_attempts = 0',
      'DELETE FROM beneficiaries WHERE id = $1',
      'WITH s AS (SELECT 1), seen AS (UPDATE devices SET last_seen_at = now()) SELECT * FROM s',
      'SELECT id FROM outbox LIMIT 1 FOR UPDATE SKIP LOCKED',
      'SELECT id FROM users WHERE id = $1 FOR NO KEY UPDATE',
      'SELECT id FROM users WHERE id = $1 FOR KEY SHARE',
      "SELECT nextval('payment_link_serial') AS serial",
      'SELECT money_keep_reply($1, $2, $3, 200, $4)',
    ]) {
      expect(isPlainRead(sql), sql).toBe(false);
    }
  });

  it('calling any function of the migrations that may write is a write', () => {
    const dir = path.join(import.meta.dirname, 'migrations');
    const writers: string[] = [];
    for (const file of readdirSync(dir).filter((f) => f.endsWith('.sql'))) {
      const sql = readFileSync(path.join(dir, file), 'utf8');
      for (const m of sql.matchAll(/CREATE\s+(?:OR\s+REPLACE\s+)?FUNCTION\s+(\w+)([\s\S]*?)AS\s+\$/gi)) {
        const header = m[2]!;
        // Trigger functions are never called by a statement; STABLE and IMMUTABLE ones cannot write.
        if (/RETURNS\s+trigger|\bSTABLE\b|\bIMMUTABLE\b/i.test(header)) continue;
        writers.push(m[1]!);
      }
    }
    expect(writers).toContain('money_send_batch');
    for (const fn of writers) expect(isPlainRead(`SELECT * FROM ${fn}($1)`), fn).toBe(false);
  });
});
