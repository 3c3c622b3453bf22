import { staffMoveMessages } from '@owo/contract/messages';
import { toMajor } from '@owo/contract/money';
import { opsMessages } from '@owo/contract/ops';
import type { ProposalView } from '@owo/contract/ops-money';
import { maskPhone } from '@owo/contract/phone-format';
import {
  opsMoneyMessages,
  RECON_SUSPENSE_ACCOUNT,
  REFUND_SUSPENSE_ACCOUNT,
  type SuspenseAccount,
} from '@owo/contract/suspense';
import type { Deps } from '#app-types';
import type { Queryable } from '#db/db.ts';
import { AppError, notFound } from '#lib/errors.ts';
import { maskAccount, maskName } from '#modules/receipts/receipt-view.ts';
import { audit } from '#modules/staff/audit.ts';
import { can, type Permission } from '#modules/staff/permissions.ts';
import type { StaffAuth } from '#modules/staff/staff-auth.ts';
import { naira } from '#money';
import { findTransactionByReference } from '#records/transactions-repository.ts';
import {
  findComplaintOfTransactionOwner,
  findCustomer,
  findOwner,
  findProposal,
  listProposals,
  listProposalsOfBreak,
  listRefundsOf,
  type ProposalKind,
  type ProposalRow,
  proposeAdjustment,
  proposeBreakEntry,
  proposeRefund,
  refundTotals,
  rejectProposal,
} from './refunds-repository.ts';

// The staff money proposals of the operations console (issue 25 item 6, issue 26; decisions 028 and 023):
// refunds, adjustments and reconciliation breaks' entries (proposed from a break, modules/reconciliation/),
// the one queue and rejections. Approvals, the only step that moves money, are in refunds-approval.ts.

/** What a proposal rule's refusal code tells the staff member (the money core's words for the same facts). */
export function ruleError(code: string, detail: Record<string, unknown> | null): AppError {
  switch (code) {
    case 'not_found':
      return notFound();
    case 'refund_not_found':
      return new AppError('unprocessable', staffMoveMessages.refundNotFound);
    case 'refund_not_settled':
      return new AppError('unprocessable', staffMoveMessages.refundNotSettled);
    case 'refund_exceeds': {
      const message = opsMoneyMessages.refundExceedsWaiting(naira(BigInt(String(detail?.left ?? '0'))));
      return new AppError('unprocessable', message, { amount: message });
    }
    case 'decided':
      return new AppError('conflict', opsMoneyMessages.alreadyDecided(String(detail?.status ?? 'decided')));
    default:
      throw new Error(`a proposal rule answered an unknown code: ${code}`);
  }
}

/** The customer as a money proposal names them (masked); the reconciliation entries name theirs so too. */
export const customerBrief = (r: {
  user_uuid: string;
  phone: string;
  account_name: string | null;
  account_number: string | null;
}) => ({
  uuid: r.user_uuid,
  name: maskName(r.account_name),
  phone: maskPhone(r.phone),
  account_number: maskAccount(r.account_number),
});

/** A proposal as the console shows it: the customer masked, who proposed it, whether the asker did. */
export function proposalView(r: ProposalRow, staffId: bigint): ProposalView {
  const iso = (d: Date | null) => (d ? d.toISOString() : null);
  return {
    id: r.uuid,
    kind: r.kind,
    status: r.status,
    direction: r.direction,
    amount: toMajor(r.amount_minor),
    suspense_account: r.suspense_code,
    reason: r.reason,
    complaint_id: r.complaint_ref,
    customer: customerBrief(r),
    transaction:
      r.t_uuid === null
        ? null
        : {
            uuid: r.t_uuid,
            reference: r.t_reference!,
            direction: r.t_direction!,
            status: r.t_status!,
            rail: r.t_rail!,
            amount: toMajor(r.t_amount_minor!),
            fee: toMajor(r.t_fee_minor!),
            total: toMajor(r.t_amount_minor! + r.t_fee_minor!),
            counterparty_name: r.t_counterparty_name,
            narration: r.t_narration,
            created_at: r.t_created_at!.toISOString(),
          },
    break:
      r.b_uuid === null
        ? null
        : {
            id: r.b_uuid,
            rail: r.b_rail!,
            kind: r.b_kind!,
            date: r.b_value_date!,
            reference: r.b_reference,
            currency: r.b_currency,
          },
    proposed_by: r.proposer_email,
    proposed_at: r.created_at.toISOString(),
    mine: r.proposed_by === staffId,
    decided_by: r.decider_email,
    decided_at: iso(r.decided_at),
    decision_reason: r.decision_reason,
    result_reference: r.result_reference,
  };
}

/** GET /ops/refunds/lookup: a transaction by reference, with what was and can still be refunded (recorded). */
export async function lookUpForRefund(deps: Deps, staff: StaffAuth, reference: string) {
  return deps.db.tx(async (q) => {
    const t = await findTransactionByReference(q, reference);
    if (!t) throw new AppError('not_found', opsMoneyMessages.transactionNotFound);
    const owner = await findOwner(q, t.user_id, t.account_id);
    const totals = await refundTotals(q, t.id);
    const refunds = await listRefundsOf(q, t.id);
    const customer = customerBrief(owner);
    await audit(q, {
      staffId: staff.staffId,
      action: 'transaction.view',
      subjectType: 'customer',
      subjectId: customer.uuid,
      detail: { reference: t.reference, purpose: 'refund' },
    });
    return {
      transaction: {
        uuid: t.uuid,
        reference: t.reference,
        direction: t.direction,
        status: t.status,
        rail: t.rail,
        amount: toMajor(t.amount_minor),
        fee: toMajor(t.fee_minor),
        total: toMajor(t.direction === 'debit' ? t.amount_minor + t.fee_minor : t.amount_minor),
        counterparty_name: t.counterparty_name,
        narration: t.narration,
        created_at: t.created_at.toISOString(),
      },
      customer,
      refunded: toMajor(totals.refunded),
      pending: toMajor(totals.waiting),
      refundable: toMajor(totals.room ?? 0n),
      refunds: refunds.map((r) => proposalView(r, staff.staffId)),
    };
  });
}

/** A complaint a refund answers (its tracking number or id) must be the debit's customer's: its tracking number. */
async function requireComplaintOf(q: Queryable, transactionUuid: string, ref: string): Promise<string> {
  const tracking = await findComplaintOfTransactionOwner(q, transactionUuid, ref);
  if (tracking === null) {
    throw new AppError('unprocessable', opsMoneyMessages.complaintNotFound, {
      complaint_id: opsMoneyMessages.complaintNotFound,
    });
  }
  return tracking;
}

/** POST /ops/refunds: proposes a refund (checked against what is left of the debit, under the customer's lock). */
export async function proposeRefundOf(
  deps: Deps,
  staff: StaffAuth,
  body: { transaction_id: string; amount: bigint; reason: string; complaint_id?: string | undefined },
) {
  const uuid = await deps.db.tx(async (q) => {
    const complaint = body.complaint_id
      ? await requireComplaintOf(q, body.transaction_id, body.complaint_id)
      : null;
    const answer = await proposeRefund(q, {
      transactionUuid: body.transaction_id,
      amountMinor: body.amount,
      reason: body.reason,
      complaintRef: complaint,
      suspense: REFUND_SUSPENSE_ACCOUNT,
      staffId: staff.staffId,
    });
    if (answer.code === 'not_found') throw new AppError('not_found', opsMoneyMessages.transactionNotFound);
    if (answer.code !== 'ok') throw ruleError(answer.code, answer.detail);
    const p = (await findProposal(q, answer.proposal!))!;
    await audit(q, {
      staffId: staff.staffId,
      action: 'refund.propose',
      subjectType: 'customer',
      subjectId: p.user_uuid,
      detail: {
        proposal: p.uuid,
        transaction: p.t_reference,
        amount_minor: String(p.amount_minor),
        reason: p.reason,
        complaint: p.complaint_ref,
      },
    });
    return p.uuid;
  });
  return proposalOf(deps, uuid, staff);
}

/** POST /ops/adjustments: proposes a credit or debit between a customer and a suspense account. */
export async function proposeAdjustmentFor(
  deps: Deps,
  staff: StaffAuth,
  body: {
    customer: string;
    direction: 'credit' | 'debit';
    amount: bigint;
    reason: string;
    suspense_account: SuspenseAccount;
  },
) {
  const uuid = await deps.db.tx(async (q) => {
    const user = await findCustomer(q, body.customer);
    if (!user) throw new AppError('not_found', opsMoneyMessages.customerNotFound);
    const id = await proposeAdjustment(q, {
      userId: user.id,
      direction: body.direction,
      amountMinor: body.amount,
      reason: body.reason,
      suspense: body.suspense_account,
      staffId: staff.staffId,
    });
    await audit(q, {
      staffId: staff.staffId,
      action: 'adjustment.propose',
      subjectType: 'customer',
      subjectId: user.uuid,
      detail: {
        proposal: id,
        direction: body.direction,
        amount_minor: String(body.amount),
        suspense_account: body.suspense_account,
        reason: body.reason,
      },
    });
    return id;
  });
  return proposalOf(deps, uuid, staff);
}

/**
 * Proposes a journal entry for a reconciliation break, in the caller's transaction (which holds the break,
 * open and naming a customer): the customer credited or debited against the reconciliation suspense account.
 * Its uuid, or null when an entry for the break is already waiting.
 */
export function proposeBreakEntryIn(
  q: Queryable,
  p: { breakId: bigint; userId: bigint; direction: 'credit' | 'debit'; amountMinor: bigint; reason: string },
  staffId: bigint,
): Promise<string | null> {
  return proposeBreakEntry(q, { ...p, suspense: RECON_SUSPENSE_ACCOUNT, staffId });
}

/** The entries proposed for a break (any status, oldest first), as the staff member sees them. */
export async function proposalsOfBreak(q: Queryable, breakId: bigint, staffId: bigint) {
  return (await listProposalsOfBreak(q, breakId)).map((r) => proposalView(r, staffId));
}

/** A proposal as the staff member sees it, read in `q`. */
export async function proposalIn(q: Queryable, uuid: string, staffId: bigint): Promise<ProposalView> {
  const p = await findProposal(q, uuid);
  if (!p) throw notFound();
  return proposalView(p, staffId);
}

const proposalOf = (deps: Deps, uuid: string, staff: StaffAuth) => proposalIn(deps.db, uuid, staff.staffId);

/** Who may decide a proposal of each kind (besides `approvals.read`, which the routes ask). */
const DECIDES: Record<ProposalKind, Permission> = {
  refund: 'refunds.approve',
  adjustment: 'adjustments.approve',
  recon: 'recon.resolve',
};

/** The proposal `uuid`, refused (403) to a role that may not decide its kind. */
export async function requireDecidable(deps: Deps, staff: StaffAuth, uuid: string): Promise<ProposalRow> {
  const p = await findProposal(deps.db, uuid);
  if (!p) throw notFound();
  if (!can(staff.role, DECIDES[p.kind])) throw new AppError('forbidden', opsMessages.notAllowed);
  return p;
}

/**
 * How a decision on a proposal is audited: a break entry's on its break, beside the break's other steps
 * (`recon.break.propose`, `recon.break.explain`), naming the customer; a refund's or an adjustment's on the
 * customer.
 */
export function decisionRecord(p: ProposalRow, decision: 'approve' | 'reject') {
  return p.kind === 'recon'
    ? {
        action: `recon.break.${decision}`,
        subjectType: 'recon_break',
        subjectId: p.b_uuid,
        detail: { customer: p.user_uuid },
      }
    : { action: `proposal.${decision}`, subjectType: 'customer', subjectId: p.user_uuid, detail: {} };
}

/** POST /ops/approvals/{id}/reject: a pending proposal rejected with a reason (its proposer may withdraw it). */
export async function rejectProposalOf(deps: Deps, staff: StaffAuth, uuid: string, reason: string) {
  const p = await requireDecidable(deps, staff, uuid);
  await deps.db.tx(async (q) => {
    const answer = await rejectProposal(q, uuid, staff.staffId, reason);
    if (answer.code !== 'ok') throw ruleError(answer.code, answer.detail);
    const { detail, ...record } = decisionRecord(p, 'reject');
    await audit(q, {
      staffId: staff.staffId,
      ...record,
      detail: {
        ...detail,
        proposal: uuid,
        kind: p.kind,
        amount_minor: String(p.amount_minor),
        reason,
        own: p.proposed_by === staff.staffId,
      },
    });
  });
  return proposalOf(deps, uuid, staff);
}

/** A page of proposals of one status, newest first, as the staff member sees them, and where the next starts. */
export async function proposalsPage(
  deps: Deps,
  staff: StaffAuth,
  f: Parameters<typeof listProposals>[1],
): Promise<{ proposals: ProposalView[]; next_before: string | null }> {
  const rows = await listProposals(deps.db, f);
  return {
    proposals: rows.map((r) => proposalView(r, staff.staffId)),
    next_before: rows.length === f.limit ? String(rows.at(-1)!.id) : null,
  };
}
