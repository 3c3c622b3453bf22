import { z } from 'zod';
import { envelope, idSchema, otpCodeSchema, transactionPinSchema } from './common.ts';
import { amountSchema } from './money.ts';
import { sessionDataSchema } from './user.ts';

// Devices, the new-device step of login, the customer's own daily limit and the freeze (issue 12 items 4-5).

/** The header every web call carries: the browser's device id, made once and kept in localStorage. */
export const DEVICE_ID_HEADER = 'X-Device-Id';
/** A device id: 8 to 64 letters, digits, dashes or underscores (a UUID fits). */
export const DEVICE_ID_PATTERN = /^[A-Za-z0-9_-]{8,64}$/;

export const deviceMessages = {
  deviceIdInvalid: 'X-Device-Id must be 8 to 64 letters, digits, dashes or underscores.',
  verifyDevice: 'We sent a code to your phone to confirm this new device.',
  /** After five wrong passwords in a row: said whether or not this password was right. */
  verifyLogin:
    'Too many wrong passwords were tried on this account. Enter the code we sent to your phone with your password to log in.',
  deviceNotFound: 'We could not find this device.',
  frozen: 'Outgoing money is frozen on your account. Unfreeze it in Profile → Security to send money.',
  alreadyFrozen: 'Outgoing money is already frozen.',
  notFrozen: 'Outgoing money is not frozen.',
  unfreezeCodeSent: 'We sent a code to your phone. Enter it with your PIN to unfreeze.',
  ownLimitAboveTier: 'Choose an amount up to your daily limit for your account level.',
} as const;

const codeSchema = otpCodeSchema;

/**
 * Login's reply: a session, or the step asking for the texted code: `verify_device` from a device not seen
 * before, `verify_login` after five wrong passwords in a row (the password and the code, together).
 */
export const loginStepSchema = z.object({ step: z.enum(['verify_device', 'verify_login']) });
export type LoginStep = z.infer<typeof loginStepSchema>;
export const loginReply = envelope(z.union([sessionDataSchema, loginStepSchema]));
export const loginOtpSchema = codeSchema;

export const deviceSchema = z.object({
  uuid: z.string(),
  /** "Chrome on Android" */
  label: z.string(),
  first_seen_at: z.string(),
  last_seen_at: z.string(),
  /** The device this request came from. */
  current: z.boolean(),
  /** Trusted: it signs in without a texted code (until signed out here). */
  active: z.boolean(),
});
export const devicesReply = envelope(z.array(deviceSchema));
export const deviceParams = z.object({ uuid: idSchema(deviceMessages.deviceNotFound) });

export const securitySchema = z.object({
  frozen: z.boolean(),
  frozen_at: z.string().nullable(),
  daily_limit: z.object({
    /** The account level's daily limit, in naira. */
    tier: z.number(),
    /** The customer's own lower limit in force now (null: the tier's). */
    own: z.number().nullable(),
    /** A raise waiting its 24 hours: the new limit (null: back to the tier's) and when it applies. */
    pending: z.object({ amount: z.number().nullable(), applies_at: z.string() }).nullable(),
    /** What applies now: the lower of the two. */
    effective: z.number(),
    spent_today: z.number(),
  }),
  /** The new-device / new-account cap, when it applies now. */
  new_device_cap: z.object({ limit: z.number(), left: z.number(), lifts_at: z.string() }).nullable(),
});
export type Security = z.infer<typeof securitySchema>;
export const securityReply = envelope(securitySchema);

/** amount in naira, or null for "no limit of my own" (the tier's). */
export const dailyLimitBody = z.object({ amount: amountSchema.nullable() });
export const unfreezeBody = z.object({ pin: transactionPinSchema, otp: codeSchema });
export const codeSentReply = envelope(z.object({ resend_after_seconds: z.number() }));
