import { errors } from '@owo/contract/messages';
import { toMajorString } from '@owo/contract/money';
import type { Queryable } from '#db/db.ts';
import { assert } from '#lib/assert.ts';
import { AppError } from '#lib/errors.ts';
import { countSpend, uncountSpend } from './daily-spend-repository.ts';

// CBN KYC tiers, in kobo. Before KYC is verified: tier 1; after: tier 3.
export const TIERS = {
  1: { perTransferMinor: 5_000_000n, dailyMinor: 5_000_000n, maxBalanceMinor: 30_000_000n },
  3: { perTransferMinor: 500_000_000n, dailyMinor: 500_000_000n, maxBalanceMinor: null },
} as const;

export const tierOf = (kycStatus: string) => (kycStatus === 'verified' ? TIERS[3] : TIERS[1]);

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
  const spentAfter = await countSpend(q, userId, counted);
  assert(spentAfter !== undefined, "the daily_spend upsert returns the day's total");
  checkLimits(kycStatus, amountMinor, spentAfter - counted);
}

/** Gives a reversed debit's count (amount + fee) back to the day it was made on. Take it before the ledger's locks. */
export async function giveBackSpend(q: Queryable, userId: bigint, madeAt: Date, countedMinor: bigint) {
  await uncountSpend(q, userId, madeAt, countedMinor);
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
