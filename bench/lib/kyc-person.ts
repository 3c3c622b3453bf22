import { randomInt } from 'node:crypto';
import { sandboxBvnRecord } from '../../apps/api/src/rails/bvn.ts';

/**
 * A bench customer's identity for KYC: a fresh BVN (one BVN verifies one personal account) with the sandbox
 * directory's own names and birth date for it, since KYC compares them with the record.
 */
export function kycPerson(): { bvn: string; firstname: string; lastname: string; dob: string } {
  const bvn = `2${String(randomInt(0, 1_000_000_000)).padStart(10, '0')}`;
  const record = sandboxBvnRecord(bvn);
  if (!record) throw new Error(`the sandbox directory has no person for ${bvn}`);
  return { bvn, firstname: record.firstname, lastname: record.lastname, dob: record.dob };
}
