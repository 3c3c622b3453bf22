import { describe, expect, it } from 'vitest';
import { amountSchema, convertMinor, toMajor, toMajorString, toMinor } from './money.ts';

describe('money', () => {
  it('turns decimal major units into integer minor units without floats', () => {
    expect(toMinor('1234.56')).toBe(123_456n);
    expect(toMinor(0.1)).toBe(10n);
    expect(toMinor(10.75)).toBe(1_075n);
    expect(toMinor('5')).toBe(500n);
    expect(toMinor('5.5')).toBe(550n);
    for (const bad of [
      '1.234',
      '-1',
      '1e5',
      'abc',
      '',
      ' ',
      '1,000',
      Number.NaN,
      Number.POSITIVE_INFINITY,
      1e21,
    ]) {
      expect(toMinor(bad as string)).toBeNull();
    }
  });

  it('formats minor units back exactly', () => {
    expect(toMajorString(123_456n)).toBe('1234.56');
    expect(toMajorString(5n)).toBe('0.05');
    expect(toMajorString(-1_075n)).toBe('-10.75');
    expect(toMajor(2_688n)).toBe(26.88);
  });

  it('accepts positive amounts with at most 2 decimals', () => {
    expect(amountSchema.parse('100')).toBe(10_000n);
    expect(amountSchema.safeParse(0).success).toBe(false);
    expect(amountSchema.safeParse(1.001).success).toBe(false);
    expect(amountSchema.safeParse(true).success).toBe(false);
    expect(amountSchema.safeParse('99999999999999').success).toBe(false);
  });

  it('converts at a rate, rounding half up to 2 decimals', () => {
    // ₦10,000 at ₦1,500 per dollar = $6.666… → $6.67
    expect(convertMinor(1_000_000n, 150_000n)).toBe(667n);
    // ₦5,000 at ₦100 per cedi = GH₵50.00
    expect(convertMinor(500_000n, 10_000n)).toBe(5_000n);
    expect(convertMinor(1n, 150_000n)).toBe(0n);
  });
});
