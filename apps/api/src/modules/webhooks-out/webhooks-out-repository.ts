import type { WebhookEventType } from '@owo/contract/developers';
import type { Queryable } from '#db/db.ts';

export interface EndpointRow {
  id: bigint;
  uuid: string;
  business_id: bigint;
  url: string;
  events: WebhookEventType[];
  disabled_at: Date | null;
  /** Who was shown the current signing secret (migration 057); null while nobody holds it. */
  secret_shown_to: bigint | null;
  created_at: Date;
}

const ENDPOINT = `id, uuid::text AS uuid, business_id, url, events, disabled_at, secret_shown_to, created_at`;

export async function insertEndpoint(
  q: Queryable,
  e: { businessId: bigint; url: string; events: WebhookEventType[]; secret: string; createdBy: bigint },
): Promise<EndpointRow> {
  const { rows } = await q.query<EndpointRow>(
    `INSERT INTO webhook_endpoints (business_id, url, events, secret, created_by, secret_shown_to)
     VALUES ($1, $2, $3::text[], $4, $5, $5) RETURNING ${ENDPOINT}`,
    [String(e.businessId), e.url, e.events, e.secret, String(e.createdBy)],
  );
  return rows[0]!;
}

export async function listEndpoints(q: Queryable, businessId: bigint): Promise<EndpointRow[]> {
  const { rows } = await q.query<EndpointRow>(
    `SELECT ${ENDPOINT} FROM webhook_endpoints WHERE business_id = $1 AND deleted_at IS NULL
     ORDER BY created_at DESC, id DESC`,
    [String(businessId)],
  );
  return rows;
}

/** The business's endpoint with this id; another business's (or a removed one) is not found. */
export async function findEndpoint(
  q: Queryable,
  businessId: bigint,
  uuid: string,
): Promise<EndpointRow | null> {
  const { rows } = await q.query<EndpointRow>(
    `SELECT ${ENDPOINT} FROM webhook_endpoints WHERE business_id = $1 AND uuid = $2 AND deleted_at IS NULL`,
    [String(businessId), uuid],
  );
  return rows[0] ?? null;
}

/**
 * Gives the endpoint a new signing secret, shown to `shownTo`, and switches it on. Its waiting deliveries are due
 * at once with a fresh retry window: they waited while it was off, and are signed with the new secret when
 * leased (leaseDueDeliveries reads the secret then). Null if the endpoint was removed meanwhile.
 */
export async function rollSecret(
  q: Queryable,
  e: { id: bigint; secret: string; shownTo: bigint; retryMs: number },
): Promise<EndpointRow | null> {
  const { rows } = await q.query<EndpointRow>(
    `UPDATE webhook_endpoints SET secret = $2, secret_shown_to = $3, disabled_at = NULL
     WHERE id = $1 AND deleted_at IS NULL RETURNING ${ENDPOINT}`,
    [String(e.id), e.secret, String(e.shownTo)],
  );
  if (!rows[0]) return null;
  await q.query(
    `UPDATE webhook_deliveries SET next_attempt_at = least(next_attempt_at, now()),
       retry_until = greatest(retry_until, now() + make_interval(secs => $2 / 1000.0))
     WHERE endpoint_id = $1 AND state = 'pending'`,
    [String(e.id), e.retryMs],
  );
  return rows[0];
}

/** The business's endpoints whose current secret was shown to this member, locked to be withdrawn. */
export async function lockEndpointsShownTo(
  q: Queryable,
  businessId: bigint,
  memberId: bigint,
): Promise<EndpointRow[]> {
  const { rows } = await q.query<EndpointRow>(
    `SELECT ${ENDPOINT} FROM webhook_endpoints
     WHERE business_id = $1 AND secret_shown_to = $2 AND deleted_at IS NULL ORDER BY id FOR UPDATE`,
    [String(businessId), String(memberId)],
  );
  return rows;
}

/**
 * Replaces the endpoint's secret with one nobody is shown and switches it off. Its waiting deliveries stay
 * pending (the worker leases none of a switched-off endpoint's) until a roll gives it a secret someone holds.
 */
export async function withdrawSecret(q: Queryable, id: bigint, secret: string, at: Date): Promise<void> {
  await q.query(
    'UPDATE webhook_endpoints SET secret = $2, secret_shown_to = NULL, disabled_at = $3 WHERE id = $1',
    [String(id), secret, at],
  );
}

export async function removeEndpoint(q: Queryable, id: bigint): Promise<void> {
  await q.query('UPDATE webhook_endpoints SET deleted_at = now() WHERE id = $1', [String(id)]);
}

/** Switches an endpoint on; false when nobody holds its secret (withdrawn), which only a roll mends. */
export async function enableEndpoint(q: Queryable, id: bigint): Promise<boolean> {
  const { rowCount } = await q.query(
    'UPDATE webhook_endpoints SET disabled_at = NULL WHERE id = $1 AND secret_shown_to IS NOT NULL',
    [String(id)],
  );
  return rowCount > 0;
}

/** Switches an endpoint off; true if it was on (so the owner is told once). */
export async function disableEndpoint(q: Queryable, id: bigint, at: Date): Promise<boolean> {
  const { rowCount } = await q.query(
    'UPDATE webhook_endpoints SET disabled_at = $2 WHERE id = $1 AND disabled_at IS NULL AND deleted_at IS NULL',
    [String(id), at],
  );
  return rowCount > 0;
}

export interface DeliveryRow {
  id: bigint;
  uuid: string;
  event_uuid: string;
  type: WebhookEventType;
  state: 'pending' | 'delivered' | 'failed';
  attempts: number;
  last_status: number | null;
  last_error: string | null;
  last_attempt_at: Date | null;
  next_attempt_at: Date;
  delivered_at: Date | null;
  created_at: Date;
}

const DELIVERY = `d.id, d.uuid::text AS uuid, ev.uuid::text AS event_uuid, ev.type, d.state, d.attempts,
  d.last_status, d.last_error, d.last_attempt_at, d.next_attempt_at, d.delivered_at, d.created_at`;

/** The endpoint's newest deliveries. */
export async function listDeliveries(
  q: Queryable,
  endpointId: bigint,
  limit: number,
): Promise<DeliveryRow[]> {
  const { rows } = await q.query<DeliveryRow>(
    `SELECT ${DELIVERY} FROM webhook_deliveries d JOIN webhook_events ev ON ev.id = d.event_id
     WHERE d.endpoint_id = $1 ORDER BY d.id DESC LIMIT $2`,
    [String(endpointId), limit],
  );
  return rows;
}

/**
 * Queues the endpoint's delivery to be sent again now (the same event, so the same event id), retried for
 * `retryMs` like a new one. Null if the endpoint has no such delivery.
 */
export async function requeueDelivery(
  q: Queryable,
  endpointId: bigint,
  uuid: string,
  retryMs: number,
): Promise<DeliveryRow | null> {
  const { rows } = await q.query<DeliveryRow>(
    `WITH d AS (
       UPDATE webhook_deliveries SET state = 'pending', next_attempt_at = now(),
         retry_until = now() + make_interval(secs => $3 / 1000.0)
       WHERE endpoint_id = $1 AND uuid = $2 RETURNING *)
     SELECT ${DELIVERY} FROM d JOIN webhook_events ev ON ev.id = d.event_id`,
    [String(endpointId), uuid, retryMs],
  );
  return rows[0] ?? null;
}

export interface DueDelivery {
  id: bigint;
  uuid: string;
  attempts: number;
  retry_until: Date;
  endpoint_id: bigint;
  business_id: bigint;
  url: string;
  secret: string;
  event_uuid: string;
  type: WebhookEventType;
  data: Record<string, unknown>;
  event_created_at: Date;
}

/**
 * Leases up to `limit` deliveries due at `now` to live endpoints (SKIP LOCKED: two workers never take the same
 * row), counting the attempt. A worker that dies mid-post leaves its lease to run out; the next one retries.
 */
export async function leaseDueDeliveries(
  q: Queryable,
  now: Date,
  leaseMs: number,
  limit: number,
): Promise<DueDelivery[]> {
  const { rows } = await q.query<DueDelivery>(
    `WITH due AS (
       SELECT d.id FROM webhook_deliveries d JOIN webhook_endpoints e ON e.id = d.endpoint_id
       WHERE d.state = 'pending' AND d.next_attempt_at <= $1 AND (d.lease_until IS NULL OR d.lease_until <= $1)
         AND e.disabled_at IS NULL AND e.deleted_at IS NULL
       ORDER BY d.next_attempt_at, d.id LIMIT $3
       FOR UPDATE OF d SKIP LOCKED),
     leased AS (
       UPDATE webhook_deliveries d SET lease_until = $1::timestamptz + make_interval(secs => $2 / 1000.0),
         attempts = d.attempts + 1, last_attempt_at = $1
       FROM due WHERE d.id = due.id RETURNING d.*)
     SELECT l.id, l.uuid::text AS uuid, l.attempts, l.retry_until, l.endpoint_id, e.business_id, e.url, e.secret,
       ev.uuid::text AS event_uuid, ev.type, ev.data, ev.created_at AS event_created_at
     FROM leased l JOIN webhook_endpoints e ON e.id = l.endpoint_id JOIN webhook_events ev ON ev.id = l.event_id`,
    [now, leaseMs, limit],
  );
  return rows;
}

export async function markDelivered(q: Queryable, id: bigint, status: number, at: Date): Promise<void> {
  await q.query(
    `UPDATE webhook_deliveries SET state = 'delivered', delivered_at = $3, last_status = $2, last_error = NULL,
       lease_until = NULL
     WHERE id = $1`,
    [String(id), status, at],
  );
}

/** A failed attempt: tried again at `next`, or (next null) given up. */
export async function markAttemptFailed(
  q: Queryable,
  id: bigint,
  r: { status: number | null; error: string; next: Date | null },
): Promise<void> {
  await q.query(
    `UPDATE webhook_deliveries SET last_status = $2, last_error = $3, lease_until = NULL,
       state = CASE WHEN $4::timestamptz IS NULL THEN 'failed' ELSE 'pending' END,
       next_attempt_at = coalesce($4::timestamptz, next_attempt_at)
     WHERE id = $1 AND state = 'pending'`,
    [String(id), r.status, r.error.slice(0, 300), r.next],
  );
}
