import type { Queryable } from '#db/db.ts';

/**
 * Takes `keys` from the customer's name-check budget of `budget` new names today (migration 018's
 * name_checks_take, one statement under the customer's day row lock): per key, whether it may be looked up.
 */
export async function takeNameChecks(
  q: Queryable,
  userId: bigint,
  keys: readonly string[],
  budget: number,
): Promise<boolean[]> {
  const { rows } = await q.query<{ allowed: boolean[] }>('SELECT name_checks_take($1, $2, $3) AS allowed', [
    String(userId),
    keys,
    budget,
  ]);
  return rows[0]?.allowed ?? [];
}
