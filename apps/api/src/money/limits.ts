import { errors } from '@owo/contract/messages';
import { toMajorString } from '@owo/contract/money';
import type { Config } from '#config';
import type { Queryable } from '#db/db.ts';
import { assert } from '#lib/assert.ts';
import { AppError } from '#lib/errors.ts';
import type { UserRow } from '#modules/users/users-repository.ts';
import { countSpend, spentSince, uncountSpend } from './daily-spend-repository.ts';

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
  await checkOwnGuards(q, userId, counted, spentAfter);
}

// ---- The customer's own guards: their lower daily limit and the new-device / new-account cap. ----
// moveMoney registers them for its transaction once it holds the customer's row lock (registerSendGuards);
// every debit that counts against the day (spendWithinLimits, transferInternal) then checks them, beside the
// daily counter, under the same lock and in the same transaction. The freeze is checked by moveMoney itself.

export interface SendGuards {
  /** The customer's own daily limit in force now (null: only the tier's). */
  ownDailyMinor: bigint | null;
  /** The new-device / new-account cap while its window is open, else null. */
  cap: { limitMinor: bigint; from: Date; until: Date } | null;
}

const guardsOfTransaction = new WeakMap<Queryable, { userId: bigint; guards: SendGuards }>();

/** The own daily limit in force at `now`: a raise applies once its 24 hours have passed. */
export function ownDailyLimitOf(
  user: Pick<UserRow, 'own_daily_limit_minor' | 'own_limit_next_minor' | 'own_limit_next_at'>,
  now = Date.now(),
): bigint | null {
  if (user.own_limit_next_at && user.own_limit_next_at.getTime() <= now) return user.own_limit_next_minor;
  return user.own_daily_limit_minor;
}

/** The cap's window for the customer now, or null when it is off or over. */
export function sendCapOf(
  user: Pick<UserRow, 'send_cap_from'>,
  config: Pick<Config, 'newDeviceCapNaira' | 'newDeviceCapHours'>,
  now = Date.now(),
): SendGuards['cap'] {
  if (config.newDeviceCapNaira <= 0 || !user.send_cap_from) return null;
  const until = new Date(user.send_cap_from.getTime() + config.newDeviceCapHours * 3_600_000);
  if (until.getTime() <= now) return null;
  return { limitMinor: BigInt(config.newDeviceCapNaira) * 100n, from: user.send_cap_from, until };
}

/** Called by moveMoney with the locked user row: the guards its debits are checked against. */
export function registerSendGuards(q: Queryable, user: UserRow, config: Config) {
  guardsOfTransaction.set(q, {
    userId: user.id,
    guards: { ownDailyMinor: ownDailyLimitOf(user), cap: sendCapOf(user, config) },
  });
}

/** "14:05 on 25 Nov" in Lagos time. */
export const lagosTime = (d: Date) =>
  `${new Intl.DateTimeFormat('en-GB', { timeZone: 'Africa/Lagos', hour: '2-digit', minute: '2-digit', hour12: false }).format(d)} on ${new Intl.DateTimeFormat('en-GB', { timeZone: 'Africa/Lagos', day: 'numeric', month: 'short' }).format(d)}`;

const naira = (minor: bigint) =>
  `₦${new Intl.NumberFormat('en-NG', { minimumFractionDigits: 2 }).format(Number(toMajorString(minor < 0n ? 0n : minor)))}`;

/**
 * Refuses a debit of `countedMinor` (amount + fee) above the customer's own daily limit (given today's count
 * with it, `spentAfterMinor`) or above what the new-device cap leaves. A 422 that says what is left.
 */
export async function checkOwnGuards(
  q: Queryable,
  userId: bigint,
  countedMinor: bigint,
  spentAfterMinor: bigint,
) {
  const entry = guardsOfTransaction.get(q);
  if (!entry || entry.userId !== userId) return;
  const { ownDailyMinor, cap } = entry.guards;
  if (ownDailyMinor !== null && spentAfterMinor > ownDailyMinor) {
    const left = ownDailyMinor - (spentAfterMinor - countedMinor);
    throw new AppError(
      'unprocessable',
      `This is above the daily limit you set (${naira(ownDailyMinor)}). You can send ${naira(left)} more today.`,
    );
  }
  if (cap) {
    // Debits already made in the window; this one is not in the history yet.
    const before = await spentSince(q, userId, cap.from);
    if (before + countedMinor > cap.limitMinor) {
      throw new AppError(
        'unprocessable',
        `New device limit: you can send ${naira(cap.limitMinor)} in total in your first hours on a new device or a new account. You have ${naira(cap.limitMinor - before)} left; the limit lifts at ${lagosTime(cap.until)} (Lagos time).`,
      );
    }
  }
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
