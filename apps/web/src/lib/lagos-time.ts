import { lazyIntl } from './lazy-intl';

// Receipts, statements and their public checks state the time in Lagos (WAT), whatever the phone's own zone.

const lagosMinutes = lazyIntl(
  () =>
    new Intl.DateTimeFormat('en-NG', { timeZone: 'Africa/Lagos', dateStyle: 'medium', timeStyle: 'short' }),
);
const lagosSeconds = lazyIntl(
  () =>
    new Intl.DateTimeFormat('en-NG', {
      timeZone: 'Africa/Lagos',
      day: 'numeric',
      month: 'short',
      year: 'numeric',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
      hourCycle: 'h23',
    }),
);

/** "24 Nov 2026, 09:15 WAT". */
export function lagosTime(iso: string): string {
  return `${lagosMinutes().format(new Date(iso))} WAT`;
}

/** To the second, as a receipt states it: "24 Nov 2026, 09:15:07 WAT". */
export function lagosTimeToTheSecond(iso: string): string {
  return `${lagosSeconds().format(new Date(iso))} WAT`;
}
