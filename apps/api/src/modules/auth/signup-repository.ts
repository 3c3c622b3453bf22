import type { Queryable } from '#db/db.ts';

export interface SignupRow {
  id: bigint;
  uuid: string;
  phone: string;
  verified_at: Date | null;
  /** SHA-256 of the X-Device-Id that entered the code (migration 045). */
  verified_device: string | null;
  completed_at: Date | null;
}
// The signup's code lives with every other code (one_time_codes, migration 019).
const COLUMNS = 'id, uuid::text AS uuid, phone, verified_at, verified_device, completed_at';

/** The signup of a phone, locked for this transaction; created if the phone has none. */
export async function lockSignupByPhone(q: Queryable, phone: string): Promise<SignupRow> {
  await q.query('INSERT INTO signups (phone) VALUES ($1) ON CONFLICT (phone) DO NOTHING', [phone]);
  const { rows } = await q.query<SignupRow>(`SELECT ${COLUMNS} FROM signups WHERE phone = $1 FOR UPDATE`, [
    phone,
  ]);
  return rows[0]!;
}

export async function findSignupByPhone(q: Queryable, phone: string): Promise<SignupRow | null> {
  const { rows } = await q.query<SignupRow>(`SELECT ${COLUMNS} FROM signups WHERE phone = $1 FOR UPDATE`, [
    phone,
  ]);
  return rows[0] ?? null;
}

/** The signup a completion credential finishes (by the credential's hash), locked for this transaction. */
export async function lockSignupByCompletion(
  q: Queryable,
  completionHash: string,
): Promise<SignupRow | null> {
  const { rows } = await q.query<SignupRow>(
    `SELECT ${COLUMNS} FROM signups WHERE completion_hash = $1 FOR UPDATE`,
    [completionHash],
  );
  return rows[0] ?? null;
}

/**
 * Marks the phone verified by this device now, with the hash of the credential that will finish it. The time is
 * kept to the millisecond, as a JavaScript Date holds it: the credential is derived from it.
 */
export async function markVerified(
  q: Queryable,
  id: bigint,
  verifiedAt: Date,
  deviceHash: string | null,
  completionHash: string,
) {
  await q.query(
    'UPDATE signups SET verified_at = $2, verified_device = $3, completion_hash = $4 WHERE id = $1',
    [String(id), verifiedAt, deviceHash, completionHash],
  );
}

export async function markCompleted(q: Queryable, id: bigint) {
  await q.query('UPDATE signups SET completed_at = now() WHERE id = $1', [String(id)]);
}
