import type { Queryable } from '#db/db.ts';

// The wrong-password count of an identifier nobody registered, kept in `rate_limits` under a key that is an HMAC
// of it (password-attempts.ts). Unlike a rate limit it has no window: a registered account's count
// (`users.login_failed_attempts`) does not lapse either, and one that lapsed would tell the two apart.

/**
 * Counts one wrong password under `key`, up to `cap` (the count stops there, so it cannot grow without end), and
 * returns the count with this one. One statement: concurrent ones queue on the row, also on its first insert,
 * so each sees the ones before it, as the locked users row makes a customer's do.
 */
export async function countUnknownFailure(q: Queryable, key: string, cap: number): Promise<number> {
  const { rows } = await q.query<{ count: number }>(
    `INSERT INTO rate_limits AS r (key, window_start, count) VALUES ($1, now(), 1)
     ON CONFLICT (key) DO UPDATE SET count = least(r.count + 1, $2::int)
     RETURNING count`,
    [key, cap],
  );
  return rows[0]?.count ?? 1;
}

/** Removes the counts under `keys` and returns the largest (0: none). */
export async function takeUnknownFailures(q: Queryable, keys: string[]): Promise<number> {
  const { rows } = await q.query<{ count: number }>(
    `DELETE FROM rate_limits WHERE key = ANY($1) RETURNING count`,
    [keys],
  );
  return Math.max(0, ...rows.map((r) => r.count));
}
