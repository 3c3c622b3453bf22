import { createHash } from 'node:crypto';
import { NIGERIAN } from './names.ts';

/** The person the national directory holds for a BVN: what KYC compares the customer's entries with. */
export interface BvnRecord {
  bvn: string;
  firstname: string;
  /** Empty when the record has none. */
  middlename: string;
  lastname: string;
  /** YYYY-MM-DD. */
  dob: string;
}

/** Looks a BVN up in the national directory; null when it does not exist. */
export interface BvnRail {
  lookup(bvn: string): Promise<BvnRecord | null>;
}

const BORN_FROM = Date.UTC(1950, 0, 1);
const BORN_UNTIL = Date.UTC(2005, 11, 31);
const DAY_MS = 86_400_000;

/**
 * The sandbox directory: every 11-digit BVN names one person except 00000000000 (not found), drawn from
 * common Nigerian names and a birth date between 1950 and 2005, the same person every time for one BVN.
 */
export function sandboxBvnRecord(bvn: string): BvnRecord | null {
  if (!/^\d{11}$/.test(bvn) || bvn === '00000000000') return null;
  const h = createHash('sha256').update(`bvn:${bvn}`).digest();
  const { first, last } = NIGERIAN;
  const firstname = first[h[0]! % first.length]!;
  // The middle name is another given name, never the first one again.
  const middle = first.filter((name) => name !== firstname);
  const days = h.readUInt32BE(4) % ((BORN_UNTIL - BORN_FROM) / DAY_MS + 1);
  return {
    bvn,
    firstname,
    middlename: middle[h[1]! % middle.length]!,
    lastname: last[h[2]! % last.length]!,
    dob: new Date(BORN_FROM + days * DAY_MS).toISOString().slice(0, 10),
  };
}

export const sandboxBvn: BvnRail = {
  async lookup(bvn) {
    return sandboxBvnRecord(bvn);
  },
};
