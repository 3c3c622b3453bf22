import { type PayoutStatus, payoutMessages } from '@owo/contract/payouts';
import type { SendData } from '@owo/contract/transfers';
import type { Deps } from '#app-types';
import type { Queryable } from '#db/db.ts';
import { AppError, notFound } from '#lib/errors.ts';
import {
  type Envelope,
  holdBatchToLimits,
  holdMemberToDeviceCap,
  type MoneyAuthorisation,
  moveLeg,
  moveMoney,
  ngnPayout,
} from '#money';
import { OWO_BANK } from '#rails/nuban.ts';
import type { UserRow } from '#records/users-repository.ts';
import {
  findBatchByUuid,
  finishIfDone,
  leaseBatch,
  listRows,
  lockBatch,
  markRowRefused,
  markRowSent,
  setBatchStatus,
  setLease,
  type UnpaidRow,
  unpaidRows,
} from './payouts-repository.ts';
import { batchWithRows, requireBatch } from './payouts-service.ts';

// Confirming and paying are two steps. confirmBatch checks the PIN once and the batch's total against every
// limit (the customer's row locked, in one money move that moves nothing), then marks the batch `paying` (or
// `awaiting_approval` when a team approver must approve it first). Paying is resumable: each row is its own
// money move, pre-authorised by the batch, with an Idempotency-Key made of the batch and row number, and the
// row is marked sent in that same transaction. So a double click, a second confirm, two workers or a crash
// half-way never pay a row twice, and whatever is left waiting is paid by the next worker to lease the batch.

/** How long one worker keeps a batch before another may take it up (a dead worker's batch waits this long). */
export const PAYOUT_BATCH_LEASE_MS = 15_000;
/** Rows paid between two lease renewals, and at most per worker tick (the tick's other tasks wait for it). */
const ROWS_PER_LEASE = 50;
const ROWS_PER_TICK = 200;

const envelope = <T>(data: T): Envelope<T> => ({ status: true, message: 'Batch confirmed', data });

/**
 * The batch's valid rows against the limits, before any row is paid: the money core decides on their largest
 * amount, their amounts and their fees together (money_batch_check), as it will decide each row when paid.
 * A batch over any limit is refused whole (422). Answers the rows' count, their amounts (what the new-device cap
 * counts) and their total with fees (what an API key's owner allows to pay without approval).
 */
async function checkBatchLimits(deps: Deps, q: Queryable, ownerId: bigint, batchId: bigint) {
  const rows = (await listRows(q, batchId)).filter((r) => r.state === 'valid');
  let amountMinor = 0n;
  let feeMinor = 0n;
  let largestMinor = 0n;
  for (const r of rows) {
    amountMinor += r.amount_minor ?? 0n;
    feeMinor += r.fee_minor ?? 0n;
    if ((r.amount_minor ?? 0n) > largestMinor) largestMinor = r.amount_minor ?? 0n;
  }
  await holdBatchToLimits(q, deps.config, ownerId, { largestMinor, amountMinor, feeMinor });
  return { count: rows.length, amountMinor, totalMinor: amountMinor + feeMinor };
}

/**
 * A team's request for approval, made in the confirm's own transaction when the batch goes to wait for one (so
 * the member's new-device cap, which counts what waits, sees it before the next confirm is decided). In kobo:
 * `amountMinor` what the rows send, `totalMinor` that with their fees.
 */
export type AskApproval = (
  q: Queryable,
  batch: { uuid: string; name: string },
  totals: { count: number; amountMinor: bigint; totalMinor: bigint },
) => Promise<void>;

/**
 * Confirms a batch in review with the PIN (wrong PINs count towards the lockout), checks its total against the
 * limits, and starts paying it, or, for a team member (`ask`), asks for approval. Confirming a batch already
 * confirmed answers it as it is.
 */
export async function confirmBatch(
  deps: Deps,
  callerId: bigint,
  uuid: string,
  pin: string,
  /** A team member's confirm: the batch waits for an approver, asked for this way. */
  ask?: AskApproval,
  /** The business a team member confirms for (their own PIN signs it); the caller themselves by default. */
  ownerId: bigint = callerId,
) {
  const batch = await requireBatch(deps, ownerId, uuid);
  const auth: MoneyAuthorisation = callerId === batch.user_id ? { pin } : { pin, signer: callerId };
  return confirmWith(deps, batch, auth, callerId, () => (ask ? 'wait' : 'pay'), ask);
}

/**
 * A business's API key confirms a batch (no PIN: a key has none). It waits for a person's approval, unless
 * the owner allowed batches up to `autoApproveMinor` (with fees) to pay without one (decision 017).
 */
export async function confirmBatchByKey(
  deps: Deps,
  businessId: bigint,
  uuid: string,
  key: { uuid: string },
  autoApproveMinor: bigint | null,
  ask: AskApproval,
) {
  const batch = await requireBatch(deps, businessId, uuid);
  return confirmWith(
    deps,
    batch,
    { preAuthorised: { by: `api-key:${key.uuid}` } },
    businessId,
    (total) => (autoApproveMinor !== null && total <= autoApproveMinor ? 'pay' : 'wait'),
    ask,
  );
}

async function confirmWith(
  deps: Deps,
  batch: { id: bigint; uuid: string; name: string; user_id: bigint },
  auth: MoneyAuthorisation,
  confirmedBy: bigint,
  decide: (totalMinor: bigint) => 'pay' | 'wait',
  ask: AskApproval | undefined,
) {
  await moveMoney(deps, {
    userId: batch.user_id,
    ...auth,
    idempotency: null,
    run: async (q, user) => {
      const status = await lockBatch(q, batch.id);
      if (status === 'paying' || status === 'done' || status === 'awaiting_approval') return envelope(null);
      if (status === 'draft') throw new AppError('unprocessable', payoutMessages.notUploaded);
      const rows = await listRows(q, batch.id);
      if (rows.some((r) => r.state === 'invalid'))
        throw new AppError('unprocessable', payoutMessages.problemsLeft);
      const { count, amountMinor, totalMinor } = await checkBatchLimits(deps, q, user.id, batch.id);
      if (count === 0) throw new AppError('unprocessable', payoutMessages.nothingToPay);
      // A team member's confirm prepares the business's money: their new device's cap holds on the amounts
      // (they are locked as the move's signer). A key is the business itself.
      if (confirmedBy !== batch.user_id)
        await holdMemberToDeviceCap(q, deps.config, confirmedBy, amountMinor);
      const wait = decide(totalMinor) === 'wait';
      await setBatchStatus(q, batch.id, wait ? 'awaiting_approval' : 'paying', { confirmedBy });
      if (wait && ask) await ask(q, batch, { count, amountMinor, totalMinor });
      return envelope(null);
    },
  });
  startPaying(deps, batch.id);
  return batchWithRows(deps, batch.id);
}

/**
 * For teams, inside the approval's money move (the business's row locked by the caller, the approver's role, PIN
 * and cap checked): the freeze and the limits are checked again against the batch's total, and the batch is
 * marked paying, so the approval and the batch's start commit together. A batch no longer awaiting approval is
 * left as it is. The caller starts the payer once it commits (`startPaying`).
 */
export async function startBatchIn(
  deps: Deps,
  q: Queryable,
  user: UserRow,
  batchUuid: string,
  approverId: bigint,
): Promise<bigint | null> {
  const batch = await findBatchByUuid(q, batchUuid);
  if (!batch) throw notFound();
  const status = await lockBatch(q, batch.id);
  if (status !== 'awaiting_approval') return null;
  await checkBatchLimits(deps, q, user.id, batch.id);
  await setBatchStatus(q, batch.id, 'paying', { approvedBy: approverId });
  return batch.id;
}

/**
 * For teams: an approver rejected a batch an initiator confirmed (or its approval was cancelled). It goes back to
 * review (nothing was paid), where it can be fixed and confirmed again. Answers the batch's status after (a batch
 * no longer awaiting approval is left as it is); null: no such batch.
 */
export async function returnBatchToReviewIn(q: Queryable, batchUuid: string): Promise<PayoutStatus | null> {
  const batch = await findBatchByUuid(q, batchUuid);
  return batch ? batchBackToReview(q, batch.id) : null;
}

async function batchBackToReview(q: Queryable, batchId: bigint): Promise<PayoutStatus> {
  const status = await lockBatch(q, batchId);
  if (status !== 'awaiting_approval') return status;
  await setBatchStatus(q, batchId, 'review');
  return 'review';
}

// ── Paying ────────────────────────────────────────────────────────────────────────────────────────────

/** The row's send was already made or refused by another worker: nothing to do. */
class RowTaken extends Error {}

/** Pays one row by the one money move; a refusal (funds, limits, freeze) is recorded on the row. */
async function payRow(deps: Deps, batch: { uuid: string; user_id: bigint; name: string }, row: UnpaidRow) {
  const narration = row.narration || batch.name;
  const run = async (q: Queryable, user: UserRow): Promise<Envelope<SendData>> => {
    const { reply } = await moveLeg(
      deps,
      q,
      user.id,
      row.bank_code === OWO_BANK.code
        ? {
            kind: 'owo',
            send: {
              amountMinor: row.amount_minor,
              accountNumber: row.account_number,
              narration,
              saveBeneficiary: false,
            },
          }
        : {
            kind: 'external',
            send: {
              rail: 'nip',
              amountMinor: row.amount_minor,
              feeMinor: row.fee_minor,
              payout: ngnPayout(row.amount_minor),
              counterparty: { name: row.account_name, account: row.account_number, bank: row.bank_name },
              narration,
              destination: {
                bank_code: row.bank_code,
                account_number: row.account_number,
                name: row.account_name,
              },
              beneficiary: null,
              meta: { payout_batch: batch.uuid, payout_row: row.row_no },
            },
          },
    );
    if (!(await markRowSent(q, row.id, reply.data.transaction.uuid))) throw new RowTaken();
    return reply;
  };
  try {
    await moveMoney(deps, {
      userId: batch.user_id,
      preAuthorised: { by: `payout-batch:${batch.uuid}` },
      idempotency: {
        key: `payout-batch:${batch.uuid}:row:${row.row_no}`,
        fingerprint: `payout-row:${row.id}`,
      },
      run,
    });
  } catch (err) {
    if (err instanceof RowTaken) return;
    // A business refusal is the row's answer; anything else (the database away, a lock wait) is retried later.
    if (!(err instanceof AppError) || err.code === 'conflict' || err.code === 'unavailable') throw err;
    await deps.db.tx((q) => markRowRefused(q, row.id, err.message));
  }
}

/**
 * Leases a paying batch (`batchId`, or any whose lease ran out) and pays up to `maxRows` of its waiting rows,
 * renewing the lease as it goes; marks it done when none is left. Returns the rows it paid or refused.
 */
export async function payBatch(deps: Deps, batchId: bigint | null, maxRows = Number.POSITIVE_INFINITY) {
  const batch = await deps.db.tx((q) => leaseBatch(q, PAYOUT_BATCH_LEASE_MS, batchId));
  if (!batch) return 0;
  let done = 0;
  try {
    while (done < maxRows && !stopping.has(deps)) {
      const rows = await unpaidRows(deps.db, batch.id, Math.min(ROWS_PER_LEASE, maxRows - done));
      if (rows.length === 0) break;
      for (const row of rows) {
        await payRow(deps, batch, row);
        done++;
      }
      await deps.db.tx((q) => setLease(q, batch.id, PAYOUT_BATCH_LEASE_MS));
    }
    await deps.db.tx((q) => finishIfDone(q, batch.id));
  } finally {
    await deps.db.tx((q) => setLease(q, batch.id, null)).catch(() => {});
  }
  return done;
}

/** The worker's task: takes up any paying batch nobody is working on (one left by a restart, or a crash). */
export async function payDueBatches(deps: Deps): Promise<number> {
  return payBatch(deps, null, ROWS_PER_TICK);
}

// Batches being paid in the background, per app, so a closing app waits for them (and stops them early).
const running = new WeakMap<Deps, Set<Promise<unknown>>>();
const stopping = new WeakSet<Deps>();

/** Starts paying a confirmed batch now, in the background (the worker would take it up anyway). */
export function startPaying(deps: Deps, batchId: bigint): void {
  if (stopping.has(deps)) return;
  const set = running.get(deps) ?? new Set();
  running.set(deps, set);
  const p: Promise<unknown> = payBatch(deps, batchId)
    .catch(() => {
      // The lease runs out and the worker takes the batch up again.
    })
    .finally(() => set.delete(p));
  set.add(p);
}

/** Stops the background payers after their current row and waits for them (the app's close). */
export async function stopPaying(deps: Deps): Promise<void> {
  stopping.add(deps);
  await Promise.all([...(running.get(deps) ?? [])]);
}

/** Waits for the background payers of this app (tests). */
export async function payersIdle(deps: Deps): Promise<void> {
  await Promise.all([...(running.get(deps) ?? [])]);
}
