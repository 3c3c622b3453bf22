import { toMajor } from '@owo/contract/money';
import { type BreakProposal, type ReconBreak, reconMessages } from '@owo/contract/reconciliation';
import type { Deps } from '#app-types';
import type { Queryable } from '#db/db.ts';
import { AppError, notFound } from '#lib/errors.ts';
import { customerBrief } from '#modules/refunds/refunds-service.ts';
import { LOCK_TIMEOUT_MS, staffMoveIn } from '#money';
import {
  decideProposal,
  findProposal,
  insertProposal,
  listProposals,
  type ProposalRow,
  resolveByEntry,
} from './proposals-repository.ts';
import { type BreakRow, findBreak } from './recon-repository.ts';
import { breakView } from './recon-service.ts';

// Resolving a break by a journal entry, maker-checker: one finance staff member proposes crediting (or
// debiting) the break's customer against the reconciliation suspense account, a second approves, and only then
// does the money core's staff move post it (decision 023). The proposal's uuid is the move's key.

export const proposalView = (p: ProposalRow): BreakProposal => ({
  id: p.uuid,
  break: p.break_uuid,
  rail: p.rail as BreakProposal['rail'],
  kind: p.kind as BreakProposal['kind'],
  date: p.value_date,
  reference: p.break_reference,
  currency: p.currency,
  customer: customerBrief(p),
  direction: p.direction,
  amount: toMajor(p.amount_minor),
  reason: p.reason,
  state: p.state,
  proposed_by: p.proposer_email,
  decided_by: p.decider_email,
  transaction: p.transaction_uuid,
  created_at: p.created_at.toISOString(),
  decided_at: p.decided_at ? p.decided_at.toISOString() : null,
});

type Outcome = { proposal: BreakProposal; break: ReconBreak };
type Record_ = (q: Queryable, o: Outcome) => Promise<void>;

async function openBreak(q: Queryable, uuid: string): Promise<BreakRow> {
  const b = await findBreak(q, uuid, { lock: true });
  if (!b) throw notFound();
  if (b.state !== 'open') throw new AppError('conflict', reconMessages.notOpen);
  return b;
}

async function outcome(q: Queryable, proposalUuid: string, breakUuid: string): Promise<Outcome> {
  const [p, b] = [await findProposal(q, proposalUuid), await findBreak(q, breakUuid)];
  return { proposal: proposalView(p!), break: breakView(b!) };
}

/** The break entries in one state (all when none is given), as the Approvals desk lists them. */
export async function proposalsOf(deps: Deps, state: 'proposed' | 'approved' | 'rejected' | undefined) {
  return (await listProposals(deps.db, state)).map(proposalView);
}

export function propose(
  deps: Pick<Deps, 'db'>,
  breakUuid: string,
  body: { direction: 'credit' | 'debit'; amount: bigint; reason: string },
  staffId: bigint,
  record: Record_,
): Promise<Outcome> {
  return deps.db.tx(async (q) => {
    const b = await openBreak(q, breakUuid);
    if (b.user_id === null) throw new AppError('unprocessable', reconMessages.noCustomer);
    const uuid = await insertProposal(q, {
      breakId: b.id,
      direction: body.direction,
      amountMinor: body.amount,
      reason: body.reason,
      staffId,
    });
    if (!uuid) throw new AppError('conflict', reconMessages.waiting);
    const done = await outcome(q, uuid, breakUuid);
    await record(q, done);
    return done;
  });
}

/**
 * The second person's approval: the money core moves the money (refusing the proposer as approver, and a
 * credit above what the break's debit may still give back), the break is resolved by that entry, all at once.
 */
export function approve(
  deps: Deps,
  proposalUuid: string,
  staffId: bigint,
  record: Record_,
): Promise<Outcome> {
  return deps.db.tx(
    async (q) => {
      const p = await findProposal(q, proposalUuid, { lock: true });
      if (!p) throw notFound();
      if (p.state !== 'proposed') throw new AppError('conflict', reconMessages.decided);
      const b = await openBreak(q, p.break_uuid);
      // A credit for a customer's own debit gives (part of) it back: the money core holds it to what it took.
      const refund = p.direction === 'credit' && b.transaction_direction === 'debit';
      const moved = await staffMoveIn(q, deps.config, {
        userId: b.user_id!,
        direction: p.direction,
        amountMinor: p.amount_minor,
        counterAccount: 'suspense:recon',
        reason: `Reconciliation: ${b.rail} ${b.value_date} ${b.kind} ${b.reference ?? ''}: ${p.reason}`,
        proposalKey: `recon:${p.uuid}`,
        proposerStaffId: p.proposed_by,
        approverStaffId: staffId,
        originalTransactionUuid: refund ? b.transaction_uuid : null,
      });
      const transactionId = await resolveByEntry(q, b.id, {
        transactionUuid: moved.transaction.uuid,
        staffId,
        note: p.reason,
      });
      await decideProposal(q, p.id, { state: 'approved', staffId, transactionId });
      const done = await outcome(q, p.uuid, p.break_uuid);
      await record(q, done);
      return done;
    },
    { lockTimeoutMs: LOCK_TIMEOUT_MS },
  );
}

/** Turns a waiting proposal down (its proposer may withdraw it); nothing moves. */
export function reject(
  deps: Pick<Deps, 'db'>,
  proposalUuid: string,
  staffId: bigint,
  record: Record_,
): Promise<Outcome> {
  return deps.db.tx(async (q) => {
    const p = await findProposal(q, proposalUuid, { lock: true });
    if (!p) throw notFound();
    if (p.state !== 'proposed') throw new AppError('conflict', reconMessages.decided);
    await decideProposal(q, p.id, { state: 'rejected', staffId, transactionId: null });
    const done = await outcome(q, p.uuid, p.break_uuid);
    await record(q, done);
    return done;
  });
}
