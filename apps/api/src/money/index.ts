/**
 * Owo's shared money code: the one entry point (`#money`) that every feature moving a customer's money
 * builds on — sends, bills, card funding, payouts, payment links, team payments, staff refunds and adjustments.
 * Code outside money/ imports from here, never from a file inside money/.
 *
 * A *money move* is one database transaction that loads what it needs under the customer's row lock, asks the
 * money core's one decision function (`money_decide`, migration 030: the Idempotency-Key's replay, staff
 * restrictions and the customer's own freeze, KYC, the transaction PIN, the limits, the balance) and writes
 * one balanced ledger entry with its history rows and the reply kept with the key. A refusal rolls all of it
 * back (a wrong PIN's count excepted). `sendMoney` is a send in one call (group-committed); `moveMoney` runs the
 * frame for a feature's own steps (`run`, usually `moveLeg`); `staffMove` moves what two staff members agreed.
 * See docs/architecture.md and docs/decisions/003–006, 008, 011 and 021.
 */

// What the customer may still send now, and why (money_allowance); the fee quotes' hold on the new-device cap.
export { allowanceOf, quoteWithinCap, sendingLimitsView } from './allowance.ts';
export type { AllowanceRow } from './allowance-repository.ts';
// Idempotency-Key: read it from the request, reply with (or replay) what it spent, purge old keys.
export {
  canonicalJson,
  IDEMPOTENCY_TTL_HOURS,
  type IdempotencyKey,
  idempotencyOf,
  keptReply,
  purgeExpiredKeys,
  replyWith,
  replyWithText,
} from './idempotency.ts';
// The limits: calls of the money core's SQL that decide (card funding's debit, a payout batch's total, a team
// member's cap, an inflow's credit) and a reversal's count given back. The rules themselves are SQL's.
export {
  creditWithinRules,
  giveBackSpend,
  holdBatchToLimits,
  holdMemberToDeviceCap,
  receivesMoney,
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
  type MoneySendResult,
  moveLeg,
  moveMoney,
  type Planned,
  planOrReplay,
  sendMoney,
  sendPlanned,
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
