import { errors } from '@owo/contract/messages';
import { toMajorString } from '@owo/contract/money';
import type { Queryable } from '../../db/db.ts';
import { AppError } from '../../lib/errors.ts';

// CBN tiers (DESIGN §5), in kobo. Before KYC is verified: tier 1; after: tier 3.
export const TIERS = {
  1: { perTransferMinor: 5_000_000n, dailyMinor: 5_000_000n, maxBalanceMinor: 30_000_000n },
  3: { perTransferMinor: 500_000_000n, dailyMinor: 500_000_000n, maxBalanceMinor: null },
} as const;

export const tierOf = (kycStatus: string) => (kycStatus === 'verified' ? TIERS[3] : TIERS[1]);

// The daily limit's counter (migration 004): per customer and Lagos day, what their pending and successful
// NGN debits took, fee included. Every NGN debit adds to it inside its own transaction, after the customer's
// row is locked (so a customer's sends count one after another), and before the ledger locks any account
// (so a reversal, which takes the counter and then the account, never waits the other way round). A refused
// send rolls its count back with everything else.
const LAGOS_TODAY = `(now() AT TIME ZONE 'Africa/Lagos')::date`;

/**
 * SQL that adds a debit to today's counter and returns the new total (`spent_minor`); `userParam` and
 * `countedParam` name the bigint parameters. For callers that fold it into a larger statement as a CTE.
 */
export const countSpendSql = (userParam: string, countedParam: string) =>
  `INSERT INTO daily_spend AS d (user_id, day, spent_minor) VALUES (${userParam}, ${LAGOS_TODAY}, ${countedParam})
   ON CONFLICT (user_id, day) DO UPDATE SET spent_minor = d.spent_minor + EXCLUDED.spent_minor
   RETURNING d.spent_minor`;

/** What the counter must hold, per customer and Lagos day, derived from the history (`ledger:verify`, seeds). */
export const SPEND_FROM_HISTORY_SQL = `SELECT user_id, (created_at AT TIME ZONE 'Africa/Lagos')::date AS day,
    sum(amount_minor + fee_minor)::bigint AS spent_minor
  FROM transactions
  WHERE direction = 'debit' AND currency = 'NGN' AND status IN ('pending', 'successful')
  GROUP BY 1, 2`;

/**
 * Refuses an NGN debit of `amountMinor` above the customer's per-transfer limit, or above their daily limit
 * given what they had spent today before it (`spentBeforeMinor`, fees included).
 */
export function checkLimits(kycStatus: string, amountMinor: bigint, spentBeforeMinor: bigint) {
  const tier = tierOf(kycStatus);
  if (amountMinor > tier.perTransferMinor) {
    throw new AppError(
      'unprocessable',
      `${errors.limitExceeded} Your limit is ₦${toMajorString(tier.perTransferMinor)} a transfer.`,
    );
  }
  if (spentBeforeMinor + amountMinor > tier.dailyMinor) {
    throw new AppError(
      'unprocessable',
      `${errors.limitExceeded} Your daily limit is ₦${toMajorString(tier.dailyMinor)}.`,
    );
  }
}

/**
 * Counts an NGN debit (amount + fee) against the customer's day and refuses it when it passes a limit; the
 * caller's transaction must hold the customer's row lock and roll back on the refusal.
 */
export async function spendWithinLimits(
  q: Queryable,
  userId: bigint,
  kycStatus: string,
  amountMinor: bigint,
  feeMinor: bigint,
) {
  const counted = amountMinor + feeMinor;
  const { rows } = await q.query<{ spent_minor: bigint }>(countSpendSql('$1', '$2'), [
    String(userId),
    String(counted),
  ]);
  checkLimits(kycStatus, amountMinor, rows[0]!.spent_minor - counted);
}

/** Gives a reversed debit's count (amount + fee) back to the day it was made on. Take it before the ledger's locks. */
export async function giveBackSpend(q: Queryable, userId: bigint, madeAt: Date, countedMinor: bigint) {
  await q.query(
    `UPDATE daily_spend SET spent_minor = spent_minor - $3
     WHERE user_id = $1 AND day = ($2::timestamptz AT TIME ZONE 'Africa/Lagos')::date`,
    [String(userId), madeAt.toISOString(), String(countedMinor)],
  );
}

/** Refuses a credit that would take a tier-1 customer's balance above the cap. */
export function assertBalanceCap(kycStatus: string, balanceMinor: bigint, creditMinor: bigint) {
  const cap = tierOf(kycStatus).maxBalanceMinor;
  if (cap !== null && balanceMinor + creditMinor > cap) {
    throw new AppError(
      'unprocessable',
      `This would take the balance above ₦${toMajorString(cap)}. Complete your identity verification to raise it.`,
    );
  }
}
