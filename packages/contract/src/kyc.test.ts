import { describe, expect, it } from 'vitest';
import { DOCUMENT_TYPES, documentSchema, kycCompleteBody } from './kyc.ts';
import { messages } from './messages.ts';

const NIN = 2;
const PASSPORT = 1;
const LICENCE = 3;
const VOTERS_CARD = 4;

const check = (document_type_id: number, document_number: unknown) =>
  documentSchema.safeParse({ document_type_id, document_number });
const messageOf = (r: ReturnType<typeof check>) => (r.success ? null : r.error.issues[0]?.message);

describe('document numbers are checked by their type', () => {
  it('a NIN is 11 digits', () => {
    expect(check(NIN, '12345678901').success).toBe(true);
    expect(messageOf(check(NIN, '12345'))).toBe(messages.ninFormat);
    expect(messageOf(check(NIN, '1234567890A'))).toBe(messages.ninFormat);
  });

  it('an international passport is one letter and 8 digits, in either case', () => {
    expect(check(PASSPORT, 'A12345678').success).toBe(true);
    expect(check(PASSPORT, 'b98765432').data?.document_number).toBe('B98765432');
    expect(messageOf(check(PASSPORT, '12345678'))).toBe(messages.passportFormat);
    expect(messageOf(check(PASSPORT, 'AB1234567'))).toBe(messages.passportFormat);
  });

  it("a driver's licence is in the FRSC format: 3 letters, 5 digits, 2 letters, 2 digits", () => {
    expect(check(LICENCE, 'ABC12345DE67').success).toBe(true);
    expect(check(LICENCE, 'abc 12345 de67').data?.document_number).toBe('ABC12345DE67');
    expect(messageOf(check(LICENCE, 'ABC1234DE67'))).toBe(messages.driversLicenceFormat);
    expect(messageOf(check(LICENCE, '12345678'))).toBe(messages.driversLicenceFormat);
  });

  it("a voter's card number is 19 letters and digits", () => {
    expect(check(VOTERS_CARD, '90F5B1F3F2295437843').success).toBe(true);
    expect(messageOf(check(VOTERS_CARD, '90F5B1F3F229543784'))).toBe(messages.votersCardFormat);
  });

  it('a missing number keeps the spec message, and every document type has a format', () => {
    expect(messageOf(check(NIN, ''))).toBe(messages.documentNumber);
    expect(DOCUMENT_TYPES.map((t) => t.id)).toEqual([1, 2, 3, 4]);
  });

  it('the whole KYC body applies the same check', () => {
    const r = kycCompleteBody.safeParse({ document_type_id: NIN, document_number: '12345' });
    expect(r.success).toBe(false);
    expect(r.error?.issues.find((i) => i.path[0] === 'document_number')?.message).toBe(messages.ninFormat);
  });

  it('refuses a missing or non-object body as invalid, never throwing (the fuzzer sent none: a 500)', () => {
    for (const body of [undefined, null, 'x', 42]) {
      expect(kycCompleteBody.safeParse(body).success).toBe(false);
      expect(documentSchema.safeParse(body).success).toBe(false);
    }
  });
});
