import type { Config } from '#config';
import type { Queryable } from '#db/db.ts';
import { assert } from '#lib/assert.ts';
import type { UserRow } from '#records/users-repository.ts';
import { countSpend, uncountSpend } from './daily-spend-repository.ts';
import { refusalError, rulesOf } from './money-core.ts';
import { callCreditCheck, callMemberCapCheck, callSpendGuard } from './money-core-repository.ts';

export { lagosTime, TIERS, tierNumberOf, tierOf } from './money-core.ts';

/**
 * Counts an NGN debit (amount + fee) against the customer's day, or refuses it when it passes a limit (the
 * tier's per-transfer and daily limits, their own daily limit, the new-device cap): the rules run in SQL
 * (money_spend_guard), the one home they share with every send. The caller holds the customer's row lock,
 * taken by its money move, and takes no account lock before this (the counter comes first).
 */
export async function spendWithinLimits(
  q: Queryable,
  config: Config,
  userId: bigint,
  amountMinor: bigint,
  feeMinor: bigint,
) {
  const counted = amountMinor + feeMinor;
  const guard = await callSpendGuard(q, userId, amountMinor, counted, rulesOf(config));
  assert(guard, 'money_spend_guard answers one row');
  if (guard.code !== 'ok') throw refusalError(guard.code, guard.detail);
  await countSpend(q, userId, counted);
}

/**
 * A team member's new device is held to the new-device cap when it approves or prepares a business's money,
 * exactly as for the member's own sends: the same rule in SQL (money_member_cap_check → money_cap_rule), on the
 * member's own window, counting their own sends and the business money they approved or prepared since it
 * opened. The caller holds the member's row lock (a money move's signer, or lockUser). Throws the refusal.
 */
export async function holdMemberToDeviceCap(
  q: Queryable,
  config: Config,
  memberId: bigint,
  countedMinor: bigint,
) {
  const check = await callMemberCapCheck(q, memberId, countedMinor, rulesOf(config));
  assert(check, 'money_member_cap_check answers one row');
  if (check.code !== 'ok') throw refusalError(check.code, check.detail);
}

// ---- The customer's own guards, for screens: their lower daily limit and the new-device / new-account cap.
// Sends check both in SQL (money_spend_guard); these read the same columns to show what is in force. ----

export interface SendGuards {
  /** The customer's own daily limit in force now (null: only the tier's). */
  ownDailyMinor: bigint | null;
  /** The new-device / new-account cap while its window is open, else null. */
  cap: { limitMinor: bigint; from: Date; until: Date } | null;
}

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

/** Gives a reversed debit's count (amount + fee) back to the day it was made on. Take it before the ledger's locks. */
export async function giveBackSpend(q: Queryable, userId: bigint, madeAt: Date, countedMinor: bigint) {
  await uncountSpend(q, userId, madeAt, countedMinor);
}

/**
 * Refuses a credit from outside the sends (an inflow) that the money core would not take: into a frozen or closed
 * account, or above tier 1's balance cap (money_credit_check). The caller has locked the account and read its
 * balance under that lock.
 */
export async function creditWithinRules(
  q: Queryable,
  config: Config,
  userId: bigint,
  balanceMinor: bigint,
  creditMinor: bigint,
) {
  const check = await callCreditCheck(q, userId, balanceMinor, creditMinor, rulesOf(config));
  assert(check, 'money_credit_check answers one row');
  if (check.code !== 'ok') throw refusalError(check.code, check.detail);
}
