import {
  complaintNotices,
  type OpsComplaint,
  opsComplaintMessages,
  type resolveComplaintBody,
} from '@owo/contract/complaints';
import { lagosTime } from '@owo/contract/lagos-time';
import { maskPhone } from '@owo/contract/phone-format';
import type { z } from 'zod';
import type { Deps } from '#app-types';
import { assert } from '#lib/assert.ts';
import { AppError, notFound } from '#lib/errors.ts';
import { audit } from '#modules/staff/audit.ts';
import type { StaffAuth } from '#modules/staff/staff-auth.ts';
import { displayName } from '#records/user-view.ts';
import {
  findOpsComplaint,
  insertMessage,
  listOpsMessages,
  lockComplaint,
  type OpsComplaintRow,
  pageQueue,
  type QueueFilter,
  resolveComplaint,
} from './complaints-repository.ts';
import { complaintView, messageView, notifyCustomer } from './complaints-service.ts';

// The staff side of complaints: the queue by deadline, a complaint's conversation, replying and resolving.
// Every look at a complaint, every reply and every resolution is appended to the audit log, in the
// transaction of what it records.

export const QUEUE_PAGE_SIZE = 50;

export function opsComplaintView(c: OpsComplaintRow): OpsComplaint {
  const resolved = c.status === 'resolved';
  return {
    ...complaintView(c),
    customer: {
      uuid: c.customer_uuid,
      name: displayName({
        firstname: c.firstname,
        lastname: c.lastname,
        business_name: c.business_name,
        type: c.customer_type,
      }),
      // Support needs the name to greet the customer, never the whole number.
      phone: maskPhone(c.phone),
    },
    seconds_left: resolved ? 0 : c.seconds_left,
    overdue: c.urgency === 'overdue',
    last_author: c.last_author,
    reopened_count: c.reopened_count,
  };
}

export async function listQueue(deps: Deps, filter: QueueFilter, page: number) {
  const { rows, total } = await pageQueue(deps.db, filter, QUEUE_PAGE_SIZE, (page - 1) * QUEUE_PAGE_SIZE);
  return {
    complaints: rows.map(opsComplaintView),
    page,
    per_page: QUEUE_PAGE_SIZE,
    total,
    last_page: Math.max(1, Math.ceil(total / QUEUE_PAGE_SIZE)),
  };
}

async function conversation(deps: Deps, uuid: string) {
  const c = await findOpsComplaint(deps.db, uuid);
  if (!c) throw notFound();
  const messages = await listOpsMessages(deps.db, c.id);
  return {
    complaint: opsComplaintView(c),
    messages: messages.map((m) => ({ ...messageView(m), staff_email: m.staff_email })),
  };
}

/** A complaint and its conversation; the look is recorded (it shows a customer's words and transaction). */
export async function viewComplaint(deps: Deps, staff: StaffAuth, uuid: string) {
  const result = await conversation(deps, uuid);
  await audit(deps.db, {
    staffId: staff.staffId,
    action: 'complaint.viewed',
    subjectType: 'complaint',
    subjectId: uuid,
    detail: { tracking_number: result.complaint.tracking_number, customer: result.complaint.customer.uuid },
  });
  return result;
}

/** Locks an unresolved complaint for a staff action; a resolved one is refused. */
async function lockUnresolved(q: Parameters<typeof lockComplaint>[0], uuid: string) {
  const c = await lockComplaint(q, uuid, null);
  if (!c) throw notFound();
  if (c.status === 'resolved') throw new AppError('unprocessable', opsComplaintMessages.alreadyResolved);
  return c;
}

/** A staff reply: the customer sees it in the conversation and is told by SMS and in the inbox. */
export async function replyToComplaint(deps: Deps, staff: StaffAuth, uuid: string, message: string) {
  await deps.db.tx(async (q) => {
    const locked = await lockUnresolved(q, uuid);
    const messageId = await insertMessage(q, {
      complaintId: locked.id,
      author: 'staff',
      staffId: staff.staffId,
      body: message,
    });
    const c = await findOpsComplaint(q, uuid);
    assert(c, 'a locked complaint can be read');
    await notifyCustomer(q, c, 'complaint_answered', complaintNotices.answered(c.tracking_number));
    await audit(q, {
      staffId: staff.staffId,
      action: 'complaint.replied',
      subjectType: 'complaint',
      subjectId: uuid,
      detail: {
        tracking_number: c.tracking_number,
        customer: c.customer_uuid,
        message_id: String(messageId),
        message,
      },
    });
  });
  return conversation(deps, uuid);
}

/**
 * Resolves a complaint with its outcome and the explanation the customer reads (kept in the conversation as
 * the resolution); the customer is told the outcome and until when they may reopen it.
 */
export async function resolve(
  deps: Deps,
  staff: StaffAuth,
  uuid: string,
  body: z.output<typeof resolveComplaintBody>,
) {
  await deps.db.tx(async (q) => {
    const locked = await lockUnresolved(q, uuid);
    const resolved = await resolveComplaint(q, {
      id: locked.id,
      staffId: staff.staffId,
      outcome: body.outcome,
      resolution: body.resolution,
    });
    assert(resolved, 'a locked unresolved complaint resolves');
    await insertMessage(q, {
      complaintId: locked.id,
      author: 'staff',
      staffId: staff.staffId,
      kind: 'resolution',
      body: body.resolution,
      outcome: body.outcome,
    });
    const c = await findOpsComplaint(q, uuid);
    assert(c?.reopen_until, 'a resolved complaint has a reopen window');
    const notice = complaintNotices.resolved(c.tracking_number, body.outcome, lagosTime(c.reopen_until));
    await notifyCustomer(q, c, 'complaint_resolved', notice);
    await audit(q, {
      staffId: staff.staffId,
      action: 'complaint.resolved',
      subjectType: 'complaint',
      subjectId: uuid,
      detail: {
        tracking_number: c.tracking_number,
        customer: c.customer_uuid,
        outcome: body.outcome,
        resolution: body.resolution,
        // Whether the answer came in time: what the CBN asks complaint registers to show.
        within_deadline: c.resolved_at !== null && c.resolved_at <= c.due_at,
      },
    });
  });
  return conversation(deps, uuid);
}
