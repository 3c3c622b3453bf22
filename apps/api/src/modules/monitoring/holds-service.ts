import { toMajorString } from '@owo/contract/money';
import type { Deps } from '#app-types';
import { AppError } from '#lib/errors.ts';
import { audit } from '#modules/staff/audit.ts';
import {
  lockHold,
  markHoldDecided,
  refusePayment,
  rejectOnboarding,
  releaseOnboarding,
  releasePayment,
  requestHoldRelease,
} from './alerts-repository.ts';
import { type CaseHoldRow, type HoldRow, listHolds } from './cases-repository.ts';

/** What the customer's receipt says of a send compliance stopped: nothing of the review (no tipping off). */
export const STOPPED_SEND_REASON = 'The transfer could not be completed';

/**
 * What an officer decides: `release` (an onboarding goes on to review; a payment's release is asked for, by one
 * officer with their note), `approve` (a second officer approves a payment's release another asked for: it goes
 * to its rail), `reject`. Asking and approving are separate calls, so nobody approves a request they never saw.
 */
export type HoldDecision = 'release' | 'approve' | 'reject';

/** What a decision did: decided the hold, or asked a second officer to approve a payment's release. */
export type HoldOutcome = 'released' | 'rejected' | 'release_requested';

export const SECOND_OFFICER = 'A second officer must approve this release.';
export const ALREADY_ASKED =
  'Another officer has asked to release this payment: approve or reject their request.';
export const NOTHING_TO_APPROVE = 'Nobody has asked to release this payment.';

/**
 * A compliance decision on a hold. A payment released goes to its rail (the settlement worker asks it now), and
 * takes two officers (migration 052): the first asks for the release with their note, a second approves it. A
 * payment rejected is refused as a rail refuses one, and the settlement worker reverses it to the customer
 * through the ledger. An onboarding released goes on to review; rejected, the customer's KYC is rejected.
 */
export async function decideHold(
  deps: Deps,
  staffId: bigint,
  holdUuid: string,
  decision: HoldDecision,
  note: string,
): Promise<HoldOutcome> {
  return deps.db.tx(async (q) => {
    const hold = await lockHold(q, holdUuid);
    if (!hold) throw new AppError('not_found', 'Hold not found');
    if (hold.status !== 'held') throw new AppError('conflict', 'This hold was already decided');
    const payment = hold.kind === 'payment';
    const asked = hold.release_requested_by;
    if (decision === 'approve' && (!payment || asked === null))
      throw new AppError('conflict', NOTHING_TO_APPROVE);
    if (decision === 'approve' && asked === staffId) throw new AppError('conflict', SECOND_OFFICER);
    if (decision === 'release' && payment) {
      if (asked !== null) throw new AppError('conflict', asked === staffId ? SECOND_OFFICER : ALREADY_ASKED);
      await requestHoldRelease(q, hold.id, staffId, note);
      await audit(q, {
        staffId,
        action: 'monitoring.hold.release_requested',
        subjectType: 'hold',
        subjectId: hold.uuid,
        detail: { kind: hold.kind, note },
      });
      return 'release_requested';
    }
    if (decision === 'approve') await releasePayment(q, hold.transaction_id!);
    else if (payment) await refusePayment(q, hold.transaction_id!, STOPPED_SEND_REASON);
    else if (decision === 'release') await releaseOnboarding(q, hold.kyc_submission_id!);
    else await rejectOnboarding(q, hold.kyc_submission_id!, hold.user_id);
    const status = decision === 'reject' ? 'rejected' : 'released';
    await markHoldDecided(q, hold.id, status, staffId, note);
    await audit(q, {
      staffId,
      action: `monitoring.hold.${status}`,
      subjectType: 'hold',
      subjectId: hold.uuid,
      detail: { kind: hold.kind, note, ...(asked === null ? {} : { release_requested_by: String(asked) }) },
    });
    return status;
  });
}

/** The holds of one status (default: waiting for a decision), oldest first. */
export const holdsIn = (deps: Deps, status: string) => listHolds(deps.db, status);

/** One hold as it stands now, whatever its status (a decision's reply: another officer may have moved it since). */
export const holdNamed = async (deps: Deps, uuid: string) =>
  (await listHolds(deps.db, null, uuid))[0] ?? null;

const iso = (d: Date | null) => (d ? d.toISOString() : null);

/** A hold as a case shows it: which, its decision, and a payment's release waiting for a second officer. */
export const caseHoldView = (h: CaseHoldRow) => ({
  uuid: h.uuid,
  kind: h.kind,
  status: h.status,
  transaction: h.transaction,
  alert: h.alert,
  decided_by: h.decided_by,
  decided_by_email: h.decided_by_email,
  decided_at: iso(h.decided_at),
  note: h.note,
  release_requested_by_email: h.release_requested_by_email,
  release_requested_at: iso(h.release_requested_at),
  release_note: h.release_note,
  created_at: h.created_at.toISOString(),
});

/** A hold as the holds desk reads it: whose, which rule held it, the payment it keeps in Owo. */
export const holdView = (h: HoldRow) => ({
  ...caseHoldView(h),
  case: h.case_uuid,
  customer: h.customer,
  customer_name: h.customer_name,
  rule: { code: h.rule_code, name: h.rule_name },
  payment:
    h.reference === null
      ? null
      : {
          reference: h.reference,
          rail: h.rail!,
          currency: h.currency!.trim(),
          amount: toMajorString(BigInt(h.amount_minor!)),
          fee: toMajorString(BigInt(h.fee_minor!)),
          status: h.payment_status!,
          counterparty_name: h.counterparty_name,
          counterparty_account: h.counterparty_account,
          counterparty_bank: h.counterparty_bank,
        },
});
