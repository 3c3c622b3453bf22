import type { ProposalView } from '@owo/contract/ops-money';
import { reconMessages } from '@owo/contract/reconciliation';
import { opsMoneyMessages, type SuspenseAccount } from '@owo/contract/suspense';
import type { Deps } from '#app-types';
import type { Queryable } from '#db/db.ts';
import { assert } from '#lib/assert.ts';
import { AppError } from '#lib/errors.ts';
import { audit } from '#modules/staff/audit.ts';
import type { StaffAuth } from '#modules/staff/staff-auth.ts';
import { type SuspenseAccount as CoreSuspenseAccount, LOCK_TIMEOUT_MS, staffMoveIn } from '#money';
import { findOwnTransaction } from '#records/transactions-repository.ts';
import { findProposal, lockForDecision, markApproved, type ProposalRow } from './refunds-repository.ts';
import { decisionRecord, proposalView, requireDecidable } from './refunds-service.ts';

// The approval of a refund, an adjustment or a reconciliation break's entry: the only step that moves money,
// one path for every kind. One transaction: the customer's row, the proposal and a break entry's break are
// locked (the proposal must still be pending, the break still open), the money core's staff move moves the
// money (staffMoveIn: it refuses the proposer as approver, a refund above what its debit may still give back
// and what a restriction forbids, posts one balanced entry against the suspense account and writes the
// history row, whose event brings the customer the usual alert and receipt; keyed by the proposal, so it
// moves once), the proposal is marked approved with its history row (which resolves a break entry's break by
// that entry), and the audit entry is appended. Any refusal rolls all of it back.

// The contract's suspense accounts are the money core's: the compiler holds the two lists to the same codes.
const sameCodes: [SuspenseAccount, CoreSuspenseAccount] extends [CoreSuspenseAccount, SuspenseAccount]
  ? true
  : never = true;
void sameCodes;

/** POST /ops/approvals/{id}/approve */
export async function approveProposalOf(deps: Deps, staff: StaffAuth, uuid: string) {
  const p = await requireDecidable(deps, staff, uuid);
  await deps.db.tx((q) => approveIn(deps, q, p, staff), { lockTimeoutMs: LOCK_TIMEOUT_MS, repeatable: true });
  const decided = await findProposal(deps.db, uuid);
  assert(decided, 'a decided proposal exists');
  return proposalView(decided, staff.staffId);
}

/** What an approval answers: a break's entry also says its break is resolved. */
export const approvedMessage = (p: ProposalView) =>
  p.kind === 'recon' ? opsMoneyMessages.approvedBreakEntry : opsMoneyMessages.approved;

async function approveIn(deps: Deps, q: Queryable, p: ProposalRow, staff: StaffAuth) {
  const now = await lockForDecision(q, p.user_id, p.uuid);
  // This approver's own approval, answered again (a retry after a lost answer): nothing more to do.
  if (now.status === 'approved' && now.decided_by === staff.staffId) return;
  if (now.status !== 'pending') throw new AppError('conflict', opsMoneyMessages.alreadyDecided(now.status));
  if (p.kind === 'recon' && now.break_state !== 'open') throw new AppError('conflict', reconMessages.notOpen);
  const moved = await staffMoveIn(q, deps.config, {
    userId: p.user_id,
    direction: p.direction,
    amountMinor: p.amount_minor,
    counterAccount: p.suspense_code as CoreSuspenseAccount,
    reason:
      p.kind === 'recon'
        ? `Reconciliation: ${p.b_rail} ${p.b_value_date} ${p.b_kind} ${p.b_reference ?? ''}: ${p.reason}`
        : p.reason,
    proposalKey: `proposal:${p.uuid}`,
    proposerStaffId: p.proposed_by,
    approverStaffId: staff.staffId,
    originalTransactionUuid: originalOf(p),
    complaint: p.complaint_ref,
  });
  const row = await findOwnTransaction(q, p.user_id, moved.transaction.uuid);
  assert(row, "the staff move's history row is the customer's");
  await markApproved(q, p.uuid, staff.staffId, row.id);
  const { detail, ...record } = decisionRecord(p, 'approve');
  await audit(q, {
    staffId: staff.staffId,
    ...record,
    detail: {
      ...detail,
      proposal: p.uuid,
      kind: p.kind,
      direction: p.direction,
      amount_minor: String(p.amount_minor),
      suspense_account: p.suspense_code,
      reference: moved.transaction.reference,
      refund_of: p.t_reference,
      complaint: p.complaint_ref,
      reason: p.reason,
    },
  });
}

/**
 * The debit a proposal gives (part of) back, which the money core holds it to: a refund's original; for a
 * break's entry, the break's own row when it credits the customer for their debit; none for an adjustment.
 */
function originalOf(p: ProposalRow): string | null {
  if (p.kind === 'recon') return p.direction === 'credit' && p.b_t_direction === 'debit' ? p.b_t_uuid : null;
  return p.t_uuid;
}
