import { z } from 'zod';

/**
 * One movement as every surface tells it (issue 24): the SMS and e-mail alert, the in-app notification, the
 * history row, the detail, the receipt (PNG and PDF), the verify page, the statement line and a payment link's
 * page all print these strings, made once by the API from the history row, so no two of them disagree.
 * Money is already formatted (₦5,010.75); the numbers beside it in the transaction are for arithmetic.
 */
export const transactionDescriptionSchema = z.object({
  /** transfer | bill | payment_link (a link's payment, on the payee's side) | deposit | card */
  kind: z.enum(['transfer', 'bill', 'payment_link', 'deposit', 'card']),
  /** Who or what: the other party's name, a bill's biller, a link payment's payer. */
  title: z.string(),
  /** The other party's bank and masked account, a bill's product and meter/phone, the link paid. */
  subtitle: z.string().nullable(),
  /** "On its way" while an accepted send is not settled; "Paid", "Received", "Reversed", "Failed". */
  status_label: z.string(),
  amount: z.string(),
  fee: z.string(),
  /** What left the account (amount + fee) for money out; the amount for money in. */
  total: z.string(),
  /** "₦5,010.75 (₦5,000.00 + ₦10.75 fee)", or the amount alone when there was no fee. */
  amount_line: z.string(),
  /** "Debit ₦5,010.75 (₦5,000.00 + ₦10.75 fee) to Ada Obi · Guaranty Trust Bank ******5678". */
  summary: z.string(),
  narration: z.string().nullable(),
  reference: z.string(),
  /** A prepaid meter's token once the biller issued it (1234-5678-9012-3456-7890), and its units. */
  token: z.string().nullable(),
  units: z.string().nullable(),
});
export type TransactionDescription = z.infer<typeof transactionDescriptionSchema>;
