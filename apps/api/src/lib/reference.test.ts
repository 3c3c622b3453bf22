import { describe, expect, it } from 'vitest';
import { newReference } from './reference.ts';

describe('a transaction reference', () => {
  it('carries the day in Lagos: half past midnight WAT is already the next day', () => {
    // 23:30 UTC on 27 Nov is 00:30 on 28 Nov in Lagos (UTC+1).
    expect(newReference('nip', new Date('2026-11-27T23:30:00Z'))).toMatch(/^OWO-NIP-20261128-[0-9A-F]{10}$/);
    expect(newReference('wire', new Date('2026-11-27T22:59:59Z'))).toMatch(/^OWO-WIRE-20261127-/);
  });

  it('is different every time', () => {
    const at = new Date('2026-11-28T10:00:00Z');
    expect(newReference('nip', at)).not.toBe(newReference('nip', at));
  });
});
