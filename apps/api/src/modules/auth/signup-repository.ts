import type { Queryable } from '#db/db.ts';

export interface SignupRow {
  id: bigint;
  uuid: string;
  phone: string;
  otp_hash: string | null;
  otp_expires_at: Date | null;
  otp_attempts: number;
  otp_sent_at: Date | null;
  verified_at: Date | null;
  completed_at: Date | null;
}
const COLUMNS = `id, uuid::text AS uuid, phone, otp_hash, otp_expires_at, otp_attempts, otp_sent_at, verified_at,
  completed_at`;

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

export async function storeOtp(q: Queryable, id: bigint, otpHash: string, ttlMs: number) {
  await q.query(
    `UPDATE signups SET otp_hash = $2, otp_expires_at = now() + make_interval(secs => $3 / 1000.0),
       otp_attempts = 0, otp_sent_at = now() WHERE id = $1`,
    [String(id), otpHash, ttlMs],
  );
}

export async function recordWrongOtp(q: Queryable, id: bigint): Promise<number> {
  const { rows } = await q.query<{ otp_attempts: number }>(
    'UPDATE signups SET otp_attempts = otp_attempts + 1 WHERE id = $1 RETURNING otp_attempts',
    [String(id)],
  );
  return rows[0]!.otp_attempts;
}

export async function markVerified(q: Queryable, id: bigint) {
  await q.query('UPDATE signups SET verified_at = now(), otp_hash = NULL WHERE id = $1', [String(id)]);
}

export async function markCompleted(q: Queryable, id: bigint) {
  await q.query('UPDATE signups SET completed_at = now() WHERE id = $1', [String(id)]);
}

/** A right code used for a signed-in step is spent: it cannot be used twice. */
export async function spendOtp(q: Queryable, id: bigint) {
  await q.query('UPDATE signups SET otp_hash = NULL WHERE id = $1', [String(id)]);
}
