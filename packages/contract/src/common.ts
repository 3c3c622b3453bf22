import { parsePhoneNumberFromString } from 'libphonenumber-js/min';
import { z } from 'zod';
import { CODE_LENGTH, enterCodeMessage, SIGNUP_CODE_LENGTH } from './codes.ts';
import { IDEMPOTENCY_KEY_PATTERN, IDEMPOTENCY_TTL_HOURS } from './idempotency.ts';
import { errors, messages } from './messages.ts';

/** Every reply: { status, message, data? } — the one envelope of the API. */
/** A Laravel-style paginator of `item`s: data, links and meta, as every paginated list replies. */
export function pageOf<T extends z.ZodType>(item: T) {
  return z.object({
    current_page: z.number(),
    data: z.array(item),
    first_page_url: z.string(),
    from: z.number().nullable(),
    last_page: z.number(),
    last_page_url: z.string(),
    links: z.array(z.object({ url: z.string().nullable(), label: z.string(), active: z.boolean() })),
    next_page_url: z.string().nullable(),
    path: z.string(),
    per_page: z.number(),
    prev_page_url: z.string().nullable(),
    to: z.number().nullable(),
    total: z.number(),
  });
}

export function envelope<T extends z.ZodType>(data: T) {
  return z.object({ status: z.boolean(), message: z.string(), data });
}

/**
 * The years a date or a moment may fall in. PostgreSQL has no year 0, and a Lagos day's start in year 1 or its
 * end in year 9999 is outside what the database and JavaScript's ISO text can hold: a day or moment outside
 * these is refused as invalid before it reaches either.
 */
export const FIRST_YEAR = 1900;
export const LAST_YEAR = 2999;

const inYears = (d: Date) => d.getUTCFullYear() >= FIRST_YEAR && d.getUTCFullYear() <= LAST_YEAR;

/** Whether `v` (YYYY-MM-DD) names a day that exists, between FIRST_YEAR and LAST_YEAR: 2026-02-30 does not. */
export function isCalendarDate(v: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(v)) return false;
  const d = new Date(`${v}T00:00:00Z`);
  return !Number.isNaN(d.getTime()) && d.toISOString().slice(0, 10) === v && inYears(d);
}

/**
 * A moment as ISO 8601 with its offset (2026-11-28T09:30:00+01:00), between FIRST_YEAR and LAST_YEAR: the one
 * date-and-time field of every query and body. Never throws (zod runs the refinement after a failed format).
 */
export function momentSchema(error: string) {
  return z.iso.datetime({ offset: true, error }).refine((v) => inYears(new Date(v)), { error });
}

/**
 * A calendar date as YYYY-MM-DD, the one date field of every query and body. `format` answers a string
 * that is not shaped like one, `invalid` a day that does not exist (zod runs the refinement even after
 * the regex failed, so it must never throw).
 */
export function calendarDateSchema(msg: { format: string; invalid: string }) {
  return z
    .string({ error: msg.format })
    .regex(/^\d{4}-\d{2}-\d{2}$/, { error: msg.format })
    .refine(isCalendarDate, { error: msg.invalid });
}

/** A day in a query or body (a Lagos calendar day where the API speaks of days). */
export const dayParam = calendarDateSchema({
  format: 'Enter a date as YYYY-MM-DD.',
  invalid: 'Enter a valid date.',
});

/** What a reply schema carries in its envelope's `data`: the type the web reads. */
export type ReplyData<R extends z.ZodType> = z.infer<R> extends { data: infer D } ? D : never;

/** Every refusal and failure (4xx, 5xx): the message in the spec's words, the fields at fault, extra facts. */
export const failureEnvelope = z.object({
  status: z.literal(false),
  message: z.string(),
  /** The fields at fault, each with its message (a 400's validation). */
  errors: z.record(z.string(), z.string()).optional(),
  /** Extra facts for the client (e.g. a PIN's tries left). */
  data: z.record(z.string(), z.unknown()).optional(),
});

// The Idempotency-Key's figures live in idempotency.ts (no zod); the header's schema below reads them.
export { IDEMPOTENCY_KEY_PATTERN, IDEMPOTENCY_TTL_HOURS };

/**
 * The headers of a request that moves money. The key is optional (a request without one is simply not
 * replayable); the server's replay rules are written once in apps/api/src/money/idempotency.ts.
 */
export const moneyMoveHeaders = z.looseObject({
  'idempotency-key': z
    .string({ error: errors.idempotencyKeyInvalid })
    .regex(IDEMPOTENCY_KEY_PATTERN, { error: errors.idempotencyKeyInvalid })
    .optional()
    .describe(
      `One key per payment the customer means to make (e.g. a UUID made when the form opens). The same key with the same request again answers the first reply with Idempotent-Replayed: true, and nothing moves twice; with a different request it is a 409; while the first is still running the second waits for it. A refused request (wrong PIN, insufficient funds) spends no key, so the corrected request may reuse it. Keys are kept for ${IDEMPOTENCY_TTL_HOURS} hours.`,
    ),
});

/** Nigerian numbers only, national (08031234567) or E.164 (+2348031234567); normalised to E.164. */
export const phoneSchema = z
  .string({ error: messages.phone })
  .trim()
  .transform((v, ctx) => {
    const p = parsePhoneNumberFromString(v, 'NG');
    if (p?.country !== 'NG' || !p.isValid()) {
      ctx.addIssue({ code: 'custom', message: messages.phone });
      return z.NEVER;
    }
    return p.number;
  });

export const countryCodeSchema = z.literal('NG', { error: 'Only Nigerian phone numbers are supported' });

// Text PostgreSQL cannot store: a NUL, or half of a UTF-16 surrogate pair (which no keyboard types; in a JSON value
// the database refuses it as an escape). Fields with a message of their own refuse it with that message; the API
// refuses what is left in any request (plugins/errors.ts) instead of failing in the database.
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;
export const hasLoneSurrogate = (value: string) => LONE_SURROGATE.test(value);
export const isStorableText = (value: string) => !value.includes('\0') && !hasLoneSurrogate(value);

/** Required text with the spec's message for both "missing" and "empty". */
export function requiredText(message: string, max = 255) {
  return z
    .string({ error: message })
    .trim()
    .min(1, { error: message })
    .max(max, { error: `Must be at most ${max} characters` });
}

/** Numeric-only text (BVN, postal code, document number); numbers are accepted and stringified. */
export function digitsText(message: string, opts: { min?: number; max?: number } = {}) {
  return z
    .union([z.string(), z.number().int().nonnegative()], { error: message })
    .transform((v) => String(v).trim())
    .pipe(
      z
        .string()
        .min(1, { error: message })
        .regex(/^\d+$/, { error: message })
        .min(opts.min ?? 1, { error: message })
        .max(opts.max ?? 32, { error: message }),
    );
}

/** True for a PIN anyone would guess: one digit repeated (1111) or a straight run up or down (1234, 4321, 0123, 9876). */
export function isGuessablePin(pin: string): boolean {
  if (!/^\d{2,}$/.test(pin)) return false;
  const steps = new Set<number>();
  for (let i = 1; i < pin.length; i++) steps.add(pin.charCodeAt(i) - pin.charCodeAt(i - 1));
  return steps.size === 1 && [0, 1, -1].includes([...steps][0] as number);
}

/** A PIN being set or changed: 4 digits, not guessable. Entering an existing PIN uses transactionPinSchema. */
export const pinSchema = z
  .union([z.string(), z.number()], { error: messages.pin })
  .transform((v) => String(v))
  .pipe(
    z
      .string()
      .regex(/^\d{4}$/, { error: messages.pin })
      .refine((v) => !/^\d{4}$/.test(v) || !isGuessablePin(v), { error: messages.pinTooSimple }),
  );

/** A Nigerian bank account number (NUBAN): 10 digits, the one rule and wording for every form that takes one. */
export const nubanSchema = z
  .string({ error: messages.accountNumber })
  .trim()
  .min(1, { error: messages.accountNumber })
  .regex(/^\d{10}$/, { error: messages.accountNumberFormat });

export const transactionPinSchema = z
  .union([z.string(), z.number()], { error: messages.transactionPin })
  .transform((v) => String(v).padStart(typeof v === 'number' ? 4 : 0, '0'))
  .pipe(z.string().regex(/^\d{4}$/, { error: messages.transactionPin }));

/** A code texted to the phone, of `length` digits (codes.ts says which code has which length). */
function codeSchemaOf(length: number) {
  const message = enterCodeMessage(length);
  return z
    .union([z.string(), z.number()], { error: message })
    .transform((v) => String(v).trim())
    .pipe(z.string().regex(new RegExp(`^\\d{${length}}$`), { error: message }));
}

/** The signup code: the spec's 4 digits. */
export const signupCodeSchema = codeSchemaOf(SIGNUP_CODE_LENGTH);
/** Every other texted code (a new device's login, a login after wrong passwords, unfreezing, Forgot PIN): 6 digits. */
export const otpCodeSchema = codeSchemaOf(CODE_LENGTH);

/**
 * An id (a UUID) in a path, query or body, the one schema of every id the API is given: read in lower case, the
 * way PostgreSQL writes a uuid, so an id typed in capitals finds its row and is recorded (the audit log's
 * subject, a filter) as the same id everywhere.
 */
export function idSchema(error?: string) {
  return z.uuid(error === undefined ? undefined : { error }).transform((v) => v.toLowerCase());
}

export const uuidParam = z.object({ uuid: idSchema('Not a valid id') });

/** Passwords: the product's password rules and their messages. */
export const passwordSchema = z
  .string({ error: messages.password })
  .min(1, { error: messages.password })
  .min(8, { error: messages.passwordMin })
  .max(128, { error: 'Password must be at most 128 characters' })
  .regex(/(?=.*[a-z])(?=.*[A-Z])(?=.*\d)/, { error: messages.passwordRules });

export const emailSchema = z
  .string({ error: messages.email })
  .trim()
  .min(1, { error: messages.email })
  .max(254, { error: messages.emailFormat })
  .pipe(z.email({ error: messages.emailFormat }));
