import type { Queryable } from '#db/db.ts';
import type { UserRow } from '#records/users-repository.ts';

export type ReferredRow = Pick<
  UserRow,
  'phone' | 'firstname' | 'lastname' | 'business_name' | 'type' | 'kyc_status' | 'created_at'
>;

/** The customers who signed up with this customer's code, newest first. */
export async function listReferred(
  q: Queryable,
  userId: bigint,
  limit = 500,
): Promise<{ total: number; rows: ReferredRow[] }> {
  const { rows } = await q.query<ReferredRow>(
    `SELECT phone, firstname, lastname, business_name, type, kyc_status, created_at FROM users
     WHERE referred_by = $1 ORDER BY created_at DESC, id DESC LIMIT $2`,
    [String(userId), limit],
  );
  const count = await q.query<{ n: bigint }>('SELECT count(*) AS n FROM users WHERE referred_by = $1', [
    String(userId),
  ]);
  return { total: Number(count.rows[0]!.n), rows };
}
