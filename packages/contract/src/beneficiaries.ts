import { z } from 'zod';
import { envelope, idSchema } from './common.ts';

// Saved recipients: one per customer, route and destination, saved by sends.
export const beneficiaryTypeSchema = z.enum(['enaira', 'bank', 'usd', 'momo']);
export type BeneficiaryType = z.infer<typeof beneficiaryTypeSchema>;

export const beneficiarySchema = z.object({
  id: z.string(),
  type: beneficiaryTypeSchema,
  name: z.string(),
  currency: z.string(),
  /** eNaira alias. */
  alias: z.string().nullable(),
  /** Bank (NUBAN or US) account number. */
  account_number: z.string().nullable(),
  bank_name: z.string().nullable(),
  bank_code: z.string().nullable(),
  /** Mobile money issuer code and number. */
  issuer: z.string().nullable(),
  number: z.string().nullable(),
  /** USD transfers: address, city, zipcode, country, inside_us, routing_number, swift_code, delivery_type. */
  details: z.record(z.string(), z.unknown()),
  created_at: z.string(),
  updated_at: z.string(),
});
export type Beneficiary = z.infer<typeof beneficiarySchema>;

export const beneficiariesQuery = z.object({ type: beneficiaryTypeSchema.optional() });
export const beneficiariesReply = envelope(z.array(beneficiarySchema));
export const beneficiaryParams = z.object({ id: idSchema('Not a valid id') });
export const beneficiaryDeletedReply = envelope(z.null());
