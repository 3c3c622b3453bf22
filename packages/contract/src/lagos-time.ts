// How a time reads, on every surface of both sides: Lagos time (WAT), whatever the phone's or the server's own
// zone. Receipts, statements, alerts, refusals, the wallet's lists and the console all print it from here.
//
// No Intl: Africa/Lagos has been UTC+01:00 all year, without daylight saving, since 1919, so the arithmetic is
// exact. And the first Intl.DateTimeFormat a page makes loads the browser's locale data: one long task of some
// 50 ms on a cheap phone (200 ms under Lighthouse's slowdown), which the dashboard paid when its recent
// transactions arrived. The words are Intl's en-GB/en-NG ones ("Sept" included), checked against Intl by the
// test beside this file.

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sept', 'Oct', 'Nov', 'Dec'] as const;
const WAT_OFFSET_MS = 60 * 60 * 1000;

const two = (n: number) => String(n).padStart(2, '0');

/** The wall clock in Lagos at that instant (an ISO string from the API, or a Date). */
function lagos(at: Date | string) {
  const d = new Date((typeof at === 'string' ? Date.parse(at) : at.getTime()) + WAT_OFFSET_MS);
  return {
    year: d.getUTCFullYear(),
    month: d.getUTCMonth(),
    day: d.getUTCDate(),
    hh: two(d.getUTCHours()),
    mm: two(d.getUTCMinutes()),
    ss: two(d.getUTCSeconds()),
  };
}

/** "24 Nov 2026". */
export function lagosDay(at: Date | string): string {
  const t = lagos(at);
  return `${t.day} ${MONTHS[t.month]} ${t.year}`;
}

/** "24 Nov 2026, 09:15": the console's times, in a column headed as Lagos time. */
export function lagosClock(at: Date | string): string {
  const t = lagos(at);
  return `${t.day} ${MONTHS[t.month]} ${t.year}, ${t.hh}:${t.mm}`;
}

/** "24 Nov 2026, 09:15:07": to the second (the audit log). */
export function lagosClockSeconds(at: Date | string): string {
  const t = lagos(at);
  return `${t.day} ${MONTHS[t.month]} ${t.year}, ${t.hh}:${t.mm}:${t.ss}`;
}

/** "24 Nov 2026, 09:15 WAT": a time a customer reads (lists, texts, deadlines). */
export function lagosTime(at: Date | string): string {
  return `${lagosClock(at)} WAT`;
}

/** "24 Nov 2026, 09:15:07 WAT": to the second, as a receipt states it. */
export function lagosTimeToTheSecond(at: Date | string): string {
  return `${lagosClockSeconds(at)} WAT`;
}

/** "14:05 on 25 Nov": when a limit lifts or rises, as the money core's refusal and the amount screens say it. */
export function lagosHourOn(at: Date | string): string {
  const t = lagos(at);
  return `${t.hh}:${t.mm} on ${t.day} ${MONTHS[t.month]}`;
}

/** "2026-11-24": the calendar date in Lagos at that instant ("today" for a statement's period or a report). */
export function lagosDate(at: Date | string): string {
  const t = lagos(at);
  return `${t.year}-${two(t.month + 1)}-${two(t.day)}`;
}

/** "2026-11-24T09:15:07": Lagos local time in ISO form, without a zone (the goAML report's dates). */
export function lagosIsoLocal(at: Date | string): string {
  const t = lagos(at);
  return `${lagosDate(at)}T${t.hh}:${t.mm}:${t.ss}`;
}

/** "2026-11-24 09:15": a statement's generation stamp. */
export function lagosStamp(at: Date | string): string {
  const t = lagos(at);
  return `${lagosDate(at)} ${t.hh}:${t.mm}`;
}

/** "Nov 2026" for a calendar month "2026-11" (the insights' months; a month has no zone). */
export function monthLabel(month: string): string {
  const [year, m] = month.split('-');
  return `${MONTHS[Number(m) - 1]} ${year}`;
}
