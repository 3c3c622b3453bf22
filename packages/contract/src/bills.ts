import { z } from 'zod';
import { transactionSchema } from './accounts.ts';
import { envelope, transactionPinSchema } from './common.ts';
import { amountSchema, type Minor } from './money.ts';
import { saveBeneficiarySchema } from './transfers.ts';

// Bills: airtime, data, electricity and cable TV. The catalogue (billers, products, prices) comes from the
// biller rail; this file holds the shapes, the per-category rules and every message a bills screen shows.

export const BILL_CATEGORIES = ['airtime', 'data', 'electricity', 'cable'] as const;
export type BillCategory = (typeof BILL_CATEGORIES)[number];

export const BILL_CATEGORY_NAMES: Readonly<Record<BillCategory, string>> = {
  airtime: 'Airtime',
  data: 'Data',
  electricity: 'Electricity',
  cable: 'Cable TV',
};

export const billMessages = {
  category: 'Choose airtime, data, electricity or cable',
  biller: 'Select Biller',
  billerUnknown: 'We do not know this biller',
  product: 'Select a plan',
  productUnknown: 'This plan is not offered by this biller',
  customerId: 'Enter the number to pay for',
  phone: 'Enter a valid Nigerian phone number',
  meter: 'A meter number is 11 or 13 digits',
  smartcard: 'A smartcard/IUC number is 10 digits',
  airtimeBounds: 'Airtime must be between ₦50 and ₦50,000',
  electricityMinimum: 'Electricity must be at least ₦500',
  priceMismatch: 'The amount must be the plan’s price',
  meterNotFound: 'No customer was found for this meter number',
  smartcardNotFound: 'No customer was found for this smartcard/IUC number',
  phoneNotFound: 'No line was found for this phone number',
} as const;

/** Per-category amount bounds in kobo (null: no bound beyond the customer's limits). */
export const BILL_AMOUNT_BOUNDS: Readonly<
  Record<BillCategory, { minMinor: Minor | null; maxMinor: Minor | null; message: string | null }>
> = {
  airtime: { minMinor: 5_000n, maxMinor: 5_000_000n, message: billMessages.airtimeBounds },
  data: { minMinor: null, maxMinor: null, message: null },
  electricity: { minMinor: 50_000n, maxMinor: null, message: billMessages.electricityMinimum },
  cable: { minMinor: null, maxMinor: null, message: null },
};

/** The message for an amount outside its category's bounds, or null when it is inside them. */
export function billAmountProblem(category: BillCategory, amountMinor: Minor): string | null {
  const b = BILL_AMOUNT_BOUNDS[category];
  if (b.minMinor !== null && amountMinor < b.minMinor) return b.message;
  if (b.maxMinor !== null && amountMinor > b.maxMinor) return b.message;
  return null;
}

/** A prepaid electricity token (20 digits) as printed on a receipt: 1234-5678-9012-3456-7890. */
export const formatToken = (token: string) => token.replace(/(\d{4})(?=\d)/g, '$1-');

export const billCategorySchema = z.enum(BILL_CATEGORIES, { error: billMessages.category });
export const billCategoryItem = z.object({ code: billCategorySchema, name: z.string() });
export const billCategoriesReply = envelope(z.array(billCategoryItem));

export const billersQuery = z.object({ category: billCategorySchema });
export const billerSchema = z.object({
  code: z.string(),
  name: z.string(),
  category: billCategorySchema,
  /** Electricity only: prepaid meters get a token, postpaid accounts pay their bill. */
  meter_type: z.enum(['prepaid', 'postpaid']).nullable(),
  /** What the customer number is called on this biller's screen. */
  customer_id_label: z.string(),
  has_products: z.boolean(),
});
export type Biller = z.infer<typeof billerSchema>;
export const billersReply = envelope(z.array(billerSchema));

const billerCodeSchema = z
  .string({ error: billMessages.biller })
  .trim()
  .toLowerCase()
  .min(1, { error: billMessages.biller })
  .regex(/^[a-z0-9-]{2,40}$/, { error: billMessages.billerUnknown });
export const billerParams = z.object({ biller: billerCodeSchema });

export const billProductSchema = z.object({
  code: z.string(),
  name: z.string(),
  price: z.number(),
  /** Data bundles: the allowance (e.g. "1.5GB") and how long it lasts (e.g. "7 days"). */
  size: z.string().nullable(),
  validity: z.string().nullable(),
});
export type BillProduct = z.infer<typeof billProductSchema>;
export const billProductsReply = envelope(z.array(billProductSchema));

/** The number paid for: a phone, a meter or a smartcard; its format is checked per biller. */
const customerIdSchema = z
  .union([z.string(), z.number().int().nonnegative()], { error: billMessages.customerId })
  .transform((v) => String(v).trim().replace(/[\s-]/g, ''))
  .pipe(
    z
      .string()
      .min(1, { error: billMessages.customerId })
      .max(20, { error: billMessages.customerId })
      .regex(/^\+?\d+$/, { error: billMessages.customerId }),
  );

const productCodeSchema = z
  .string({ error: billMessages.product })
  .trim()
  .regex(/^[a-z0-9-]{1,40}$/, { error: billMessages.productUnknown })
  .optional()
  .nullable();

export const billValidateBody = z.object({ biller: billerCodeSchema, customer_id: customerIdSchema });
export const billValidateReply = envelope(
  z.object({
    biller: z.string(),
    /** The number as the biller knows it (phones in national form: 08031234567). */
    customer_id: z.string(),
    name: z.string(),
    /** A meter's service address. */
    address: z.string().nullable(),
    /** A smartcard's current bouquet. */
    current_bouquet: z.string().nullable(),
    /** A phone whose prefix belongs to another network: shown, never a refusal (numbers can be ported). */
    warning: z.string().nullable(),
  }),
);
export type BillValidation = z.infer<typeof billValidateReply>['data'];

export const billFeeBody = z.object({
  biller: billerCodeSchema,
  product: productCodeSchema,
  amount: amountSchema,
});
/** What the review screen shows before the PIN: amount, fee and total (amount + fee). */
export const billFeeReply = envelope(
  z.object({ amount: z.number(), fee: z.number(), total: z.number(), currency: z.string() }),
);

export const billPayBody = z.object({
  biller: billerCodeSchema,
  product: productCodeSchema,
  customer_id: customerIdSchema,
  amount: amountSchema,
  pin: transactionPinSchema,
  save_beneficiary: saveBeneficiarySchema,
});
export type BillPayBody = z.infer<typeof billPayBody>;
export const billPayReply = envelope(z.object({ transaction: transactionSchema }));

/** A saved biller customer (a number, meter or smartcard), offered for a quick pick. */
export const savedBillerSchema = z.object({
  id: z.string(),
  biller: z.string(),
  biller_name: z.string(),
  category: billCategorySchema,
  customer_id: z.string(),
  customer_name: z.string(),
  updated_at: z.string(),
});
export type SavedBiller = z.infer<typeof savedBillerSchema>;
export const savedBillersQuery = z.object({ category: billCategorySchema.optional() });
export const savedBillersReply = envelope(z.array(savedBillerSchema));

/**
 * What a bill payment's transaction carries in `meta` (the history row and the transaction detail):
 * `bill` from the moment it is paid; `token` (20 digits) and `units` (kWh, 2 decimals) once a prepaid
 * meter's purchase settles.
 */
export const billTransactionMetaSchema = z.object({
  bill: z.object({
    category: billCategorySchema,
    biller: z.string(),
    biller_name: z.string(),
    customer_id: z.string(),
    customer_name: z.string(),
    product: z.string().nullable(),
    product_name: z.string().nullable(),
  }),
  token: z.string().optional(),
  units: z.string().optional(),
});
export type BillTransactionMeta = z.infer<typeof billTransactionMetaSchema>;
