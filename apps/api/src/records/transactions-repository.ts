import type { Transaction } from '@owo/contract/accounts';
import { toMajor } from '@owo/contract/money';
import type { Queryable } from '#db/db.ts';
import { describeMovement } from './transaction-description.ts';

export interface TransactionRow {
  id: bigint;
  uuid: string;
  user_id: bigint;
  account_id: bigint;
  account_uuid: string;
  entry_id: bigint | null;
  direction: 'debit' | 'credit';
  rail: string;
  status: 'pending' | 'successful' | 'failed' | 'reversed';
  currency: string;
  amount_minor: bigint;
  fee_minor: bigint;
  reference: string;
  counterparty_name: string | null;
  counterparty_account: string | null;
  counterparty_bank: string | null;
  narration: string | null;
  meta: Record<string, unknown>;
  created_at: Date;
  updated_at: Date;
  /** The payment link a credit paid, and who paid it (read beside the row; absent on a row just written). */
  link?: { description: string; payer_name: string | null } | null;
  /**
   * The NIP session ID the database gives NGN bank transfers and inbound credits (migration 024), null for other
   * rails; absent on a reply built before its row is written (a send's).
   */
  session_id?: string | null;
}

/** The link a history row paid (a credit of a payment link's payment), as jsonb, or null. */
export const LINK_OF_ROW = `(SELECT jsonb_build_object('description', pl.description, 'payer_name', lp.payer_name)
   FROM payment_link_payments lp JOIN payment_links pl ON pl.id = lp.link_id
   WHERE lp.transaction_id = t.id AND t.direction = 'credit')`;

export const TRANSACTION_COLUMNS = `t.id, t.uuid::text AS uuid, t.user_id, t.account_id, a.uuid::text AS account_uuid,
  t.entry_id, t.direction, t.rail, t.status, t.currency, t.amount_minor, t.fee_minor, t.reference,
  t.counterparty_name, t.counterparty_account, t.counterparty_bank, t.narration, t.meta, t.created_at, t.updated_at,
  ${LINK_OF_ROW} AS link,
  t.session_id`;

export interface NewTransaction {
  userId: bigint;
  accountId: bigint;
  entryId: bigint | null;
  direction: 'debit' | 'credit';
  rail: string;
  status: TransactionRow['status'];
  currency: string;
  amountMinor: bigint;
  feeMinor?: bigint;
  reference: string;
  counterpartyName?: string | null;
  counterpartyAccount?: string | null;
  counterpartyBank?: string | null;
  narration?: string | null;
  meta?: Record<string, unknown>;
}

export async function insertTransaction(q: Queryable, t: NewTransaction): Promise<bigint> {
  const { rows } = await q.query<{ id: bigint }>(
    `INSERT INTO transactions (user_id, account_id, entry_id, direction, rail, status, currency, amount_minor,
       fee_minor, reference, counterparty_name, counterparty_account, counterparty_bank, narration, meta)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15) RETURNING id`,
    [
      String(t.userId),
      String(t.accountId),
      t.entryId === null ? null : String(t.entryId),
      t.direction,
      t.rail,
      t.status,
      t.currency,
      String(t.amountMinor),
      String(t.feeMinor ?? 0n),
      t.reference,
      t.counterpartyName ?? null,
      t.counterpartyAccount ?? null,
      t.counterpartyBank ?? null,
      t.narration ?? null,
      JSON.stringify(t.meta ?? {}),
    ],
  );
  return rows[0]!.id;
}

// The same columns as TRANSACTION_COLUMNS, read from a row just written (RETURNING cannot join).
const RETURNED_COLUMNS = `id, uuid::text AS uuid, user_id, account_id,
  (SELECT a.uuid::text FROM accounts a WHERE a.id = transactions.account_id) AS account_uuid, entry_id, direction,
  rail, status, currency, amount_minor, fee_minor, reference, counterparty_name, counterparty_account,
  counterparty_bank, narration, meta, created_at, updated_at, session_id`;

/** Writes several history rows in one statement and returns them as read back, in the order given. */
export async function insertTransactions(q: Queryable, list: NewTransaction[]): Promise<TransactionRow[]> {
  const col = <T>(f: (t: NewTransaction) => T) => list.map(f);
  const { rows } = await q.query<TransactionRow>(
    `INSERT INTO transactions (user_id, account_id, entry_id, direction, rail, status, currency, amount_minor,
       fee_minor, reference, counterparty_name, counterparty_account, counterparty_bank, narration, meta)
     SELECT * FROM unnest($1::bigint[], $2::bigint[], $3::bigint[], $4::text[], $5::text[], $6::text[],
       $7::text[], $8::bigint[], $9::bigint[], $10::text[], $11::text[], $12::text[], $13::text[], $14::text[],
       $15::jsonb[])
     RETURNING ${RETURNED_COLUMNS}`,
    [
      col((t) => String(t.userId)),
      col((t) => String(t.accountId)),
      col((t) => (t.entryId === null ? null : String(t.entryId))),
      col((t) => t.direction),
      col((t) => t.rail),
      col((t) => t.status),
      col((t) => t.currency),
      col((t) => String(t.amountMinor)),
      col((t) => String(t.feeMinor ?? 0n)),
      col((t) => t.reference),
      col((t) => t.counterpartyName ?? null),
      col((t) => t.counterpartyAccount ?? null),
      col((t) => t.counterpartyBank ?? null),
      col((t) => t.narration ?? null),
      col((t) => JSON.stringify(t.meta ?? {})),
    ],
  );
  const byReference = new Map(rows.map((r) => [r.reference, r]));
  return list.map((t) => byReference.get(t.reference)!);
}

export async function findTransactionById(q: Queryable, id: bigint): Promise<TransactionRow | null> {
  const { rows } = await q.query<TransactionRow>(
    `SELECT ${TRANSACTION_COLUMNS} FROM transactions t JOIN accounts a ON a.id = t.account_id WHERE t.id = $1`,
    [String(id)],
  );
  return rows[0] ?? null;
}

export async function findTransactionByReference(
  q: Queryable,
  reference: string,
): Promise<TransactionRow | null> {
  const { rows } = await q.query<TransactionRow>(
    `SELECT ${TRANSACTION_COLUMNS} FROM transactions t JOIN accounts a ON a.id = t.account_id WHERE t.reference = $1`,
    [reference],
  );
  return rows[0] ?? null;
}

/** One of the customer's transactions, or null (also when it is someone else's). */
export async function findOwnTransaction(q: Queryable, userId: bigint, uuid: string) {
  const { rows } = await q.query<TransactionRow>(
    `SELECT ${TRANSACTION_COLUMNS} FROM transactions t JOIN accounts a ON a.id = t.account_id
     WHERE t.uuid = $1 AND t.user_id = $2`,
    [uuid, String(userId)],
  );
  return rows[0] ?? null;
}

const escapeLike = (s: string) => s.replace(/[\\%_]/g, (c) => `\\${c}`);

/** A page of the customer's history, newest first, optionally filtered by a search term. */
export async function pageTransactions(
  q: Queryable,
  opts: {
    userId: bigint;
    accountId?: bigint;
    search?: string | undefined;
    filter?: TransactionsFilter;
    limit: number;
    offset: number;
  },
) {
  const params: unknown[] = [String(opts.userId)];
  let where = 't.user_id = $1';
  if (opts.accountId !== undefined) {
    params.push(String(opts.accountId));
    where += ` AND t.account_id = $${params.length}`;
  }
  if (opts.search) {
    params.push(`%${escapeLike(opts.search)}%`);
    const p = `$${params.length}`;
    where += ` AND (t.narration ILIKE ${p} OR t.counterparty_name ILIKE ${p} OR t.reference ILIKE ${p}
      OR t.counterparty_account ILIKE ${p} OR t.rail ILIKE ${p})`;
  }
  where += filterWhere(opts.filter ?? {}, params);
  const total = await q.query<{ n: bigint }>(
    `SELECT count(*) AS n FROM transactions t WHERE ${where}`,
    params,
  );
  const n = params.length;
  const { rows } = await q.query<TransactionRow>(
    `SELECT ${TRANSACTION_COLUMNS} FROM transactions t JOIN accounts a ON a.id = t.account_id WHERE ${where}
     ORDER BY t.created_at DESC, t.id DESC LIMIT $${n + 1} OFFSET $${n + 2}`,
    [...params, opts.limit, opts.offset],
  );
  return { total: Number(total.rows[0]!.n), rows };
}

/** The history's filters: rail, direction, status, and a date range (Lagos days, inclusive). */
export type TransactionsFilter = {
  type?: string | undefined;
  direction?: 'credit' | 'debit' | undefined;
  status?: TransactionRow['status'] | undefined;
  from?: string | undefined;
  to?: string | undefined;
};

const LAGOS_DAY_MS = 24 * 60 * 60 * 1000;

/** Lagos is UTC+1 all year: a day there starts at 23:00 UTC the day before. */
function lagosDayStart(date: string): Date {
  return new Date(`${date}T00:00:00+01:00`);
}

function filterWhere(filter: TransactionsFilter, params: unknown[]): string {
  let where = '';
  const add = (clause: (p: string) => string, value: unknown) => {
    params.push(value);
    where += ` AND ${clause(`$${params.length}`)}`;
  };
  if (filter.type) add((p) => `t.rail = ${p}`, filter.type);
  if (filter.direction) add((p) => `t.direction = ${p}`, filter.direction);
  if (filter.status) add((p) => `t.status = ${p}`, filter.status);
  if (filter.from) add((p) => `t.created_at >= ${p}::timestamptz`, lagosDayStart(filter.from).toISOString());
  if (filter.to) {
    const end = new Date(lagosDayStart(filter.to).getTime() + LAGOS_DAY_MS);
    add((p) => `t.created_at < ${p}::timestamptz`, end.toISOString());
  }
  return where;
}

export async function setTransactionStatus(q: Queryable, id: bigint, status: TransactionRow['status']) {
  await q.query('UPDATE transactions SET status = $2, updated_at = now() WHERE id = $1', [
    String(id),
    status,
  ]);
}

/** The reply shape of a transaction: major units, and total = amount + fee for what left the account. */
export function transactionView(t: TransactionRow): Transaction {
  return {
    uuid: t.uuid,
    reference: t.reference,
    direction: t.direction,
    rail: t.rail,
    status: t.status,
    currency: t.currency.trim(),
    amount: toMajor(t.amount_minor),
    fee: toMajor(t.fee_minor),
    total: toMajor(t.direction === 'debit' ? t.amount_minor + t.fee_minor : t.amount_minor),
    counterparty_name: t.counterparty_name,
    counterparty_account: t.counterparty_account,
    counterparty_bank: t.counterparty_bank,
    narration: t.narration,
    meta: t.meta,
    description: describeMovement(t),
    account_uuid: t.account_uuid,
    created_at: t.created_at.toISOString(),
    updated_at: t.updated_at.toISOString(),
    ...(t.session_id === undefined ? {} : { session_id: t.session_id }),
  };
}
