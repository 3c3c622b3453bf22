import { z } from 'zod';
import { transactionSchema } from './accounts.ts';
import { envelope, isStorableText, nubanSchema, requiredText, transactionPinSchema } from './common.ts';
import { MIN_NGN_TRANSFER_MINOR } from './limits.ts';
import { errors, messages } from './messages.ts';
import { amountAtLeast, amountSchema } from './money.ts';

// Spec §7 transfer calls: reference data, then per route resolve → fee → send.

// ——— Reference data ———
export const bankSchema = z.object({ BankName: z.string(), CBNBankCode: z.string() });
export type Bank = z.infer<typeof bankSchema>;
export const banksReply = envelope(z.array(bankSchema));

/** NGN per one unit of each currency (rates.usd and rates.ghs). */
export const ratesReply = envelope(z.object({ rates: z.object({ usd: z.number(), ghs: z.number() }) }));

export const momoIssuersParams = z.object({
  param: z
    .string()
    .trim()
    .regex(/^[A-Za-z]{3}$/, { error: 'Enter a 3-letter currency code' })
    .transform((v) => v.toUpperCase()),
});
export const momoIssuerSchema = z.object({ code: z.string(), name: z.string() });
export type MomoIssuer = z.infer<typeof momoIssuerSchema>;
export const momoIssuersReply = envelope(z.array(momoIssuerSchema));

// ——— Shared pieces ———
export const ALIAS_PATTERN = /^[a-z0-9._-]{3,32}$/;

/** Required free text with the spec's message for missing, empty and unstorable alike. */
const text = (message: string, max: number) =>
  requiredText(message, max).refine(isStorableText, { error: message });

/** Optional free text: absent, null or empty mean "not given". */
const optionalText = (max: number, message: string) =>
  z.string().trim().max(max).refine(isStorableText, { error: message }).optional().nullable();

const aliasSchema = z
  .string({ error: messages.alias })
  .trim()
  .min(1, { error: messages.alias })
  .toLowerCase()
  .regex(ALIAS_PATTERN, { error: messages.aliasFormat });

const descriptionSchema = text(messages.description, 100);

/** The resolved name the web shows; the server always uses its own name enquiry instead. */
const displayedNameSchema = optionalText(100, messages.accountName);

/** Checkbox value: true/false, 1/0 or their strings; absent means true (the product's rule for this flag). */
export const saveBeneficiarySchema = z
  .union([z.boolean(), z.literal(0), z.literal(1), z.enum(['0', '1', 'true', 'false'])])
  .optional()
  .transform((v) => v === undefined || v === true || v === 1 || v === '1' || v === 'true');

function currencySchema<const T extends readonly [string, ...string[]]>(
  allowed: T,
  message: string,
  fallback: T[number],
) {
  return z
    .string({ error: message })
    .trim()
    .toUpperCase()
    .pipe(z.enum(allowed, { error: message }))
    .optional()
    .transform((v) => v ?? fallback);
}

const bankCodeSchema = z
  .string({ error: messages.bank })
  .trim()
  .regex(/^\d{3,6}$/, { error: messages.bank });

/** Spec §5 NGN remittance: required, and at least ₦100 (₦0 included: 'Ammount must be at least 100 NGN'). */
const remittanceAmountSchema = amountAtLeast(MIN_NGN_TRANSFER_MINOR, messages.remittanceMinimum);

/** What the recipient gets: their currency, the amount in it, and NGN per unit (1 for NGN). */
export const receiveSchema = z.object({ amount: z.number(), currency: z.string(), rate: z.number() });

/** Every fee call: the fee, and what the review screen shows (total = amount + fee). */
export const feeReply = envelope(
  z.object({
    fee: z.number(),
    amount: z.number(),
    total: z.number(),
    currency: z.string(),
    receive: receiveSchema,
  }),
);

/** Every send: the transaction for the receipt, and what the recipient gets. */
export const sendReply = envelope(z.object({ transaction: transactionSchema, receive: receiveSchema }));
export type SendData = z.infer<typeof sendReply>['data'];

// ——— eNaira ———
export const enairaResolveBody = z.object({ alias: aliasSchema });
export const enairaResolveReply = envelope(z.object({ alias: z.string(), name: z.string() }));
export const enairaFeeBody = z.object({ alias: aliasSchema, amount: amountSchema });
export const enairaSendBody = z.object({
  alias: aliasSchema,
  amount: amountSchema,
  name: displayedNameSchema,
  note: descriptionSchema,
  pin: transactionPinSchema,
  save_beneficiary: saveBeneficiarySchema,
});
export type EnairaSendBody = z.infer<typeof enairaSendBody>;

// ——— Bank remittance ———
export const remittanceResolveBody = z.object({
  account_number: nubanSchema,
  currency: currencySchema(['NGN', 'USD'], messages.remittanceCurrency, 'NGN'),
  bank_code: bankCodeSchema,
});
export const remittanceResolveReply = envelope(
  z.object({
    account_name: z.string(),
    account_number: z.string(),
    bank_code: z.string(),
    bank_name: z.string(),
  }),
);
export const remittanceFeeBody = z.object({
  currency: currencySchema(['NGN', 'USD'], messages.remittanceCurrency, 'NGN'),
  amount: amountSchema,
  bank_name: text(messages.bank, 100),
  bank_code: bankCodeSchema.optional(),
});
export const remittanceSendBody = z.object({
  amount: remittanceAmountSchema,
  name: displayedNameSchema,
  note: descriptionSchema,
  currency: currencySchema(['NGN'], messages.remittanceSendCurrency, 'NGN'),
  account_number: nubanSchema,
  bank_name: optionalText(100, messages.bank),
  bank_code: bankCodeSchema,
  pin: transactionPinSchema,
  save_beneficiary: saveBeneficiarySchema,
});
export type RemittanceSendBody = z.infer<typeof remittanceSendBody>;

// ——— USD transfer (the USD wire form) ———
export const DELIVERY_TYPES = ['ACH', 'Domestic Wire'] as const;
const SWIFT = /^[A-Z]{6}[A-Z0-9]{2}([A-Z0-9]{3})?$/;

/** ABA routing number: 9 digits whose weighted sum (3, 7, 1 repeating) is a multiple of 10. */
export function isValidRoutingNumber(value: string): boolean {
  if (!/^\d{9}$/.test(value)) return false;
  const weights = [3, 7, 1, 3, 7, 1, 3, 7, 1];
  return [...value].reduce((sum, d, i) => sum + Number(d) * weights[i]!, 0) % 10 === 0;
}

const usdCountrySchema = z
  .string()
  .trim()
  .optional()
  .nullable()
  .transform((v, ctx) => {
    const upper = (v || 'USA').toUpperCase();
    if (!['USA', 'US', 'UNITED STATES', 'UNITED STATES OF AMERICA'].includes(upper)) {
      ctx.addIssue({ code: 'custom', message: messages.usdCountry });
      return z.NEVER;
    }
    return 'USA' as const;
  });

const insideUsSchema = z
  .union([z.boolean(), z.literal(0), z.literal(1), z.enum(['0', '1'])])
  .optional()
  .transform((v): 0 | 1 => (v === undefined || v === true || v === 1 || v === '1' ? 1 : 0));

// The fields the inside/outside-the-US rules read.
const BY_WHERE_THE_ACCOUNT_IS = new Set(['inside_us', 'routing_number', 'swift_code', 'delivery_type']);

/** The USD form's fields (the send adds the PIN and the beneficiary choice). */
const usdFields = z.object({
  amount: amountSchema,
  account_name: text(messages.accountName, 100),
  account_number: z
    .string({ error: messages.accountNumber })
    .trim()
    .min(1, { error: messages.accountNumber })
    .regex(/^\d{4,17}$/, { error: messages.usdAccountNumberFormat }),
  address: text(messages.usdAddress, 200),
  city: text(messages.usdCity, 100),
  country: usdCountrySchema,
  inside_us: insideUsSchema,
  note: text(messages.note, 100),
  swift_code: optionalText(64, messages.swiftCode),
  routing_number: optionalText(64, messages.routingNumber),
  zipcode: text(messages.zipCode, 10),
  bank_name: text(messages.bankName, 100),
  delivery_type: optionalText(64, messages.deliveryType),
});

type UsdWhere = {
  inside_us: 0 | 1;
  routing_number?: string | null | undefined;
  swift_code?: string | null | undefined;
  delivery_type?: string | null | undefined;
};

function usdRules(b: UsdWhere, ctx: z.RefinementCtx) {
  const issue = (path: string, message: string) => ctx.addIssue({ code: 'custom', path: [path], message });
  if (b.inside_us === 1) {
    if (!b.routing_number) issue('routing_number', messages.routingNumber);
    else if (!isValidRoutingNumber(b.routing_number)) issue('routing_number', messages.routingNumberFormat);
    if (!deliveryType(b.delivery_type)) issue('delivery_type', messages.deliveryType);
  } else if (!b.swift_code) {
    issue('swift_code', messages.swiftCode);
  } else if (!SWIFT.test(b.swift_code.toUpperCase())) {
    issue('swift_code', messages.swiftCodeFormat);
  }
}

// Checked together with the other fields (not only once they are all valid), so the form shows every
// message at once; it needs only the body to be an object and its own four fields to have parsed.
const usdRulesWhen = {
  when: (payload: { value: unknown; issues: ReadonlyArray<{ path?: ReadonlyArray<PropertyKey> }> }) =>
    typeof payload.value === 'object' &&
    payload.value !== null &&
    !payload.issues.some((i) => BY_WHERE_THE_ACCOUNT_IS.has(String(i.path?.[0]))),
};

/** Only the fields of where the account is (inside the US or not) are kept. */
const usdWhereOnly = <T extends UsdWhere>(b: T) => ({
  ...b,
  routing_number: b.inside_us === 1 ? (b.routing_number ?? null) : null,
  delivery_type: b.inside_us === 1 ? deliveryType(b.delivery_type) : null,
  swift_code: b.inside_us === 0 ? (b.swift_code?.toUpperCase() ?? null) : null,
});

export const usdSendBody = usdFields
  .extend({ pin: transactionPinSchema, save_beneficiary: saveBeneficiarySchema })
  .superRefine(usdRules, usdRulesWhen)
  .transform(usdWhereOnly);
/** A USD send a team member prepares for a business: the same form without a PIN (an approver's pays it). */
export const preparedUsdBody = usdFields.superRefine(usdRules, usdRulesWhen).transform(usdWhereOnly);
export type UsdSendBody = z.infer<typeof usdSendBody>;

function deliveryType(value: string | null | undefined): (typeof DELIVERY_TYPES)[number] | null {
  const found = DELIVERY_TYPES.find((d) => d.toLowerCase() === value?.trim().toLowerCase());
  return found ?? null;
}

// ——— Ghana mobile money ———
const mobileNumberSchema = z
  .string({ error: messages.mobileNumber })
  .trim()
  .regex(/^0\d{9}$/, { error: messages.mobileNumber });

export const momoFeeBody = z.object({
  currency: currencySchema(['GHS'], messages.momoCurrency, 'GHS'),
  number: mobileNumberSchema,
  amount: amountSchema,
});
export const momoSendBody = z.object({
  amount: amountSchema,
  note: descriptionSchema,
  currency: currencySchema(['GHS'], messages.momoCurrency, 'GHS'),
  pin: transactionPinSchema,
  account_name: text(messages.accountName, 100),
  issuer: text(messages.issuer, 50),
  number: mobileNumberSchema,
  save_beneficiary: saveBeneficiarySchema,
});
export type MomoSendBody = z.infer<typeof momoSendBody>;

// ——— A send whose answer was lost ———
/**
 * What became of a send, asked by its Idempotency-Key after the phone lost the answer: paid (settled or
 * instant), pending (accepted, on its way) or refused (the rail refused it and the money came back). A key no
 * send spent answers 404 (errors.transferNotReceived): nothing was taken, and sending again with it is safe.
 */
export const SEND_OUTCOMES = ['paid', 'pending', 'refused'] as const;
export type SendOutcome = (typeof SEND_OUTCOMES)[number];
export const sendOutcomeParams = z.object({
  key: z.string().regex(/^[\x21-\x7e]{1,255}$/, errors.idempotencyKeyInvalid),
});
export const sendOutcomeReply = envelope(
  z.object({ outcome: z.enum(SEND_OUTCOMES), transaction: transactionSchema.nullable() }),
);
export type SendOutcomeData = z.infer<typeof sendOutcomeReply>['data'];
