import type { CustomerRow, RestrictionView } from '@owo/contract/ops-customers';
import type { QueueRow, ReviewCaseRow } from '#modules/kyc/kyc-review-repository.ts';
import { tierNumberOf } from '#money';
import { bvnShown, type Masker } from '#records/contact-mask.ts';
import { displayName } from '#records/user-view.ts';
import type { CustomerListRow, RestrictionRow } from './customers-repository.ts';

// How the console shows a customer row and an identity case, masked for the staff member's role.

const iso = (d: Date | null) => (d ? d.toISOString() : null);

export function customerRowView(r: CustomerListRow, m: Masker): CustomerRow {
  return {
    uuid: r.uuid,
    name: displayName(r),
    type: r.type,
    phone: m.phone(r.phone),
    email: m.email(r.email),
    account_number: r.account_number,
    kyc_status: r.kyc_status,
    tier: tierNumberOf(r.kyc_status),
    restriction: r.restriction,
    created_at: r.created_at.toISOString(),
  };
}

export function restrictionRowView(r: RestrictionRow): RestrictionView {
  return {
    id: r.uuid,
    type: r.type,
    reason: r.reason,
    status: r.lifted_at ? 'lifted' : r.lift_requested_at ? 'lift_pending' : 'live',
    placed_by: r.placed_by,
    placed_at: r.placed_at.toISOString(),
    lift_requested_by: r.lift_requested_by,
    lift_requested_at: iso(r.lift_requested_at),
    lift_reason: r.lift_reason,
    lifted_by: r.lifted_by,
    lifted_at: iso(r.lifted_at),
  };
}

const identityView = (
  i: { firstname: string | null; middlename: string | null; lastname: string | null; dob: string | null },
  m: Masker,
) => ({
  firstname: i.firstname ?? null,
  middlename: i.middlename ?? null,
  lastname: i.lastname ?? null,
  dob: m.dob(i.dob ?? null),
});

export function caseView(c: ReviewCaseRow, m: Masker) {
  return {
    id: c.uuid,
    reason: c.reason,
    mismatched: c.mismatched,
    bvn: bvnShown(c.bvn_last4),
    entered: identityView(c.entered, m),
    record: c.record ? identityView(c.record, m) : null,
    document: c.details ? { type: c.document_type, number: m.document(c.details.document_number) } : null,
    status: c.status,
    decision: c.decision,
    decision_reason: c.decision_reason,
    decided_by: c.decided_by_email,
    created_at: c.created_at.toISOString(),
    closed_at: iso(c.closed_at),
  };
}

export function queueItemView(r: QueueRow, m: Masker) {
  return {
    ...caseView(r, m),
    attempts: r.attempts,
    customer: {
      uuid: r.customer_uuid,
      name: displayName({ ...r, type: r.customer_type }),
      type: r.customer_type,
      phone: m.phone(r.phone),
      kyc_status: r.kyc_status,
      tier: tierNumberOf(r.kyc_status),
    },
    bvn_holder: r.holder_uuid
      ? {
          uuid: r.holder_uuid,
          name: [r.holder_firstname, r.holder_lastname].filter(Boolean).join(' ') || null,
        }
      : null,
  };
}
