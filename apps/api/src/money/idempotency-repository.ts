import type { Queryable } from '#db/db.ts';

/** Deletes up to 500 keys older than `ttlHours`, skipping rows a running request holds; returns the count. */
export async function deleteExpiredKeys(q: Queryable, ttlHours: number): Promise<number> {
  const r = await q.query(
    `DELETE FROM idempotency_keys WHERE (user_id, key) IN (
       SELECT user_id, key FROM idempotency_keys
       WHERE created_at < now() - make_interval(hours => $1) ORDER BY created_at LIMIT 500
       FOR UPDATE SKIP LOCKED)`,
    [ttlHours],
  );
  return r.rowCount;
}
