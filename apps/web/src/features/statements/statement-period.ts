import { lagosToday, lastStatementDay } from '@owo/contract/statements';

export type PeriodPreset = 'this-month' | '3' | '6' | '12' | 'custom';

export const PERIOD_PRESETS: Array<{ value: PeriodPreset; label: string }> = [
  { value: 'this-month', label: 'This month' },
  { value: '3', label: 'Last 3 months' },
  { value: '6', label: 'Last 6 months' },
  { value: '12', label: 'Last 12 months' },
  { value: 'custom', label: 'Custom' },
];

const DAY_MS = 86_400_000;
const iso = (ms: number) => new Date(ms).toISOString().slice(0, 10);

/** The same day `months` months earlier (clamped to the month's length), plus one day: `months` whole months to today. */
function monthsBack(today: string, months: number): string {
  const d = new Date(`${today}T00:00:00Z`);
  const y = d.getUTCFullYear();
  const m = d.getUTCMonth() - months;
  const lastOfMonth = new Date(Date.UTC(y, m + 1, 0)).getUTCDate();
  return iso(Date.UTC(y, m, Math.min(d.getUTCDate(), lastOfMonth)) + DAY_MS);
}

/** A preset's period in Lagos dates, both ends included; `custom` keeps what the customer typed. */
export function periodFor(preset: PeriodPreset, custom: { from: string; to: string }, now = new Date()) {
  const today = lagosToday(now);
  if (preset === 'custom') return custom;
  if (preset === 'this-month') return { from: `${today.slice(0, 8)}01`, to: today };
  return { from: monthsBack(today, Number(preset)), to: today };
}

/** The customer's own check before asking the server (which checks the same rules and has the last word). */
export function periodError(
  p: { from: string; to: string },
  messages: Record<'badDate' | 'fromAfterTo' | 'tooLong', string>,
) {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(p.from) || !/^\d{4}-\d{2}-\d{2}$/.test(p.to)) return messages.badDate;
  if (p.from > p.to) return messages.fromAfterTo;
  if (p.to > lastStatementDay(p.from)) return messages.tooLong;
  return null;
}
