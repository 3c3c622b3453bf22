import { errors } from '@owo/contract/messages';
import type { Deps } from '../../app-types.ts';
import type { Queryable } from '../../db/db.ts';
import { AppError } from '../../lib/errors.ts';
import { claimKey, type IdempotencyKey, releaseKey, storeReply } from '../../lib/idempotency.ts';
import { checkPin } from '../profile/pin-service.ts';
import { lockUser, type UserRow } from '../users/users-repository.ts';

/** How long a request waits for a row lock or for another request holding its Idempotency-Key. */
export const LOCK_TIMEOUT_MS = 10_000;

export interface Envelope<T> {
  status: true;
  message: string;
  data: T;
}

export interface MoneyMove<T> {
  userId: bigint;
  pin: string;
  idempotency: IdempotencyKey | null;
  requireKyc?: boolean;
  /** Moves the money inside the transaction, with the customer's row locked; returns the reply. */
  run(q: Queryable, user: UserRow): Promise<Envelope<T>>;
}

export interface MoneyMoveResult<T> {
  reply: Envelope<T>;
  replayed: boolean;
}

type Outcome<T> = { ok: true; reply: Envelope<T>; replayed: boolean } | { ok: false; error: AppError };

/**
 * Every send and card funding, in one database transaction: claim the Idempotency-Key (or replay the
 * reply that spent it), check KYC where needed, check the PIN, then move the money and store the reply
 * with it. Refusals after the PIN check (insufficient funds, limits…) roll back to a savepoint, so what
 * the PIN check wrote is committed either way: a wrong PIN always counts, a right one clears the count.
 */
export async function moveMoney<T>(deps: Deps, move: MoneyMove<T>): Promise<MoneyMoveResult<T>> {
  let outcome: Outcome<T>;
  try {
    outcome = await deps.db.tx((q) => runMove(deps, q, move));
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

async function runMove<T>(deps: Deps, q: Queryable, move: MoneyMove<T>): Promise<Outcome<T>> {
  await q.query(`SET LOCAL lock_timeout = ${LOCK_TIMEOUT_MS}`);
  const claim = move.idempotency ? await claimKey(q, move.userId, move.idempotency) : null;
  const user = await lockUser(q, move.userId);
  if (claim?.kind !== 'replay' && move.requireKyc && user.kyc_status !== 'verified') {
    throw new AppError('unprocessable', errors.kycRequired);
  }
  const pin = await checkPin(deps, q, move.userId, move.pin);
  if (!pin.ok) {
    if (claim?.kind === 'new' && move.idempotency) await releaseKey(q, move.userId, move.idempotency);
    return { ok: false, error: pin.error };
  }
  if (claim?.kind === 'replay') return { ok: true, reply: claim.body as Envelope<T>, replayed: true };

  await q.query('SAVEPOINT money_move');
  try {
    const reply = await move.run(q, user);
    if (move.idempotency) await storeReply(q, move.userId, move.idempotency, 200, reply);
    return { ok: true, reply, replayed: false };
  } catch (err) {
    if (!(err instanceof AppError)) throw err;
    await q.query('ROLLBACK TO SAVEPOINT money_move');
    if (move.idempotency) await releaseKey(q, move.userId, move.idempotency);
    return { ok: false, error: err };
  }
}
