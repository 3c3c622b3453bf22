import { z } from 'zod';
import { envelope, passwordSchema, pinSchema } from './common.ts';
import { codeSentReply, loginOtpSchema } from './devices.ts';
import { messages, RESTRICTION_TYPES } from './messages.ts';
import { userDataSchema } from './user.ts';

export const profileReply = envelope(userDataSchema);

/** A staff restriction in force on the account (post-no-debit, freeze, close) and what it means for the customer. */
export const restrictionSchema = z.object({ type: z.enum(RESTRICTION_TYPES), message: z.string() });

/** GET /api/profile: the customer, and the restriction in force (null: none), for the dashboard's banner. */
export const profileReadReply = envelope(
  userDataSchema.extend({ restriction: restrictionSchema.nullable() }),
);

export const updatePasswordBody = z
  .object({
    current_password: z
      .string({ error: messages.currentPassword })
      .min(1, { error: messages.currentPassword })
      .max(128),
    password: passwordSchema,
    password_confirmation: z
      .string({ error: messages.confirmPassword })
      .min(1, { error: messages.confirmPassword }),
  })
  .refine((b) => b.password === b.password_confirmation, {
    path: ['password_confirmation'],
    error: messages.passwordsMismatch,
  });

export const pinSetupBody = z
  .object({ pin: pinSchema, confirm_pin: z.union([z.string(), z.number()], { error: messages.pinMismatch }) })
  .refine((b) => String(b.confirm_pin) === b.pin, { path: ['confirm_pin'], error: messages.pinMismatch });

export const pinUpdateBody = z
  .object({
    current_pin: z
      .union([z.string(), z.number()], { error: messages.currentPin })
      .transform((v) => String(v))
      .pipe(z.string().regex(/^\d{4}$/, { error: messages.currentPin })),
    pin: pinSchema,
    confirm_pin: z.union([z.string(), z.number()], { error: messages.pinMismatch }),
  })
  .refine((b) => String(b.confirm_pin) === b.pin, { path: ['confirm_pin'], error: messages.pinMismatch });

/** Forgot PIN, step 1: the account password; a code is texted to the phone. */
export const pinForgotBody = z.object({
  password: z.string({ error: messages.password }).min(1, { error: messages.password }).max(128),
});
export const pinForgotReply = codeSentReply;

const pinResetFields = z.object({
  otp: loginOtpSchema,
  pin: pinSchema,
  pin_confirmation: z.union([z.string(), z.number()], { error: messages.pinMismatch }),
});
const confirmationMatches = (b: { pin: string; pin_confirmation: string | number }) =>
  String(b.pin_confirmation) === b.pin;

/** Forgot PIN, step 2 as the screen asks it: the texted code and the new PIN twice (same rules as setting one). */
export const pinResetFormBody = pinResetFields.refine(confirmationMatches, {
  path: ['pin_confirmation'],
  error: messages.pinMismatch,
});

/** Forgot PIN, step 2 as sent: the password again with the code and the new PIN. */
export const pinResetBody = pinResetFields
  .extend({ password: z.string({ error: messages.password }).min(1, { error: messages.password }).max(128) })
  .refine(confirmationMatches, { path: ['pin_confirmation'], error: messages.pinMismatch });

export const pinResetMessages = {
  codeSent: 'We sent a code to your phone. Enter it with your new PIN.',
  reset: 'Your transaction PIN has been reset.',
} as const;
