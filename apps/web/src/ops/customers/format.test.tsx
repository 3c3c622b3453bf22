import { describe, expect, it } from 'vitest';
import { minorToMajor, money } from './format';

describe('console money', () => {
  it('turns kobo strings into naira without a float', () => {
    expect(minorToMajor('150000')).toBe('1500.00');
    expect(minorToMajor('5')).toBe('0.05');
    expect(minorToMajor('-1075')).toBe('-10.75');
    expect(minorToMajor('900719925474099312')).toBe('9007199254740993.12');
    expect(money('150000')).toBe('₦1,500.00');
  });
});
