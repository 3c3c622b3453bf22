import { describe, expect, it } from 'vitest';
import { dayParam, isCalendarDate } from './common.ts';

describe('a calendar date', () => {
  it('is a day that exists, written YYYY-MM-DD', () => {
    expect(isCalendarDate('2026-02-28')).toBe(true);
    expect(isCalendarDate('2024-02-29')).toBe(true);
    expect(isCalendarDate('2026-02-29')).toBe(false);
    expect(isCalendarDate('2026-13-01')).toBe(false);
    expect(isCalendarDate('2026-1-01')).toBe(false);
    expect(isCalendarDate('not a date')).toBe(false);
  });

  it('answers the shape and the day with their own messages, never throwing', () => {
    const message = (v: unknown) => dayParam.safeParse(v).error?.issues[0]?.message;
    expect(message('2026-11-26')).toBeUndefined();
    expect(message('26/11/2026')).toBe('Enter a date as YYYY-MM-DD.');
    expect(message('2026-02-30')).toBe('Enter a valid date.');
    expect(message('9999-99-99')).toBe('Enter a valid date.');
    expect(message(42)).toBe('Enter a date as YYYY-MM-DD.');
  });
});
