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
} from './alerts-repository.ts';
import { type HoldRow, listHolds } from './cases-repository.ts';

/** What the customer's receipt says of a send compliance stopped: nothing of the review (no tipping off). */
export const STOPPED_SEND_REASON = 'The transfer could not be completed';

export type HoldDecision = 'release' | 'reject';

/**
 * A compliance decision on a hold. A payment released goes to its rail (the settlement worker asks it now); a
 * payment rejected is refused as a rail refuses one, and the settlement worker reverses it to the customer
 * through the ledger. An onboarding released goes on to review; rejected, the customer's KYC is rejected.
 */
export async function decideHold(
  deps: Deps,
  staffId: bigint,
  holdUuid: string,
  decision: HoldDecision,
  note: string,
) {
  return deps.db.tx(async (q) => {
    const hold = await lockHold(q, holdUuid);
    if (!hold) throw new AppError('not_found', 'Hold not found');
    if (hold.status !== 'held') throw new AppError('conflict', 'This hold was already decided');
    if (hold.kind === 'payment') {
      if (decision === 'release') await releasePayment(q, hold.transaction_id!);
      else await refusePayment(q, hold.transaction_id!, STOPPED_SEND_REASON);
    } else if (decision === 'release') {
      await releaseOnboarding(q, hold.kyc_submission_id!);
    } else {
      await rejectOnboarding(q, hold.kyc_submission_id!, hold.user_id);
    }
    const status = decision === 'release' ? 'released' : 'rejected';
    await markHoldDecided(q, hold.id, status, staffId, note);
    await audit(q, {
      staffId,
      action: `monitoring.hold.${status}`,
      subjectType: 'hold',
      subjectId: hold.uuid,
      detail: { kind: hold.kind, note },
    });
    return { ...hold, status };
  });
}

/** The holds of one status (default: waiting for a decision), oldest first; or the one named. */
export const holdsIn = (deps: Deps, status: string, uuid?: string) => listHolds(deps.db, status, uuid);

const iso = (d: Date | null) => (d ? d.toISOString() : null);

/** A hold as the holds desk reads it: whose, which rule held it, the payment it keeps in Owo. */
export const holdView = (h: HoldRow) => ({
  uuid: h.uuid,
  kind: h.kind,
  status: h.status,
  transaction: h.transaction,
  alert: h.alert,
  decided_by: h.decided_by,
  decided_by_email: h.decided_by_email,
  decided_at: iso(h.decided_at),
  note: h.note,
  created_at: h.created_at.toISOString(),
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
