import type { ComplaintUrgency, OpsComplaint } from '@owo/contract/complaints';
import { lagosClock } from '@owo/contract/lagos-time';

// How the console shows a complaint's CBN clock. The deadline and how pressing it is are the server's (due_at,
// seconds_left, urgency: SQL complaint_urgency); this only words them and picks the row's colour.

const HOUR = 3600;

/** "3 d 4 h left", "45 min left", "Overdue by 2 h 10 min", or "Resolved". */
export function timeLeftText(c: Pick<OpsComplaint, 'urgency' | 'seconds_left'>): string {
  if (c.urgency === 'resolved') return 'Resolved';
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
  return c.urgency === 'overdue' ? `Overdue by ${span}` : `${span} left`;
}

/**
 * The row's colour by urgency (a left border and a tint, so it reads without colour too: the text says it):
 * red past the deadline, amber within a day of it, green with more time left.
 */
export const urgencyClasses: Record<ComplaintUrgency, string> = {
  overdue: 'border-l-4 border-l-red-600 bg-red-50',
  under_24h: 'border-l-4 border-l-amber-500 bg-amber-50',
  under_72h: 'border-l-4 border-l-green-600',
  later: 'border-l-4 border-l-green-600',
  resolved: 'border-l-4 border-l-gray-300',
};

export const urgencyText: Record<ComplaintUrgency, string> = {
  overdue: 'font-semibold text-red-800',
  under_24h: 'font-semibold text-amber-900',
  under_72h: 'text-green-800',
  later: 'text-green-800',
  resolved: 'text-gray-600',
};

export const lagos = (iso: string) => lagosClock(iso);
