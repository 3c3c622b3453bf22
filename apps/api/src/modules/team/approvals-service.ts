import { errors } from '@owo/contract/messages';
import { type Approval, can, teamMessages } from '@owo/contract/team';
import type { SendData } from '@owo/contract/transfers';
import type { Deps } from '#app-types';
import type { Queryable } from '#db/db.ts';
import { assert } from '#lib/assert.ts';
import { hmac } from '#lib/crypto.ts';
import { AppError, notFound } from '#lib/errors.ts';
import { type Actor, audit } from '#modules/acting-for/acting-for.ts';
import {
  type AskApproval,
  returnBatchToReviewIn,
  startBatchIn,
  startPaying,
} from '#modules/payouts/payouts-pay.ts';
import { batchRowsOf } from '#modules/payouts/payouts-service.ts';
import { maskAccount } from '#modules/receipts/receipt-view.ts';
import { holdMemberToDeviceCap, type IdempotencyKey, moveLeg, moveMoney, type TransferLeg } from '#money';
import { findUserById, lockUser } from '#records/users-repository.ts';
import { approvalView, preparedPayloadOf } from './approval-view.ts';
import {
  type ApprovalRow,
  type ApprovalStatus,
  decideApproval,
  findApproval,
  findApprovalById,
  findApprovalByRequestKey,
  findPendingBatchApproval,
  insertApproval,
  listApprovals,
  lockApproval,
  lockKeyLive,
} from './approvals-repository.ts';
import { type PrepareInput, planApproved, prepare } from './prepared.ts';
import { tellDeciders, tellInitiator } from './team-notices.ts';
import { type DeciderRow, listTeamPeople, lockMembership } from './team-repository.ts';
import { naira } from './team-service.ts';

// Maker-checker. An initiator's payment is stored as a pending approval: no money moves and nothing is
// counted against a limit. An approver (or an admin, or the owner; never the one who prepared it) approves
// it with their own PIN, up to their limit: the money then moves through the one money move, from the
// business's account, signed by the approver. The approval is marked approved inside that same transaction,
// and the move's Idempotency-Key is the approval's own, so a crash leaves either both or neither, and
// approving twice pays once. A rejection moves nothing.

/** The business's approvals with this status, as their team reads them. */
export async function approvals(deps: Deps, actor: Actor, status: ApprovalStatus | 'all') {
  const [rows, people] = await Promise.all([
    listApprovals(deps.db, actor.ownerId, status),
    listTeamPeople(deps.db, actor.ownerId),
  ]);
  return rows.map((a) => approvalView(a, people));
}

async function requireApproval(deps: Deps, actor: Actor, uuid: string): Promise<ApprovalRow> {
  const a = await findApproval(deps.db, actor.ownerId, uuid);
  if (!a) throw notFound();
  return a;
}

/** One approval read alone: a payout batch with its payments. */
export async function approval(deps: Deps, actor: Actor, uuid: string) {
  return viewOf(deps, await requireApproval(deps, actor, uuid));
}

async function viewOf(deps: Deps, a: ApprovalRow, people?: DeciderRow[]): Promise<Approval> {
  const rows =
    a.kind === 'payout_batch'
      ? (await batchRowsOf(deps, batchOf(a))).map((r) => ({ ...r, account: maskAccount(r.account) ?? '' }))
      : null;
  return approvalView(a, people ?? (await listTeamPeople(deps.db, a.business_id)), rows);
}

/**
 * A member prepares a send (any route) or a bill from the business's account: looked up and priced now for
 * the approver to read, it waits for one; each person who may approve it is told. Nothing moves.
 */
export async function prepareSend(
  deps: Deps,
  actor: Actor,
  body: PrepareInput,
  origin: string,
  key: IdempotencyKey | null = null,
): Promise<Approval> {
  const owner = await findUserById(deps.db, actor.ownerId);
  if (owner?.type !== 'business') throw new AppError('unprocessable', teamMessages.businessOnly);
  // A retry of a request whose answer was lost answers the approval it made, before anyone is asked again.
  const made = key && (await madeWithKey(deps.db, actor, key));
  if (made) return approvalView(made, await listTeamPeople(deps.db, actor.ownerId));
  const p = await prepare(deps, actor.ownerId, body);
  const people = await listTeamPeople(deps.db, actor.ownerId);
  const row = await deps.db.tx(async (q) => {
    // The member locked: concurrent requests all count toward a new device's cap, and two with one key are one.
    await lockUser(q, actor.callerId);
    const madeMeanwhile = key && (await madeWithKey(q, actor, key));
    if (madeMeanwhile) return madeMeanwhile;
    // A member's new device is held to the cap for what it prepares.
    if (actor.callerId !== actor.ownerId)
      await holdMemberToDeviceCap(q, deps.config, actor.callerId, p.amountMinor);
    const id = await insertApproval(q, {
      businessId: actor.ownerId,
      kind: p.kind,
      amountMinor: p.amountMinor,
      summary: p.summary,
      payload: { ...p.payload },
      initiatedBy: actor.callerId,
      request: key,
    });
    await audit(q, actor, 'approval.requested', `Prepared ${p.summary}`);
    const inserted = await findApprovalById(q, id);
    assert(inserted, 'the approval just inserted can be read back');
    await tellDeciders(q, inserted, people, origin);
    return inserted;
  });
  return approvalView(row, people);
}

/** The approval this member's request with `key` made, if one did; another body with the key is a 409. */
async function madeWithKey(q: Queryable, actor: Actor, key: IdempotencyKey): Promise<ApprovalRow | null> {
  const made = await findApprovalByRequestKey(q, actor.ownerId, actor.callerId, key.key);
  if (!made) return null;
  if (made.fingerprint !== key.fingerprint) throw new AppError('conflict', errors.idempotencyConflict);
  const row = await findApprovalById(q, made.id);
  assert(row, 'an approval is never deleted');
  return row;
}

/**
 * The checks every decision makes before anything else: not one's own, still pending. A batch an API key
 * confirmed is its creator's own too, unless the creator is the owner (who may let the key's batches pay without
 * anyone): otherwise an admin could make a key, confirm a batch with it and approve that batch alone.
 */
function checkDecidable(actor: Actor, a: ApprovalRow) {
  const ownKey = a.key_created_by === actor.callerId && actor.callerId !== a.business_id;
  if (a.initiated_by === actor.callerId || ownKey) throw new AppError('forbidden', teamMessages.ownApproval);
  if (a.status !== 'pending') throw new AppError('conflict', teamMessages.alreadyDecided);
}

/** What a send counts against the new-device cap: the amount sent, not its fee (issue 24 item 8). */
const legCounted = (leg: TransferLeg) => leg.send.amountMinor;

/**
 * Inside the approval's money move, under the business's row lock, just before the money moves: the approver
 * and the member who prepared it are checked again as they are now (a removal or a lower role that committed
 * since the request began wins; their membership rows are share-locked, so one cannot commit meanwhile), and the
 * approver's new device is held to the cap (they are locked as the move's signer).
 */
async function checkAtMoveTime(deps: Deps, q: Queryable, actor: Actor, a: ApprovalRow, countedMinor: bigint) {
  if (actor.callerId !== a.business_id) {
    const now = await lockMembership(q, a.business_id, actor.callerId);
    if (!now) throw notFound();
    if (!can(now.role, 'approvals.decide')) throw new AppError('forbidden', teamMessages.notAllowed);
    if (now.approval_limit_minor !== null && a.amount_minor > now.approval_limit_minor) {
      throw new AppError('unprocessable', teamMessages.overLimit);
    }
    await holdMemberToDeviceCap(q, deps.config, actor.callerId, countedMinor);
  }
  // A batch a business's API key confirmed has no person as its preparer (initiated_by null): the key is the
  // business itself, as long as it is live. A revoked key's batch (its maker removed, or the key revoked after it
  // confirmed) is never paid on its word.
  if (a.api_key_id !== null && !(await lockKeyLive(q, a.api_key_id))) {
    throw new AppError('conflict', teamMessages.keyRevoked);
  }
  if (a.initiated_by !== null && a.initiated_by !== a.business_id) {
    const preparer = await lockMembership(q, a.business_id, a.initiated_by);
    const permission = a.kind === 'send' ? 'approvals.initiate' : 'payouts.prepare';
    if (!preparer || !can(preparer.role, permission)) {
      throw new AppError('conflict', teamMessages.preparerNotAllowed);
    }
  }
}

/** The money move's key for this approval: the same for every approver, so it pays at most once. */
const approvalKey = (deps: Deps, a: ApprovalRow): IdempotencyKey => ({
  key: `team-approval:${a.uuid}`,
  fingerprint: hmac(deps.config.pinSecret, `team-approval:${a.uuid}:${a.amount_minor}`),
});

export async function approve(
  deps: Deps,
  actor: Actor,
  uuid: string,
  pin: string,
  origin: string,
): Promise<{ approval: Approval; payment: SendData | null }> {
  const a = await requireApproval(deps, actor, uuid);
  checkDecidable(actor, a);
  if (actor.approvalLimitMinor !== null && a.amount_minor > actor.approvalLimitMinor) {
    throw new AppError('unprocessable', teamMessages.overLimit);
  }
  if (a.kind === 'payout_batch') return approveBatch(deps, actor, a, pin, origin);
  const prepared = preparedPayloadOf(a);
  assert(prepared, 'a send or a bill has its prepared payload');
  const { leg, requireKyc } = await planApproved(deps, a.business_id, a.kind, prepared);
  const { reply } = await moveMoney(deps, {
    userId: a.business_id,
    pin,
    signer: actor.callerId,
    idempotency: approvalKey(deps, a),
    requireKyc,
    run: async (q, user) => {
      // Under the business's row lock: a decision that committed meanwhile (a rejection) wins.
      if ((await lockApproval(q, a.id)) !== 'pending') {
        throw new AppError('conflict', teamMessages.alreadyDecided);
      }
      await checkAtMoveTime(deps, q, actor, a, legCounted(leg));
      const { reply: sent } = await moveLeg(deps, q, user.id, leg);
      const decided = await decideApproval(q, a.id, {
        status: 'approved',
        by: actor.callerId,
        reason: null,
        reference: sent.data.transaction.reference,
      });
      assert(decided, 'a locked pending approval is decided once');
      await audit(q, actor, 'approval.approved', `Approved ${a.summary}`);
      await tellInitiator(q, await decidedIn(q, a), origin);
      return { ...sent, message: teamMessages.approved };
    },
  });
  const after = await findApprovalById(deps.db, a.id);
  assert(after, 'an approval is never deleted');
  return { approval: await viewOf(deps, after), payment: reply.data };
}

/** The approval as its decision left it, read inside the deciding transaction. */
async function decidedIn(q: Queryable, a: ApprovalRow): Promise<ApprovalRow> {
  const row = await findApprovalById(q, a.id);
  assert(row, 'an approval is never deleted');
  return row;
}

export async function reject(
  deps: Deps,
  actor: Actor,
  uuid: string,
  reason: string,
  origin: string,
): Promise<Approval> {
  const a = await requireApproval(deps, actor, uuid);
  checkDecidable(actor, a);
  await deps.db.tx(async (q) => {
    // One transaction, the approval locked first as an approval's money move locks it: a decision that committed
    // meanwhile wins, and the batch goes back to review only with the rejection that sends it there.
    if ((await lockApproval(q, a.id)) !== 'pending')
      throw new AppError('conflict', teamMessages.alreadyDecided);
    // A rejected batch goes back to review, unless an approval already started paying it.
    if (a.kind === 'payout_batch' && (await returnBatchToReviewIn(q, batchOf(a))) !== 'review') {
      throw new AppError('conflict', teamMessages.batchNotWaiting);
    }
    const decided = await decideApproval(q, a.id, {
      status: 'rejected',
      by: actor.callerId,
      reason,
      reference: null,
    });
    if (!decided) throw new AppError('conflict', teamMessages.alreadyDecided);
    await audit(q, actor, 'approval.rejected', `Rejected ${a.summary} (${reason})`);
    await tellInitiator(q, await decidedIn(q, a), origin);
  });
  const after = await findApprovalById(deps.db, a.id);
  assert(after, 'an approval is never deleted');
  return viewOf(deps, after);
}

// ── Payout batches ────────────────────────────────────────────────────────────────────────────────────

const batchOf = (a: ApprovalRow) => String(a.payload.batch_id);

/**
 * How a member's (or a key's) confirm asks for a payout batch's approval: in the confirm's own transaction,
 * under the business's row lock, as the batch goes to `awaiting_approval`, so the member's new-device cap counts
 * it before their next confirm is decided. Confirming again asks once: one pending approval per batch. Like a
 * send's, the approval's amount is what its payments send, without their fees: what an approver's limit and the
 * new-device cap compare (migration 046); its summary says the total with fees.
 */
export async function batchApprovalAsker(deps: Deps, actor: Actor, origin: string): Promise<AskApproval> {
  const people = await listTeamPeople(deps.db, actor.ownerId);
  return async (q, batch, { count, amountMinor, totalMinor }) => {
    assert(amountMinor > 0n, 'a confirmed batch has something to pay');
    if (await findPendingBatchApproval(q, actor.ownerId, batch.uuid)) return;
    const summary = `Bulk payout “${batch.name}”: ${count} ${count === 1 ? 'payment' : 'payments'}, ${naira(totalMinor)} with fees`;
    const id = await insertApproval(q, {
      businessId: actor.ownerId,
      kind: 'payout_batch',
      amountMinor,
      summary,
      payload: { batch_id: batch.uuid, name: batch.name },
      // A key's batch is the key's: every person on the team, the owner too, may then decide it, except the
      // admin who made the key (checkDecidable).
      initiatedBy: actor.apiKey ? null : actor.callerId,
      apiKeyId: actor.apiKey?.id ?? null,
    });
    await audit(q, actor, 'approval.requested', `Confirmed ${summary}`);
    const inserted = await findApprovalById(q, id);
    assert(inserted, 'the approval just inserted can be read back');
    await tellDeciders(q, inserted, people, origin);
  };
}

/**
 * Approving a batch, in one money move: the approver's own PIN (its lockout counts on them) under the business's
 * row lock, the approver checked again with their new device's cap, the batch's limits checked again and the
 * batch marked paying, and the approval marked approved, all committed together (so the cap counts this
 * approval before the approver's next one is decided). Its rows are then paid one by one through the money
 * move, pre-authorised by the batch.
 */
async function approveBatch(deps: Deps, actor: Actor, a: ApprovalRow, pin: string, origin: string) {
  let started: bigint | null = null;
  await moveMoney(deps, {
    userId: a.business_id,
    pin,
    signer: actor.callerId,
    idempotency: null,
    run: async (q, user) => {
      if ((await lockApproval(q, a.id)) !== 'pending') {
        throw new AppError('conflict', teamMessages.alreadyDecided);
      }
      await checkAtMoveTime(deps, q, actor, a, a.amount_minor);
      started = await startBatchIn(deps, q, user, batchOf(a), actor.callerId);
      // Not awaiting approval any more (sent back to review or paying): nothing to approve.
      if (started === null) throw new AppError('conflict', teamMessages.batchNotWaiting);
      const decided = await decideApproval(q, a.id, {
        status: 'approved',
        by: actor.callerId,
        reason: null,
        reference: null,
      });
      assert(decided, 'the approval was locked pending');
      await audit(q, actor, 'approval.approved', `Approved ${a.summary}`);
      await tellInitiator(q, await decidedIn(q, a), origin);
      return { status: true, message: teamMessages.batchApproved, data: null };
    },
  });
  if (started !== null) startPaying(deps, started);
  const after = await findApprovalById(deps.db, a.id);
  assert(after, 'an approval is never deleted');
  return { approval: await viewOf(deps, after), payment: null };
}
