import { z } from 'zod';
import { digitsText, envelope, requiredText } from './common.ts';
import { messages } from './messages.ts';
import { userDataSchema } from './user.ts';

export const documentTypesReply = envelope(z.array(z.object({ id: z.number(), name: z.string() })));

const optionalText = z.string().trim().max(255).optional().nullable();

/** Spec §7 payload. Business fields are optional here and required for business users by the service. */
export const kycCompleteBody = z.object({
  firstname: requiredText(messages.firstname),
  middlename: optionalText,
  lastname: requiredText(messages.lastname),
  dob: z
    .string({ error: messages.dob })
    .trim()
    .min(1, { error: messages.dob })
    .pipe(z.iso.date({ error: messages.dob })),
  bvn: digitsText(messages.bvn, { min: 11, max: 11 }),
  country: requiredText(messages.country, 100),
  state: requiredText(messages.state, 100),
  address: requiredText(messages.address),
  city: requiredText(messages.city, 100),
  postal_code: digitsText(messages.postalCode, { max: 10 }),
  business_name: optionalText,
  registration_number: optionalText,
  tin: optionalText,
  document_number: digitsText(messages.documentNumber, { max: 32 }),
  document_type_id: z.coerce
    .number({ error: messages.documentType })
    .int({ error: messages.documentType })
    .positive({ error: messages.documentType }),
});
export type KycCompleteBody = z.infer<typeof kycCompleteBody>;

/** The business-only fields with their spec messages, for the service and the business form. */
export const businessKycFields = {
  business_name: messages.businessName,
  registration_number: messages.registrationNumber,
  tin: messages.tin,
} as const;

export const kycCompleteReply = envelope(userDataSchema);
