import type { Queryable } from '#db/db.ts';
import { LINK_OF_ROW } from '#records/transactions-repository.ts';

export type EventKind = 'credit' | 'debit' | 'status' | 'security' | 'team' | 'complaint';

export interface EventRow {
  id: bigint;
  user_id: bigint;
  kind: EventKind;
  payload: Record<string, unknown>;
  read_at: Date | null;
  created_at: Date;
  /** A money event's history row as it is now: its meta (a bill's token) and the payment link it paid. */
  row_meta: Record<string, unknown> | null;
  row_link: { description: string; payer_name: string | null } | null;
}

/**
 * An event with its history row's meta and link beside it (a money event's payload is the row at the time of
 * the event; what came later, like a bill's token, is on the row).
 */
export const EVENTS_WITH_ROWS = `SELECT e.id, e.user_id, e.kind, e.payload, e.read_at, e.created_at,
    t.meta AS row_meta, ${LINK_OF_ROW} AS row_link
  FROM events e LEFT JOIN transactions t
    ON e.kind <> 'security' AND t.uuid = (e.payload->>'transaction')::uuid AND t.user_id = e.user_id`;

/** Writes one event; the events_notify trigger wakes every listening API process when the caller commits. */
export async function insertEvent(
  q: Queryable,
  userId: bigint,
  kind: EventKind,
  payload: Record<string, unknown>,
  opts: { inAppOnly?: boolean } = {},
): Promise<bigint> {
  // In the app only: marked alerted as it is written, so the alerts worker never texts or mails it.
  const { rows } = await q.query<{ id: bigint }>(
    `INSERT INTO events (user_id, kind, payload, alerted_at)
     VALUES ($1, $2, $3, CASE WHEN $4::boolean THEN now() END) RETURNING id`,
    [String(userId), kind, JSON.stringify(payload), opts.inAppOnly === true],
  );
  return rows[0]!.id;
}

/** The customer's events after `afterId`, oldest first (a stream's catch-up read). */
export async function listEventsAfter(q: Queryable, userId: bigint, afterId: bigint, limit: number) {
  const { rows } = await q.query<EventRow>(
    `${EVENTS_WITH_ROWS} WHERE e.user_id = $1 AND e.id > $2 ORDER BY e.id LIMIT $3`,
    [String(userId), String(afterId), limit],
  );
  return rows;
}

/** The id of the customer's newest event (0 if none): where a fresh stream starts. */
export async function lastEventId(q: Queryable, userId: bigint): Promise<bigint> {
  const { rows } = await q.query<{ id: bigint | null }>(
    'SELECT max(id) AS id FROM events WHERE user_id = $1',
    [String(userId)],
  );
  return rows[0]?.id ?? 0n;
}

// The inbox: every credit and debit, every send that settled, failed or came back, every security, team and complaint
// event (issue 24: a customer told "on its way" is told again when it arrives or returns).
const INBOX = `e.user_id = $1 AND (e.kind <> 'status' OR e.payload->>'status' IN ('successful', 'failed', 'reversed'))`;

export async function listInbox(q: Queryable, userId: bigint, limit: number, offset: number) {
  const { rows } = await q.query<EventRow>(
    `${EVENTS_WITH_ROWS} WHERE ${INBOX} ORDER BY e.id DESC LIMIT $2 OFFSET $3`,
    [String(userId), limit, offset],
  );
  return rows;
}

export async function countInbox(q: Queryable, userId: bigint) {
  const { rows } = await q.query<{ total: number; unread: number }>(
    `SELECT count(*)::int AS total, (count(*) FILTER (WHERE read_at IS NULL))::int AS unread
     FROM events e WHERE ${INBOX}`,
    [String(userId)],
  );
  return rows[0] ?? { total: 0, unread: 0 };
}

/** Marks the given inbox items (by id) read; only the customer's own. Returns how many changed. */
export async function markRead(q: Queryable, userId: bigint, ids: bigint[]) {
  const r = await q.query(
    'UPDATE events SET read_at = now() WHERE user_id = $1 AND id = ANY($2::bigint[]) AND read_at IS NULL',
    [String(userId), ids.map(String)],
  );
  return r.rowCount;
}

export async function markAllRead(q: Queryable, userId: bigint) {
  const r = await q.query('UPDATE events SET read_at = now() WHERE user_id = $1 AND read_at IS NULL', [
    String(userId),
  ]);
  return r.rowCount;
}

/** Is this session still live (not revoked, not expired)? Streams ask on every wake-up. */
export async function sessionIsLive(q: Queryable, sessionId: bigint): Promise<boolean> {
  const { rows } = await q.query<{ live: boolean }>(
    'SELECT (revoked_at IS NULL AND expires_at > now()) AS live FROM sessions WHERE id = $1',
    [String(sessionId)],
  );
  return rows[0]?.live ?? false;
}

/** Stores a stream ticket's hash for a session; it lives `ttlMs`. */
export async function insertTicket(q: Queryable, ticketHash: string, sessionId: bigint, expiresAt: Date) {
  await q.query('INSERT INTO event_tickets (ticket_hash, session_id, expires_at) VALUES ($1, $2, $3)', [
    ticketHash,
    String(sessionId),
    expiresAt,
  ]);
}

/** Uses a ticket up (once, before it expires) and returns its live session, or null. */
export async function consumeTicket(q: Queryable, ticketHash: string) {
  const { rows } = await q.query<{ session_id: bigint; user_id: bigint }>(
    `WITH used AS (
       UPDATE event_tickets SET used_at = now()
       WHERE ticket_hash = $1 AND used_at IS NULL AND expires_at > now() RETURNING session_id
     )
     SELECT s.id AS session_id, s.user_id FROM used JOIN sessions s ON s.id = used.session_id
     WHERE s.revoked_at IS NULL AND s.expires_at > now()`,
    [ticketHash],
  );
  return rows[0] ?? null;
}

/** Forgets tickets that expired over an hour ago. */
export async function purgeTickets(q: Queryable) {
  const r = await q.query(`DELETE FROM event_tickets WHERE expires_at < now() - interval '1 hour'`);
  return r.rowCount;
}
