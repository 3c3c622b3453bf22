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
 * Refuses an NGN debit above the customer's per-transfer or daily limit. Call it inside the send's
 * transaction after the customer's account row is locked, so concurrent sends see each other's debits.
 * The day is Lagos's (UTC+1).
 */
export async function assertWithinLimits(
  q: Queryable,
  userId: bigint,
  kycStatus: string,
  amountMinor: bigint,
) {
  const tier = tierOf(kycStatus);
  if (amountMinor > tier.perTransferMinor) {
    throw new AppError(
      'unprocessable',
      `${errors.limitExceeded} Your limit is ₦${toMajorString(tier.perTransferMinor)} a transfer.`,
    );
  }
  const { rows } = await q.query<{ spent: bigint }>(
    `SELECT coalesce(sum(amount_minor + fee_minor), 0)::bigint AS spent FROM transactions
     WHERE user_id = $1 AND direction = 'debit' AND currency = 'NGN' AND status IN ('pending', 'successful')
       AND created_at >= date_trunc('day', now() AT TIME ZONE 'Africa/Lagos') AT TIME ZONE 'Africa/Lagos'`,
    [String(userId)],
  );
  if (rows[0]!.spent + amountMinor > tier.dailyMinor) {
    throw new AppError(
      'unprocessable',
      `${errors.limitExceeded} Your daily limit is ₦${toMajorString(tier.dailyMinor)}.`,
    );
  }
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
