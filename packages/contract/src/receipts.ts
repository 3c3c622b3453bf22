import { z } from 'zod';
import { envelope } from './common.ts';
import { transactionDescriptionSchema } from './transaction-description.ts';

/**
 * A receipt's code: 40 lowercase hex digits (154 random bits) given by the database to every history row.
 * The route takes any short string so that an altered code gets the same 404 as any other unknown one.
 */
export const receiptCodeParam = z.object({ code: z.string().max(128) });
export const RECEIPT_CODE_PATTERN = /^[0-9a-f]{40}$/;

/** What the public verify page says: the ledger's current truth, in the words a payee reads. */
export const receiptStateSchema = z.enum(['pending', 'paid', 'reversed', 'failed']);
export type ReceiptState = z.infer<typeof receiptStateSchema>;

/** One party as the public sees it: a masked name ("Ada O."), a masked account ("******5678") and the bank. */
export const maskedPartySchema = z.object({
  name: z.string(),
  account: z.string().nullable(),
  bank: z.string().nullable(),
});

/** GET /api/public/receipts/{code}: no balance, no phone, no full account number, no full name. */
export const publicReceiptSchema = z.object({
  code: z.string(),
  state: receiptStateSchema,
  /** The movement's one description, masked: "Ada O.", "******5678", no balance. */
  description: transactionDescriptionSchema,
  amount: z.number(),
  currency: z.string(),
  reference: z.string(),
  sender: maskedPartySchema,
  recipient: maskedPartySchema,
  created_at: z.string(),
  settled_at: z.string().nullable(),
  reversed_at: z.string().nullable(),
});
export type PublicReceipt = z.infer<typeof publicReceiptSchema>;
export const publicReceiptReply = envelope(publicReceiptSchema);

/** A step of the status timeline; `at` is null for a step not reached yet. */
export const timelineStepSchema = z.object({
  step: z.enum(['created', 'debited', 'credited', 'sent', 'paid', 'refused', 'returned']),
  label: z.string(),
  at: z.string().nullable(),
  detail: z.string().nullable(),
});
export type TimelineStep = z.infer<typeof timelineStepSchema>;

/** The owner's receipt: full names, masked counterparty account, the NIP session ID and the timeline. */
export const receiptDetailSchema = z.object({
  code: z.string(),
  url: z.string(),
  state: receiptStateSchema,
  sender: maskedPartySchema,
  recipient: maskedPartySchema,
  /** NGN bank transfers only: 30 digits (sender institution code + yymmddHHmmss in Lagos + 12 digits). */
  session_id: z.string().nullable(),
  settled_at: z.string().nullable(),
  reversed_at: z.string().nullable(),
  timeline: z.array(timelineStepSchema),
});
export type ReceiptDetail = z.infer<typeof receiptDetailSchema>;
