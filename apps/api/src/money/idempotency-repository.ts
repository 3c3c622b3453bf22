import type { Queryable } from '#db/db.ts';

/** The stored row of an Idempotency-Key: what it asked for and, once the money moved, its reply. */
export interface StoredKey {
  fingerprint: string;
  response_status: number | null;
  response_body: string | null;
}

/** Inserts the key for the customer; false when they already hold it. */
export async function insertKey(
  q: Queryable,
  userId: bigint,
  key: string,
  fingerprint: string,
): Promise<boolean> {
  const inserted = await q.query(
    `INSERT INTO idempotency_keys (user_id, key, fingerprint) VALUES ($1, $2, $3)
     ON CONFLICT (user_id, key) DO NOTHING`,
    [String(userId), key, fingerprint],
  );
  return inserted.rowCount > 0;
}

export async function findKey(q: Queryable, userId: bigint, key: string): Promise<StoredKey | null> {
  const { rows } = await q.query<StoredKey>(
    'SELECT fingerprint, response_status, response_body FROM idempotency_keys WHERE user_id = $1 AND key = $2',
    [String(userId), key],
  );
  return rows[0] ?? null;
}

export async function updateKeyReply(
  q: Queryable,
  userId: bigint,
  key: string,
  status: number,
  body: string,
) {
  await q.query(
    'UPDATE idempotency_keys SET response_status = $3, response_body = $4 WHERE user_id = $1 AND key = $2',
    [String(userId), key, status, body],
  );
}

export async function deleteKey(q: Queryable, userId: bigint, key: string) {
  await q.query('DELETE FROM idempotency_keys WHERE user_id = $1 AND key = $2', [String(userId), key]);
}

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
