import { describe, expect, it } from 'vitest';
import { formatMajor, formatMinor, formatWhole, majorToMinor } from './money-format.ts';

describe('the one money formatter', () => {
  it('prints minor units with the currency mark, grouping and two decimals', () => {
    expect(formatMinor(501_075n)).toBe('₦5,010.75');
    expect(formatMinor(1_075n, 'NGN')).toBe('₦10.75');
    expect(formatMinor(5n)).toBe('₦0.05');
    expect(formatMinor(0n)).toBe('₦0.00');
    expect(formatMinor(123_456_789_012n)).toBe('₦1,234,567,890.12');
    expect(formatMinor(-1_075n)).toBe('-₦10.75');
    expect(formatMinor(1_000n, 'usd')).toBe('US$10.00');
    expect(formatMinor(20_000n, 'GHS')).toBe('GHS\u00a0200.00');
    expect(formatMinor(990n, 'XOF')).toBe('XOF\u00a09.90');
  });

  it('prints the ISO code instead of the mark for documents without a ₦ glyph', () => {
    expect(formatMinor(501_075n, 'NGN', { style: 'code' })).toBe('NGN 5,010.75');
    expect(formatMinor(1_000n, 'USD', { style: 'code' })).toBe('USD 10.00');
  });

  it('prints what the browsers and Node printed before it (Intl en-NG) for every currency Owo holds', () => {
    for (const currency of ['NGN', 'USD', 'GHS']) {
      const intl = new Intl.NumberFormat('en-NG', { style: 'currency', currency });
      for (const minor of [0n, 1n, 99n, 100n, 1_075n, 99_999n, 501_075n, 100_000_000n, 999_999_999_999n]) {
        expect(formatMinor(minor, currency)).toBe(intl.format(Number(minor) / 100));
      }
    }
  });

  it('reads the replies’ major units exactly, rounding only past the kobo', () => {
    expect(majorToMinor(5010.75)).toBe(501_075n);
    expect(majorToMinor(0.29)).toBe(29n);
    expect(majorToMinor('1234.5')).toBe(123_450n);
    expect(majorToMinor(13.335)).toBe(1_334n);
    expect(majorToMinor(-10.75)).toBe(-1_075n);
    expect(majorToMinor(1e-7)).toBe(0n);
    expect(majorToMinor(Number.NaN)).toBeNull();
    expect(majorToMinor('1,000')).toBeNull();
    expect(formatMajor(5010.75)).toBe('₦5,010.75');
    expect(formatMajor('75.09', 'GHS')).toBe('GHS\u00a075.09');
  });

  it('groups a whole number as a chart axis reads it, with no Intl', () => {
    expect(formatWhole(0)).toBe('0');
    expect(formatWhole(999)).toBe('999');
    expect(formatWhole(12_500)).toBe('12,500');
    expect(formatWhole(1_234_567.4)).toBe('1,234,567');
    expect(formatWhole(-10_000)).toBe('-10,000');
  });
});
