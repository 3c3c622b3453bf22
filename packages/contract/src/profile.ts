import { z } from 'zod';
import { envelope, passwordSchema, pinSchema } from './common.ts';
import { codeSentReply, loginOtpSchema } from './devices.ts';
import { messages } from './messages.ts';
import { userDataSchema } from './user.ts';

export const profileReply = envelope(userDataSchema);

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

/** Forgot PIN, step 2: the password again, the texted code and the new PIN (same rules as setting one). */
export const pinResetBody = z
  .object({
    password: z.string({ error: messages.password }).min(1, { error: messages.password }).max(128),
    otp: loginOtpSchema,
    pin: pinSchema,
    pin_confirmation: z.union([z.string(), z.number()], { error: messages.pinMismatch }),
  })
  .refine((b) => String(b.pin_confirmation) === b.pin, {
    path: ['pin_confirmation'],
    error: messages.pinMismatch,
  });

export const pinResetMessages = {
  codeSent: 'We sent a code to your phone. Enter it with your new PIN.',
  reset: 'Your transaction PIN has been reset.',
} as const;
