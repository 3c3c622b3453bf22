import type { Queryable } from '#db/db.ts';
import type { VerifyReport } from '#ledger/verify.ts';

// The end of the day's SQL (decision 023). A journal entry belongs to the moment it was written (its
// created_at): entries are never back-dated, so a closed day's figures never change.

export interface TrialLine {
  class: string;
  currency: string;
  opening_minor: bigint;
  debits_minor: bigint;
  credits_minor: bigint;
  closing_minor: bigint;
}

/**
 * A Lagos day's trial balance from the ledger: every account class and currency, the day's debits and credits
 * and the closing balance (every posting written before the day's end); opening = closing − credits + debits.
 */
export async function computeTrialBalance(q: Queryable, date: string): Promise<TrialLine[]> {
  const { rows } = await q.query<TrialLine>(
    `WITH classes AS (
       SELECT DISTINCT account_class(kind, code) AS class, trim(currency) AS currency FROM accounts
     ), closing AS (
       SELECT account_class(a.kind, a.code) AS class, trim(a.currency) AS currency, sum(p.amount_minor) AS amount
         FROM postings p JOIN journal_entries e ON e.id = p.entry_id JOIN accounts a ON a.id = p.account_id
        WHERE e.created_at < lagos_day_start($1::date + 1)
        GROUP BY 1, 2
     ), moves AS (
       SELECT account_class(a.kind, a.code) AS class, trim(a.currency) AS currency,
              coalesce(sum(-p.amount_minor) FILTER (WHERE p.amount_minor < 0), 0) AS debits,
              coalesce(sum(p.amount_minor) FILTER (WHERE p.amount_minor > 0), 0) AS credits
         FROM journal_entries e JOIN postings p ON p.entry_id = e.id JOIN accounts a ON a.id = p.account_id
        WHERE e.created_at >= lagos_day_start($1::date) AND e.created_at < lagos_day_start($1::date + 1)
        GROUP BY 1, 2
     )
     SELECT c.class, c.currency,
            (coalesce(cl.amount, 0) - coalesce(m.credits, 0) + coalesce(m.debits, 0))::bigint AS opening_minor,
            coalesce(m.debits, 0)::bigint AS debits_minor, coalesce(m.credits, 0)::bigint AS credits_minor,
            coalesce(cl.amount, 0)::bigint AS closing_minor
       FROM classes c LEFT JOIN closing cl USING (class, currency) LEFT JOIN moves m USING (class, currency)
      ORDER BY c.currency, c.class`,
    [date],
  );
  return rows;
}

export interface DayRow {
  value_date: string;
  balanced: boolean;
  closed_at: Date;
}

/**
 * Claims a day's close: false when another process closed it (or is closing it, and then did). It keeps the audit
 * log's head as it is now (migration 053): verifyAudit then requires it to stay in the log, unchanged.
 */
export async function claimDay(q: Queryable, date: string, balanced: boolean): Promise<boolean> {
  const { rows } = await q.query(
    `INSERT INTO eod_days (value_date, last_entry_id, balanced, audit_head_id, audit_head_hash)
     SELECT $1::date, (SELECT max(id) FROM journal_entries WHERE created_at < lagos_day_start($1::date + 1)), $2,
            head.id, head.hash
       FROM (SELECT NULL) one LEFT JOIN LATERAL (SELECT id, hash FROM audit_log ORDER BY id DESC LIMIT 1) head ON true
     ON CONFLICT (value_date) DO NOTHING RETURNING value_date`,
    [date, balanced],
  );
  return rows.length > 0;
}

export async function insertTrialLines(q: Queryable, date: string, lines: TrialLine[]) {
  const col = <T>(f: (l: TrialLine) => T) => lines.map(f);
  await q.query(
    `INSERT INTO eod_trial_balances (value_date, account_class, currency, opening_minor, debits_minor, credits_minor,
       closing_minor)
     SELECT $1::date, * FROM unnest($2::text[], $3::text[], $4::bigint[], $5::bigint[], $6::bigint[], $7::bigint[])`,
    [
      date,
      col((l) => l.class),
      col((l) => l.currency),
      col((l) => String(l.opening_minor)),
      col((l) => String(l.debits_minor)),
      col((l) => String(l.credits_minor)),
      col((l) => String(l.closing_minor)),
    ],
  );
}

export async function findDay(q: Queryable, date: string): Promise<DayRow | null> {
  const { rows } = await q.query<DayRow>(
    'SELECT value_date::text AS value_date, balanced, closed_at FROM eod_days WHERE value_date = $1::date',
    [date],
  );
  return rows[0] ?? null;
}

export async function keptTrialBalance(q: Queryable, date: string): Promise<TrialLine[]> {
  const { rows } = await q.query<TrialLine>(
    `SELECT account_class AS class, trim(currency) AS currency, opening_minor, debits_minor, credits_minor,
            closing_minor
       FROM eod_trial_balances WHERE value_date = $1::date ORDER BY currency, account_class`,
    [date],
  );
  return rows;
}

/** Every account class's balance at a moment (postings of entries written before it). */
export async function classBalancesAt(q: Queryable, at: Date) {
  const { rows } = await q.query<{ class: string; currency: string; balance_minor: bigint }>(
    `SELECT c.class, c.currency, coalesce(b.amount, 0)::bigint AS balance_minor
       FROM (SELECT DISTINCT account_class(kind, code) AS class, trim(currency) AS currency FROM accounts) c
       LEFT JOIN (SELECT account_class(a.kind, a.code) AS class, trim(a.currency) AS currency, sum(p.amount_minor) AS amount
                    FROM postings p JOIN journal_entries e ON e.id = p.entry_id JOIN accounts a ON a.id = p.account_id
                   WHERE e.created_at < $1 GROUP BY 1, 2) b USING (class, currency)
      ORDER BY c.currency, c.class`,
    [at.toISOString()],
  );
  return rows;
}

export interface LedgerAccount {
  id: bigint;
  uuid: string;
  class: string;
  code: string | null;
  account_number: string | null;
  currency: string;
}

/** An account by a system account's code, a customer's account number, or its id. */
export async function findLedgerAccount(q: Queryable, key: string): Promise<LedgerAccount | null> {
  const { rows } = await q.query<LedgerAccount>(
    `SELECT id, uuid::text AS uuid, account_class(kind, code) AS class, code, account_number, trim(currency) AS currency
       FROM accounts WHERE code = $1 OR account_number = $1 OR uuid::text = $1 LIMIT 1`,
    [key],
  );
  return rows[0] ?? null;
}

export async function accountBalanceAt(q: Queryable, accountId: bigint, at: Date): Promise<bigint> {
  const { rows } = await q.query<{ b: bigint }>(
    `SELECT coalesce(sum(p.amount_minor), 0)::bigint AS b FROM postings p JOIN journal_entries e ON e.id = p.entry_id
      WHERE p.account_id = $1 AND e.created_at < $2`,
    [String(accountId), at.toISOString()],
  );
  return rows[0]!.b;
}

export interface LedgerCheckRow {
  uuid: string;
  value_date: string | null;
  ok: boolean;
  problems: string[];
  /** Null on the checks the dashboard kept before migration 031 (they did not count). */
  entries: bigint | null;
  postings: bigint | null;
  accounts: bigint | null;
  seconds: string;
  checked_at: Date;
}

const CHECK_COLUMNS = `uuid::text AS uuid, value_date::text AS value_date, ok, problems, entries, postings, accounts,
  seconds::text AS seconds, checked_at`;

export async function insertLedgerCheck(
  q: Queryable,
  r: VerifyReport,
  opts: { date: string | null; staffId: bigint | null },
): Promise<LedgerCheckRow> {
  const { rows } = await q.query<LedgerCheckRow>(
    `INSERT INTO eod_ledger_checks (value_date, ok, problems, entries, postings, accounts, seconds, staff_id)
     VALUES ($1::date, $2, $3::jsonb, $4, $5, $6, $7, $8) RETURNING ${CHECK_COLUMNS}`,
    [
      opts.date,
      r.ok,
      JSON.stringify(r.problems),
      r.counts.entries,
      r.counts.postings,
      r.counts.accounts,
      r.seconds.toFixed(3),
      opts.staffId === null ? null : String(opts.staffId),
    ],
  );
  return rows[0]!;
}

export async function listLedgerChecks(q: Queryable, limit: number): Promise<LedgerCheckRow[]> {
  const { rows } = await q.query<LedgerCheckRow>(
    `SELECT ${CHECK_COLUMNS} FROM eod_ledger_checks ORDER BY checked_at DESC, id DESC LIMIT $1`,
    [limit],
  );
  return rows;
}
