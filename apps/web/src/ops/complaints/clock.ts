import type { OpsComplaint } from '@owo/contract/complaints';
import { lagosClock } from '@owo/contract/lagos-time';

// How the console shows a complaint's CBN clock. The deadline itself is the server's (due_at, seconds_left);
// this only words it and picks the row's colour.

const HOUR = 3600;

/** "3 d 4 h left", "45 min left", "Overdue by 2 h 10 min", or "Resolved". */
export function timeLeftText(c: Pick<OpsComplaint, 'status' | 'seconds_left'>): string {
  if (c.status === 'resolved') return 'Resolved';
  const s = Math.abs(c.seconds_left);
  const days = Math.floor(s / (24 * HOUR));
  const hours = Math.floor((s % (24 * HOUR)) / HOUR);
  const minutes = Math.floor((s % HOUR) / 60);
  const span =
    days > 0
      ? `${days} d ${hours} h`
      : hours > 0
        ? `${hours} h ${minutes} min`
        : `${Math.max(minutes, 1)} min`;
  return c.seconds_left < 0 ? `Overdue by ${span}` : `${span} left`;
}

export type Urgency = 'overdue' | 'today' | 'later' | 'resolved';

/** Overdue: past due. Today: due within 24 hours, whatever the category. Later: more time left. */
export function urgencyOf(c: Pick<OpsComplaint, 'status' | 'seconds_left'>): Urgency {
  if (c.status === 'resolved') return 'resolved';
  if (c.seconds_left < 0) return 'overdue';
  if (c.seconds_left < 24 * HOUR) return 'today';
  return 'later';
}

/** The row's colour by urgency (a left border and a tint, so it reads without colour too: the text says it). */
export const urgencyClasses: Record<Urgency, string> = {
  overdue: 'border-l-4 border-l-red-600 bg-red-50',
  today: 'border-l-4 border-l-amber-500 bg-amber-50',
  later: 'border-l-4 border-l-green-600',
  resolved: 'border-l-4 border-l-gray-300',
};

export const urgencyText: Record<Urgency, string> = {
  overdue: 'font-semibold text-red-800',
  today: 'font-semibold text-amber-900',
  later: 'text-green-800',
  resolved: 'text-gray-600',
};

export const lagos = (iso: string) => lagosClock(iso);
