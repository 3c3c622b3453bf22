import { describe, expect, it } from 'vitest';
import { paramLabel, paramValue } from './parts';
import { nairaToKobo } from './rule-form';

describe("a rule's parameters in the console", () => {
  it('reads kobo as naira and names windows with their unit', () => {
    expect(paramLabel('min_amount_minor')).toBe('Min amount');
    expect(paramLabel('window_minutes')).toBe('Window (minutes)');
    expect(paramLabel('out_percent')).toBe('Out (percent)');
    expect(paramValue('min_amount_minor', '20000000')).toBe('₦200,000.00');
    expect(paramValue('threshold', 0.9)).toBe('0.9');
  });

  it('turns naira typed by an officer into kobo without a float, and refuses what is not an amount', () => {
    expect(nairaToKobo('200000')).toBe('20000000');
    expect(nairaToKobo('1,000,000.5')).toBe('100000050');
    expect(nairaToKobo('0.07')).toBe('7');
    expect(nairaToKobo('19.99')).toBe('1999');
    expect(nairaToKobo('12.345')).toBeNull();
    expect(nairaToKobo('-5')).toBeNull();
    expect(nairaToKobo('abc')).toBeNull();
  });
});
