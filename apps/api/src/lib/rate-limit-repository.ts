import type { Queryable } from '#db/db.ts';

/**
 * Counts one hit under `key` in its fixed window of `windowMs` (a new window starts once the old one has
 * passed); returns the window's count, this hit included, and the milliseconds until the window ends.
 */
export async function countHit(
  q: Queryable,
  key: string,
  windowMs: number,
): Promise<{ count: number; retry_ms: number } | undefined> {
  const { rows } = await q.query<{ count: number; retry_ms: number }>(
    `INSERT INTO rate_limits AS r (key, window_start, count) VALUES ($1, now(), 1)
     ON CONFLICT (key) DO UPDATE SET
       count = CASE WHEN r.window_start <= now() - make_interval(secs => $2 / 1000.0) THEN 1 ELSE r.count + 1 END,
       window_start = CASE WHEN r.window_start <= now() - make_interval(secs => $2 / 1000.0)
                           THEN now() ELSE r.window_start END
     RETURNING count,
       greatest(0, ceil(extract(epoch FROM (window_start + make_interval(secs => $2 / 1000.0) - now())) * 1000))::int
         AS retry_ms`,
    [key, windowMs],
  );
  return rows[0];
}
