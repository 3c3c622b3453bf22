import { RECON_RAILS, type ReconRail } from '@owo/contract/reconciliation';
import type { Queryable } from '#db/db.ts';

export interface Totals {
  rail: ReconRail;
  currency: string;
  count: bigint;
  amount_minor: bigint;
}

/** Owo's side of each rail's day: the rows each partner should report for it, by currency. */
export async function oursOfDay(q: Queryable, rails: readonly ReconRail[], date: string): Promise<Totals[]> {
  const { rows } = await q.query<Totals>(
    `SELECT o.rail, o.currency, count(*) AS count, sum(o.amount_minor) AS amount_minor
       FROM recon_ours o
      WHERE o.rail = ANY($1::text[]) AND o.decided_at IS NOT NULL AND o.value_date = $2::date
      GROUP BY o.rail, o.currency ORDER BY o.rail, o.currency`,
    [rails, date],
  );
  return rows;
}

/** The day's breaks by rail, kind and whether they are still open. */
export async function breaksOfDay(q: Queryable, date: string) {
  const { rows } = await q.query<{ rail: ReconRail; kind: string; open: boolean; n: bigint }>(
    `SELECT rail, kind, state = 'open' AS open, count(*) AS n FROM recon_breaks WHERE value_date = $1::date
      GROUP BY rail, kind, state = 'open'`,
    [date],
  );
  return rows;
}

/**
 * Each rail's clearing account (the naira between a customer's debit and the rail's answer, `clearing:<rail>:NGN`
 * of every Owo rail the partner serves): its balance now, and what the day's entries left in it.
 */
export async function clearingOfDay(q: Queryable, date: string) {
  const { rows } = await q.query<{
    rail: ReconRail;
    code: string;
    currency: string;
    balance_minor: bigint;
    day_net_minor: bigint;
  }>(
    `SELECT recon_rail(split_part(a.code, ':', 2), 'debit') AS rail, a.code, trim(a.currency) AS currency,
            coalesce((SELECT sum(p.amount_minor) FROM postings p WHERE p.account_id = a.id), 0)::bigint
              AS balance_minor,
            coalesce((SELECT sum(p.amount_minor) FROM journal_entries e JOIN postings p ON p.entry_id = e.id
                       WHERE p.account_id = a.id AND e.created_at >= lagos_day_start($2::date) AND e.created_at < lagos_day_start($2::date + 1)), 0)::bigint
              AS day_net_minor
       FROM accounts a
      WHERE a.kind = 'system' AND a.code LIKE 'clearing:%' AND recon_rail(split_part(a.code, ':', 2), 'debit') = ANY($1::text[])
      ORDER BY a.code`,
    [RECON_RAILS, date],
  );
  return rows;
}
