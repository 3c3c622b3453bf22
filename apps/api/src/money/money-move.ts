import { deviceMessages } from '@owo/contract/devices';
import { errors } from '@owo/contract/messages';
import type { Deps } from '#app-types';
import type { Queryable } from '#db/db.ts';
import { AppError } from '#lib/errors.ts';
import { checkPin } from '#modules/profile/pin-service.ts';
import { lockUser, lockUserAndInsertKey, type UserRow } from '#modules/users/users-repository.ts';
import { type Claim, claimKey, type IdempotencyKey, releaseKey, storeReply } from './idempotency.ts';
import { registerSendGuards } from './limits.ts';
import { rollbackToSavepoint, savepoint } from './send-repository.ts';

/** How long a request waits for a row lock or for another request holding its Idempotency-Key. */
export const LOCK_TIMEOUT_MS = 10_000;

export interface Envelope<T> {
  status: true;
  message: string;
  data: T;
}

/**
 * Who authorises a money move:
 * - `{ pin }`: the customer's own transaction PIN (every send a customer makes for themselves);
 * - `{ pin, signer }`: a team approver's own PIN, moving the business's money (`userId` is the business). The
 *   approver's PIN lockout counts, not the business's;
 * - `{ preAuthorised }`: no PIN now, because a PIN already authorised it in an earlier committed money move
 *   (each row of a payout batch the customer confirmed with their PIN). The caller names what authorised it.
 *   The freeze, limits, caps, idempotency and the ledger still apply to every row.
 */
export type MoneyAuthorisation =
  | { pin: string; signer?: bigint; preAuthorised?: never }
  | { preAuthorised: { by: string }; pin?: never; signer?: never };

export type MoneyMove<T> = MoneyAuthorisation & {
  userId: bigint;
  idempotency: IdempotencyKey | null;
  requireKyc?: boolean;
  /** Moves the money inside the transaction, with the customer's row locked; returns the reply. */
  run(q: Queryable, user: UserRow): Promise<Envelope<T>>;
};

export interface MoneyMoveResult<T> {
  reply: Envelope<T>;
  replayed: boolean;
}

type Outcome<T> = { ok: true; reply: Envelope<T>; replayed: boolean } | { ok: false; error: AppError };

/**
 * Every send and card funding, in one database transaction: lock the customer, claim the Idempotency-Key
 * under that lock (or replay the reply that spent it), check KYC where needed, check the PIN, then move the
 * money and store the reply with it. Whatever the PIN check wrote (a wrong PIN's count, a right PIN clearing
 * one) is committed even when the send is refused afterwards (insufficient funds, limits…): a wrong PIN
 * returns before anything moves, and a right one that cleared a count is kept by a savepoint. When the PIN
 * check wrote nothing (the usual case) a refusal simply rolls the whole transaction back, key included.
 */
export async function moveMoney<T>(deps: Deps, move: MoneyMove<T>): Promise<MoneyMoveResult<T>> {
  let outcome: Outcome<T>;
  try {
    outcome = await deps.db.tx((q) => runMove(deps, q, move), { lockTimeoutMs: LOCK_TIMEOUT_MS });
  } catch (err) {
    // lock_timeout: another request held the key (or the account) for longer than we wait.
    if ((err as { code?: string }).code === '55P03') {
      throw new AppError('conflict', errors.idempotencyInProgress, undefined, { 'retry-after': '1' });
    }
    throw err;
  }
  if (!outcome.ok) throw outcome.error;
  return { reply: outcome.reply, replayed: outcome.replayed };
}

/**
 * The customer's row, locked, and the key claimed under that lock (one round trip when the key is new).
 * Every money move locks its customer first, so two requests with one key queue on the row lock: the second
 * then finds the first's key committed with its reply (a replay) or gone with its rollback (it runs itself).
 */
async function lockAndClaim(q: Queryable, userId: bigint, idem: IdempotencyKey | null) {
  if (!idem) return { user: await lockUser(q, userId), claim: null };
  const { user, inserted } = await lockUserAndInsertKey(q, userId, idem);
  const claim: Claim = inserted ? { kind: 'new' } : await claimKey(q, userId, idem);
  return { user, claim };
}

async function runMove<T>(deps: Deps, q: Queryable, move: MoneyMove<T>): Promise<Outcome<T>> {
  const { user, claim } = await lockAndClaim(q, move.userId, move.idempotency);
  // The customer's freeze refuses every outgoing move at once (a replay of a move made before still answers).
  if (claim?.kind !== 'replay' && user.frozen_at) throw new AppError('unprocessable', deviceMessages.frozen);
  registerSendGuards(q, user, deps.config);
  if (claim?.kind !== 'replay' && move.requireKyc && user.kyc_status !== 'verified') {
    throw new AppError('unprocessable', errors.kycRequired);
  }
  const pin = await authorise(deps, q, user, move);
  if (!pin.ok) {
    if (claim?.kind === 'new' && move.idempotency) await releaseKey(q, move.userId, move.idempotency);
    return { ok: false, error: pin.error };
  }
  if (claim?.kind === 'replay') return { ok: true, reply: claim.body as Envelope<T>, replayed: true };

  if (pin.cleared) await savepoint(q, 'money_move');
  try {
    const reply = await move.run(q, user);
    if (move.idempotency) await storeReply(q, move.userId, move.idempotency, 200, reply);
    return { ok: true, reply, replayed: false };
  } catch (err) {
    // Nothing to keep: the transaction rolls back whole, and the key with it.
    if (!(err instanceof AppError) || !pin.cleared) throw err;
    await rollbackToSavepoint(q, 'money_move');
    if (move.idempotency) await releaseKey(q, move.userId, move.idempotency);
    return { ok: false, error: err };
  }
}

/** The PIN check of `move`'s authorisation (see MoneyAuthorisation). A signer's row is locked after the
 *  customer's: a signer never moves their own money inside another customer's move, so the order is fixed. */
async function authorise<T>(deps: Deps, q: Queryable, user: UserRow, move: MoneyMove<T>) {
  if (move.preAuthorised) return { ok: true as const, cleared: false };
  if (move.signer === undefined || move.signer === user.id) return checkPin(deps, q, user, move.pin);
  return checkPin(deps, q, await lockUser(q, move.signer), move.pin);
}
