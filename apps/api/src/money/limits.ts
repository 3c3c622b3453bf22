import { lagosHourOn } from '@owo/contract/lagos-time';
import { errors } from '@owo/contract/messages';
import type { Config } from '#config';
import type { Queryable } from '#db/db.ts';
import { assert } from '#lib/assert.ts';
import { AppError } from '#lib/errors.ts';
import { uncountSpend } from './daily-spend-repository.ts';
import { refusalError, rulesOf } from './money-core.ts';
import { callBatchCheck, callCreditCheck, callMemberCapCheck, callSpend } from './money-core-repository.ts';
import { naira } from './payout.ts';

// The limits' TypeScript side: calls of the money core's SQL, which decides (money_decide, migration 030), and
// what its refusals say. No rule is written here.

export { TIERS, tierNumberOf, tierOf } from './money-core.ts';

/**
 * A debit that posts outside money_send_batch (card funding), inside its money move: money_spend locks the
 * day's counter (before any account), decides it as a send (limits, balance) and counts it. Throws the refusal.
 */
export async function spendWithinLimits(
  q: Queryable,
  config: Config,
  userId: bigint,
  amountMinor: bigint,
  feeMinor: bigint,
) {
  const r = await callSpend(q, userId, amountMinor, feeMinor, rulesOf(config));
  assert(r, 'money_spend answers one row');
  if (r.code !== 'ok') throw refusalError(r.code, r.detail);
}

/**
 * A payout batch's rows together, before any is paid (money_batch_check): the largest row against the
 * per-transfer limit, the amounts against the tier's day and the new-device cap, amounts and fees against the
 * customer's own daily limit, exactly as each row will be decided when it is paid. The caller holds the
 * customer's row lock (its money move). A batch over any of them is refused whole (422).
 */
export async function holdBatchToLimits(
  q: Queryable,
  config: Config,
  userId: bigint,
  batch: { largestMinor: bigint; amountMinor: bigint; feeMinor: bigint },
) {
  const r = await callBatchCheck(q, userId, batch, rulesOf(config));
  assert(r, 'money_batch_check answers one row');
  if (r.code === 'ok') return;
  const d = r.detail ?? {};
  const minor = (k: string) => BigInt(String(d[k] ?? '0'));
  const sends = `This batch sends ${naira(batch.amountMinor)} (${naira(batch.amountMinor + batch.feeMinor)} with fees)`;
  switch (r.code) {
    case 'limit_daily':
      throw new AppError(
        'unprocessable',
        `${errors.limitExceeded} ${sends}; your daily limit (${naira(minor('limit'))}) leaves ${naira(minor('left'))} today.`,
      );
    case 'limit_own':
      throw new AppError(
        'unprocessable',
        `${errors.limitExceeded} ${sends}; the daily limit you set (${naira(minor('limit'))}) leaves ${naira(minor('left'))} today.`,
      );
    case 'limit_new_device':
      throw new AppError(
        'unprocessable',
        `${errors.limitExceeded} ${sends}; the new device limit (${naira(minor('limit'))}) leaves ${naira(minor('left'))} until ${lagosHourOn(String(d.until))} (Lagos time).`,
      );
    default:
      throw refusalError(r.code, r.detail);
  }
}

/**
 * A team member's new device is held to the new-device cap when it approves or prepares a business's money,
 * exactly as for the member's own sends (money_member_cap_check, the 'cap' decision), on the member's own
 * window, counting the amounts (not fees) they sent and set moving since it opened. The caller holds the
 * member's row lock (a money move's signer, or lockUser). Throws the refusal.
 */
export async function holdMemberToDeviceCap(
  q: Queryable,
  config: Config,
  memberId: bigint,
  amountMinor: bigint,
) {
  const check = await callMemberCapCheck(q, memberId, amountMinor, rulesOf(config));
  assert(check, 'money_member_cap_check answers one row');
  if (check.code !== 'ok') throw refusalError(check.code, check.detail);
}

/** Gives a reversed debit's count back to the day it was made on. Take it before the ledger's locks. */
export async function giveBackSpend(
  q: Queryable,
  userId: bigint,
  madeAt: Date,
  amountMinor: bigint,
  feeMinor: bigint,
) {
  await uncountSpend(q, userId, madeAt, amountMinor, feeMinor);
}

/**
 * Whether the customer's account takes money in at all now: the money core's credit decision on nothing (a
 * staff freeze or closure refuses it). A page that offers a way to pay the customer (a payment link) asks this,
 * so it never offers what the inflow would then refuse.
 */
export async function receivesMoney(q: Queryable, config: Config, userId: bigint): Promise<boolean> {
  const check = await callCreditCheck(q, userId, 0n, 0n, rulesOf(config));
  assert(check, 'money_credit_check answers one row');
  return check.code === 'ok';
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
