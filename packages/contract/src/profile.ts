import { z } from 'zod';
import { envelope, passwordSchema, pinSchema } from './common.ts';
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
