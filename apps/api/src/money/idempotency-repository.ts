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

/** The reply a customer's request kept with its Idempotency-Key, or null when no request spent that key. */
export async function findKeptReply(q: Queryable, userId: bigint, key: string): Promise<string | null> {
  const { rows } = await q.query<{ response_body: string | null }>(
    'SELECT response_body FROM idempotency_keys WHERE user_id = $1 AND key = $2',
    [String(userId), key],
  );
  return rows[0]?.response_body ?? null;
}
