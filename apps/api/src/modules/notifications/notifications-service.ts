import { toMajor } from '@owo/contract/money';
import { formatMinor } from '@owo/contract/money-format';
import type { Notification } from '@owo/contract/notifications';
import type { Deps } from '#app-types';
import type { Queryable } from '#db/db.ts';
import { laravelPage } from '#lib/paginate.ts';
import {
  type DescribeOptions,
  describeMovement,
  type Movement,
  movementSentence,
} from '#records/transaction-description.ts';
import {
  countInbox,
  type EventRow,
  insertEvent,
  listInbox,
  markAllRead,
  markRead,
} from './events-repository.ts';

/** What a team event says: a payment waits for the customer's approval, or one they prepared was decided. */
export interface TeamEvent {
  /** approval_waiting | approval_approved | approval_rejected */
  kind: string;
  title: string;
  body: string;
  /** Where in the app it opens (the approval, acting for its business). */
  link: string;
  /** The same, as a whole address for the text message. */
  url: string;
}

/**
 * Records a team event for a customer, in the caller's transaction (the one that prepared or decided the
 * payment): it reaches their open screens and inbox, and the alerts task texts it to them.
 */
export function recordTeamEvent(q: Queryable, userId: bigint, event: TeamEvent): Promise<bigint> {
  return insertEvent(q, userId, 'team', {
    type: event.kind.slice(0, 64),
    title: event.title.slice(0, 200),
    body: event.body.slice(0, 1000),
    link: event.link.slice(0, 300),
    url: event.url.slice(0, 400),
  });
}

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
  opts: { inAppOnly?: boolean } = {},
): Promise<bigint> {
  return insertEvent(
    q,
    userId,
    'security',
    {
      type: event.kind.slice(0, 64),
      title: event.title.slice(0, 200),
      body: event.body.slice(0, 1000),
    },
    opts,
  );
}

const str = (v: unknown) => (typeof v === 'string' && v.trim() !== '' ? v.trim() : null);
const kobo = (v: unknown) => (typeof v === 'string' && /^-?\d+$/.test(v) ? BigInt(v) : 0n);
const STATUSES = ['pending', 'successful', 'failed', 'reversed'] as const;

/** The history row as the event saw it (its payload), with what the row carries now (meta, the link it paid). */
export function movementOfEvent(
  p: Record<string, unknown>,
  row: { meta: Record<string, unknown> | null; link: Movement['link'] },
): Movement {
  const status = STATUSES.find((s) => s === p.status) ?? 'pending';
  return {
    direction: p.direction === 'credit' ? 'credit' : 'debit',
    rail: str(p.rail) ?? 'transfer',
    status,
    currency: str(p.currency) ?? 'NGN',
    amount_minor: kobo(p.amount_minor),
    fee_minor: kobo(p.fee_minor),
    reference: String(p.reference ?? ''),
    counterparty_name: str(p.counterparty_name),
    counterparty_account: str(p.counterparty_account),
    counterparty_bank: str(p.counterparty_bank),
    narration: str(p.narration),
    meta: row.meta ?? {},
    link: row.link,
  };
}

/** "Bal ₦94,989.25" after a money event, or null (a status event of a row whose account moved since). */
export function balanceAfter(p: Record<string, unknown>): string | null {
  if (p.balance_after_minor == null) return null;
  return `Bal ${formatMinor(kobo(p.balance_after_minor), str(p.currency) ?? 'NGN')}`;
}

/**
 * The headline and sentence of an event, as the inbox, the stream's toast and the alerts say it: a money event
 * is the movement's one description (records/transaction-description.ts) told for this event; a
 * team event (a payment waits for approval, or was decided), a security event and news of a complaint their
 * own words.
 */
export function describeEvent(
  kind: EventRow['kind'],
  p: Record<string, unknown>,
  row: { meta: Record<string, unknown> | null; link: Movement['link'] } = { meta: null, link: null },
  options: DescribeOptions = {},
) {
  if (kind === 'team') {
    return { type: str(p.type) ?? 'team', title: str(p.title) ?? 'Team', body: str(p.body) ?? '' };
  }
  if (kind === 'security' || kind === 'complaint') {
    return {
      type: str(p.type) ?? kind,
      title: str(p.title) ?? (kind === 'security' ? 'Security alert' : 'Your complaint'),
      body: str(p.body) ?? '',
    };
  }
  const m = movementOfEvent(p, row);
  const d = describeMovement(m, options);
  const body = [d.status_label, `Ref ${m.reference}`, balanceAfter(p)].filter(Boolean).join(' · ');
  return { type: kind === 'status' ? m.status : kind, title: movementSentence(d, kind, m.status), body };
}

/** An event as the customer sees it (stream and inbox). */
export function notificationView(e: EventRow): Notification {
  const p = e.payload;
  const d = describeEvent(e.kind, p, { meta: e.row_meta, link: e.row_link });
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
    link: e.kind === 'team' ? str(p.link) : null,
    complaint: e.kind === 'complaint' ? str(p.complaint) : null,
    amount: minor === null ? null : toMajor(minor),
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
