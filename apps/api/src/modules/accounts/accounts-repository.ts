import type { Queryable } from '../../db/db.ts';
import { newNuban, OWO_BANK } from '../../rails/nuban.ts';
import { spentTodaySql } from '../limits/limits-service.ts';

export interface AccountRow {
  id: bigint;
  uuid: string;
  user_id: bigint;
  currency: string;
  account_number: string;
  bank_name: string;
  account_name: string;
  balance_minor: bigint;
  created_at: Date;
}

const COLUMNS = `id, uuid::text AS uuid, user_id, currency, account_number, bank_name, account_name, balance_minor,
  created_at`;

/** Opens a customer account at Owo MFB with a fresh NUBAN-valid number. */
export async function openCustomerAccount(
  q: Queryable,
  userId: bigint,
  currency: string,
  accountName: string,
) {
  for (let attempt = 0; attempt < 5; attempt++) {
    const { rows } = await q.query<{ id: bigint }>(
      `INSERT INTO accounts (kind, user_id, currency, account_number, bank_name, account_name, balance_minor)
       VALUES ('customer', $1, $2, $3, $4, $5, 0) ON CONFLICT (account_number) DO NOTHING RETURNING id`,
      [String(userId), currency, newNuban(), OWO_BANK.name, accountName],
    );
    if (rows[0]) return rows[0].id;
  }
  throw new Error('could not allocate an account number');
}

export async function listAccounts(q: Queryable, userId: bigint): Promise<AccountRow[]> {
  const { rows } = await q.query<AccountRow>(
    `SELECT ${COLUMNS} FROM accounts WHERE user_id = $1 AND kind = 'customer' AND account_number IS NOT NULL
     ORDER BY id`,
    [String(userId)],
  );
  return rows;
}

/** The customer's account by uuid, or null when it does not exist or is someone else's. */
export async function findOwnAccount(q: Queryable, userId: bigint, uuid: string): Promise<AccountRow | null> {
  const { rows } = await q.query<AccountRow>(
    `SELECT ${COLUMNS} FROM accounts WHERE uuid = $1 AND user_id = $2`,
    [uuid, String(userId)],
  );
  return rows[0] ?? null;
}

export async function findAccountByNumber(q: Queryable, accountNumber: string): Promise<AccountRow | null> {
  const { rows } = await q.query<AccountRow>(`SELECT ${COLUMNS} FROM accounts WHERE account_number = $1`, [
    accountNumber,
  ]);
  return rows[0] ?? null;
}

/** The customer's main account in a currency (the one opened first). */
export async function findPrimaryAccount(
  q: Queryable,
  userId: bigint,
  currency = 'NGN',
): Promise<AccountRow | null> {
  const { rows } = await q.query<AccountRow>(
    `SELECT ${COLUMNS} FROM accounts WHERE user_id = $1 AND currency = $2 AND kind = 'customer'
       AND account_number IS NOT NULL ORDER BY id LIMIT 1`,
    [String(userId), currency],
  );
  return rows[0] ?? null;
}

/** The accounts of a send to another Owo account, with the recipient's KYC status (their tier). */
export interface SendAccounts {
  from: AccountRow | null;
  to: (AccountRow & { kyc_status: string }) | null;
  /** What the sender has spent today (limits-service's spentTodaySql), read in the same round trip. */
  spentTodayMinor: bigint;
}

/**
 * The sender's primary NGN account, the account with `accountNumber` and what the sender has spent today, in
 * one query. When the number is the sender's own primary account, both are that account. Call it with the
 * sender's row locked, so the day's spending includes every committed send.
 */
export async function findSendAccounts(
  q: Queryable,
  userId: bigint,
  accountNumber: string,
): Promise<SendAccounts> {
  // Two index lookups (user_id, account_number) glued together: an OR across them would scan the table.
  const { rows } = await q.query<AccountRow & { kyc_status: string; is_primary: boolean; spent: bigint }>(
    `SELECT ${COLUMNS}, (SELECT u.kyc_status FROM users u WHERE u.id = a.user_id) AS kyc_status, a.is_primary,
       s.spent
     FROM ((SELECT *, true AS is_primary FROM accounts WHERE user_id = $1 AND currency = 'NGN'
              AND kind = 'customer' AND account_number IS NOT NULL ORDER BY id LIMIT 1)
           UNION ALL
           (SELECT *, false FROM accounts WHERE account_number = $2)) a,
       (SELECT ${spentTodaySql('$1')} AS spent) s`,
    [String(userId), accountNumber],
  );
  const from = rows.find((r) => r.is_primary) ?? null;
  const to = rows.find((r) => r.account_number === accountNumber) ?? null;
  const strip = <R extends { is_primary: boolean; spent: bigint }>(r: R | null) => {
    if (!r) return null;
    const { is_primary: _, spent: _s, ...rest } = r;
    return rest;
  };
  return { from: strip(from), to: strip(to), spentTodayMinor: rows[0]?.spent ?? 0n };
}

export async function renameAccounts(q: Queryable, userId: bigint, accountName: string) {
  await q.query(`UPDATE accounts SET account_name = $2 WHERE user_id = $1 AND kind = 'customer'`, [
    String(userId),
    accountName,
  ]);
}
