import { deviceMessages } from '@owo/contract/devices';
import { lagosHourOn } from '@owo/contract/lagos-time';
import { TIERS } from '@owo/contract/limits';
import { errors, restrictionMessages } from '@owo/contract/messages';
import type { SendData } from '@owo/contract/transfers';
import type { Config } from '#config';
import type { Queryable } from '#db/db.ts';
import { assert } from '#lib/assert.ts';
import { AppError } from '#lib/errors.ts';
import { newReference } from '#lib/reference.ts';
import { OWO_BANK } from '#rails/nuban.ts';
import type { PayoutRailName } from '#rails/payout.ts';
import { type TransactionRow, transactionView } from '#records/transactions-repository.ts';
import { callSendBatch } from './money-core-repository.ts';
import type { NewBeneficiary } from './new-beneficiary.ts';
import { naira, type Payout, receiveView } from './payout.ts';
import { PIN_LOCK_MS, PIN_MAX_FAILURES } from './pin-rules.ts';

// The TypeScript side of the money core (migrations 014, 022 and 030, docs/decisions/011 and 021): the values the
// database's rules apply (`rulesOf`), what a send asks of it (`transferSpec`), and what its refusal codes say
// to the customer (`refusalError`). The rules themselves run in SQL, in money_decide.

/** How long a money move waits for a row lock or for another request holding its Idempotency-Key. */
export const LOCK_TIMEOUT_MS = 10_000;

/** CBN KYC tiers, in kobo (the contract's table, which the Pricing page shows too). */
export { TIERS };

/** The customer's KYC tier: 1 before KYC is verified, 3 after (Owo has no tier 2 yet). */
export const tierNumberOf = (kycStatus: string): keyof typeof TIERS => (kycStatus === 'verified' ? 3 : 1);

/** The tier's limits, for screens that show them (the operations console); the money core decides with them. */
export const tierOf = (kycStatus: string) => TIERS[tierNumberOf(kycStatus)];

const rulesCache = new WeakMap<object, string>();

/** The limits in force, as the SQL functions' `p_rules` (amounts in kobo as strings). */
export function rulesOf(config: Pick<Config, 'newDeviceCapNaira' | 'newDeviceCapHours'>): string {
  let rules = rulesCache.get(config);
  if (rules === undefined) {
    const s = (v: bigint | null) => (v === null ? null : String(v));
    rules = JSON.stringify({
      t1_per: s(TIERS[1].perTransferMinor),
      t1_daily: s(TIERS[1].dailyMinor),
      t1_max: s(TIERS[1].maxBalanceMinor),
      t3_per: s(TIERS[3].perTransferMinor),
      t3_daily: s(TIERS[3].dailyMinor),
      t3_max: s(TIERS[3].maxBalanceMinor),
      cap_minor: String(config.newDeviceCapNaira > 0 ? BigInt(config.newDeviceCapNaira) * 100n : 0n),
      cap_hours: config.newDeviceCapHours,
      pin_max: PIN_MAX_FAILURES,
      pin_lock_ms: PIN_LOCK_MS,
      lock_timeout_ms: LOCK_TIMEOUT_MS,
    });
    rulesCache.set(config, rules);
  }
  return rules;
}

/** What a refusal code of the money core's SQL functions tells the customer. */
export function refusalError(code: string, detail: Record<string, unknown> | null): AppError {
  const d = detail ?? {};
  const minor = (k: string) => BigInt(String(d[k] ?? '0'));
  switch (code) {
    case 'frozen':
      return new AppError('unprocessable', deviceMessages.frozen);
    case 'kyc_required':
      return new AppError('unprocessable', errors.kycRequired);
    case 'pin_not_set':
      return new AppError('unprocessable', errors.pinNotSet);
    case 'pin_locked':
      return new AppError('locked', errors.pinLocked, { pin: errors.pinLocked }, undefined, {
        tries_left: 0,
        locked_until: new Date(String(d.locked_until)).toISOString(),
      });
    case 'pin_incorrect':
      return new AppError('unprocessable', errors.pinIncorrect, { pin: errors.pinIncorrect }, undefined, {
        tries_left: Number(d.tries_left),
      });
    case 'idempotency_conflict':
      return new AppError('conflict', errors.idempotencyConflict);
    case 'idempotency_in_progress':
      return new AppError('conflict', errors.idempotencyInProgress, undefined, { 'retry-after': '1' });
    case 'account_not_found':
      return new AppError('not_found', errors.accountNotFound, { account_number: errors.accountNotFound });
    case 'own_account':
      return new AppError('unprocessable', errors.ownAccount);
    case 'limit_per_transfer':
      return new AppError(
        'unprocessable',
        `${errors.limitExceeded} Your limit is ${naira(minor('limit'))} a transfer.`,
      );
    case 'limit_daily':
      return new AppError(
        'unprocessable',
        `${errors.limitExceeded} Your daily limit is ${naira(minor('limit'))}.`,
      );
    case 'limit_own':
      return new AppError(
        'unprocessable',
        `This is above the daily limit you set (${naira(minor('limit'))}). You can send ${naira(minor('left'))} more today.`,
      );
    case 'limit_new_device':
      return new AppError(
        'unprocessable',
        `New device limit: you can send ${naira(minor('limit'))} in total in your first hours on a new device or a new account. You have ${naira(minor('left'))} left; the limit lifts at ${lagosHourOn(String(d.until))} (Lagos time).`,
      );
    case 'insufficient_funds':
      return new AppError('unprocessable', errors.insufficientFunds);
    case 'recipient_cannot_receive':
      return new AppError('unprocessable', errors.recipientCannotReceive);
    // A staff restriction on the customer who moves the money (or on a team signer's own account).
    case 'restricted_pnd':
      return new AppError('unprocessable', restrictionMessages.pnd);
    case 'restricted_freeze':
      return new AppError('unprocessable', restrictionMessages.freeze);
    case 'restricted_close':
      return new AppError('unprocessable', restrictionMessages.close);
    // A credit from outside (an inflow) to a frozen or closed account: refused, so the sending bank returns it.
    case 'receive_freeze':
    case 'receive_close':
      return new AppError('unprocessable', restrictionMessages.cannotReceive);
    case 'balance_cap':
      return new AppError(
        'unprocessable',
        `This would take the balance above ${naira(minor('limit'))}. Complete your identity verification to raise it.`,
      );
    default:
      throw new Error(`the money core answered an unknown code: ${code}`);
  }
}

/** A refusal code that a PIN check wrote (its count), which must be committed even though the move fails. */
export const isPinRefusal = (code: string) => code === 'pin_incorrect' || code === 'pin_locked';

export interface ExternalSend {
  rail: PayoutRailName;
  amountMinor: bigint;
  feeMinor: bigint;
  payout: Payout;
  counterparty: { name: string; account: string; bank: string };
  narration: string;
  /** What the rail needs to pay (it is stored in the outbox). */
  destination: Record<string, string | number | null>;
  beneficiary: NewBeneficiary | null;
  /** More to keep on the history row (a bill's biller and customer), beside `receive`. */
  meta?: Record<string, unknown>;
}

export interface InternalSend {
  amountMinor: bigint;
  accountNumber: string;
  narration: string;
  saveBeneficiary: boolean;
}

/** What moves: to another Owo account at once, or out through a rail (docs/decisions/005). */
export type TransferLeg = { kind: 'owo'; send: InternalSend } | { kind: 'external'; send: ExternalSend };

/** The reply's transaction as the debit row will read; the database fills in its uuid, account and times. */
function replyOf(row: Omit<TransactionRow, 'id' | 'uuid' | 'account_uuid' | 'created_at' | 'updated_at'>) {
  const epoch = new Date(0);
  const {
    uuid: _u,
    account_uuid: _a,
    created_at: _c,
    updated_at: _up,
    ...view
  } = transactionView({
    ...row,
    id: 0n,
    uuid: '',
    account_uuid: '',
    created_at: epoch,
    updated_at: epoch,
  });
  return view;
}

/**
 * What an Owo recipient's name is written as in a send's reply until the money core knows it: the reply is built
 * here, before the batch locks the recipient's account, and money_send_batch writes the name the account holds
 * in its place (in the description's title and summary, which carry no customer-typed text), so the reply tells
 * the send as the history row will. The spec carries the slot, so SQL has no copy of it.
 */
export const RECIPIENT_SLOT = '{recipient}';

/**
 * The jsonb of one send of a money_send_batch call for `leg` by `userId`: plain values (kobo as strings), the history
 * row's text, the outbox payload and the reply (see the SQL function for what it fills in).
 */
export function transferSpec(
  config: Pick<Config, 'settlementDelayMs'>,
  userId: bigint,
  leg: TransferLeg,
): Record<string, unknown> {
  const common = { user_id: String(userId), kind: leg.kind };
  if (leg.kind === 'owo') {
    const s = leg.send;
    const reference = newReference('owo');
    const receive = receiveView({ currency: 'NGN', amountMinor: s.amountMinor, rateMinor: 100n });
    const transaction = replyOf({
      user_id: userId,
      account_id: 0n,
      entry_id: null,
      direction: 'debit',
      rail: 'owo',
      status: 'successful',
      currency: 'NGN',
      amount_minor: s.amountMinor,
      fee_minor: 0n,
      reference,
      counterparty_name: RECIPIENT_SLOT,
      counterparty_account: s.accountNumber,
      counterparty_bank: OWO_BANK.name,
      narration: s.narration,
      meta: { receive },
    });
    const data: SendData = { transaction: transaction as SendData['transaction'], receive };
    return {
      ...common,
      entry_kind: 'send:owo',
      rail: 'owo',
      amount: String(s.amountMinor),
      fee: '0',
      to_account: s.accountNumber,
      reference,
      narration: s.narration,
      counterparty_bank: OWO_BANK.name,
      bank_code: OWO_BANK.code,
      save_beneficiary: s.saveBeneficiary,
      meta: { receive },
      recipient_slot: RECIPIENT_SLOT,
      reply: { status: true, message: 'Transfer successful', data },
    };
  }
  const s = leg.send;
  const reference = newReference(s.rail);
  const receive = receiveView(s.payout);
  const meta = { ...s.meta, receive };
  const transaction = replyOf({
    user_id: userId,
    account_id: 0n,
    entry_id: null,
    direction: 'debit',
    rail: s.rail,
    status: 'pending',
    currency: 'NGN',
    amount_minor: s.amountMinor,
    fee_minor: s.feeMinor,
    reference,
    counterparty_name: s.counterparty.name,
    counterparty_account: s.counterparty.account,
    counterparty_bank: s.counterparty.bank,
    narration: s.narration,
    meta,
  });
  const data: SendData = { transaction: transaction as SendData['transaction'], receive };
  const b = s.beneficiary;
  return {
    ...common,
    entry_kind: `send:${s.rail}`,
    rail: s.rail,
    amount: String(s.amountMinor),
    fee: String(s.feeMinor),
    reference,
    narration: s.narration,
    counterparty_name: s.counterparty.name,
    counterparty_account: s.counterparty.account,
    counterparty_bank: s.counterparty.bank,
    meta,
    outbox: {
      reference,
      currency: s.payout.currency,
      amount_minor: String(s.payout.amountMinor),
      rate_minor: String(s.payout.rateMinor),
      source_amount_minor: String(s.amountMinor),
      destination: s.destination,
    },
    due_ms: config.settlementDelayMs,
    beneficiary: b && {
      type: b.type,
      destination: b.destination,
      name: b.name,
      currency: b.currency,
      alias: b.alias ?? null,
      account_number: b.accountNumber ?? null,
      bank_name: b.bankName ?? null,
      bank_code: b.bankCode ?? null,
      issuer: b.issuer ?? null,
      number: b.number ?? null,
      details: b.details ?? {},
    },
    reply: { status: true, message: 'Transfer is processing', data },
  };
}

/**
 * Moves the money of `leg` inside the caller's money move (the customer is locked and authorised), as a
 * money_send_batch of one send in the caller's transaction: the same checks and writes as every send. Throws
 * the refusal, after which the caller rolls back (nothing was written).
 */
export async function transferInCore(
  q: Queryable,
  config: Config,
  userId: bigint,
  leg: TransferLeg,
): Promise<{ reply: { status: true; message: string; data: SendData }; detail: Record<string, string> }> {
  // The batch of one send: its customer is already authorised by the money move (no PIN, no key here).
  const spec = {
    ...transferSpec(config, userId, leg),
    signer_id: null,
    pin_hmac: null,
    pre_authorised: true,
    key: null,
    fingerprint: null,
  };
  const [r] = await callSendBatch(q, [spec], rulesOf(config));
  assert(r, 'money_send_batch answers one row a send');
  if (r.code !== 'ok') throw refusalError(r.code, r.detail);
  assert(r.reply !== null, 'a transfer that moved money has its reply');
  return { reply: JSON.parse(r.reply), detail: r.detail as Record<string, string> };
}
