import { createHash } from 'node:crypto';

export interface BvnRecord {
  bvn: string;
  /** The directory's phone number; a real provider would match it against the customer's. */
  firstname: string;
  lastname: string;
}

/** Looks a BVN up in the national directory; null when it does not exist. */
export interface BvnRail {
  lookup(bvn: string): Promise<BvnRecord | null>;
}

/** Sandbox BVN test values: every 11-digit BVN verifies except 00000000000. */
export const sandboxBvn: BvnRail = {
  async lookup(bvn) {
    if (!/^\d{11}$/.test(bvn) || bvn === '00000000000') return null;
    const h = createHash('sha256').update(bvn).digest();
    const first = ['Adaeze', 'Tunde', 'Ngozi', 'Emeka', 'Funke', 'Ibrahim'];
    const last = ['Okafor', 'Adeyemi', 'Bello', 'Eze', 'Balogun', 'Musa'];
    return { bvn, firstname: first[h[0]! % first.length]!, lastname: last[h[1]! % last.length]! };
  },
};
