import { lagosClock, lagosDay } from '@owo/contract/lagos-time';
import { toMajorString } from '@owo/contract/minor';
import { formatMinor } from '@owo/contract/money-format';

// How the console writes the API's values: money arrives in minor units as a string (kobo), never a float,
// and is written by the contract's two writers, as every other surface writes it.

/** "150000" → "1500.00"; "-5" → "-0.05". */
export const minorToMajor = (minor: string): string => toMajorString(BigInt(minor));

/** "150000", "NGN" → "₦1,500.00". */
export const money = (minor: string, currency = 'NGN') => formatMinor(BigInt(minor), currency);

/** "24 Nov 2026, 09:15" in Lagos time. */
export const when = (iso: string | null) => (iso ? lagosClock(iso) : '—');

export const day = (iso: string) => lagosDay(iso);

export const KYC_LABEL: Record<string, string> = {
  none: 'Not submitted',
  in_review: 'In review',
  verified: 'Verified',
  rejected: 'Rejected',
};

export const FIELD_LABEL: Record<string, string> = {
  firstname: 'First name',
  middlename: 'Middle name',
  lastname: 'Last name',
  dob: 'Date of birth',
  bvn: 'BVN',
};

export const CASE_REASON: Record<string, string> = {
  mismatch: 'Details differ from the BVN record',
  bvn_linked: 'BVN already linked to another account',
  document: 'Document in doubt',
};

export const RESTRICTION_LABEL = {
  pnd: 'Post-no-debit: money in, nothing out',
  freeze: 'Freeze: nothing in, nothing out',
  close: 'Close: nothing moves (only at a zero balance)',
} as const;

export const RESTRICTION_SHORT = { pnd: 'Post-no-debit', freeze: 'Freeze', close: 'Closed' } as const;
