import { opsCustomerMessages } from '@owo/contract/ops-customers';
import type { Deps } from '#app-types';
import type { Queryable } from '#db/db.ts';
import { AppError } from '#lib/errors.ts';
import { screenOnboarding } from '#modules/monitoring/onboarding-screening.ts';
import { recordSecurityEvent } from '#modules/notifications/notifications-service.ts';
import { audit } from '#modules/staff/audit.ts';
import { tierNumberOf } from '#money';
import { renameAccounts } from '#records/accounts-repository.ts';
import { displayName } from '#records/user-view.ts';
import { lockUser, type UserRow, updateUser } from '#records/users-repository.ts';
import { insertSubmission } from './kyc-repository.ts';
import {
  closeCases,
  countWaitingCustomers,
  listWaitingCases,
  lockCase,
  type ReviewCaseRow,
  verifySubmission,
} from './kyc-review-repository.ts';

// A compliance officer's decision on an identity the automatic check did not verify (issue 25 item 3): the
// tier changes in the same transaction, the customer is told (in-app and by SMS, through the security alert,
// which cannot be turned off) and the decision is in the audit log. One BVN stays one person: an approval
// claims the BVN through the same unique index as a customer's own submission (decision 015), and is screened
// against the watch-lists like one (migration 025): a match holds it for the monitoring desk, tier 1 until then.

export const KYC_APPROVED_ALERT = {
  kind: 'kyc_approved',
  title: 'Identity verified',
  body: 'We have checked your identity and verified it. Your higher limits apply now.',
} as const;
export const KYC_REJECTED_ALERT = {
  kind: 'kyc_rejected',
  title: 'Identity not verified',
  body: 'We could not verify your identity with the details you gave. Check they match your BVN record and try again, or contact support.',
} as const;

export interface KycDecision {
  caseUuid: string;
  decision: 'approve' | 'reject';
  reason: string;
  staffId: bigint;
}

/** Decides a case; answers the closed case's id, the customer and their new status. */
export async function decideKycCase(deps: Deps, d: KycDecision) {
  return deps.db.tx(async (q) => {
    const c = await lockCase(q, d.caseUuid);
    if (!c) throw new AppError('not_found', opsCustomerMessages.caseNotFound);
    if (c.status !== 'open') throw new AppError('conflict', opsCustomerMessages.caseDecided);
    const user = await lockUser(q, c.user_id);
    if (user.kyc_status === 'in_review' || user.kyc_status === 'verified')
      throw new AppError('conflict', opsCustomerMessages.caseSuperseded);
    const status: 'verified' | 'in_review' | 'rejected' =
      d.decision === 'approve' ? await approve(deps, q, c, user) : 'rejected';
    if (status === 'rejected') await updateUser(q, user.id, { kyc_status: 'rejected' });
    const decision = d.decision === 'approve' ? 'approved' : 'rejected';
    await closeCases(q, { userId: user.id, decision, staffId: d.staffId, reason: d.reason });
    // A submission held by the watch-list screening is not announced: the monitoring desk decides first.
    if (status !== 'in_review') {
      await recordSecurityEvent(q, user.id, status === 'verified' ? KYC_APPROVED_ALERT : KYC_REJECTED_ALERT);
    }
    const tier = tierNumberOf(status);
    await audit(q, {
      staffId: d.staffId,
      action: `kyc.${d.decision}`,
      subjectType: 'customer',
      subjectId: user.uuid,
      detail: { case: c.uuid, reason: d.reason, case_reason: c.reason, tier, held: status === 'in_review' },
    });
    return { caseUuid: c.uuid, customer: { uuid: user.uuid, kyc_status: status, tier } };
  });
}

/**
 * The case stands as the customer's submission: the BVN claimed (refused when another personal account holds
 * it), the names and birth date as on the BVN record, the rest as the customer typed it, screened against the
 * watch-lists; verified now, or left in review when the screening held it.
 */
async function approve(
  deps: Deps,
  q: Queryable,
  c: ReviewCaseRow,
  user: UserRow,
): Promise<'verified' | 'in_review'> {
  const details = c.details;
  const record = c.record;
  if (!details || !record) throw new AppError('conflict', opsCustomerMessages.caseNoDetails);
  const submissionId = await insertSubmission(q, {
    userId: user.id,
    bvnLast4: c.bvn_last4,
    bvnHmac: c.bvn_hmac,
    claimsBvn: user.type === 'personal',
    documentTypeId: details.document_type_id,
    documentNumber: details.document_number,
    reviewDelayMs: deps.config.kycReviewDelayMs,
  });
  if (submissionId === null) throw new AppError('conflict', opsCustomerMessages.bvnHeldElsewhere);
  const business = user.type === 'business';
  const names = {
    firstname: record.firstname,
    // The record's middle name only when the customer gave one (as a matching submission keeps it).
    middlename: c.entered.middlename ? record.middlename : null,
    lastname: record.lastname,
    business_name: business ? details.business_name : null,
  };
  await screenOnboarding(q, {
    userId: user.id,
    submissionId,
    names: [
      [names.firstname, names.middlename, names.lastname].filter(Boolean).join(' '),
      ...(names.business_name ? [names.business_name] : []),
    ],
  });
  const verified = await verifySubmission(q, submissionId);
  const now = new Date();
  await updateUser(q, user.id, {
    ...names,
    dob: record.dob,
    country: details.country,
    state: details.state,
    city: details.city,
    address: details.address,
    postal_code: details.postal_code,
    registration_number: business ? details.registration_number : null,
    tin: business ? details.tin : null,
    kyc_status: verified ? 'verified' : 'in_review',
    kyc_submitted_at: now,
    kyc_verified_at: verified ? now : null,
  });
  await renameAccounts(q, user.id, displayName({ ...names, type: user.type })!);
  return verified ? 'verified' : 'in_review';
}

/** One page of the identity review queue (oldest first) and how many customers wait in it. */
export async function waitingCases(deps: Deps, perPage: number, offset: number) {
  const rows = await listWaitingCases(deps.db, perPage, offset);
  return { rows, total: await countWaitingCustomers(deps.db) };
}
