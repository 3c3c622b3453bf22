import { z } from 'zod';
import { digitsText, envelope, requiredText } from './common.ts';
import { messages } from './messages.ts';
import { userDataSchema } from './user.ts';

export const documentTypesReply = envelope(z.array(z.object({ id: z.number(), name: z.string() })));

/**
 * The identity documents (ids as in the kyc_document_types table) and the format of each one's number,
 * so the web form and the API refuse the same numbers with the same words.
 */
export const DOCUMENT_TYPES = [
  { id: 1, name: 'International Passport', format: /^[A-Z]\d{8}$/, message: messages.passportFormat },
  { id: 2, name: 'National Identity Card (NIN)', format: /^\d{11}$/, message: messages.ninFormat },
  // FRSC: 3 letters, 5 digits, 2 letters, 2 digits (e.g. ABC12345DE67).
  {
    id: 3,
    name: "Driver's Licence",
    format: /^[A-Z]{3}\d{5}[A-Z]{2}\d{2}$/,
    message: messages.driversLicenceFormat,
  },
  { id: 4, name: "Permanent Voter's Card", format: /^[A-Z0-9]{19}$/, message: messages.votersCardFormat },
] as const;

/** A document number as typed (a number is accepted), in capitals without spaces or dashes. */
const documentNumber = z
  .union([z.string(), z.number().int().nonnegative()], { error: messages.documentNumber })
  .transform((v) => String(v).toUpperCase().replace(/[\s-]/g, ''))
  .pipe(z.string().min(1, { error: messages.documentNumber }).max(32, { error: messages.documentNumber }));

const documentTypeId = z.coerce
  .number({ error: messages.documentType })
  .int({ error: messages.documentType })
  .positive({ error: messages.documentType });

/** Puts the document type's format message on `document_number` when the number is not in that format. */
function checkDocumentNumber(
  v: { document_type_id: number; document_number: string },
  ctx: z.core.$RefinementCtx<unknown>,
) {
  const type = DOCUMENT_TYPES.find((t) => t.id === v.document_type_id);
  if (type && !type.format.test(v.document_number)) {
    ctx.addIssue({ code: 'custom', path: ['document_number'], message: type.message });
  }
}

/** The check runs once both document fields are valid on their own, whatever else the body lacks. */
const whenDocumentFieldsValid: z.core.$ZodSuperRefineParams = {
  when: (payload) =>
    // No body at all (or not an object) is refused by the object itself: nothing to check.
    typeof payload.value === 'object' &&
    payload.value !== null &&
    !payload.issues.some((i) => i.path?.[0] === 'document_number' || i.path?.[0] === 'document_type_id'),
};

/** Step 2 of the form: the document and its number. */
export const documentSchema = z
  .object({ document_type_id: documentTypeId, document_number: documentNumber })
  .superRefine(checkDocumentNumber);

const optionalText = z.string().trim().max(255).optional().nullable();

/** Spec §7 payload, without the document check (forms pick their fields from it). */
export const kycFields = z.object({
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
  document_number: documentNumber,
  document_type_id: documentTypeId,
});

/** Spec §7 payload. Business fields are optional here and required for business users by the service. */
export const kycCompleteBody = kycFields.superRefine(checkDocumentNumber, whenDocumentFieldsValid);
export type KycCompleteBody = z.infer<typeof kycCompleteBody>;

/** The business-only fields with their spec messages, for the service and the business form. */
export const businessKycFields = {
  business_name: messages.businessName,
  registration_number: messages.registrationNumber,
  tin: messages.tin,
} as const;

export const kycCompleteReply = envelope(userDataSchema);

/** GET /sandbox/bvn/{bvn}: the person the sandbox directory holds for a BVN. */
export const bvnParams = z.object({ bvn: digitsText(messages.bvn, { min: 11, max: 11 }) });
export const bvnRecordSchema = z.object({
  firstname: z.string(),
  middlename: z.string(),
  lastname: z.string(),
  dob: z.string(),
});
export const bvnRecordReply = envelope(bvnRecordSchema);
