import { z } from 'zod';
import { envelope, idSchema, transactionPinSchema } from './common.ts';
import { MIN_NGN_TRANSFER_MINOR } from './limits.ts';
import { errors, messages } from './messages.ts';
import { formatMinor, formatWhole } from './money-format.ts';

// Bulk payouts: the spec's three-step upload flow (form → upload → done). The form names a batch and the
// account to pay from; the upload is a CSV of NGN bank transfers, each row checked and shown for review;
// the batch is confirmed with the PIN once and each row is then paid as its own send.

/** The most rows one file may hold, and the largest file text accepted (characters). */
export const PAYOUT_MAX_ROWS = 5_000;
export const PAYOUT_MAX_CSV_CHARS = 1_000_000;
/** The template's columns, in order. */
export const PAYOUT_COLUMNS = ['bank', 'account_number', 'amount', 'narration'] as const;

/** Every message a customer reads about a batch or one of its rows. */
export const payoutMessages = {
  name: 'Enter a name for this batch',
  account: 'Choose the account to pay from',
  csv: 'Choose a CSV file to upload',
  tooBig: `The file is too large. A batch can have at most ${formatWhole(PAYOUT_MAX_ROWS)} rows: split the file and upload each part.`,
  tooManyRows: `A batch can have at most ${formatWhole(PAYOUT_MAX_ROWS)} rows. Split the file and upload each part.`,
  noRows: 'The file has no rows to pay. Add one row per transfer under the header.',
  columns:
    'The file needs the columns bank, account_number, amount and narration. Download the template and use its header.',
  unreadable: 'We could not read this file as CSV. Save it as CSV (comma-separated) and upload it again.',
  notEditable: 'This batch has been confirmed and can no longer be changed.',
  notUploaded: 'Upload a file before you confirm this batch.',
  problemsLeft: 'Fix or remove the rows with problems before you confirm.',
  nothingToPay: 'There are no rows left to pay in this batch.',
  // Row problems.
  bank: 'Bank not found. Use a bank code or name from the bank list.',
  accountNumber: messages.accountNumberFormat,
  checkDigit: 'This account number is not valid for this bank (check digit).',
  accountNotFound: errors.accountNotFound,
  /** A row left unchecked: the day's name checks are used up (the same words as a single lookup's 429). */
  nameCheckLimit: errors.nameCheckLimit,
  amount: 'Enter the amount in naira, like 2500 or 2500.50',
  minimum: `Amount must be at least ${formatMinor(MIN_NGN_TRANSFER_MINOR)}`,
  narration: 'Narration must be at most 100 characters',
  duplicate: (row: number) => `Same account and amount as row ${row}`,
} as const;

export const payoutStatusSchema = z.enum(['draft', 'review', 'awaiting_approval', 'paying', 'done']);
export type PayoutStatus = z.infer<typeof payoutStatusSchema>;

/**
 * A row as the customer sees it: before paying `ready` or `problem`; once confirmed `queued` until its send
 * is made, then `pending`, `paid` or `reversed` as the rail answers, or `refused` (with the reason) when the
 * send itself was refused (insufficient funds, a limit).
 */
export const payoutRowStatusSchema = z.enum([
  'ready',
  'problem',
  'queued',
  'pending',
  'paid',
  'reversed',
  'refused',
]);
export type PayoutRowStatus = z.infer<typeof payoutRowStatusSchema>;

export const createPayoutBody = z.object({
  name: z
    .string({ error: payoutMessages.name })
    .trim()
    .min(1, { error: payoutMessages.name })
    .max(100, { error: 'Must be at most 100 characters' }),
  account_id: idSchema(payoutMessages.account),
});
export type CreatePayoutBody = z.input<typeof createPayoutBody>;

export const payoutUploadBody = z.object({
  csv: z
    .string({ error: payoutMessages.csv })
    .min(1, { error: payoutMessages.csv })
    .max(PAYOUT_MAX_CSV_CHARS, { error: payoutMessages.tooBig }),
  file_name: z.string().trim().max(255).optional(),
});
export type PayoutUploadBody = z.input<typeof payoutUploadBody>;

/** A fixed row: the same four fields as a line of the file, checked again. */
export const payoutRowBody = z.object({
  bank: z.string({ error: payoutMessages.bank }).trim().min(1, { error: payoutMessages.bank }).max(100),
  account_number: z.string({ error: payoutMessages.accountNumber }).trim().max(20),
  amount: z.union([z.string(), z.number()], { error: payoutMessages.amount }).transform(String),
  narration: z.string().trim().max(100, { error: payoutMessages.narration }).optional().default(''),
});
export type PayoutRowBody = z.input<typeof payoutRowBody>;

export const confirmPayoutBody = z.object({ pin: transactionPinSchema });
export type ConfirmPayoutBody = z.input<typeof confirmPayoutBody>;
/** What the confirm route accepts: a person confirms with their PIN; a business's API key has none. */
export const confirmPayoutRequest = z.object({ pin: transactionPinSchema.optional() });

export const payoutParams = z.object({ id: idSchema('Not a valid id') });
export const payoutRowParams = z.object({
  id: idSchema('Not a valid id'),
  row: z.coerce.number({ error: 'Not a valid row' }).int().min(1).max(1_000_000),
});

export const payoutRowSchema = z.object({
  row: z.number(),
  bank: z.string(),
  bank_code: z.string().nullable(),
  bank_name: z.string().nullable(),
  account_number: z.string(),
  account_name: z.string().nullable(),
  /** Naira; null while the amount typed is not a valid amount. */
  amount: z.number().nullable(),
  amount_input: z.string(),
  fee: z.number().nullable(),
  narration: z.string(),
  status: payoutRowStatusSchema,
  /** Why the row is a problem or was refused or reversed; null otherwise. */
  reason: z.string().nullable(),
  /** The send's transaction (its receipt), once made. */
  transaction_id: z.string().nullable(),
  reference: z.string().nullable(),
});
export type PayoutRow = z.infer<typeof payoutRowSchema>;

export const payoutTotalsSchema = z.object({
  rows: z.number(),
  ready: z.number(),
  problems: z.number(),
  /** Naira: the sum of the amounts, of the fees, and what leaves the account (amount + fee), of rows to pay. */
  amount: z.number(),
  fees: z.number(),
  total: z.number(),
  queued: z.number(),
  pending: z.number(),
  paid: z.number(),
  reversed: z.number(),
  refused: z.number(),
});

export const payoutBatchSchema = z.object({
  id: z.string(),
  name: z.string(),
  status: payoutStatusSchema,
  account: z.object({ id: z.string(), account_number: z.string(), account_name: z.string() }),
  file_name: z.string().nullable(),
  totals: payoutTotalsSchema,
  created_at: z.string(),
  confirmed_at: z.string().nullable(),
  finished_at: z.string().nullable(),
});
export type PayoutBatch = z.infer<typeof payoutBatchSchema>;

export const payoutBatchReply = envelope(
  z.object({ batch: payoutBatchSchema, rows: z.array(payoutRowSchema) }),
);
export const payoutBatchesReply = envelope(z.object({ batches: z.array(payoutBatchSchema) }));
