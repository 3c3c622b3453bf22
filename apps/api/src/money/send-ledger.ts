import type { Queryable } from '#db/db.ts';
import { assert } from '#lib/assert.ts';
import { type AccountRow, findPrimaryAccount } from '#records/accounts-repository.ts';

/** The customer's NGN account, which every send debits (every customer gets one at signup). */
export async function requirePrimaryAccount(q: Queryable, userId: bigint): Promise<AccountRow> {
  const account = await findPrimaryAccount(q, userId, 'NGN');
  assert(account, `user ${userId} has an NGN account (every customer gets one at signup)`);
  return account;
}
