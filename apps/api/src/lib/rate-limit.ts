import { errors } from '@owo/contract/messages';
import type { Queryable } from '../db/db.ts';
import { AppError } from './errors.ts';

/**
 * A fixed-window counter in PostgreSQL, shared by every API process. Throws 429 with Retry-After
 * once `max` hits have been counted under `key` in the current window.
 */
export async function rateLimit(q: Queryable, key: string, max: number, windowMs: number, message?: string) {
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
  const row = rows[0]!;
  if (row.count > max) {
    const retryAfter = String(Math.max(1, Math.ceil(row.retry_ms / 1000)));
    throw new AppError('rate_limited', message ?? errors.rateLimited, undefined, {
      'retry-after': retryAfter,
    });
  }
}
