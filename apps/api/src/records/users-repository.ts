import assert from 'node:assert/strict';
import type { Queryable } from '#db/db.ts';

export interface UserRow {
  id: bigint;
  uuid: string;
  phone: string;
  country_code: string;
  email: string;
  password_hash: string;
  type: 'personal' | 'business';
  firstname: string | null;
  middlename: string | null;
  lastname: string | null;
  business_name: string | null;
  business_name_suffix: string | null;
  country: string | null;
  state: string | null;
  city: string | null;
  address: string | null;
  postal_code: string | null;
  dob: string | null;
  profile_path: string | null;
  pin_hmac: string | null;
  pin_failed_attempts: number;
  pin_locked_until: Date | null;
  login_failed_attempts: number;
  login_locked_until: Date | null;
  kyc_status: 'none' | 'in_review' | 'verified' | 'rejected';
  referral_code: string;
  referred_by: bigint | null;
  created_at: Date;
  /** Outgoing money refused while set (Profile → Security). */
  frozen_at: Date | null;
  /** The customer's own daily limit below the tier's (null: the tier's). */
  own_daily_limit_minor: bigint | null;
  /** A raise of the own limit that applies at own_limit_next_at (next_minor null: back to the tier's). */
  own_limit_next_minor: bigint | null;
  own_limit_next_at: Date | null;
  /** Start of the latest new-account / new-device window of the send cap. */
  send_cap_from: Date | null;
}

export const USER_COLUMNS = `id, uuid::text AS uuid, phone, country_code, email, password_hash, type, firstname, middlename,
  lastname, business_name, business_name_suffix, country, state, city, address, postal_code,
  to_char(dob, 'YYYY-MM-DD') AS dob, profile_path, pin_hmac, pin_failed_attempts, pin_locked_until,
  login_failed_attempts, login_locked_until, kyc_status, referral_code, referred_by, created_at, frozen_at,
  own_daily_limit_minor, own_limit_next_minor, own_limit_next_at, send_cap_from`;

export async function findUserById(q: Queryable, id: bigint): Promise<UserRow | null> {
  const { rows } = await q.query<UserRow>(`SELECT ${USER_COLUMNS} FROM users WHERE id = $1`, [String(id)]);
  return rows[0] ?? null;
}

/**
 * Locks the user row for the rest of the transaction (PIN attempts, KYC submission, sends). NO KEY UPDATE,
 * not UPDATE: rows that reference the user (a transfer's credit to them) take KEY SHARE through their foreign
 * key, which FOR UPDATE would block, deadlocking two customers who send to each other at once.
 */
export async function lockUser(q: Queryable, id: bigint): Promise<UserRow> {
  const { rows } = await q.query<UserRow>(
    `SELECT ${USER_COLUMNS} FROM users WHERE id = $1 FOR NO KEY UPDATE`,
    [String(id)],
  );
  const user = rows[0];
  assert.ok(user, `user ${id} exists when a money move locks them`);
  return user;
}

export async function findUserByPhone(q: Queryable, phone: string): Promise<UserRow | null> {
  const { rows } = await q.query<UserRow>(`SELECT ${USER_COLUMNS} FROM users WHERE phone = $1`, [phone]);
  return rows[0] ?? null;
}

export async function findUserByEmail(q: Queryable, email: string): Promise<UserRow | null> {
  const { rows } = await q.query<UserRow>(
    `SELECT ${USER_COLUMNS} FROM users WHERE lower(email) = lower($1)`,
    [email],
  );
  return rows[0] ?? null;
}

export async function findUserByReferralCode(q: Queryable, code: string): Promise<UserRow | null> {
  const { rows } = await q.query<UserRow>(
    `SELECT ${USER_COLUMNS} FROM users WHERE referral_code = upper($1)`,
    [code],
  );
  return rows[0] ?? null;
}

export async function insertUser(
  q: Queryable,
  u: {
    phone: string;
    email: string;
    passwordHash: string;
    type: string;
    referralCode: string;
    referredBy: bigint | null;
  },
): Promise<bigint> {
  const { rows } = await q.query<{ id: bigint }>(
    `INSERT INTO users (phone, email, password_hash, type, referral_code, referred_by)
     VALUES ($1, $2, $3, $4, $5, $6) RETURNING id`,
    [
      u.phone,
      u.email,
      u.passwordHash,
      u.type,
      u.referralCode,
      u.referredBy === null ? null : String(u.referredBy),
    ],
  );
  return rows[0]!.id;
}

/** Updates the named columns of one user; column names come from code, never from input. */
export async function updateUser(q: Queryable, id: bigint, fields: Record<string, unknown>): Promise<void> {
  const keys = Object.keys(fields);
  if (keys.length === 0) return;
  assert.ok(
    keys.every((k) => /^[a-z_]+$/.test(k)),
    'column names are identifiers',
  );
  const sets = keys.map((k, i) => `${k} = $${i + 2}`).join(', ');
  await q.query(`UPDATE users SET ${sets}, updated_at = now() WHERE id = $1`, [
    String(id),
    ...Object.values(fields),
  ]);
}

/** The customer's accounts as the user view lists them (`banks`), oldest first. */
export async function listUserBanks(q: Queryable, userId: bigint) {
  const { rows } = await q.query<{
    uuid: string;
    account_number: string;
    bank_name: string;
    currency: string;
  }>(
    `SELECT uuid::text AS uuid, account_number, bank_name, currency FROM accounts
     WHERE user_id = $1 AND kind = 'customer' AND account_number IS NOT NULL ORDER BY id`,
    [String(userId)],
  );
  return rows;
}

export async function countUserCards(q: Queryable, userId: bigint): Promise<bigint> {
  const { rows } = await q.query<{ n: bigint }>('SELECT count(*) AS n FROM cards WHERE user_id = $1', [
    String(userId),
  ]);
  return rows[0]?.n ?? 0n;
}

/** The phone a customer signed up with (E.164), where texts that must reach them go (a prepaid token). */
export async function findUserPhone(q: Queryable, userId: bigint): Promise<string | null> {
  const { rows } = await q.query<{ phone: string }>('SELECT phone FROM users WHERE id = $1', [
    String(userId),
  ]);
  return rows[0]?.phone ?? null;
}
