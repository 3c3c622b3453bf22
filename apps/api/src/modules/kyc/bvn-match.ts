import type { BvnRecord } from '#rails/bvn.ts';

/** What the customer typed on the identity step. */
export interface EnteredIdentity {
  firstname: string;
  middlename?: string | null | undefined;
  lastname: string;
  dob: string;
}

export type MismatchedField = 'firstname' | 'middlename' | 'lastname' | 'dob';

/** The parts of what was typed that are not the record (empty when it matches), and the name in the record's order. */
export interface BvnMatch {
  mismatched: MismatchedField[];
  /** The record's spelling of the names, for the account; the middle name only when the customer gave it. */
  names: { firstname: string; middlename: string | null; lastname: string };
}

/** A name as compared: no accents, no case, letters only ("Ọ̀là-Níyì" is "olaniyi"). */
export function comparableName(name: string): string {
  return name
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[^\p{L}]/gu, '');
}

/**
 * Compares the customer's entries with the directory's record (decision 015): first and last name in either
 * order, case and accents aside; a middle name only when one is given; the date of birth exactly.
 */
export function matchBvnRecord(entered: EnteredIdentity, record: BvnRecord): BvnMatch {
  const first = comparableName(entered.firstname);
  const last = comparableName(entered.lastname);
  const middle = comparableName(entered.middlename ?? '');
  const onRecord = { first: comparableName(record.firstname), last: comparableName(record.lastname) };
  const inOrder = first === onRecord.first && last === onRecord.last;
  const swapped = first === onRecord.last && last === onRecord.first;
  const mismatched: MismatchedField[] = [];
  if (!inOrder && !swapped) {
    const known = [onRecord.first, onRecord.last];
    const firstWrong = !known.includes(first) || (first === last && first !== onRecord.first);
    const lastWrong = !known.includes(last) || (first === last && last !== onRecord.last);
    if (firstWrong || !lastWrong) mismatched.push('firstname');
    if (lastWrong) mismatched.push('lastname');
  }
  if (middle !== '' && middle !== comparableName(record.middlename)) mismatched.push('middlename');
  if (entered.dob !== record.dob) mismatched.push('dob');
  mismatched.sort((a, b) => FIELD_ORDER.indexOf(a) - FIELD_ORDER.indexOf(b));
  return {
    mismatched,
    names: {
      firstname: record.firstname,
      middlename: middle === '' ? null : record.middlename,
      lastname: record.lastname,
    },
  };
}

const FIELD_ORDER: MismatchedField[] = ['firstname', 'middlename', 'lastname', 'dob'];
