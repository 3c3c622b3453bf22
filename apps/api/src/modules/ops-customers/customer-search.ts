import { maskPhone } from '@owo/contract/phone-format';
import { parsePhoneNumberFromString } from 'libphonenumber-js/min';
import { maskDocument, maskEmail } from '#records/contact-mask.ts';

// What a staff member typed in the customer search, and what it is taken for. Exact kinds (phone, e-mail,
// account number, reference, id) are answered by unique indexes; a name by the trigram index (migration 028).

export type SearchTerm =
  | { kind: 'recent' }
  | { kind: 'email'; email: string }
  | { kind: 'id'; uuid: string }
  | { kind: 'reference'; reference: string }
  /** Digits: a phone number in any Nigerian format, and/or a 10-digit account number. */
  | { kind: 'digits'; phone: string | null; account: string | null }
  | { kind: 'name'; text: string; patterns: string[] }
  | { kind: 'too_short' };

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
/**
 * A reference: no spaces, letters, digits, - or _, with at least one digit, - or _ (OWO-NIP-20260101-3F9A…,
 * SANDBOX-xYz_…). A hyphenated name ("Ade-Ola") looks like one too: when no reference matches, the same
 * words are searched as a name (`asName`).
 */
const REFERENCE = /^(?=.*[\d_-])[A-Za-z0-9][A-Za-z0-9_-]{5,99}$/;
/** Name words shorter than this are left out: too short for the trigram index to narrow anything. */
export const MIN_NAME_WORD = 3;
const MAX_NAME_WORDS = 4;

/** "+234 803-123 4567", "08031234567", "2348031234567", "803 123 4567" → +2348031234567, or null. */
export function nigerianPhone(digits: string): string | null {
  const candidates = [digits, digits.length === 10 ? `0${digits}` : null].filter(Boolean) as string[];
  for (const c of candidates) {
    const p = parsePhoneNumberFromString(c.startsWith('234') ? `+${c}` : c, 'NG');
    if (p?.isValid() && p.country === 'NG') return p.number;
  }
  return null;
}

/** LIKE's wildcards in a word taken literally. */
const likeLiteral = (w: string) => w.replace(/[\\%_]/g, (c) => `\\${c}`);

export function parseSearch(raw: string): SearchTerm {
  const q = raw.trim();
  if (q === '') return { kind: 'recent' };
  if (q.includes('@')) return { kind: 'email', email: q.toLowerCase() };
  if (UUID.test(q)) return { kind: 'id', uuid: q.toLowerCase() };
  const compact = q.replace(/[\s().-]/g, '');
  if (/^\+?\d+$/.test(compact)) {
    const digits = compact.replace(/^\+/, '');
    return {
      kind: 'digits',
      phone: nigerianPhone(digits),
      account: /^\d{10}$/.test(digits) ? digits : null,
    };
  }
  if (REFERENCE.test(q)) return { kind: 'reference', reference: q };
  return asName(q);
}

/** The words of a search taken as a name, or too short to search. */
export function asName(q: string): SearchTerm {
  const words = q
    .toLowerCase()
    .split(/\s+/)
    .filter((w) => [...w].length >= MIN_NAME_WORD)
    .slice(0, MAX_NAME_WORDS);
  if (words.length === 0) return { kind: 'too_short' };
  return { kind: 'name', text: words.join(' '), patterns: words.map((w) => `%${likeLiteral(w)}%`) };
}

export type SearchMatch = 'phone' | 'email' | 'account' | 'reference' | 'id' | 'name' | 'recent';

/** The search's kind as the reply names it. */
export function matchOf(term: SearchTerm): SearchMatch | null {
  switch (term.kind) {
    case 'digits':
      return term.phone && term.account ? 'phone' : term.phone ? 'phone' : term.account ? 'account' : null;
    case 'too_short':
      return null;
    default:
      return term.kind;
  }
}

/**
 * A search as the audit log keeps it. The log is kept for good and is read by admins, who do not see customers'
 * contact details (`customers.pii`); so a phone number or an e-mail typed into the search is kept masked as the
 * console masks them, and other digits keep only their last three. An account number (the search found an
 * account by it), a name, a reference or an id is kept as typed: every console role sees those.
 */
export function auditedSearch(q: string, match: SearchMatch | null): string {
  const term = parseSearch(q);
  if (term.kind === 'email') return maskEmail(term.email);
  if (term.kind !== 'digits') return q.trim();
  if (match === 'account' && term.account) return term.account;
  if (term.phone) return maskPhone(term.phone);
  return maskDocument(q.replace(/[^\d]/g, ''));
}
