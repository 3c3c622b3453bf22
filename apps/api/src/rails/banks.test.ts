import { BANK_ALIASES } from '@owo/contract/banks';
import { describe, expect, it } from 'vitest';
import { NIGERIAN_BANKS } from './banks.ts';

describe('the names people say for banks', () => {
  it('name only banks the bank list serves, so a picker never finds a code it cannot send to', () => {
    const codes = new Set(NIGERIAN_BANKS.map((b) => b.CBNBankCode));
    expect(Object.keys(BANK_ALIASES).filter((code) => !codes.has(code))).toEqual([]);
  });
});
