import { z } from 'zod';

export const accountTypeSchema = z
  .string({ error: 'Select an account type' })
  .trim()
  .toLowerCase()
  .pipe(z.enum(['personal', 'business'], { error: 'Select an account type' }));
export type AccountType = z.infer<typeof accountTypeSchema>;

export const kycStatusSchema = z.enum(['none', 'in_review', 'verified', 'rejected']);

export const userBankSchema = z.object({
  uuid: z.string(),
  account_number: z.string(),
  bank_name: z.string(),
  currency: z.string(),
});

/** The customer as every user-returning call shows them (login, profile and the end of signup all reply with this shape). */
export const userSchema = z.object({
  id: z.number(),
  uuid: z.string(),
  firstname: z.string().nullable(),
  middlename: z.string().nullable(),
  lastname: z.string().nullable(),
  name: z.string().nullable(),
  business_name: z.string().nullable(),
  business_name_suffix: z.string().nullable(),
  type: z.enum(['personal', 'business']),
  email: z.string(),
  phone: z.string(),
  country_code: z.string(),
  country: z.string().nullable(),
  state: z.string().nullable(),
  city: z.string().nullable(),
  address: z.string().nullable(),
  postal_code: z.string().nullable(),
  dob: z.string().nullable(),
  profile_path: z.string().nullable(),
  profile_photo_url: z.string().nullable(),
  has_kyc: z.boolean(),
  kyc_status: kycStatusSchema,
  has_pin: z.boolean(),
  has_card: z.boolean(),
  referral_code: z.string(),
  banks: z.array(userBankSchema),
});
export type User = z.infer<typeof userSchema>;

export const tokenSchema = z.object({
  access_token: z.string(),
  token_type: z.literal('Bearer'),
  expires_at: z.string(),
});

export const sessionDataSchema = z.object({ user: userSchema, token: tokenSchema });
export const userDataSchema = z.object({ user: userSchema });
