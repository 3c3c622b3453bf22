import { z } from 'zod';
import { transactionSchema } from './accounts.ts';
import { envelope, idSchema, momentSchema, transactionPinSchema } from './common.ts';
import { amountSchema } from './money.ts';

// Payment links: a customer (a business first) shares /pay/{slug}; anyone pays it in the app with their
// PIN, or by bank transfer to the link's own Owo MFB account number.

/** What a payer or the link's owner is told when a link cannot take a payment. */
export const paymentLinkMessages = {
  description: 'Enter a description',
  amountType: 'Choose a fixed or an open amount',
  fixedAmount: 'Enter the amount to collect',
  expiryPast: 'Choose an expiry date in the future',
  expired: 'This payment link has expired. Ask the business for a new one.',
  alreadyPaid: 'This payment link has already been paid. Ask the business for a new one.',
  inactive: 'This payment link is no longer active.',
  amountRequired: 'Enter the amount you want to pay',
  amountMismatch: 'This payment link is for a fixed amount. Pay exactly that amount.',
  ownLink: 'You cannot pay your own payment link.',
} as const;

export const paymentLinkStatusSchema = z.enum(['active', 'paid', 'expired', 'deactivated']);
export type PaymentLinkStatus = z.infer<typeof paymentLinkStatusSchema>;

export const createPaymentLinkBody = z
  .object({
    description: z
      .string({ error: paymentLinkMessages.description })
      .trim()
      .min(1, { error: paymentLinkMessages.description })
      .max(100, { error: 'Must be at most 100 characters' }),
    amount_type: z.enum(['fixed', 'open'], { error: paymentLinkMessages.amountType }),
    /** Required for a fixed amount; ignored for an open one. */
    amount: amountSchema.optional(),
    single_use: z.boolean().optional().default(false),
    /** An ISO date-time; after it the link refuses payments. */
    expires_at: momentSchema('Enter a valid date and time').nullable().optional(),
  })
  .superRefine((b, ctx) => {
    if (b.amount_type === 'fixed' && b.amount === undefined) {
      ctx.addIssue({ code: 'custom', path: ['amount'], message: paymentLinkMessages.fixedAmount });
    }
    if (b.expires_at && Date.parse(b.expires_at) <= Date.now()) {
      ctx.addIssue({ code: 'custom', path: ['expires_at'], message: paymentLinkMessages.expiryPast });
    }
  });
export type CreatePaymentLinkBody = z.input<typeof createPaymentLinkBody>;

export const paymentLinkParams = z.object({ id: idSchema('Not a valid id') });
/** A slug: 128 random bits, base64url. Anything that is not a link's slug is simply not found (404). */
export const paymentLinkSlugParams = z.object({ slug: z.string().min(1).max(128) });

export const paymentLinksQuery = z.object({
  status: z.enum(['all', 'paid', 'unpaid']).optional().default('all'),
});

/** The bank-transfer instruction: a dedicated Owo MFB account number for this link. */
export const bankTransferSchema = z.object({
  bank_name: z.string(),
  bank_code: z.string(),
  account_number: z.string(),
  account_name: z.string(),
});

/** A link as its owner sees it. Amounts are numbers of naira (major units). */
export const paymentLinkSchema = z.object({
  id: z.string(),
  slug: z.string(),
  url: z.string(),
  description: z.string(),
  amount: z.number().nullable(),
  currency: z.string(),
  single_use: z.boolean(),
  expires_at: z.string().nullable(),
  status: paymentLinkStatusSchema,
  paid: z.boolean(),
  payments_count: z.number(),
  collected: z.number(),
  last_paid_at: z.string().nullable(),
  bank_transfer: bankTransferSchema,
  created_at: z.string(),
});
export type PaymentLink = z.infer<typeof paymentLinkSchema>;

export const paymentLinkReply = envelope(z.object({ link: paymentLinkSchema }));
export const paymentLinksReply = envelope(
  z.object({
    links: z.array(paymentLinkSchema),
    totals: z.object({
      collected: z.number(),
      payments_count: z.number(),
      paid_links: z.number(),
      unpaid_links: z.number(),
    }),
  }),
);

/** What a stranger sees at /pay/{slug}: the payee's masked verified name, never a balance or a phone. */
export const publicPaymentLinkSchema = z.object({
  slug: z.string(),
  payee_name: z.string(),
  description: z.string(),
  amount: z.number().nullable(),
  currency: z.string(),
  status: paymentLinkStatusSchema,
  /** A single-use link takes one payment; the page then thanks its payer and shows nothing more to pay. */
  single_use: z.boolean(),
  expires_at: z.string().nullable(),
  bank_transfer: bankTransferSchema,
  /** The server's time of this answer: the page watches for payments made after it (see below). */
  checked_at: z.string(),
});
export type PublicPaymentLink = z.infer<typeof publicPaymentLinkSchema>;
export const publicPaymentLinkReply = envelope(z.object({ link: publicPaymentLinkSchema }));

/** How far back a payer's page may ask about payments: long enough for a bank transfer to land. */
export const LINK_WATCH_MINUTES = 30;

/**
 * GET /public/payment-links/{slug}/payments?since=…: the payments a link received after `since` (the page's
 * `checked_at`, at most LINK_WATCH_MINUTES ago), so the payer who just sent a transfer sees it confirmed.
 */
export const linkPaymentsQuery = z.object({
  since: momentSchema('Enter a valid date and time'),
});
/** One payment as a payer's page tells it: the movement's one description, masked ("Bola A."). */
export const linkPaymentSchema = z.object({
  amount: z.string(),
  payer: z.string(),
  received_at: z.string(),
});
export type LinkPayment = z.infer<typeof linkPaymentSchema>;
export const linkPaymentsReply = envelope(
  z.object({ status: paymentLinkStatusSchema, payments: z.array(linkPaymentSchema) }),
);

export const payPaymentLinkBody = z.object({
  /** Needed for an open amount; for a fixed one it may be left out, or must equal the link's amount. */
  amount: amountSchema.optional(),
  pin: transactionPinSchema,
});
export type PayPaymentLinkBody = z.input<typeof payPaymentLinkBody>;

export const payPaymentLinkReply = envelope(
  z.object({ transaction: transactionSchema, payee_name: z.string(), description: z.string() }),
);
