import type { Queryable } from '#db/db.ts';

// The daily limit's counter (migration 004, docs/decisions/008-daily-limit-counter.md): per customer and Lagos
// day, what their pending and successful NGN debits took, fee included. Every NGN debit adds to it inside its
// own transaction, after the customer's row is locked (so a customer's sends count one after another), and
// before the ledger locks any account (so a reversal, which takes the counter and then the account, never
// waits the other way round). A refused send rolls its count back with everything else.
const LAGOS_TODAY = `(now() AT TIME ZONE 'Africa/Lagos')::date`;

/** Adds `countedMinor` to the customer's count for today (money_count_spend, the sends' own); returns the new total. */
export async function countSpend(
  q: Queryable,
  userId: bigint,
  countedMinor: bigint,
): Promise<bigint | undefined> {
  const { rows } = await q.query<{ spent_minor: bigint }>('SELECT money_count_spend($1, $2) AS spent_minor', [
    String(userId),
    String(countedMinor),
  ]);
  return rows[0]?.spent_minor;
}

/** Takes `countedMinor` off the count of the Lagos day that `madeAt` fell on. */
export async function uncountSpend(q: Queryable, userId: bigint, madeAt: Date, countedMinor: bigint) {
  await q.query(
    `UPDATE daily_spend SET spent_minor = spent_minor - $3
     WHERE user_id = $1 AND day = ($2::timestamptz AT TIME ZONE 'Africa/Lagos')::date`,
    [String(userId), madeAt.toISOString(), String(countedMinor)],
  );
}

/** What the customer's NGN debits (amount + fee, pending or successful) took since `since` (the send cap). */
export async function spentSince(q: Queryable, userId: bigint, since: Date): Promise<bigint> {
  const { rows } = await q.query<{ spent: bigint | null }>('SELECT money_spent_since($1, $2) AS spent', [
    String(userId),
    since.toISOString(),
  ]);
  return BigInt(rows[0]?.spent ?? 0n);
}

/** Today's (Lagos) count of the customer's spending, without adding to it. */
export async function spentToday(q: Queryable, userId: bigint): Promise<bigint> {
  const { rows } = await q.query<{ spent_minor: bigint }>(
    `SELECT spent_minor FROM daily_spend WHERE user_id = $1 AND day = ${LAGOS_TODAY}`,
    [String(userId)],
  );
  return BigInt(rows[0]?.spent_minor ?? 0n);
}
