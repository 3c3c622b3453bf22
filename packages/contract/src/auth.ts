import { z } from 'zod';
import {
  countryCodeSchema,
  emailSchema,
  envelope,
  idSchema,
  otpCodeSchema,
  passwordSchema,
  phoneSchema,
  signupCodeSchema,
} from './common.ts';
import { messages } from './messages.ts';
import { accountTypeSchema, sessionDataSchema } from './user.ts';

/** What finishes a signup: answered by verify, and by initialize to the device that entered the code (decision 040). */
const completionUuid = z
  .string()
  .describe(
    'The credential that finishes this signup (POST /auth/signup/{uuid}/complete), for 30 minutes after the code was entered',
  );

export const signupInitializeBody = z.object({ country_code: countryCodeSchema, phone: phoneSchema });
export const signupInitializeReply = envelope(
  z.object({
    step: z.enum(['verify', 'complete']),
    uuid: completionUuid.describe(
      "Step verify: the signup's own id, which finishes nothing. Step complete (only to the device that entered the code, within 30 minutes): the credential that finishes it",
    ),
  }),
);

export const signupVerifyBody = z.object({
  country_code: countryCodeSchema,
  phone: phoneSchema,
  otp: signupCodeSchema,
});
export const signupVerifyReply = envelope(z.object({ uuid: completionUuid }));

export const signupResendBody = z.object({
  country_code: countryCodeSchema,
  phone: phoneSchema,
  resend: z.union([z.literal(1), z.literal('1'), z.literal(true)]).optional(),
});
export const signupResendReply = envelope(z.object({ uuid: z.string(), resend_after_seconds: z.number() }));

export const signupCompleteParams = z.object({ uuid: idSchema(messages.phone) });
export const signupCompleteBody = z
  .object({
    email: emailSchema,
    password: passwordSchema,
    password_confirmation: z
      .string({ error: messages.confirmPassword })
      .min(1, { error: messages.confirmPassword }),
    type: accountTypeSchema,
    uuid: z.string().optional(),
    referral_code: z.string().trim().max(32).optional().nullable(),
  })
  .refine((b) => b.password === b.password_confirmation, {
    path: ['password_confirmation'],
    error: messages.passwordsMismatch,
  });
export const sessionReply = envelope(sessionDataSchema);

/** Login by phone or e-mail; whichever is given. */
export const loginBody = z
  .object({
    phone: z.string().trim().max(32).optional(),
    email: z.string().trim().max(254).optional(),
    password: z.string({ error: messages.password }).min(1, { error: messages.password }).max(128),
    remember_me: z.boolean().optional().default(false),
    /** The texted code that finishes a login from a new device or after wrong passwords (the first try answers a step). */
    otp: otpCodeSchema.optional(),
  })
  .refine((b) => Boolean(b.phone) || Boolean(b.email), {
    path: ['phone'],
    error: 'Enter your phone number or email',
  });

export const emptyReply = envelope(z.null().optional());
