import type { Queryable } from '#db/db.ts';
import { assert } from '#lib/assert.ts';

export interface InflowClaim {
  reference: string;
  account_number: string;
  amount_minor: bigint;
}

/**
 * Claims a reference for this transaction's credit (migration 016). Null when it was claimed already: then
 * the row that holds it is returned as `taken`. A concurrent claim of the same reference waits here until
 * the other transaction ends.
 */
export async function claimInflowReference(
  q: Queryable,
  claim: InflowClaim,
): Promise<{ claimed: true } | { claimed: false; taken: InflowClaim }> {
  const { rows } = await q.query<{ reference: string }>(
    `INSERT INTO inflow_references (reference, account_number, amount_minor) VALUES ($1, $2, $3)
     ON CONFLICT (reference) DO NOTHING RETURNING reference`,
    [claim.reference, claim.account_number, String(claim.amount_minor)],
  );
  if (rows[0]) return { claimed: true };
  const { rows: taken } = await q.query<InflowClaim>(
    'SELECT reference, account_number, amount_minor FROM inflow_references WHERE reference = $1',
    [claim.reference],
  );
  // ON CONFLICT only skips a row whose transaction committed, so this statement's fresh snapshot sees it.
  assert(taken[0], 'a reference ON CONFLICT skipped is committed and readable');
  return { claimed: false, taken: taken[0] };
}
