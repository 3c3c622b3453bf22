import { describe, expect, it } from 'vitest';
import { amountSchema, convertMinor, costMinor, toMajor, toMajorString, toMinor } from './money.ts';

describe('money', () => {
  it('turns decimal major units into integer minor units without floats', () => {
    expect(toMinor('1234.56')).toBe(123_456n);
    expect(toMinor(0.1)).toBe(10n);
    expect(toMinor(10.75)).toBe(1_075n);
    expect(toMinor('5')).toBe(500n);
    expect(toMinor('5.5')).toBe(550n);
    for (const bad of ['1.234', '-1', '1e5', 'abc', '', ' ', Number.NaN, Number.POSITIVE_INFINITY, 1e21]) {
      expect(toMinor(bad as string)).toBeNull();
    }
  });

  it('reads an amount grouped in thousands as people type it, in every form alike', () => {
    // The console's own copy took commas and the contract's refused them, so "1,000,000" worked in one form only.
    expect(toMinor('1,000,000')).toBe(100_000_000n);
    expect(toMinor('1,000,000.5')).toBe(100_000_050n);
    expect(toMinor(' 12,345.67 ')).toBe(1_234_567n);
    expect(amountSchema.parse('1,500')).toBe(150_000n);
    // A comma that is not a thousands separator is refused, never guessed at ("1,5" is not ₦15 nor ₦1.50).
    for (const bad of ['1,5', '1,50', '1,00', '1000,000', ',100', '100,', '1,,000', '1,000.', '1.000,50']) {
      expect(toMinor(bad), bad).toBeNull();
    }
    // At most 13 whole digits, with or without the commas.
    expect(toMinor('9,999,999,999,999')).toBe(999_999_999_999_900n);
    expect(toMinor('10,000,000,000,000')).toBeNull();
    expect(toMinor('10000000000000')).toBeNull();
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

  it('never creates money: the side the customer receives is rounded down, the side they pay up', () => {
    // ₦10,000 at ₦1,500 per dollar = $6.666… → $6.66 (never $6.67, which is worth ₦10,005)
    expect(convertMinor(1_000_000n, 150_000n)).toBe(666n);
    // ₦7.50 is half a cent's worth: it buys nothing (it used to round up to $0.01, worth ₦15)
    expect(convertMinor(750n, 150_000n)).toBe(0n);
    expect(convertMinor(1_499n, 150_000n)).toBe(0n);
    expect(convertMinor(1_500n, 150_000n)).toBe(1n);
    // ₦5,000 at ₦100 per cedi = GH₵50.00 exactly; ₦50.55 buys GH₵0.50
    expect(convertMinor(500_000n, 10_000n)).toBe(5_000n);
    expect(convertMinor(5_055n, 10_000n)).toBe(50n);
    // What a cent costs at ₦1,500.01 per dollar: ₦15.0001 → ₦15.01
    expect(costMinor(1n, 150_001n)).toBe(1_501n);
    expect(costMinor(666n, 150_000n)).toBe(999_000n);
    // Whatever is bought never costs more than was paid.
    for (const [amount, rate] of [
      [1_000_000n, 150_000n],
      [123_457n, 150_001n],
      [99_999n, 9_999n],
    ] as const) {
      expect(costMinor(convertMinor(amount, rate), rate)).toBeLessThanOrEqual(amount);
    }
  });
});
