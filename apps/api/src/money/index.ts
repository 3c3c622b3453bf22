/**
 * Owo's shared money code: the one entry point (`#money`) that every feature moving a customer's money
 * builds on — sends, card funding, and later bills, payouts and payment links. Code outside money/ imports
 * from here, never from a file inside money/.
 *
 * A *money move* is one database transaction that, in order: locks the customer's row; claims the request's
 * Idempotency-Key under that lock (or replays the reply that spent it); checks KYC where the move needs it;
 * checks the transaction PIN; counts the debit against the customer's daily and per-transfer limits; posts
 * one balanced ledger entry with its history rows; and stores the reply with the key. A refusal rolls all of
 * it back (a wrong PIN's count excepted). `moveMoney` runs that frame; the feature supplies `run`, which
 * moves the money with `moveLeg` (a send through a rail, settled later via the outbox, or Owo to Owo,
 * instant). See docs/architecture.md and docs/decisions/003–006, 008 and 011.
 */

// What the customer may still send now, and why (money_allowance); the fee quotes' hold on the new-device cap.
export { allowanceOf, quoteWithinCap, sendingLimitsView } from './allowance.ts';
export type { AllowanceRow } from './allowance-repository.ts';
// The daily counter and the new-device cap's count, read for screens (what counts is the view money_spending).
export { spentSince, spentToday } from './daily-spend-repository.ts';
// Idempotency-Key: read it from the request, reply with (or replay) what it spent, purge old keys.
export {
  canonicalJson,
  IDEMPOTENCY_TTL_HOURS,
  type IdempotencyKey,
  idempotencyOf,
  keptReply,
  purgeExpiredKeys,
  replyWith,
} from './idempotency.ts';
// KYC tiers and limits: per transfer, per day (counted in daily_spend), and the tier-1 balance cap.
// The customer's own guards (checked inside every money move): own daily limit, new-device cap; for screens.
export {
  creditWithinRules,
  giveBackSpend,
  holdMemberToDeviceCap,
  lagosTime,
  ownDailyLimitOf,
  sendCapOf,
  spendWithinLimits,
  TIERS,
  tierNumberOf,
  tierOf,
} from './limits.ts';
// The money core's TypeScript side: the limits' values, refusal messages, what a send asks of SQL.
export {
  type ExternalSend,
  type InternalSend,
  refusalError,
  rulesOf,
  type TransferLeg,
  transferSpec,
} from './money-core.ts';
export { callPinCheck as checkPinInCore } from './money-core-repository.ts';
// The transaction frame: moveMoney runs a money move; the feature's `run` moves the money inside it.
export {
  type Envelope,
  LOCK_TIMEOUT_MS,
  type MoneyAuthorisation,
  type MoneyMove,
  type MoneyMoveResult,
  type MoneySend,
  moveLeg,
  moveMoney,
  sendMoney,
} from './money-move.ts';
// What the recipient gets: naira, or dollars / cedis at today's rate.
export {
  FX_ROUNDING_ACCOUNT,
  foreignPayout,
  fxPostings,
  naira,
  ngnPayout,
  type Payout,
  receiveView,
} from './payout.ts';
// The transaction PIN's stored form: an HMAC whose key never enters the database.
export { pinHmac } from './pin-hash.ts';
// Staff restrictions (post-no-debit, freeze, close): placed and lifted here, decided on in the money core's SQL.
export {
  type LiftAnswer,
  liftRestriction,
  type PlaceAnswer,
  placeRestriction,
  restrictionOf,
} from './restrictions-repository.ts';
// Moving the money inside a money move: the ledger entry, history rows and (for rails) the outbox row.
export { requirePrimaryAccount } from './send-ledger.ts';
// Staff-approved refunds and adjustments (maker-checker): the console calls it on approval.
export {
  type StaffMove,
  type StaffMoveResult,
  SUSPENSE_ACCOUNTS,
  type SuspenseAccount,
  staffMove,
  staffMoveIn,
} from './staff-move.ts';
