import { describe, expect, it } from 'vitest';
import { RAIL_NAMES, railName } from './rail-names.ts';

describe('rail names', () => {
  it('name every rail a transaction is written with in words, one set for the API and the app', () => {
    for (const rail of [
      'nip',
      'owo',
      'enaira',
      'usd_wire',
      'momo',
      'bills',
      'card',
      'inflow',
      'refund',
      'adjustment',
    ]) {
      expect(RAIL_NAMES[rail], rail).toMatch(/^[A-Z][A-Za-z ]+$|^eNaira/);
    }
    expect(railName('card')).toBe('Dollar card');
    expect(railName('inflow')).toBe('Bank deposit');
    expect(railName('usd_wire')).toBe('USD wire');
    expect(railName('some_new_rail')).toBe('Some new rail');
  });
});
