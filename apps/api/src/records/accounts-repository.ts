import type { Queryable } from '#db/db.ts';
import { newNuban, OWO_BANK } from '#rails/nuban.ts';

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

/**
 * The columns of an AccountRow, for every query that reads accounts (money/send-repository splices them
 * too). They live here, beside AccountRow, so that money/ depends on accounts and never the other way round.
 */
export const ACCOUNT_COLUMNS = `id, uuid::text AS uuid, user_id, currency, account_number, bank_name, account_name, balance_minor,
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
    `SELECT ${ACCOUNT_COLUMNS} FROM accounts WHERE user_id = $1 AND kind = 'customer' AND account_number IS NOT NULL
     ORDER BY id`,
    [String(userId)],
  );
  return rows;
}

/** The customer's account by uuid, or null when it does not exist or is someone else's. */
export async function findOwnAccount(q: Queryable, userId: bigint, uuid: string): Promise<AccountRow | null> {
  const { rows } = await q.query<AccountRow>(
    `SELECT ${ACCOUNT_COLUMNS} FROM accounts WHERE uuid = $1 AND user_id = $2`,
    [uuid, String(userId)],
  );
  return rows[0] ?? null;
}

export async function findAccountByNumber(q: Queryable, accountNumber: string): Promise<AccountRow | null> {
  const { rows } = await q.query<AccountRow>(
    `SELECT ${ACCOUNT_COLUMNS} FROM accounts WHERE account_number = $1`,
    [accountNumber],
  );
  return rows[0] ?? null;
}

/** The customer's main account in a currency (the one opened first). */
export async function findPrimaryAccount(
  q: Queryable,
  userId: bigint,
  currency = 'NGN',
): Promise<AccountRow | null> {
  const { rows } = await q.query<AccountRow>(
    `SELECT ${ACCOUNT_COLUMNS} FROM accounts WHERE user_id = $1 AND currency = $2 AND kind = 'customer'
       AND account_number IS NOT NULL ORDER BY id LIMIT 1`,
    [String(userId), currency],
  );
  return rows[0] ?? null;
}

export async function renameAccounts(q: Queryable, userId: bigint, accountName: string) {
  await q.query(`UPDATE accounts SET account_name = $2 WHERE user_id = $1 AND kind = 'customer'`, [
    String(userId),
    accountName,
  ]);
}

/** Locks the account row for the rest of the transaction and returns its balance. */
export async function lockAccountBalance(q: Queryable, accountId: bigint): Promise<bigint | undefined> {
  const { rows } = await q.query<{ balance_minor: bigint }>(
    'SELECT balance_minor FROM accounts WHERE id = $1 FOR UPDATE',
    [String(accountId)],
  );
  return rows[0]?.balance_minor;
}
