import { maskPhone } from '@owo/contract/phone-format';
import { describe, expect, it } from 'vitest';
import { maskEmail } from '#records/contact-mask.ts';
import { asName, auditedSearch, nigerianPhone, parseSearch } from './customer-search.ts';

describe('what a console search is taken for', () => {
  it('reads a phone number in any Nigerian format', () => {
    for (const q of [
      '08031234567',
      '+2348031234567',
      '2348031234567',
      '+234 803 123 4567',
      '0803-123-4567',
      '(0803) 123 4567',
    ]) {
      expect(parseSearch(q), q).toEqual({ kind: 'digits', phone: '+2348031234567', account: null });
    }
    // Ten digits: an account number, and the same digits as a phone without its leading 0.
    expect(parseSearch('8031234567')).toEqual({
      kind: 'digits',
      phone: '+2348031234567',
      account: '8031234567',
    });
    expect(parseSearch('0123456789')).toEqual({ kind: 'digits', phone: null, account: '0123456789' });
    expect(nigerianPhone('12345')).toBeNull();
  });

  it('reads e-mails, ids, references and names; refuses a name too short to search', () => {
    expect(parseSearch(' Ada@Example.NG ')).toEqual({ kind: 'email', email: 'ada@example.ng' });
    expect(parseSearch('3F2504E0-4F89-41D3-9A0C-0305E82C3301')).toEqual({
      kind: 'id',
      uuid: '3f2504e0-4f89-41d3-9a0c-0305e82c3301',
    });
    expect(parseSearch('OWO-NIP-20260101-3F9A0B1C2D')).toEqual({
      kind: 'reference',
      reference: 'OWO-NIP-20260101-3F9A0B1C2D',
    });
    // A partner's reference may carry no digit at all (SANDBOX- and 16 random base64url characters).
    expect(parseSearch('SANDBOX-xYzAbCdEfGhIjKlM')).toEqual({
      kind: 'reference',
      reference: 'SANDBOX-xYzAbCdEfGhIjKlM',
    });
    // A hyphenated name reads as a reference first; the service searches it as a name when none matches.
    expect(asName('Ade-Ola')).toEqual({ kind: 'name', text: 'ade-ola', patterns: ['%ade-ola%'] });
    expect(parseSearch('Adaeze  OKAFOR')).toEqual({
      kind: 'name',
      text: 'adaeze okafor',
      patterns: ['%adaeze%', '%okafor%'],
    });
    expect(parseSearch('ada o')).toEqual({ kind: 'name', text: 'ada', patterns: ['%ada%'] });
    expect(parseSearch('a_b%c')).toEqual({ kind: 'name', text: 'a_b%c', patterns: ['%a\\_b\\%c%'] });
    expect(parseSearch('ab')).toEqual({ kind: 'too_short' });
    expect(parseSearch('')).toEqual({ kind: 'recent' });
  });

  it('masks a phone and an e-mail to what identifies them on a call', () => {
    expect(maskPhone('+2348031234567')).toBe('+234 803 *** 4567');
    expect(maskEmail('adaeze.okafor@example.ng')).toBe('a***r@example.ng');
    expect(maskEmail('ab@x.ng')).toBe('a***@x.ng');
  });

  it('keeps a search in the audit log without the contact details the admins reading it may not see', () => {
    expect(auditedSearch('0803 123 4567', 'phone')).toBe('+234 803 *** 4567');
    expect(auditedSearch('+234 (803) 123-4567', 'phone')).toBe('+234 803 *** 4567');
    expect(auditedSearch(' Adaeze.Okafor@Example.ng ', 'email')).toBe('a***r@example.ng');
    // Ten digits that found an account are an account number, which every console role sees.
    expect(auditedSearch('8031234567', 'account')).toBe('8031234567');
    expect(auditedSearch('8031234567', 'phone')).toBe('+234 803 *** 4567');
    // Digits that are neither keep their last three.
    expect(auditedSearch('12345678', null)).toBe('•••••678');
    expect(auditedSearch('  Adaeze Okafor ', 'name')).toBe('Adaeze Okafor');
    expect(auditedSearch('OWO-NIP-20261126-8F3A', 'reference')).toBe('OWO-NIP-20261126-8F3A');
  });
});
