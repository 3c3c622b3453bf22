import type { Queryable } from '#db/db.ts';
import { EVENTS_WITH_ROWS, type EventKind } from './events-repository.ts';

export interface AlertPreferences {
  sms: boolean;
  email: boolean;
}
export const DEFAULT_PREFERENCES: AlertPreferences = { sms: true, email: true };

export async function findPreferences(q: Queryable, userId: bigint): Promise<AlertPreferences> {
  const { rows } = await q.query<AlertPreferences>(
    'SELECT sms, email FROM alert_preferences WHERE user_id = $1',
    [String(userId)],
  );
  return rows[0] ?? DEFAULT_PREFERENCES;
}

export async function savePreferences(q: Queryable, userId: bigint, p: AlertPreferences) {
  await q.query(
    `INSERT INTO alert_preferences (user_id, sms, email) VALUES ($1, $2, $3)
     ON CONFLICT (user_id) DO UPDATE SET sms = EXCLUDED.sms, email = EXCLUDED.email, updated_at = now()`,
    [String(userId), p.sms, p.email],
  );
}

export interface PendingAlert {
  id: bigint;
  user_id: bigint;
  kind: EventKind;
  payload: Record<string, unknown>;
  phone: string;
  email: string;
  sms: boolean;
  email_on: boolean;
  row_meta: Record<string, unknown> | null;
  row_link: { description: string; payer_name: string | null } | null;
}

/** Claims events whose alerts are not sent yet, oldest first; other workers skip the claimed rows. */
export async function claimPendingAlerts(q: Queryable, limit: number): Promise<PendingAlert[]> {
  const { rows } = await q.query<PendingAlert>(
    `SELECT x.*, u.phone, u.email, coalesce(p.sms, true) AS sms, coalesce(p.email, true) AS email_on
     FROM (${EVENTS_WITH_ROWS} WHERE e.alerted_at IS NULL ORDER BY e.id LIMIT $1 FOR UPDATE OF e SKIP LOCKED) x
     JOIN users u ON u.id = x.user_id LEFT JOIN alert_preferences p ON p.user_id = x.user_id
     ORDER BY x.id`,
    [limit],
  );
  return rows;
}

/**
 * Records that events' alerts go out on these channels, in one statement; answers the ones recorded now ("id:channel"),
 * leaving out any already sent (so an alert never goes out twice on a channel).
 */
export async function recordDeliveries(
  q: Queryable,
  wanted: ReadonlyArray<{ eventId: bigint; channel: 'sms' | 'email' }>,
): Promise<Set<string>> {
  if (wanted.length === 0) return new Set();
  const { rows } = await q.query<{ key: string }>(
    `INSERT INTO alert_deliveries (event_id, channel)
     SELECT x.e, x.c FROM unnest($1::bigint[], $2::text[]) x(e, c)
     ON CONFLICT DO NOTHING RETURNING event_id::text || ':' || channel AS key`,
    [wanted.map((w) => String(w.eventId)), wanted.map((w) => w.channel)],
  );
  return new Set(rows.map((r) => r.key));
}

export async function markAlerted(q: Queryable, ids: bigint[]) {
  await q.query('UPDATE events SET alerted_at = now() WHERE id = ANY($1::bigint[])', [ids.map(String)]);
}
