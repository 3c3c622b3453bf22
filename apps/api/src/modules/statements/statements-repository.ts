import type { Queryable } from '#db/db.ts';
import { LINK_OF_ROW, type TransactionRow } from '#records/transactions-repository.ts';

/** The period's bounds as instants: from the start of `from` to the end of `to`, Lagos time. */

export interface StatementTotals {
  /** The last posting of the account when the statement started: later postings are not on it. */
  maxPostingId: bigint;
  openingMinor: bigint;
  creditsMinor: bigint;
  debitsMinor: bigint;
  lineCount: number;
}

/**
 * Opening balance (every posting before the period), the period's credits, debits and line count, all up to
 * the account's latest posting now, so the lines read page by page afterwards add up to exactly these.
 */
export async function statementTotals(
  q: Queryable,
  accountId: bigint,
  from: string,
  to: string,
): Promise<StatementTotals> {
  const { rows } = await q.query<{
    max_id: bigint;
    opening: bigint;
    credits: bigint;
    debits: bigint;
    lines: number;
  }>(
    `WITH upto AS (SELECT coalesce(max(id), 0) AS max_id FROM postings WHERE account_id = $1),
     moved AS (
       SELECT p.amount_minor, e.created_at < lagos_day_start($2::date) AS before,
              e.created_at >= lagos_day_start($2::date) AND e.created_at < lagos_day_start($3::date + 1) AS inside
       FROM postings p JOIN journal_entries e ON e.id = p.entry_id, upto
       WHERE p.account_id = $1 AND p.id <= upto.max_id
     )
     SELECT (SELECT max_id FROM upto) AS max_id,
       coalesce(sum(amount_minor) FILTER (WHERE before), 0)::bigint AS opening,
       coalesce(sum(amount_minor) FILTER (WHERE inside AND amount_minor > 0), 0)::bigint AS credits,
       coalesce(-sum(amount_minor) FILTER (WHERE inside AND amount_minor < 0), 0)::bigint AS debits,
       (count(*) FILTER (WHERE inside))::int AS lines
     FROM moved`,
    [String(accountId), from, to],
  );
  const r = rows[0]!;
  return {
    maxPostingId: r.max_id,
    openingMinor: r.opening,
    creditsMinor: r.credits,
    debitsMinor: r.debits,
    lineCount: Number(r.lines),
  };
}

export interface StatementLineRow {
  id: bigint;
  amount_minor: bigint;
  /** When its journal entry was written (printed in Lagos time by statement-lines). */
  posted_at: Date;
  entry_kind: string;
  memo: string | null;
  direction: string | null;
  rail: string | null;
  reference: string | null;
  counterparty_name: string | null;
  counterparty_bank: string | null;
  narration: string | null;
  fee_minor: bigint | null;
  /** The history row's own fields, for its one description (null on lines no row names). */
  status: TransactionRow['status'] | null;
  currency: string | null;
  counterparty_account: string | null;
  meta: Record<string, unknown> | null;
  row_amount_minor: bigint | null;
  link: TransactionRow['link'];
  /** Set when the posting gives back a send (a reversal entry names the send's reference as memo). */
  reversed_reference: string | null;
}

/**
 * One keyset page of the period's lines, after posting `afterId`, in ledger order. The history row of a line
 * is found through the customer's history index (same customer, same instant, same entry: the row is
 * written in the entry's transaction), and a reversal's through the send's unique reference.
 */
export async function statementLines(
  q: Queryable,
  page: {
    accountId: bigint;
    userId: bigint;
    from: string;
    to: string;
    afterId: bigint;
    maxId: bigint;
    limit: number;
  },
): Promise<StatementLineRow[]> {
  const { rows } = await q.query<StatementLineRow>(
    `SELECT p.id, p.amount_minor, e.created_at AS posted_at,
       e.kind AS entry_kind, e.memo, t.direction, t.rail, t.reference, t.counterparty_name, t.counterparty_bank,
       t.narration, t.fee_minor, t.status, t.currency, t.counterparty_account, t.meta,
       t.amount_minor AS row_amount_minor, ${LINK_OF_ROW} AS link, r.reference AS reversed_reference
     FROM postings p
     JOIN journal_entries e ON e.id = p.entry_id
     LEFT JOIN LATERAL (
       SELECT id, direction, rail, reference, counterparty_name, counterparty_bank, narration, fee_minor, status,
         currency, counterparty_account, meta, amount_minor
       FROM transactions WHERE user_id = $6 AND created_at = e.created_at AND entry_id = p.entry_id
         AND account_id = p.account_id
       LIMIT 1
     ) t ON true
     LEFT JOIN LATERAL (
       SELECT reference FROM transactions
       WHERE t.reference IS NULL AND e.memo IS NOT NULL AND reference = e.memo AND account_id = p.account_id
       LIMIT 1
     ) r ON true
     WHERE p.account_id = $1 AND p.id > $4 AND p.id <= $5
       AND e.created_at >= lagos_day_start($2::date) AND e.created_at < lagos_day_start($3::date + 1)
     ORDER BY p.id
     LIMIT $7`,
    [
      String(page.accountId),
      page.from,
      page.to,
      String(page.afterId),
      String(page.maxId),
      String(page.userId),
      page.limit,
    ],
  );
  return rows;
}

export async function insertStatement(
  q: Queryable,
  s: { code: string; accountId: bigint; userId: bigint; from: string; to: string; openingMinor: bigint },
): Promise<bigint> {
  const { rows } = await q.query<{ id: bigint }>(
    `INSERT INTO statements (code, account_id, user_id, period_from, period_to, opening_balance_minor)
     VALUES ($1, $2, $3, $4, $5, $6) RETURNING id`,
    [s.code, String(s.accountId), String(s.userId), s.from, s.to, String(s.openingMinor)],
  );
  return rows[0]!.id;
}

/** Marks a statement issued: its closing balance, line count and the SHA-256 of the bytes sent. */
export async function completeStatement(
  q: Queryable,
  id: bigint,
  done: { closingMinor: bigint; lineCount: number; sha256: string },
) {
  await q.query(
    `UPDATE statements SET closing_balance_minor = $2, line_count = $3, sha256 = $4, completed_at = now()
     WHERE id = $1 AND completed_at IS NULL`,
    [String(id), String(done.closingMinor), done.lineCount, done.sha256],
  );
}

export interface IssuedStatementRow {
  code: string;
  account_number: string;
  bank_name: string;
  currency: string;
  period_from: string;
  period_to: string;
  opening_balance_minor: bigint;
  closing_balance_minor: bigint;
  line_count: number;
  sha256: string;
  completed_at: Date;
}

/** An issued (completed) statement by its verify code, or null. */
export async function findIssuedStatement(q: Queryable, code: string): Promise<IssuedStatementRow | null> {
  const { rows } = await q.query<IssuedStatementRow>(
    `SELECT s.code, a.account_number, a.bank_name, a.currency, to_char(s.period_from, 'YYYY-MM-DD') AS period_from,
       to_char(s.period_to, 'YYYY-MM-DD') AS period_to, s.opening_balance_minor, s.closing_balance_minor,
       s.line_count, s.sha256, s.completed_at
     FROM statements s JOIN accounts a ON a.id = s.account_id
     WHERE s.code = $1 AND s.completed_at IS NOT NULL`,
    [code],
  );
  return rows[0] ?? null;
}

export interface MonthFlowRow {
  month: string;
  money_in: bigint;
  money_out: bigint;
}

/** The first month of the insights' window of $2 calendar months in Lagos, this one included (a timestamp). */
const FIRST_MONTH = `date_trunc('month', lagos_day(now())::timestamp) - make_interval(months => $2 - 1)`;

/**
 * Money in and out of the customer's NGN accounts per Lagos month, over the last `months` months (this one
 * included). Money in: successful credits; money out: debits that went or are going (amount + fee); a
 * reversed send moved nothing in the end and is left out.
 */
export async function monthlyFlows(q: Queryable, userId: bigint, months: number): Promise<MonthFlowRow[]> {
  const { rows } = await q.query<MonthFlowRow>(
    `WITH bounds AS (
       SELECT ${FIRST_MONTH} AS first_month
     ), m AS (
       SELECT generate_series(b.first_month, b.first_month + make_interval(months => $2 - 1), interval '1 month') AS month
       FROM bounds b
     ), flows AS (
       SELECT date_trunc('month', lagos_day(t.created_at)::timestamp) AS month,
         sum(t.amount_minor) FILTER (WHERE t.direction = 'credit' AND t.status = 'successful') AS money_in,
         sum(t.amount_minor + t.fee_minor) FILTER (WHERE t.direction = 'debit' AND t.status IN ('pending', 'successful'))
           AS money_out
       FROM transactions t, bounds b
       WHERE t.user_id = $1 AND t.currency = 'NGN'
         AND t.created_at >= lagos_day_start(b.first_month::date)
       GROUP BY 1
     )
     SELECT to_char(m.month, 'YYYY-MM') AS month, coalesce(f.money_in, 0)::bigint AS money_in,
       coalesce(f.money_out, 0)::bigint AS money_out
     FROM m LEFT JOIN flows f ON f.month = m.month
     ORDER BY m.month`,
    [String(userId), months],
  );
  return rows;
}

export interface OutByKindRow {
  transfers: bigint;
  card: bigint;
  fees: bigint;
  bills: bigint;
}

/** Money out of the customer's NGN accounts over the same months, split by kind (fees apart). */
export async function outByKind(q: Queryable, userId: bigint, months: number): Promise<OutByKindRow> {
  const { rows } = await q.query<OutByKindRow>(
    `SELECT
       coalesce(sum(amount_minor) FILTER (WHERE rail NOT IN ('card', 'bills')), 0)::bigint AS transfers,
       coalesce(sum(amount_minor) FILTER (WHERE rail = 'card'), 0)::bigint AS card,
       coalesce(sum(amount_minor) FILTER (WHERE rail = 'bills'), 0)::bigint AS bills,
       coalesce(sum(fee_minor), 0)::bigint AS fees
     FROM transactions
     WHERE user_id = $1 AND currency = 'NGN' AND direction = 'debit' AND status IN ('pending', 'successful')
       AND created_at >= lagos_day_start((${FIRST_MONTH})::date)`,
    [String(userId), months],
  );
  return rows[0]!;
}
