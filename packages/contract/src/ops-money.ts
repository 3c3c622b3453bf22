import { z } from 'zod';
import { envelope, idSchema } from './common.ts';
import { amountSchema } from './money.ts';
import { COMPLAINT_REF_PATTERN, opsMoneyMessages, SUSPENSE_ACCOUNT_CODES } from './suspense.ts';

// The operations console's money (issue 25 item 6, issue 26): refunds, adjustments and reconciliation breaks'
// journal entries, proposed by one finance staff member and approved by another, all one kind of proposal.
// Amounts in the replies are major units (naira), as everywhere.

/** The rails a partner settles with Owo: the NIP switch, the US wire partner, Ghana mobile money, the card processor, the bills aggregator. */
export const RECON_RAILS = ['nip', 'usd', 'momo', 'card', 'bills'] as const;
export const reconRailSchema = z.enum(RECON_RAILS, { error: `Choose a rail: ${RECON_RAILS.join(', ')}.` });
export type ReconRail = z.infer<typeof reconRailSchema>;

/** On our side only, on theirs only, amount differs, reported more than once, status differs. */
export const BREAK_KINDS = [
  'ours_only',
  'theirs_only',
  'amount_differs',
  'duplicated',
  'status_differs',
] as const;
export const breakKindSchema = z.enum(BREAK_KINDS);
export type BreakKind = z.infer<typeof breakKindSchema>;

const reason = z
  .string({ error: opsMoneyMessages.reason })
  .trim()
  .min(5, opsMoneyMessages.reason)
  .max(500, opsMoneyMessages.reason);

export const refundProposalBody = z.object({
  /** The customer's debit (its uuid, as the transaction lookup answers it). */
  transaction_id: idSchema(),
  amount: amountSchema,
  reason,
  complaint_id: z
    .string()
    .trim()
    .regex(COMPLAINT_REF_PATTERN, opsMoneyMessages.complaintRef)
    .optional()
    .or(z.literal('').transform(() => undefined)),
});

export const adjustmentProposalBody = z.object({
  /** The customer's uuid. */
  customer: idSchema(opsMoneyMessages.customerNotFound),
  direction: z.enum(['credit', 'debit']),
  amount: amountSchema,
  reason,
  suspense_account: z.enum(SUSPENSE_ACCOUNT_CODES),
});

export const proposalIdParams = z.object({ id: idSchema() });
export const proposalRejectBody = z.object({ reason });

export const opsCustomerBrief = z.object({
  uuid: z.string(),
  /** Masked: first name and the last name's initial. */
  name: z.string(),
  /** Masked: the country code and the last 3 digits. */
  phone: z.string(),
  /** Masked: the last 4 digits. */
  account_number: z.string().nullable(),
});

export const opsTransactionBrief = z.object({
  uuid: z.string(),
  reference: z.string(),
  direction: z.enum(['credit', 'debit']),
  status: z.string(),
  rail: z.string(),
  amount: z.number(),
  fee: z.number(),
  total: z.number(),
  counterparty_name: z.string().nullable(),
  narration: z.string().nullable(),
  created_at: z.string(),
});

/** The settlement break a break entry resolves, as the approver needs to know it. */
export const opsBreakBrief = z.object({
  id: z.string(),
  rail: reconRailSchema,
  kind: breakKindSchema,
  date: z.string(),
  /** Owo's reference of the history row, or the partner line's reference. */
  reference: z.string().nullable(),
  currency: z.string().nullable(),
});

export const proposalView = z.object({
  id: z.string(),
  /** refund: of a customer's debit; adjustment: against a named suspense account; recon: a break's entry. */
  kind: z.enum(['refund', 'adjustment', 'recon']),
  status: z.enum(['pending', 'approved', 'rejected']),
  direction: z.enum(['credit', 'debit']),
  amount: z.number(),
  suspense_account: z.string(),
  reason: z.string(),
  complaint_id: z.string().nullable(),
  customer: opsCustomerBrief,
  /** A refund's original debit; null for the others. */
  transaction: opsTransactionBrief.nullable(),
  /** A break entry's break (approving the entry resolves it); null for the others. */
  break: opsBreakBrief.nullable(),
  proposed_by: z.string(),
  proposed_at: z.string(),
  /** Proposed by the staff member asking: they may withdraw it, never approve it. */
  mine: z.boolean(),
  decided_by: z.string().nullable(),
  decided_at: z.string().nullable(),
  decision_reason: z.string().nullable(),
  /** The customer's history row the approval wrote. */
  result_reference: z.string().nullable(),
});
export type ProposalView = z.infer<typeof proposalView>;

export const proposalReply = envelope(z.object({ proposal: proposalView }));

export const approvalsQuery = z.object({
  status: z.enum(['pending', 'approved', 'rejected']).default('pending'),
  /** Keyset: the `next_before` of the page before. */
  before: z.coerce.number().int().positive().optional(),
  limit: z.coerce.number().int().min(1).max(100).default(50),
});
export const approvalsReply = envelope(
  z.object({ proposals: z.array(proposalView), next_before: z.string().nullable() }),
);

export const refundLookupQuery = z.object({ reference: z.string().trim().min(1).max(64) });
export const refundLookupReply = envelope(
  z.object({
    transaction: opsTransactionBrief,
    customer: opsCustomerBrief,
    /** Approved refunds of it so far, and refunds waiting for approval. */
    refunded: z.number(),
    pending: z.number(),
    /** What a new refund may still take (0 when none can be made). */
    refundable: z.number(),
    refunds: z.array(proposalView),
  }),
);
