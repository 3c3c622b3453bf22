import { describe, expect, it } from 'vitest';
import {
  lagosClock,
  lagosClockSeconds,
  lagosDate,
  lagosDay,
  lagosHourOn,
  lagosIsoLocal,
  lagosStamp,
  lagosTime,
  lagosTimeToTheSecond,
  monthLabel,
} from './lagos-time.ts';

// What each surface printed through Intl before (Node's full ICU), as the reference the arithmetic must match.
const intl = (locale: string, options: Intl.DateTimeFormatOptions) =>
  new Intl.DateTimeFormat(locale, { timeZone: 'Africa/Lagos', ...options });
const medium = intl('en-NG', { dateStyle: 'medium', timeStyle: 'short' });
const mediumGb = intl('en-GB', { dateStyle: 'medium', timeStyle: 'short' });
const seconds = intl('en-GB', { dateStyle: 'medium', timeStyle: 'medium' });
const receipt = intl('en-NG', {
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
  second: '2-digit',
  hourCycle: 'h23',
});
const day = intl('en-GB', { dateStyle: 'medium' });
const isoDate = intl('en-CA', { year: 'numeric', month: '2-digit', day: '2-digit' });
const clock = intl('en-GB', { hour: '2-digit', minute: '2-digit', hour12: false });
const dayMonth = intl('en-GB', { day: 'numeric', month: 'short' });
const stamp = intl('en-CA', {
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
});

describe('Lagos time, one formatter for every surface', () => {
  it('prints WAT (UTC+01:00) whatever the instant, across midnight, months and years', () => {
    expect(lagosTime('2026-11-24T08:15:07Z')).toBe('24 Nov 2026, 09:15 WAT');
    expect(lagosTime('2026-12-31T23:30:00Z')).toBe('1 Jan 2027, 00:30 WAT');
    expect(lagosTimeToTheSecond('2026-09-05T22:59:59.999Z')).toBe('5 Sept 2026, 23:59:59 WAT');
    expect(lagosHourOn(new Date('2026-02-28T23:05:00Z'))).toBe('00:05 on 1 Mar');
    expect(lagosStamp('2026-01-09T07:04:00Z')).toBe('2026-01-09 08:04');
    // A send at 00:30:07 WAT on 25 Nov: the goAML report dates it on the 25th, as its receipt does.
    expect(lagosIsoLocal('2026-11-24T23:30:07Z')).toBe('2026-11-25T00:30:07');
    expect(lagosDate('2026-11-30T23:00:00Z')).toBe('2026-12-01');
    expect(lagosDay('2026-03-01T00:00:00+01:00')).toBe('1 Mar 2026');
    expect(monthLabel('2026-09')).toBe('Sept 2026');
  });

  it('prints exactly what Intl printed for Africa/Lagos, for 2,000 instants from 1970 to 2099', () => {
    let seed = 20261127;
    const next = () => {
      seed = (seed * 1103515245 + 12345) % 2 ** 31;
      return seed / 2 ** 31;
    };
    for (let i = 0; i < 2000; i++) {
      const at = new Date(Math.floor(next() * Date.UTC(2099, 11, 31)));
      expect(lagosTime(at)).toBe(`${medium.format(at)} WAT`);
      expect(lagosClock(at)).toBe(mediumGb.format(at));
      expect(lagosClockSeconds(at)).toBe(seconds.format(at));
      expect(lagosTimeToTheSecond(at.toISOString())).toBe(`${receipt.format(at)} WAT`);
      expect(lagosDay(at)).toBe(day.format(at));
      expect(lagosHourOn(at)).toBe(`${clock.format(at)} on ${dayMonth.format(at)}`);
      expect(lagosStamp(at)).toBe(stamp.format(at).replace(',', ''));
      expect(lagosDate(at)).toBe(isoDate.format(at));
      const month = at.toISOString().slice(0, 7);
      expect(monthLabel(month)).toBe(
        new Intl.DateTimeFormat('en-NG', { month: 'short', year: 'numeric', timeZone: 'UTC' }).format(
          new Date(`${month}-01T00:00:00Z`),
        ),
      );
    }
  });
});
