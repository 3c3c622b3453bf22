import type { Queryable } from './db.ts';

/**
 * Today in Lagos (YYYY-MM-DD), by the database's clock, the one every ledger time is written by: the day the
 * console, reconciliation and the reports mean by "today". Days are bounded in SQL by `lagos_day_start` (044).
 */
export async function lagosToday(q: Queryable): Promise<string> {
  const { rows } = await q.query<{ d: string }>('SELECT lagos_day(now())::text AS d');
  return rows[0]!.d;
}
