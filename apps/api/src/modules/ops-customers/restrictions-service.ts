import type { RestrictionType } from '@owo/contract/messages';
import { opsCustomerMessages } from '@owo/contract/ops-customers';
import type { Deps } from '#app-types';
import { AppError } from '#lib/errors.ts';
import { audit } from '#modules/staff/audit.ts';
import type { StaffAuth } from '#modules/staff/staff-auth.ts';
import { liftRestriction, placeRestriction } from '#money';
import { findCustomerByUuid, findRestriction } from './customers-repository.ts';
import { restrictionRowView } from './views.ts';

// Compliance's restrictions on a customer (issue 25 item 4). The money core places and lifts them under the
// customer's locks and decides with them on every movement (migration 022); this side names who and why,
// refuses what the core refused in words a staff member can act on, and keeps each step in the audit log.

/** POST /ops/customers/{uuid}/restrictions: pnd, freeze or close, with a reason. */
export async function restrictCustomer(
  deps: Deps,
  staff: StaffAuth,
  uuid: string,
  r: { type: RestrictionType; reason: string },
) {
  return deps.db.tx(async (q) => {
    const user = await findCustomerByUuid(q, uuid);
    if (!user) throw new AppError('not_found', opsCustomerMessages.customerNotFound);
    const placed = await placeRestriction(q, {
      userId: user.id,
      type: r.type,
      reason: r.reason,
      staffId: staff.staffId,
    });
    if (placed.code === 'not_found') throw new AppError('not_found', opsCustomerMessages.customerNotFound);
    if (placed.code === 'already_restricted')
      throw new AppError('conflict', opsCustomerMessages.alreadyRestricted);
    if (placed.code === 'balance_not_zero')
      throw new AppError('unprocessable', opsCustomerMessages.closeNeedsZeroBalance);
    if (placed.code === 'transfers_pending')
      throw new AppError('unprocessable', opsCustomerMessages.closeWaitsForTransfers);
    const row = await findRestriction(q, placed.uuid!);
    await audit(q, {
      staffId: staff.staffId,
      action: 'restriction.place',
      subjectType: 'customer',
      subjectId: user.uuid,
      detail: { restriction: placed.uuid, type: r.type, reason: r.reason },
    });
    return restrictionRowView(row!);
  });
}

/**
 * POST /ops/restrictions/{id}/lift: the first compliance member asks for the lift (pending), a different one
 * lifts it. The same person twice is refused here and by the table's CHECK.
 */
export async function liftCustomerRestriction(deps: Deps, staff: StaffAuth, id: string, reason: string) {
  return deps.db.tx(async (q) => {
    const answer = await liftRestriction(q, { restrictionUuid: id, staffId: staff.staffId, reason });
    if (answer === 'not_found') throw new AppError('not_found', opsCustomerMessages.restrictionNotFound);
    if (answer === 'same_staff') throw new AppError('forbidden', opsCustomerMessages.liftSameStaff);
    const row = (await findRestriction(q, id))!;
    await audit(q, {
      staffId: staff.staffId,
      action: answer === 'lifted' ? 'restriction.lift' : 'restriction.lift_request',
      subjectType: 'customer',
      subjectId: row.user_uuid,
      detail: { restriction: id, type: row.type, reason },
    });
    return {
      message: answer === 'lifted' ? opsCustomerMessages.lifted : opsCustomerMessages.liftRequested,
      restriction: restrictionRowView(row),
    };
  });
}
