import type { Notification } from '@owo/contract/notifications';
import type { Deps } from '#app-types';
import type { Queryable } from '#db/db.ts';
import { laravelPage } from '#lib/paginate.ts';
import {
  countInbox,
  type EventRow,
  insertEvent,
  listInbox,
  markAllRead,
  markRead,
} from './events-repository.ts';

/** What a security event says: kind names it (new_device, signed_out_elsewhere, limit_changed, frozen, …). */
export interface SecurityEvent {
  kind: string;
  /** Short headline for the inbox, e.g. "New sign-in on Chrome on Android". */
  title: string;
  /** One or two sentences; also the text of the SMS alert. */
  body: string;
}

/**
 * Records a security event for a customer, in the caller's transaction: it appears on their event streams,
 * in their notifications inbox, and the alerts task sends it by SMS (always; it cannot be turned off) and by
 * e-mail. Call it inside the same transaction as the change it reports, so both commit or neither does.
 */
export async function recordSecurityEvent(
  q: Queryable,
  userId: bigint,
  event: SecurityEvent,
): Promise<bigint> {
  return insertEvent(q, userId, 'security', {
    type: event.kind.slice(0, 64),
    title: event.title.slice(0, 200),
    body: event.body.slice(0, 1000),
  });
}

const formatters = new Map<string, Intl.NumberFormat>();
/** ₦5,000.00 from minor units (as text, the way the triggers store them). */
export function formatMinor(minor: unknown, currency: unknown): string {
  const code = typeof currency === 'string' && /^[A-Z]{3}$/.test(currency.trim()) ? currency.trim() : 'NGN';
  let f = formatters.get(code);
  if (!f) {
    f = new Intl.NumberFormat('en-NG', { style: 'currency', currency: code });
    formatters.set(code, f);
  }
  const n = BigInt(typeof minor === 'string' && /^-?\d+$/.test(minor) ? minor : '0');
  const sign = n < 0n ? '-' : '';
  const abs = n < 0n ? -n : n;
  // Whole units and cents apart, so no amount ever passes through a float.
  const whole = f.format(Number(abs / 100n)).replace(/\.00$/, '');
  return `${sign}${whole}.${String(abs % 100n).padStart(2, '0')}`;
}

const str = (v: unknown) => (typeof v === 'string' && v.trim() !== '' ? v.trim() : null);

/** The other side of a movement as an alert names it: a staff refund or adjustment says what it is ("Owo (Refund of OWO-…)"). */
export function counterpartyOf(p: Record<string, unknown>): string | null {
  const who = str(p.counterparty_name);
  const narration = str(p.narration);
  if ((p.rail === 'refund' || p.rail === 'adjustment') && who && narration) return `${who} (${narration})`;
  return who;
}

/** The headline and sentence of an event, as the inbox, the stream's toast and the alerts say it. */
export function describeEvent(kind: EventRow['kind'], p: Record<string, unknown>) {
  if (kind === 'security') {
    return {
      type: str(p.type) ?? 'security',
      title: str(p.title) ?? 'Security alert',
      body: str(p.body) ?? '',
    };
  }
  const amount = formatMinor(p.amount_minor, p.currency);
  const who = counterpartyOf(p);
  const balance = p.balance_after_minor == null ? null : formatMinor(p.balance_after_minor, p.currency);
  const tail = [`Ref ${String(p.reference ?? '')}`, balance ? `Balance ${balance}` : null]
    .filter(Boolean)
    .join(' · ');
  if (kind === 'credit') {
    return { type: 'credit', title: `${amount} received${who ? ` from ${who}` : ''}`, body: tail };
  }
  if (kind === 'debit') {
    const fee = p.fee_minor && p.fee_minor !== '0' ? ` (fee ${formatMinor(p.fee_minor, p.currency)})` : '';
    return { type: 'debit', title: `${amount} sent${who ? ` to ${who}` : ''}${fee}`, body: tail };
  }
  const status = str(p.status) ?? 'pending';
  const what =
    p.direction === 'credit'
      ? `${amount}${who ? ` from ${who}` : ''}`
      : `${amount}${who ? ` to ${who}` : ''}`;
  const title =
    status === 'reversed'
      ? `Reversed: ${what} returned to your account`
      : status === 'failed'
        ? `Failed: ${what}`
        : status === 'successful'
          ? `Completed: ${what}`
          : `Pending: ${what}`;
  return { type: status, title, body: tail };
}

/** An event as the customer sees it (stream and inbox). */
export function notificationView(e: EventRow): Notification {
  const p = e.payload;
  const d = describeEvent(e.kind, p);
  const minor =
    typeof p.amount_minor === 'string' && /^\d+$/.test(p.amount_minor) ? BigInt(p.amount_minor) : null;
  return {
    id: String(e.id),
    kind: e.kind,
    type: d.type,
    title: d.title,
    body: d.body,
    read: e.read_at !== null,
    transaction: str(p.transaction),
    amount: minor === null ? null : Number(minor) / 100,
    currency: str(p.currency),
    created_at: e.created_at.toISOString(),
  };
}

export const NOTIFICATIONS_PER_PAGE = 20;

export async function listNotifications(deps: Deps, userId: bigint, page: number) {
  const [counts, rows] = await Promise.all([
    countInbox(deps.db, userId),
    listInbox(deps.db, userId, NOTIFICATIONS_PER_PAGE, (page - 1) * NOTIFICATIONS_PER_PAGE),
  ]);
  return {
    ...laravelPage({
      path: `${deps.config.publicUrl}/api/notifications`,
      page,
      perPage: NOTIFICATIONS_PER_PAGE,
      total: counts.total,
      data: rows.map(notificationView),
    }),
    unread: counts.unread,
  };
}

export async function markNotificationsRead(deps: Deps, userId: bigint, ids: string[] | 'all') {
  const updated =
    ids === 'all' ? await markAllRead(deps.db, userId) : await markRead(deps.db, userId, ids.map(BigInt));
  const { unread } = await countInbox(deps.db, userId);
  return { updated, unread };
}
