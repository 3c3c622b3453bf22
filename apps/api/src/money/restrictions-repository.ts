import { type RestrictionType, restrictionMessages } from '@owo/contract/messages';
import type { Queryable } from '#db/db.ts';
import { assert } from '#lib/assert.ts';

// Staff restrictions on a customer (migration 022, docs/decisions/021): post-no-debit, freeze, close. The money
// core decides with them in SQL on every movement; this file places and lifts them (the operations console
// calls it, with its own permission and audit) and tells the customer which one is in force.

export type PlaceAnswer =
  | 'ok'
  | 'already_restricted'
  | 'balance_not_zero'
  | 'transfers_pending'
  | 'not_found';

/**
 * Places a restriction on the customer under their row lock and their accounts' (a send in flight either
 * commits first or is refused). Closing needs every balance at zero and no transfer on its way to another bank
 * (migration 047). Answers the outcome and the new row's uuid.
 */
export async function placeRestriction(
  q: Queryable,
  r: { userId: bigint; type: RestrictionType; reason: string; staffId: bigint },
): Promise<{ code: PlaceAnswer; uuid: string | null }> {
  const { rows } = await q.query<{ code: PlaceAnswer; restriction: string | null }>(
    'SELECT code, restriction FROM money_restrict($1, $2, $3, $4)',
    [String(r.userId), r.type, r.reason, String(r.staffId)],
  );
  const row = rows[0];
  assert(row, 'money_restrict answers one row');
  return { code: row.code, uuid: row.restriction };
}

export type LiftAnswer = 'requested' | 'lifted' | 'not_found' | 'same_staff';

/**
 * Lifting takes two staff members: the first call asks for it (with a reason), a call by another lifts it;
 * the same person twice is refused (`same_staff`), as is lifting by one person in the database's CHECK.
 */
export async function liftRestriction(
  q: Queryable,
  r: { restrictionUuid: string; staffId: bigint; reason: string | null },
): Promise<LiftAnswer> {
  const { rows } = await q.query<{ code: LiftAnswer }>(
    'SELECT code FROM money_lift_restriction($1, $2, $3)',
    [r.restrictionUuid, String(r.staffId), r.reason],
  );
  const row = rows[0];
  assert(row, 'money_lift_restriction answers one row');
  return row.code;
}

/** The restriction in force on the customer (the strongest live one) and what it tells them, or null. */
export async function restrictionOf(
  q: Queryable,
  userId: bigint,
): Promise<{ type: RestrictionType; message: string } | null> {
  const { rows } = await q.query<{ type: RestrictionType | null }>(
    'SELECT money_restriction_of($1) AS type',
    [String(userId)],
  );
  const type = rows[0]?.type ?? null;
  return type === null ? null : { type, message: restrictionMessages[type] };
}
