import {
  type Complaint,
  type ComplaintMessage,
  complaintMessages,
  complaintNotices,
  type createComplaintBody,
} from '@owo/contract/complaints';
import { lagosTime } from '@owo/contract/lagos-time';
import { toMajor } from '@owo/contract/money';
import type { z } from 'zod';
import type { Deps } from '#app-types';
import type { Queryable } from '#db/db.ts';
import { assert } from '#lib/assert.ts';
import { AppError, notFound } from '#lib/errors.ts';
import { rateLimit } from '#lib/rate-limit.ts';
import { insertEvent } from '#modules/notifications/events-repository.ts';
import { describeMovement, type Movement } from '#records/transaction-description.ts';
import { findOwnTransaction } from '#records/transactions-repository.ts';
import { lockUser } from '#records/users-repository.ts';
import {
  type ComplaintMessageRow,
  type ComplaintRow,
  findComplaintById,
  findOpenComplaintFor,
  findOwnComplaint,
  findRepeatedComplaint,
  insertComplaint,
  insertMessage,
  listMessages,
  listOwnComplaints,
  lockComplaint,
  reopenComplaint,
} from './complaints-repository.ts';

/** New complaints a customer may open per day: far above any real need, low enough that nobody floods support. */
export const COMPLAINTS_PER_DAY = 20;
/** Messages a customer may write per hour, across their complaints. */
export const COMPLAINT_MESSAGES_PER_HOUR = 60;

// ── Views ─────────────────────────────────────────────────────────────────────────────────────────────

export function complaintView(c: ComplaintRow): Complaint {
  return {
    id: c.uuid,
    tracking_number: c.tracking_number,
    category: c.category,
    status: c.status,
    due_at: c.due_at.toISOString(),
    urgency: c.urgency,
    outcome: c.outcome,
    resolution: c.resolution,
    resolved_at: c.resolved_at?.toISOString() ?? null,
    reopen_until: c.reopen_until?.toISOString() ?? null,
    can_reopen: c.can_reopen,
    transaction:
      c.tx_uuid === null
        ? null
        : {
            id: c.tx_uuid,
            reference: c.tx_reference ?? '',
            direction: c.tx_direction ?? 'debit',
            status: c.tx_status ?? '',
            amount: toMajor(c.tx_amount_minor ?? 0n),
            currency: c.tx_currency ?? 'NGN',
            counterparty_name: c.tx_counterparty_name,
            created_at: c.tx_created_at?.toISOString() ?? '',
            // The movement's one description (decision 025), as its history row and receipt print it.
            description: describeMovement({
              direction: c.tx_direction ?? 'debit',
              rail: c.tx_rail ?? '',
              status: (c.tx_status ?? 'pending') as Movement['status'],
              currency: c.tx_currency ?? 'NGN',
              amount_minor: c.tx_amount_minor ?? 0n,
              fee_minor: c.tx_fee_minor ?? 0n,
              reference: c.tx_reference ?? '',
              counterparty_name: c.tx_counterparty_name,
              counterparty_account: c.tx_counterparty_account,
              counterparty_bank: c.tx_counterparty_bank,
              narration: c.tx_narration,
              meta: c.tx_meta ?? {},
            }),
          },
    last_message_at: c.last_message_at.toISOString(),
    created_at: c.created_at.toISOString(),
  };
}

/** A conversation entry as the customer sees it: staff write as Owo, never by name. */
export const messageView = (m: ComplaintMessageRow): ComplaintMessage => ({
  id: String(m.id),
  author: m.author === 'staff' ? 'owo' : 'customer',
  kind: m.kind,
  body: m.body,
  outcome: m.outcome,
  created_at: m.created_at.toISOString(),
});

/** Tells the customer about their complaint, in the inbox and (the alerts task) by SMS, in the caller's transaction. */
export async function notifyCustomer(
  q: Queryable,
  c: Pick<ComplaintRow, 'user_id' | 'uuid' | 'tracking_number'>,
  type: 'complaint_opened' | 'complaint_answered' | 'complaint_resolved' | 'complaint_reopened',
  notice: { title: string; body: string },
) {
  await insertEvent(q, c.user_id, 'complaint', {
    type,
    title: notice.title,
    body: notice.body,
    complaint: c.uuid,
    tracking_number: c.tracking_number,
  });
}

async function requireComplaint(q: Queryable, id: bigint): Promise<ComplaintRow> {
  const c = await findComplaintById(q, id);
  assert(c, 'a complaint just written can be read back');
  return c;
}

async function ownComplaintWithMessages(deps: Deps, userId: bigint, uuid: string) {
  const c = await findOwnComplaint(deps.db, userId, uuid);
  if (!c) throw notFound();
  const messages = await listMessages(deps.db, c.id);
  return { complaint: complaintView(c), messages: messages.map(messageView) };
}

// ── The customer's side ───────────────────────────────────────────────────────────────────────────────

/**
 * Opens a complaint with the customer's first message. The transaction, if named, must be the customer's
 * own; one unresolved complaint per transaction. The same complaint sent again within 10 minutes (a double tap,
 * a resend after a lost answer) is answered with the one it opened. The database numbers it and sets its deadline; the
 * customer is told both in the app and by SMS, in the same transaction as the complaint.
 */
export async function openComplaint(deps: Deps, userId: bigint, body: z.output<typeof createComplaintBody>) {
  await rateLimit(deps.db, `complaints:open:${userId}`, COMPLAINTS_PER_DAY, 24 * 60 * 60_000);
  const uuid = await deps.db.tx(async (q) => {
    // One complaint at a time per customer, so a double tap finds the first (below) instead of opening another.
    await lockUser(q, userId);
    let transactionId: bigint | null = null;
    if (body.transaction_id) {
      const t = await findOwnTransaction(q, userId, body.transaction_id);
      if (!t) {
        const message = complaintMessages.transactionNotFound;
        throw new AppError('not_found', message, { transaction_id: message });
      }
      transactionId = t.id;
    }
    const repeated = await findRepeatedComplaint(q, {
      userId,
      transactionId,
      category: body.category,
      body: body.message,
    });
    if (repeated) return repeated;
    if (transactionId !== null) {
      const open = await findOpenComplaintFor(q, transactionId);
      if (open) throw alreadyOpen(open);
    }
    const complaintId = await insertComplaint(q, { userId, transactionId, category: body.category }).catch(
      rethrowConflict,
    );
    await insertMessage(q, { complaintId, author: 'customer', body: body.message });
    const c = await requireComplaint(q, complaintId);
    await notifyCustomer(
      q,
      c,
      'complaint_opened',
      complaintNotices.opened(c.tracking_number, lagosTime(c.due_at)),
    );
    return c.uuid;
  });
  return ownComplaintWithMessages(deps, userId, uuid);
}

const alreadyOpen = (open: { uuid: string; tracking_number: string }) =>
  new AppError('conflict', complaintMessages.alreadyOpen, undefined, undefined, {
    id: open.uuid,
    tracking_number: open.tracking_number,
  });

/** Two complaints about one transaction at the same moment: the unique index refuses the second. */
function rethrowConflict(err: unknown): never {
  if ((err as { code?: string }).code === '23505')
    throw new AppError('conflict', complaintMessages.alreadyOpen);
  throw err;
}

export async function listComplaints(deps: Deps, userId: bigint) {
  const rows = await listOwnComplaints(deps.db, userId);
  return { complaints: rows.map(complaintView) };
}

export const getComplaint = ownComplaintWithMessages;

/** The customer writes in the conversation; a resolved complaint must be reopened first. */
export async function addCustomerMessage(deps: Deps, userId: bigint, uuid: string, message: string) {
  await rateLimit(deps.db, `complaints:message:${userId}`, COMPLAINT_MESSAGES_PER_HOUR, 60 * 60_000);
  await deps.db.tx(async (q) => {
    const c = await lockComplaint(q, uuid, userId);
    if (!c) throw notFound();
    if (c.status === 'resolved') throw new AppError('unprocessable', complaintMessages.resolved);
    await insertMessage(q, { complaintId: c.id, author: 'customer', body: message });
  });
  return ownComplaintWithMessages(deps, userId, uuid);
}

/**
 * Reopens a resolved complaint within the reopen window, with the customer's reason as a message; the clock
 * starts again and the customer is told the new deadline.
 */
export async function reopen(deps: Deps, userId: bigint, uuid: string, message: string) {
  await rateLimit(deps.db, `complaints:message:${userId}`, COMPLAINT_MESSAGES_PER_HOUR, 60 * 60_000);
  await deps.db.tx(async (q) => {
    const locked = await lockComplaint(q, uuid, userId);
    if (!locked) throw notFound();
    if (locked.status !== 'resolved') throw new AppError('unprocessable', complaintMessages.notResolved);
    // A newer complaint about the same transaction is still open: the customer continues there.
    const open = locked.transaction_id === null ? null : await findOpenComplaintFor(q, locked.transaction_id);
    if (open) throw alreadyOpen(open);
    const reopened = await reopenComplaint(q, locked.id).catch(rethrowConflict);
    if (!reopened) throw new AppError('unprocessable', complaintMessages.reopenExpired);
    await insertMessage(q, { complaintId: locked.id, author: 'customer', kind: 'reopen', body: message });
    const c = await requireComplaint(q, locked.id);
    await notifyCustomer(
      q,
      c,
      'complaint_reopened',
      complaintNotices.reopened(c.tracking_number, lagosTime(c.due_at)),
    );
  });
  return ownComplaintWithMessages(deps, userId, uuid);
}
