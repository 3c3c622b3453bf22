import { z } from 'zod';
import { envelope, idSchema } from './common.ts';
import { transactionDescriptionSchema } from './transaction-description.ts';

// Complaints (issue 25.5): a customer reports a problem with a transaction, or anything else from the help
// page, and follows the conversation with support in the app. The deadlines (CBN: 72 hours for a failed or
// disputed transfer, 14 days for the rest) and the reopen window are the database's (migration 023); the
// API reports them as due_at and reopen_until, so no copy of them lives here.

export const COMPLAINT_CATEGORIES = [
  'debited_not_received',
  'wrong_amount',
  'unauthorised',
  'other',
] as const;
export type ComplaintCategory = (typeof COMPLAINT_CATEGORIES)[number];

/** How the customer names each category (the issue's own words). */
export const COMPLAINT_CATEGORY_LABELS: Record<ComplaintCategory, string> = {
  debited_not_received: 'I was debited but the recipient did not get it',
  wrong_amount: 'Wrong amount',
  unauthorised: 'I did not make this',
  other: 'Other',
};

export const COMPLAINT_STATUSES = ['open', 'answered', 'resolved'] as const;
export type ComplaintStatus = (typeof COMPLAINT_STATUSES)[number];

/** The status as the customer reads it: who is to act next. */
export const COMPLAINT_STATUS_LABELS: Record<ComplaintStatus, string> = {
  open: 'Waiting for Owo',
  answered: 'Owo replied',
  resolved: 'Resolved',
};

/**
 * How pressing a complaint's deadline is, by the database's clock (SQL complaint_urgency, migration 055):
 * overdue (the deadline is reached), due within 24 hours, within 72 hours, later, or resolved (no clock runs).
 * The app and the console word and colour it; none of them measures it.
 */
export const COMPLAINT_URGENCIES = ['overdue', 'under_24h', 'under_72h', 'later', 'resolved'] as const;
export type ComplaintUrgency = (typeof COMPLAINT_URGENCIES)[number];

export const COMPLAINT_OUTCOMES = ['upheld', 'partly_upheld', 'not_upheld'] as const;
export type ComplaintOutcome = (typeof COMPLAINT_OUTCOMES)[number];

/** The outcome as the customer reads it. */
export const COMPLAINT_OUTCOME_LABELS: Record<ComplaintOutcome, string> = {
  upheld: 'Resolved in your favour',
  partly_upheld: 'Partly resolved in your favour',
  not_upheld: 'Not upheld',
};

export const complaintMessages = {
  category: 'Choose what went wrong',
  message: 'Tell us what happened',
  reply: 'Write a message',
  reopenReason: 'Tell us why you are reopening this complaint',
  tooLong: 'Must be at most 2000 characters',
  transactionNotFound: 'We could not find this transaction in your account',
  alreadyOpen: 'You already have an open complaint about this transaction. Add to it instead.',
  resolved: 'This complaint is resolved. Reopen it to write to us again.',
  notResolved: 'Only a resolved complaint can be reopened.',
  reopenExpired:
    'This complaint was resolved more than 14 days ago and can no longer be reopened. Open a new complaint instead.',
  opened: 'Complaint received',
  sent: 'Message sent',
  reopened: 'Complaint reopened',
} as const;

/** What the customer writes: 1 to 2000 characters, trimmed. */
const messageText = (required: string) =>
  z
    .string({ error: required })
    .trim()
    .min(1, { error: required })
    .max(2000, { error: complaintMessages.tooLong });

export const createComplaintBody = z.object({
  /** The customer's own transaction (its uuid), when the complaint is about one. */
  transaction_id: idSchema(complaintMessages.transactionNotFound).nullable().optional(),
  category: z.enum(COMPLAINT_CATEGORIES, { error: complaintMessages.category }),
  message: messageText(complaintMessages.message),
});
export type CreateComplaintBody = z.input<typeof createComplaintBody>;

export const complaintMessageBody = z.object({ message: messageText(complaintMessages.reply) });
export type ComplaintMessageBody = z.input<typeof complaintMessageBody>;

export const reopenComplaintBody = z.object({ message: messageText(complaintMessages.reopenReason) });
export type ReopenComplaintBody = z.input<typeof reopenComplaintBody>;

export const complaintParams = z.object({ id: idSchema('Not a valid id') });

/** The transaction a complaint is about, as much as the conversation needs to show. */
export const complaintTransactionSchema = z.object({
  id: z.string(),
  reference: z.string(),
  direction: z.enum(['debit', 'credit']),
  status: z.string(),
  amount: z.number(),
  currency: z.string(),
  counterparty_name: z.string().nullable(),
  created_at: z.string(),
  /** The movement's one description (decision 025): what the history row and the receipt print. */
  description: transactionDescriptionSchema,
});

/** One complaint as its customer sees it. */
export const complaintSchema = z.object({
  id: z.string(),
  tracking_number: z.string(),
  category: z.enum(COMPLAINT_CATEGORIES),
  status: z.enum(COMPLAINT_STATUSES),
  /** When Owo must have answered by (the CBN clock); it starts again when the complaint is reopened. */
  due_at: z.string(),
  /** How pressing due_at is now (COMPLAINT_URGENCIES): a late answer is `overdue`, never the phone's guess. */
  urgency: z.enum(COMPLAINT_URGENCIES),
  outcome: z.enum(COMPLAINT_OUTCOMES).nullable(),
  resolution: z.string().nullable(),
  resolved_at: z.string().nullable(),
  /** Until when a resolved complaint may be reopened (null while it is not resolved). */
  reopen_until: z.string().nullable(),
  can_reopen: z.boolean(),
  transaction: complaintTransactionSchema.nullable(),
  last_message_at: z.string(),
  created_at: z.string(),
});
export type Complaint = z.infer<typeof complaintSchema>;

/** One entry of the conversation. Staff write as "Owo Support": the customer never sees who. */
export const complaintMessageSchema = z.object({
  id: z.string(),
  author: z.enum(['customer', 'owo']),
  kind: z.enum(['message', 'resolution', 'reopen']),
  body: z.string(),
  outcome: z.enum(COMPLAINT_OUTCOMES).nullable(),
  created_at: z.string(),
});
export type ComplaintMessage = z.infer<typeof complaintMessageSchema>;

export const complaintReply = envelope(
  z.object({ complaint: complaintSchema, messages: z.array(complaintMessageSchema) }),
);
/** POST /complaints: the new complaint's id, tracking number and deadline, and the complaint itself. */
export const createComplaintReply = envelope(
  z.object({
    id: z.string(),
    tracking_number: z.string(),
    due_at: z.string(),
    complaint: complaintSchema,
    messages: z.array(complaintMessageSchema),
  }),
);
export const complaintsReply = envelope(z.object({ complaints: z.array(complaintSchema) }));

/**
 * What the customer is told, in the app's inbox and by SMS ("Owo: " + title + ". " + body), when their
 * complaint is received, answered, resolved or reopened. Times are Lagos times, formatted by the caller.
 */
export const complaintNotices = {
  opened: (tracking: string, dueAt: string) => ({
    title: `Complaint ${tracking} received`,
    body: `We will answer by ${dueAt}. Follow it in the app under Help & support.`,
  }),
  answered: (tracking: string) => ({
    title: `We replied to your complaint ${tracking}`,
    body: 'Read the reply in the app under Help & support.',
  }),
  resolved: (tracking: string, outcome: ComplaintOutcome, reopenUntil: string) => ({
    title: `Complaint ${tracking} resolved: ${COMPLAINT_OUTCOME_LABELS[outcome]}`,
    body: `Read our answer in the app under Help & support. Not satisfied? Reopen it there by ${reopenUntil}, or escalate to the CBN.`,
  }),
  reopened: (tracking: string, dueAt: string) => ({
    title: `Complaint ${tracking} reopened`,
    body: `We will answer by ${dueAt}.`,
  }),
} as const;

// ── The operations console (support and compliance answer; finance reads) ─────────────────────────────

export const opsComplaintMessages = {
  reply: 'Write a reply to the customer',
  resolution: 'Explain the outcome to the customer',
  outcome: 'Choose an outcome',
  alreadyResolved: 'This complaint is already resolved.',
  sent: 'Reply sent',
  resolved: 'Complaint resolved',
} as const;

/** The queue's filters: unresolved (the default: open and answered), one status, or the resolved ones. */
export const OPS_COMPLAINT_FILTERS = ['unresolved', 'open', 'answered', 'resolved'] as const;

export const opsComplaintsQuery = z.object({
  status: z.enum(OPS_COMPLAINT_FILTERS).optional().default('unresolved'),
  page: z.coerce.number().int().min(1).max(100_000).optional().default(1),
});

/** The customer as the complaints console shows them: the name, and the phone masked. */
export const opsComplaintCustomerSchema = z.object({
  uuid: z.string(),
  name: z.string().nullable(),
  phone: z.string(),
});

/** A complaint in the queue: the customer's view of it, who it is, and the clock. */
export const opsComplaintSchema = complaintSchema.extend({
  customer: opsComplaintCustomerSchema,
  /** Seconds until due_at by the database's clock; negative once overdue (0 once resolved). */
  seconds_left: z.number(),
  /** urgency is `overdue`. */
  overdue: z.boolean(),
  /** Who wrote last: a customer's unanswered message needs a reply. */
  last_author: z.enum(['customer', 'staff']).nullable(),
  reopened_count: z.number(),
});
export type OpsComplaint = z.infer<typeof opsComplaintSchema>;

export const opsComplaintMessageSchema = complaintMessageSchema.extend({
  /** The staff member who wrote it (staff messages only). */
  staff_email: z.string().nullable(),
});

export const opsComplaintsReply = envelope(
  z.object({
    complaints: z.array(opsComplaintSchema),
    page: z.number(),
    per_page: z.number(),
    total: z.number(),
    last_page: z.number(),
  }),
);
export const opsComplaintReply = envelope(
  z.object({ complaint: opsComplaintSchema, messages: z.array(opsComplaintMessageSchema) }),
);

export const opsComplaintMessageBody = z.object({ message: messageText(opsComplaintMessages.reply) });
export const resolveComplaintBody = z.object({
  outcome: z.enum(COMPLAINT_OUTCOMES, { error: opsComplaintMessages.outcome }),
  resolution: messageText(opsComplaintMessages.resolution),
});
export type ResolveComplaintBody = z.input<typeof resolveComplaintBody>;
