import type { Queryable } from '#db/db.ts';
import { TRANSACTION_COLUMNS, type TransactionRow } from '#records/transactions-repository.ts';

/** A history row with what its receipt and timeline read: the owner's account, and the outbox's step times. */
export interface ReceiptRow extends TransactionRow {
  receipt_code: string;
  settled_at: Date | null;
  reversed_at: Date | null;
  own_account_number: string | null;
  own_account_name: string | null;
  own_bank_name: string | null;
  outbox_state: string | null;
  sent_at: Date | null;
  answered_at: Date | null;
  refusal_reason: string | null;
}

const RECEIPT_SELECT = `SELECT ${TRANSACTION_COLUMNS}, t.receipt_code, t.settled_at, t.reversed_at,
    a.account_number AS own_account_number, a.account_name AS own_account_name, a.bank_name AS own_bank_name,
    o.state AS outbox_state, o.sent_at, o.answered_at, o.refusal_reason
  FROM transactions t JOIN accounts a ON a.id = t.account_id LEFT JOIN outbox o ON o.transaction_id = t.id`;

/** The row a public receipt code names, or null. */
export async function findReceiptByCode(q: Queryable, code: string): Promise<ReceiptRow | null> {
  const { rows } = await q.query<ReceiptRow>(`${RECEIPT_SELECT} WHERE t.receipt_code = $1`, [code]);
  return rows[0] ?? null;
}

/** One of the customer's own rows with its receipt, or null (also when it is someone else's). */
export async function findOwnReceipt(q: Queryable, userId: bigint, uuid: string): Promise<ReceiptRow | null> {
  const { rows } = await q.query<ReceiptRow>(`${RECEIPT_SELECT} WHERE t.uuid = $1 AND t.user_id = $2`, [
    uuid,
    String(userId),
  ]);
  return rows[0] ?? null;
}

/** The customer's latest rows with what their timelines read, newest first (the operations console). */
export async function listRecentReceipts(q: Queryable, userId: bigint, limit: number): Promise<ReceiptRow[]> {
  const { rows } = await q.query<ReceiptRow>(
    `${RECEIPT_SELECT} WHERE t.user_id = $1 ORDER BY t.created_at DESC, t.id DESC LIMIT $2`,
    [String(userId), limit],
  );
  return rows;
}
