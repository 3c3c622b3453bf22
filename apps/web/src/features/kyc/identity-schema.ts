import { requiredText } from '@owo/contract/common';
import { businessKycFields, documentSchema, kycFields } from '@owo/contract/kyc';
import type { z } from 'zod';

// Step 1 validates the identity part of the contract's KYC body; business customers must also give
// the three business fields, with the contract's messages.
export const personalIdentitySchema = kycFields.pick({
  firstname: true,
  middlename: true,
  lastname: true,
  dob: true,
  bvn: true,
  country: true,
  state: true,
  address: true,
  city: true,
  postal_code: true,
  business_name: true,
  registration_number: true,
  tin: true,
});

export const businessIdentitySchema = personalIdentitySchema.extend({
  business_name: requiredText(businessKycFields.business_name),
  registration_number: requiredText(businessKycFields.registration_number),
  tin: requiredText(businessKycFields.tin),
});

export type KycIdentityInput = z.input<typeof personalIdentitySchema>;
export type KycIdentity = z.output<typeof personalIdentitySchema>;

/** The names of step 1's fields: a refusal the API puts on one of them sends the customer back there. */
export const IDENTITY_FIELDS = Object.keys(personalIdentitySchema.shape) as Array<keyof KycIdentityInput>;

// Step 2: the contract's document schema, which checks the number's format by document type.
export { documentSchema };
export type KycDocumentInput = z.input<typeof documentSchema>;
export type KycDocument = z.output<typeof documentSchema>;
