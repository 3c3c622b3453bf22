import type { Queryable } from './db.ts';

/**
 * Today in Lagos (YYYY-MM-DD), by the database's clock, the one every ledger time is written by: the day the
 * console, reconciliation and the reports mean by "today". Days are bounded in SQL by `lagos_day_start` (044).
 */
export async function lagosToday(q: Queryable): Promise<string> {
  const { rows } = await q.query<{ d: string }>('SELECT lagos_day(now())::text AS d');
  return rows[0]!.d;
}

/**
 * A Lagos day's books close this long after its midnight, so entries whose transactions began before it and were
 * still committing count in it (decision 023).
 */
export const CLOSE_GRACE_MINUTES = 5;

/**
 * The first Lagos day whose books are still open: today, or yesterday for the first CLOSE_GRACE_MINUTES after
 * midnight. Every day before it is over for the books, and only such a day is closed or reported and kept (the
 * day's trial balance, the CTR), by the worker or on a staff member's request alike.
 */
export async function booksOpenDay(q: Queryable): Promise<string> {
  const { rows } = await q.query<{ d: string }>(
    'SELECT lagos_day(now() - make_interval(mins => $1))::text AS d',
    [CLOSE_GRACE_MINUTES],
  );
  return rows[0]!.d;
}

/** The calendar day before a YYYY-MM-DD day. */
export const dayBefore = (date: string) =>
  new Date(Date.parse(`${date}T00:00:00Z`) - 86_400_000).toISOString().slice(0, 10);
