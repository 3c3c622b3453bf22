import { describe, expect, it } from 'vitest';
import { depositBody } from './accounts.ts';
import { dayParam, isCalendarDate, nubanSchema } from './common.ts';
import { messages } from './messages.ts';
import { payoutMessages } from './payouts.ts';

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

describe('a Nigerian account number', () => {
  it('is refused in the same words by every form that takes one: a send, a deposit and a payout row', () => {
    const message = (r: { error?: { issues: { message: string }[] } }) => r.error?.issues[0]?.message;
    expect(message(nubanSchema.safeParse('12345'))).toBe(messages.accountNumberFormat);
    expect(message(depositBody.shape.account_number.safeParse('12345'))).toBe(messages.accountNumberFormat);
    expect(payoutMessages.accountNumber).toBe(messages.accountNumberFormat);
    expect(message(nubanSchema.safeParse(''))).toBe(messages.accountNumber);
    expect(nubanSchema.parse(' 0123456789 ')).toBe('0123456789');
  });
});
