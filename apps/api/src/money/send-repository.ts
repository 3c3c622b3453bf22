import type { Queryable } from '#db/db.ts';
import { ACCOUNT_COLUMNS, type AccountRow } from '#modules/accounts/accounts-repository.ts';
import { countSpendSql } from './daily-spend-repository.ts';

/** A row of sendAccountsRows: an account, its owner's KYC status, which side it is, and the day's count. */
export type SendAccountRow = AccountRow & { kyc_status: string; is_primary: boolean; spent: bigint };

/**
 * The sender's primary NGN account (`is_primary`) and the account with `accountNumber` (both that account
 * when the number is the sender's own), each with its owner's KYC status, and the sender's day count with
 * `countedMinor` added (`spent`), in one statement. The caller holds the sender's row lock.
 */
export async function sendAccountsRows(
  q: Queryable,
  userId: bigint,
  accountNumber: string,
  countedMinor: bigint,
): Promise<SendAccountRow[]> {
  // Two index lookups (user_id, account_number) glued together: an OR across them would scan the table.
  const { rows } = await q.query<SendAccountRow>(
    `WITH spend AS (${countSpendSql('$1', '$3')})
     SELECT ${ACCOUNT_COLUMNS}, (SELECT u.kyc_status FROM users u WHERE u.id = a.user_id) AS kyc_status,
       a.is_primary, (SELECT spent_minor FROM spend) AS spent
     FROM ((SELECT *, true AS is_primary FROM accounts WHERE user_id = $1 AND currency = 'NGN'
              AND kind = 'customer' AND account_number IS NOT NULL ORDER BY id LIMIT 1)
           UNION ALL
           (SELECT *, false FROM accounts WHERE account_number = $2)) a`,
    [String(userId), accountNumber, String(countedMinor)],
  );
  return rows;
}

/** Marks a point in the transaction that rollbackToSavepoint can return to. */
export async function savepoint(q: Queryable, name: string) {
  await q.query(`SAVEPOINT ${name}`);
}

/** Undoes what the transaction did since `savepoint(q, name)`, keeping what came before. */
export async function rollbackToSavepoint(q: Queryable, name: string) {
  await q.query(`ROLLBACK TO SAVEPOINT ${name}`);
}
