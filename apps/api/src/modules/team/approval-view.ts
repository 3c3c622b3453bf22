import { toMajor } from '@owo/contract/money';
import { type Approval, can, ROLE_NAMES } from '@owo/contract/team';
import { maskAccount } from '#modules/receipts/receipt-view.ts';
import type { ApprovalRow } from './approvals-repository.ts';
import type { PreparedPayload } from './prepared.ts';
import type { DeciderRow } from './team-repository.ts';

// What an approval shows the people who decide it and the one who asked: to whom (name, bank, account masked
// but its last four digits), how much, the fee and the total, what for, who asked and when, who may decide it
// now; a payout batch its totals (and, read alone, its payments).

/** A prepared send's or bill's payload, or null (a batch). */
export const preparedPayloadOf = (a: ApprovalRow): PreparedPayload | null =>
  a.kind === 'payout_batch' ? null : (a.payload as unknown as PreparedPayload);

/**
 * Who may decide this payment: admins and approvers whose limit covers it, then the owner; never who asked.
 */
export function decidersOf(people: DeciderRow[], a: ApprovalRow): DeciderRow[] {
  if (a.status !== 'pending') return [];
  const ownerLast = [
    ...people.filter((p) => p.role !== 'owner'),
    ...people.filter((p) => p.role === 'owner'),
  ];
  return ownerLast.filter(
    (p) =>
      p.user_id !== a.initiated_by &&
      can(p.role, 'approvals.decide') &&
      (p.approval_limit_minor === null || a.amount_minor <= p.approval_limit_minor),
  );
}

/** A decider as the team reads them: the owner as such, a member by name (or role and phone's end). */
export const deciderName = (p: DeciderRow) =>
  p.role === 'owner' ? 'the owner' : (p.name ?? `${ROLE_NAMES[p.role]} ending ${p.phone.slice(-4)}`);

function amounts(a: ApprovalRow, prepared: PreparedPayload | null) {
  // An approval's amount is what its payments send, without fees (a batch's fees are its rows', read now).
  const fee =
    a.kind === 'payout_batch'
      ? (a.batch_fee_minor ?? null)
      : prepared?.fee_minor
        ? BigInt(prepared.fee_minor)
        : null;
  return {
    amount: toMajor(a.amount_minor),
    fee: fee === null ? null : toMajor(fee),
    total: toMajor(a.amount_minor + (fee ?? 0n)),
  };
}

export interface BatchRowView {
  row: number;
  name: string;
  bank: string;
  account: string;
  amount: number;
  fee: number;
  narration: string;
}

export function approvalView(
  a: ApprovalRow,
  people: DeciderRow[],
  batchRows: BatchRowView[] | null = null,
): Approval {
  const prepared = preparedPayloadOf(a);
  const note = prepared?.note ?? (typeof a.payload.note === 'string' ? a.payload.note : '');
  return {
    id: a.uuid,
    kind: a.kind,
    route: prepared?.route ?? null,
    status: a.status,
    ...amounts(a, prepared),
    currency: 'NGN',
    summary: a.summary,
    note: note === '' ? null : note,
    recipient: prepared?.recipient
      ? { ...prepared.recipient, account: maskAccount(prepared.recipient.account) ?? '' }
      : null,
    receive: prepared?.receive
      ? { amount: toMajor(BigInt(prepared.receive.amount_minor)), currency: prepared.receive.currency }
      : null,
    batch:
      a.kind === 'payout_batch'
        ? { name: String(a.payload.name ?? ''), count: a.batch_count ?? 0, rows: batchRows }
        : null,
    business: { id: a.business_uuid, name: a.business_name },
    initiated_by: { id: a.initiator_uuid, name: a.initiator_name },
    waiting_for: decidersOf(people, a).map(deciderName),
    decided_by: a.decider_uuid ? { id: a.decider_uuid, name: a.decider_name ?? '' } : null,
    decided_at: a.decided_at?.toISOString() ?? null,
    reason: a.reason,
    transaction_reference: a.transaction_reference,
    payment_status: a.payment_status,
    created_at: a.created_at.toISOString(),
  };
}
