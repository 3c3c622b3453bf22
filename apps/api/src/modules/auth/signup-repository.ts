import type { Queryable } from '#db/db.ts';

export interface SignupRow {
  id: bigint;
  uuid: string;
  phone: string;
  verified_at: Date | null;
  completed_at: Date | null;
}
// The signup's code lives with every other code (one_time_codes, migration 019).
const COLUMNS = 'id, uuid::text AS uuid, phone, verified_at, completed_at';

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

export async function lockSignupByUuid(q: Queryable, uuid: string): Promise<SignupRow | null> {
  const { rows } = await q.query<SignupRow>(`SELECT ${COLUMNS} FROM signups WHERE uuid = $1 FOR UPDATE`, [
    uuid,
  ]);
  return rows[0] ?? null;
}

export async function markVerified(q: Queryable, id: bigint) {
  await q.query('UPDATE signups SET verified_at = now() WHERE id = $1', [String(id)]);
}

export async function markCompleted(q: Queryable, id: bigint) {
  await q.query('UPDATE signups SET completed_at = now() WHERE id = $1', [String(id)]);
}
