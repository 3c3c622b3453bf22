import type { Queryable } from '#db/db.ts';

/** What money_staff_move answered (migration 022): ok or replay with the history row's id, or a refusal. */
export interface StaffMoveAnswer {
  code: string;
  detail: Record<string, unknown> | null;
  transaction_id: bigint | null;
}

/** One staff-approved move, in the caller's transaction: load, decide and write in the database. */
export async function callStaffMove(
  q: Queryable,
  move: Record<string, unknown>,
  rules: string,
): Promise<StaffMoveAnswer | undefined> {
  const { rows } = await q.query<StaffMoveAnswer>(
    'SELECT code, detail, transaction_id FROM money_staff_move($1, $2)',
    [JSON.stringify(move), rules],
  );
  return rows[0];
}
