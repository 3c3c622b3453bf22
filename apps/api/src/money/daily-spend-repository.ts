import type { Queryable } from '#db/db.ts';

// The daily limit's counter (migrations 004 and 030, docs/decisions/008 and 021): per customer and Lagos day,
// what their pending and successful NGN debits took (amount + fee) and sent (amounts). The money core counts
// every debit in the transaction that moves it (money_send_batch, money_spend); what counts is the view
// money_spending, which ledger:verify checks the counter against.

/**
 * Gives a reversed debit's count back to the day it was made on (money_uncount_spend). Take it before the
 * ledger's locks: a send takes the counter and then the account, so a reversal must too.
 */
export async function uncountSpend(
  q: Queryable,
  userId: bigint,
  madeAt: Date,
  amountMinor: bigint,
  feeMinor: bigint,
) {
  await q.query('SELECT money_uncount_spend($1, $2, $3, $4)', [
    String(userId),
    madeAt.toISOString(),
    String(amountMinor),
    String(feeMinor),
  ]);
}
