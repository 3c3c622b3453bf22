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

/**
 * What the customer (the bigint parameter `userParam`) has spent today in NGN, as an SQL expression: pending
 * and successful debits with their fees. The day is Lagos's (UTC+1). Read it inside the send's transaction
 * after the customer's row is locked, so concurrent sends see each other's debits.
 */
export const spentTodaySql = (userParam: string) =>
  `(SELECT coalesce(sum(amount_minor + fee_minor), 0)::bigint FROM transactions
     WHERE user_id = ${userParam} AND direction = 'debit' AND currency = 'NGN' AND status IN ('pending', 'successful')
       AND created_at >= date_trunc('day', now() AT TIME ZONE 'Africa/Lagos') AT TIME ZONE 'Africa/Lagos')`;

/** Refuses an NGN debit above the customer's per-transfer limit, or above their daily limit given what they spent today. */
export function checkLimits(kycStatus: string, amountMinor: bigint, spentTodayMinor: bigint) {
  const tier = tierOf(kycStatus);
  if (amountMinor > tier.perTransferMinor) {
    throw new AppError(
      'unprocessable',
      `${errors.limitExceeded} Your limit is ₦${toMajorString(tier.perTransferMinor)} a transfer.`,
    );
  }
  if (spentTodayMinor + amountMinor > tier.dailyMinor) {
    throw new AppError(
      'unprocessable',
      `${errors.limitExceeded} Your daily limit is ₦${toMajorString(tier.dailyMinor)}.`,
    );
  }
}

/**
 * Refuses an NGN debit above the customer's per-transfer or daily limit. Call it inside the send's
 * transaction after the customer's row is locked (see spentTodaySql).
 */
export async function assertWithinLimits(
  q: Queryable,
  userId: bigint,
  kycStatus: string,
  amountMinor: bigint,
) {
  const { rows } = await q.query<{ spent: bigint }>(`SELECT ${spentTodaySql('$1')} AS spent`, [
    String(userId),
  ]);
  checkLimits(kycStatus, amountMinor, rows[0]!.spent);
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
