import { errors } from '@owo/contract/messages';
import type { Deps } from '#app-types';
import type { Queryable } from '#db/db.ts';
import { assert } from '#lib/assert.ts';
import { AppError } from '#lib/errors.ts';
import { findUserById, type UserRow } from '#records/users-repository.ts';
import { groupCommitOf } from './group-commit.ts';
import type { IdempotencyKey } from './idempotency.ts';
import {
  isPinRefusal,
  LOCK_TIMEOUT_MS,
  refusalError,
  rulesOf,
  type TransferLeg,
  transferInCore,
  transferSpec,
} from './money-core.ts';
import { type CoreAnswer, callAuthorise, keepReply } from './money-core-repository.ts';
import { pinHmac } from './pin-hash.ts';
import { rollbackToSavepoint, savepoint } from './send-repository.ts';

export { LOCK_TIMEOUT_MS } from './money-core.ts';

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

interface MoveBase {
  userId: bigint;
  idempotency: IdempotencyKey | null;
  requireKyc?: boolean;
}

/** A money move with steps of its own (a payment link's, a payout batch's, a team approval's, a card's). */
export type MoneyMove<T> = MoneyAuthorisation &
  MoveBase & {
    /** Moves the money inside the transaction, the customer locked and authorised; returns the reply. */
    run(q: Queryable, user: UserRow): Promise<Envelope<T>>;
  };

/** A send and nothing else: one call of the money core, group-committed with the process's other sends. */
export type MoneySend = MoneyAuthorisation & MoveBase & { leg: TransferLeg };

export interface MoneyMoveResult<T> {
  reply: Envelope<T>;
  replayed: boolean;
}

/**
 * A send's answer: its reply (an `Envelope<SendData>`) as JSON text, exactly as money_send_batch wrote it and
 * kept it with the key, for the route to send as it is (`replyWithText`): no parse and no second
 * serialisation on the way out, and a replay answers the same bytes as the first reply.
 */
export interface MoneySendResult {
  text: string;
  replayed: boolean;
}

type Outcome<T> = { ok: true; reply: Envelope<T>; replayed: boolean } | { ok: false; error: AppError };

// A customer's uuid (part of the PIN's HMAC) never changes: kept per process, bounded.
const uuids = new Map<bigint, string>();
async function uuidOf(deps: Deps, userId: bigint): Promise<string> {
  const known = uuids.get(userId);
  if (known) return known;
  const user = await findUserById(deps.db, userId);
  if (!user) throw new AppError('not_found', errors.notFound);
  if (uuids.size >= 100_000) uuids.clear();
  uuids.set(userId, user.uuid);
  return user.uuid;
}

/** The HMAC of the PIN that authorises the move (the signer's own when a team member signs), or null. */
async function pinHmacOf(deps: Deps, move: MoneyAuthorisation & { userId: bigint }) {
  if (move.preAuthorised) return null;
  return pinHmac(deps, await uuidOf(deps, move.signer ?? move.userId), move.pin);
}

/** money_authorise's arguments for `move` (see the SQL function). */
function authorisationSpec(move: MoneyAuthorisation & MoveBase, hmac: string | null) {
  return {
    user_id: String(move.userId),
    signer_id: move.signer !== undefined && move.signer !== move.userId ? String(move.signer) : null,
    pin_hmac: hmac,
    pre_authorised: move.preAuthorised !== undefined,
    require_kyc: move.requireKyc ?? false,
    key: move.idempotency?.key ?? null,
    fingerprint: move.idempotency?.fingerprint ?? null,
  };
}

const lockTimeout = (err: unknown) =>
  (err as { code?: string }).code === '55P03'
    ? new AppError('conflict', errors.idempotencyInProgress, undefined, { 'retry-after': '1' })
    : err;

/**
 * A send: one call of the money core (money_send_batch, migration 030), which in one transaction locks the
 * customer, replays or refuses a spent key, checks the freeze, KYC, the PIN (its HMAC computed here), the
 * limits and the balance, moves the money, writes the history (and the outbox row of a rail) and keeps the
 * reply with the key. Concurrent sends of this process are group-committed (group-commit.ts); the reply is
 * answered after its COMMIT, as the text the batch kept (never parsed here).
 */
export async function sendMoney(deps: Deps, move: MoneySend): Promise<MoneySendResult> {
  const spec = {
    ...transferSpec(deps.config, move.userId, move.leg),
    ...authorisationSpec(move, await pinHmacOf(deps, move)),
  };
  let answer: CoreAnswer;
  try {
    answer = await groupCommitOf(deps.db, rulesOf(deps.config)).submit(spec);
  } catch (err) {
    throw lockTimeout(err);
  }
  if (answer.code === 'ok' || answer.code === 'replay') {
    assert(answer.reply !== null, 'a send that moved money (or replays one) has its reply');
    return { text: answer.reply, replayed: answer.code === 'replay' };
  }
  throw refusalError(answer.code, answer.detail);
}

/**
 * Moves the money of `leg` inside a money move's `run` (the customer is locked and authorised): money_send_batch
 * checks the recipient, limits and balance and writes the money; a refusal is thrown and rolls back.
 */
export async function moveLeg(deps: Deps, q: Queryable, userId: bigint, leg: TransferLeg) {
  return transferInCore(q, deps.config, userId, leg);
}

/**
 * A money move with steps of its own, in one database transaction: money_authorise locks the customer (and a
 * signer) and checks the key, the freeze, KYC and the PIN, in SQL as for a send; then `run` moves the money
 * (usually with moveLeg) and its own rows, and the reply is kept with the key. Whatever the PIN check wrote
 * (a wrong PIN's count, a right PIN clearing one) is committed even when the move is refused afterwards: a
 * wrong PIN returns before anything moves, and a right one that cleared a count is kept by a savepoint.
 */
export async function moveMoney<T>(deps: Deps, move: MoneyMove<T>): Promise<MoneyMoveResult<T>> {
  const hmac = await pinHmacOf(deps, move);
  // Keyed, the move replays if run again after its COMMIT was lost (decision 019).
  const outcome = await inMoneyTx(deps, move.idempotency !== null, (q) => runMove(deps, q, move, hmac));
  if (!outcome.ok) throw outcome.error;
  return { reply: outcome.reply, replayed: outcome.replayed };
}

/** `fn` in one transaction that waits at most LOCK_TIMEOUT_MS for a lock (then the retryable conflict). */
async function inMoneyTx<R>(deps: Deps, repeatable: boolean, fn: (q: Queryable) => Promise<R>): Promise<R> {
  try {
    return await deps.db.tx(fn, { lockTimeoutMs: LOCK_TIMEOUT_MS, repeatable });
  } catch (err) {
    throw lockTimeout(err);
  }
}

/** What money_authorise decided: go on, the reply kept with a spent key, or a wrong PIN (its count to commit). */
type Authorised =
  | { code: 'ok'; pinCleared: boolean }
  | { code: 'replay'; reply: string }
  | { code: 'pin'; error: AppError };

/**
 * money_authorise for `move` in `q` (the customer locked, the key, the freeze, KYC, the PIN): the one reading of
 * its answer for every move. A refusal other than the PIN's is thrown (it wrote nothing, so the transaction rolls
 * back); a wrong PIN's is returned, for its count to be committed, as on every path that checks it.
 */
async function authorise(
  deps: Deps,
  q: Queryable,
  move: MoneyAuthorisation & MoveBase,
  hmac: string | null,
): Promise<Authorised> {
  const answer = await callAuthorise(q, authorisationSpec(move, hmac), rulesOf(deps.config));
  assert(answer, 'money_authorise answers one row');
  if (answer.code === 'ok') return { code: 'ok', pinCleared: answer.detail?.pin_cleared === true };
  if (answer.code === 'replay') {
    assert(answer.reply !== null, 'a spent key has its reply');
    return { code: 'replay', reply: answer.reply };
  }
  const error = refusalError(answer.code, answer.detail);
  if (isPinRefusal(answer.code)) return { code: 'pin', error };
  throw error;
}

async function runMove<T>(
  deps: Deps,
  q: Queryable,
  move: MoneyMove<T>,
  hmac: string | null,
): Promise<Outcome<T>> {
  const authorised = await authorise(deps, q, move, hmac);
  if (authorised.code === 'replay') return { ok: true, reply: JSON.parse(authorised.reply), replayed: true };
  if (authorised.code === 'pin') return { ok: false, error: authorised.error };
  const user = await findUserById(q, move.userId);
  assert(user, 'the user money_authorise locked exists');
  if (authorised.pinCleared) await savepoint(q, 'money_move');
  try {
    const reply = await move.run(q, user);
    if (move.idempotency) {
      await keepReply(
        q,
        move.userId,
        move.idempotency.key,
        move.idempotency.fingerprint,
        JSON.stringify(reply),
      );
    }
    return { ok: true, reply, replayed: false };
  } catch (err) {
    // Nothing to keep: the transaction rolls back whole.
    if (!(err instanceof AppError) || !authorised.pinCleared) throw err;
    await rollbackToSavepoint(q, 'money_move');
    return { ok: false, error: err };
  }
}

/** What planOrReplay answers: the plan, or the reply kept with a key a request already spent. */
export type Planned<P> = { plan: P; replay?: never } | { plan?: never; replay: string };

/**
 * Plans a keyed move: `plan` is the work before the money core that asks someone outside (the bank's name
 * enquiry, the eNaira or mobile-money lookup, a biller's customer and price, the FX rate). When it fails and the
 * request's key was already spent on this same request, the reply kept with the key is answered instead, as the
 * money core would have: a retry of a send whose answer was lost never depends on what a partner says now (an
 * account the bank no longer names, a biller that is down), so a client is never told "not found" about a send
 * that went through and sends it again. The replay needs the PIN, as every replay does (money_authorise: a wrong
 * one counts), and another body with the key is the core's conflict. A failed plan with an unspent key (the
 * usual typo) costs a PIN check, rolled back, and answers its own error; a plan that succeeds costs nothing more.
 * Left open: a retry whose plan fails while the first request is itself still planning (before the money core)
 * sees no key; only a key reserved before planning would close that, at a write on every send.
 */
export async function planOrReplay<P>(
  deps: Deps,
  move: MoneyAuthorisation & MoveBase,
  plan: () => Promise<P>,
): Promise<Planned<P>> {
  try {
    return { plan: await plan() };
  } catch (err) {
    const replay = await spentReply(deps, move);
    if (replay === null) throw err;
    return { replay };
  }
}

async function spentReply(deps: Deps, move: MoneyAuthorisation & MoveBase): Promise<string | null> {
  if (!move.idempotency) return null;
  // Asked of money_authorise itself, not read beside it: it takes the customer's row lock, so a request with the
  // key that is in the money core now (its key written, not yet committed) is waited for and then replayed.
  const hmac = await pinHmacOf(deps, move);
  let authorised: Authorised;
  try {
    authorised = await inMoneyTx(deps, false, async (q) => {
      const answer = await authorise(deps, q, move, hmac);
      // 'ok': the key was never spent (or purged since): nothing to replay, and the PIN check rolls back.
      if (answer.code === 'ok') throw NOT_SPENT;
      return answer;
    });
  } catch (err) {
    if (err === NOT_SPENT) return null;
    throw err;
  }
  if (authorised.code === 'pin') throw authorised.error;
  return authorised.reply;
}

const NOT_SPENT = new Error('the key was not spent: the plan’s own error stands');

/** A send whose leg is planned first (planOrReplay): a failed plan answers a spent key's reply, if it has one. */
export async function sendPlanned(
  deps: Deps,
  move: MoneyAuthorisation & MoveBase,
  plan: () => Promise<TransferLeg>,
): Promise<MoneySendResult> {
  const planned = await planOrReplay(deps, move, plan);
  if (planned.replay !== undefined) return { text: planned.replay, replayed: true };
  return sendMoney(deps, { ...move, leg: planned.plan });
}
