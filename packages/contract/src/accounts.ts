import { z } from 'zod';
import { dayParam, envelope, nubanSchema, pageOf } from './common.ts';
import { errors } from './messages.ts';
import { amountSchema } from './money.ts';
import { receiptDetailSchema } from './receipts.ts';
import { transactionDescriptionSchema } from './transaction-description.ts';

export const transactionStatusSchema = z.enum(['pending', 'successful', 'failed', 'reversed']);

/** Amounts in replies are numbers of major units with at most 2 decimals (integer minor units inside the API; see docs/architecture.md). */
export const transactionSchema = z.object({
  uuid: z.string(),
  reference: z.string(),
  direction: z.enum(['debit', 'credit']),
  rail: z.string(),
  status: transactionStatusSchema,
  currency: z.string(),
  amount: z.number(),
  fee: z.number(),
  total: z.number(),
  counterparty_name: z.string().nullable(),
  counterparty_account: z.string().nullable(),
  counterparty_bank: z.string().nullable(),
  narration: z.string().nullable(),
  meta: z.record(z.string(), z.unknown()),
  description: transactionDescriptionSchema,
  account_uuid: z.string(),
  created_at: z.string(),
  updated_at: z.string(),
  /**
   * The NIP session ID (30 digits) of an NGN bank transfer or an inbound bank credit, null for other rails.
   * A send's own reply, written before its row, leaves it out; the transaction's detail carries it.
   */
  session_id: z.string().nullable().optional(),
});
export type Transaction = z.infer<typeof transactionSchema>;

export const bankAccountSchema = z.object({
  uuid: z.string(),
  account_number: z.string(),
  account_name: z.string(),
  bank_name: z.string(),
  currency: z.string(),
  balance: z.number(),
  created_at: z.string(),
});
export type BankAccount = z.infer<typeof bankAccountSchema>;

export const accountsReply = envelope(
  z.object({ accounts: z.array(bankAccountSchema), account_name: z.string() }),
);
export const accountReply = envelope(
  z.object({ account: bankAccountSchema, transactions: z.array(transactionSchema) }),
);

const filterDate = dayParam;

/** History filters (all optional, additive): kind of transfer (rail), money in/out, status, Lagos dates. */
export const transactionsQuery = z.object({
  page: z.coerce.number().int().min(1).max(100_000).optional().default(1),
  search: z.string().trim().max(100).optional(),
  type: z
    .string()
    .regex(/^[a-z_]{1,30}$/, 'Choose a valid transaction type.')
    .optional(),
  direction: z.enum(['credit', 'debit']).optional(),
  status: transactionStatusSchema.optional(),
  from: filterDate.optional(),
  to: filterDate.optional(),
});
export type TransactionsQuery = z.input<typeof transactionsQuery>;

/** Laravel-style paginator: data, links and meta, as every paginated list replies. */
export const transactionsPageSchema = pageOf(transactionSchema);
export type TransactionsPage = z.infer<typeof transactionsPageSchema>;
export const transactionsReply = envelope(transactionsPageSchema);
/** One transaction, with its receipt (issue 11): receipt_url is the public verify page. */
export const transactionReply = envelope(
  z.object({ transaction: transactionSchema, receipt_url: z.string(), receipt: receiptDetailSchema }),
);

/** The sending bank's reference of an inflow: each is credited once (a repeat answers with the first credit). */
const inflowReference = z
  .string({ error: errors.inflowReference })
  .trim()
  .min(6, { error: errors.inflowReference })
  .max(64, { error: errors.inflowReference });
/** A sandbox deposit: without a reference, the sandbox makes one up, so each is a new credit. */
export const depositBody = z.object({
  account_number: nubanSchema,
  amount: amountSchema,
  sender_name: z.string().trim().min(1).max(100).optional(),
  reference: inflowReference.optional(),
});
export const depositReply = envelope(z.object({ transaction: transactionSchema }));
/** The bank partner's signed inflow (POST /webhooks/inflow): the reference is required. */
export const inflowBody = depositBody.extend({ reference: inflowReference });

/** Sandbox only: the texts and e-mails the sandbox rails "sent", newest first. */
export const sandboxMessagesReply = envelope(
  z.array(z.object({ phone: z.string(), body: z.string(), created_at: z.string() })),
);
export const sandboxEmailsReply = envelope(
  z.array(z.object({ address: z.string(), subject: z.string(), body: z.string(), created_at: z.string() })),
);
