import type {
  ComplaintCategory,
  ComplaintOutcome,
  ComplaintStatus,
  ComplaintUrgency,
} from '@owo/contract/complaints';
import type { Queryable } from '#db/db.ts';

// SQL of complaints (migration 023). The deadline (due_at), its urgency (migration 055) and the reopen window
// are the database's rules: rows carry them computed, and every change of status states them in SQL, never in
// TypeScript.

export interface ComplaintRow {
  id: bigint;
  uuid: string;
  tracking_number: string;
  user_id: bigint;
  category: ComplaintCategory;
  status: ComplaintStatus;
  outcome: ComplaintOutcome | null;
  resolution: string | null;
  opened_at: Date;
  due_at: Date;
  resolved_at: Date | null;
  /** resolved_at + the reopen window (null while unresolved). */
  reopen_until: Date | null;
  /** Resolved, and the reopen window has not passed (by the database's clock). */
  can_reopen: boolean;
  /** Seconds until due_at by the database's clock; negative once overdue. */
  seconds_left: number;
  /** How pressing due_at is (SQL complaint_urgency, migration 055), by the database's clock. */
  urgency: ComplaintUrgency;
  reopened_count: number;
  last_message_at: Date;
  created_at: Date;
  tx_uuid: string | null;
  tx_reference: string | null;
  tx_direction: 'debit' | 'credit' | null;
  tx_status: string | null;
  tx_amount_minor: bigint | null;
  tx_currency: string | null;
  tx_counterparty_name: string | null;
  tx_rail: string | null;
  tx_fee_minor: bigint | null;
  tx_counterparty_account: string | null;
  tx_counterparty_bank: string | null;
  tx_narration: string | null;
  tx_meta: Record<string, unknown> | null;
  tx_created_at: Date | null;
}

export const COMPLAINT_COLUMNS = `c.id, c.uuid::text AS uuid, c.tracking_number, c.user_id, c.category, c.status,
  c.outcome, c.resolution, c.opened_at, c.due_at, c.resolved_at,
  c.resolved_at + complaint_reopen_window() AS reopen_until,
  (c.status = 'resolved' AND now() < c.resolved_at + complaint_reopen_window()) AS can_reopen,
  floor(extract(epoch FROM c.due_at - now()))::int AS seconds_left,
  complaint_urgency(c.due_at, c.status) AS urgency,
  c.reopened_count, c.last_message_at, c.created_at,
  t.uuid::text AS tx_uuid, t.reference AS tx_reference, t.direction AS tx_direction, t.status AS tx_status,
  t.amount_minor AS tx_amount_minor, t.currency AS tx_currency, t.counterparty_name AS tx_counterparty_name,
  t.rail AS tx_rail, t.fee_minor AS tx_fee_minor, t.counterparty_account AS tx_counterparty_account,
  t.counterparty_bank AS tx_counterparty_bank, t.narration AS tx_narration, t.meta AS tx_meta,
  t.created_at AS tx_created_at`;

export const COMPLAINT_FROM = 'complaints c LEFT JOIN transactions t ON t.id = c.transaction_id';

/** Opens a complaint; the database gives it its tracking number and deadline (trigger complaints_number). */
export async function insertComplaint(
  q: Queryable,
  c: { userId: bigint; transactionId: bigint | null; category: ComplaintCategory },
): Promise<bigint> {
  const { rows } = await q.query<{ id: bigint }>(
    'INSERT INTO complaints (user_id, transaction_id, category) VALUES ($1, $2, $3) RETURNING id',
    [String(c.userId), c.transactionId === null ? null : String(c.transactionId), c.category],
  );
  return rows[0]!.id;
}

/**
 * The customer's unresolved complaint opened in the last 10 minutes with this same category, transaction and first
 * message: a repeated tap (or a resend after a lost answer), answered with the complaint it already opened.
 */
export async function findRepeatedComplaint(
  q: Queryable,
  c: { userId: bigint; transactionId: bigint | null; category: ComplaintCategory; body: string },
): Promise<string | null> {
  const { rows } = await q.query<{ uuid: string }>(
    `SELECT c.uuid::text AS uuid FROM complaints c
       JOIN complaint_messages m ON m.complaint_id = c.id AND m.author = 'customer'
      WHERE c.user_id = $1 AND c.category = $2 AND c.transaction_id IS NOT DISTINCT FROM $3::bigint
        AND c.status <> 'resolved' AND c.created_at > now() - interval '10 minutes' AND m.body = $4
      ORDER BY c.id LIMIT 1`,
    [String(c.userId), c.category, c.transactionId === null ? null : String(c.transactionId), c.body],
  );
  return rows[0]?.uuid ?? null;
}

/** The unresolved complaint about this transaction, if any. */
export async function findOpenComplaintFor(q: Queryable, transactionId: bigint) {
  const { rows } = await q.query<{ uuid: string; tracking_number: string }>(
    `SELECT uuid::text AS uuid, tracking_number FROM complaints
     WHERE transaction_id = $1 AND status <> 'resolved'`,
    [String(transactionId)],
  );
  return rows[0] ?? null;
}

export async function findComplaintById(q: Queryable, id: bigint): Promise<ComplaintRow | null> {
  const { rows } = await q.query<ComplaintRow>(
    `SELECT ${COMPLAINT_COLUMNS} FROM ${COMPLAINT_FROM} WHERE c.id = $1`,
    [String(id)],
  );
  return rows[0] ?? null;
}

/** The customer's own complaint by its uuid, or null (also when it is someone else's). */
export async function findOwnComplaint(q: Queryable, userId: bigint, uuid: string) {
  const { rows } = await q.query<ComplaintRow>(
    `SELECT ${COMPLAINT_COLUMNS} FROM ${COMPLAINT_FROM} WHERE c.uuid = $1 AND c.user_id = $2`,
    [uuid, String(userId)],
  );
  return rows[0] ?? null;
}

/**
 * Locks a complaint (by uuid, and the customer's own when `userId` is given) for a change: a message, a
 * resolution and a reopening of one complaint take turns. Null when there is no such complaint.
 */
export async function lockComplaint(q: Queryable, uuid: string, userId: bigint | null) {
  const { rows } = await q.query<{
    id: bigint;
    user_id: bigint;
    transaction_id: bigint | null;
    status: ComplaintStatus;
  }>(
    `SELECT id, user_id, transaction_id, status FROM complaints WHERE uuid = $1 AND ($2::bigint IS NULL OR user_id = $2)
     FOR UPDATE`,
    [uuid, userId === null ? null : String(userId)],
  );
  return rows[0] ?? null;
}

/** The customer's complaints, newest first (at most 200: far more than any customer has). */
export async function listOwnComplaints(q: Queryable, userId: bigint): Promise<ComplaintRow[]> {
  const { rows } = await q.query<ComplaintRow>(
    `SELECT ${COMPLAINT_COLUMNS} FROM ${COMPLAINT_FROM} WHERE c.user_id = $1
     ORDER BY c.created_at DESC, c.id DESC LIMIT 200`,
    [String(userId)],
  );
  return rows;
}

export interface ComplaintMessageRow {
  id: bigint;
  author: 'customer' | 'staff';
  staff_id: bigint | null;
  kind: 'message' | 'resolution' | 'reopen';
  body: string;
  outcome: ComplaintOutcome | null;
  created_at: Date;
}

export async function listMessages(q: Queryable, complaintId: bigint): Promise<ComplaintMessageRow[]> {
  const { rows } = await q.query<ComplaintMessageRow>(
    `SELECT id, author, staff_id, kind, body, outcome, created_at FROM complaint_messages
     WHERE complaint_id = $1 ORDER BY id`,
    [String(complaintId)],
  );
  return rows;
}

/**
 * Adds one entry to the conversation and moves the complaint on: a customer's message leaves it (or puts it
 * back) waiting for Owo, a staff message marks it answered. Resolutions and reopenings set their own status.
 */
export async function insertMessage(
  q: Queryable,
  m: {
    complaintId: bigint;
    author: 'customer' | 'staff';
    staffId?: bigint | null;
    kind?: 'message' | 'resolution' | 'reopen';
    body: string;
    outcome?: ComplaintOutcome | null;
  },
): Promise<bigint> {
  const { rows } = await q.query<{ id: bigint }>(
    `WITH m AS (
       INSERT INTO complaint_messages (complaint_id, author, staff_id, kind, body, outcome)
       VALUES ($1, $2, $3, $4, $5, $6) RETURNING id, created_at
     )
     UPDATE complaints c SET last_message_at = m.created_at, updated_at = now(),
       status = CASE WHEN $4 <> 'message' OR c.status = 'resolved' THEN c.status
                     WHEN $2 = 'staff' THEN 'answered' ELSE 'open' END
     FROM m WHERE c.id = $1 RETURNING m.id`,
    [
      String(m.complaintId),
      m.author,
      m.staffId == null ? null : String(m.staffId),
      m.kind ?? 'message',
      m.body,
      m.outcome ?? null,
    ],
  );
  return rows[0]!.id;
}

/**
 * Reopens a resolved complaint if its reopen window has not passed: the clock starts again (a new due_at by
 * its category). False when it is past the window.
 */
export async function reopenComplaint(q: Queryable, id: bigint): Promise<boolean> {
  const r = await q.query(
    `UPDATE complaints SET status = 'open', outcome = NULL, resolution = NULL, resolved_at = NULL,
       resolved_by = NULL, opened_at = now(), due_at = now() + complaint_window(category),
       reopened_count = reopened_count + 1, updated_at = now()
     WHERE id = $1 AND status = 'resolved' AND now() < resolved_at + complaint_reopen_window()`,
    [String(id)],
  );
  return r.rowCount === 1;
}

/** Resolves an unresolved complaint with its outcome; false if it was already resolved. */
export async function resolveComplaint(
  q: Queryable,
  r: { id: bigint; staffId: bigint; outcome: ComplaintOutcome; resolution: string },
): Promise<boolean> {
  const res = await q.query(
    `UPDATE complaints SET status = 'resolved', outcome = $2, resolution = $3, resolved_at = now(),
       resolved_by = $4, updated_at = now()
     WHERE id = $1 AND status <> 'resolved'`,
    [String(r.id), r.outcome, r.resolution, String(r.staffId)],
  );
  return res.rowCount === 1;
}

// ── The console's queue ───────────────────────────────────────────────────────────────────────────────

export interface OpsComplaintRow extends ComplaintRow {
  customer_uuid: string;
  customer_type: 'personal' | 'business';
  firstname: string | null;
  lastname: string | null;
  business_name: string | null;
  phone: string;
  last_author: 'customer' | 'staff' | null;
}

export type QueueFilter = 'unresolved' | 'open' | 'answered' | 'resolved';

const OPS_COLUMNS = `${COMPLAINT_COLUMNS}, u.uuid::text AS customer_uuid, u.type AS customer_type, u.firstname,
  u.lastname, u.business_name, u.phone,
  (SELECT m.author FROM complaint_messages m WHERE m.complaint_id = c.id ORDER BY m.id DESC LIMIT 1) AS last_author`;
const OPS_FROM = `${COMPLAINT_FROM} JOIN users u ON u.id = c.user_id`;
const QUEUE_WHERE = `(($1 = 'unresolved' AND c.status <> 'resolved') OR c.status = $1)`;

/**
 * A page of the queue. Unresolved complaints by deadline, the most overdue first (the partial index
 * complaints_queue); resolved ones newest resolution first.
 */
export async function pageQueue(q: Queryable, filter: QueueFilter, limit: number, offset: number) {
  const order = filter === 'resolved' ? 'c.resolved_at DESC, c.id DESC' : 'c.due_at, c.id';
  const [rows, count] = await Promise.all([
    q.query<OpsComplaintRow>(
      `SELECT ${OPS_COLUMNS} FROM ${OPS_FROM} WHERE ${QUEUE_WHERE} ORDER BY ${order} LIMIT $2 OFFSET $3`,
      [filter, limit, offset],
    ),
    q.query<{ total: number }>(`SELECT count(*)::int AS total FROM complaints c WHERE ${QUEUE_WHERE}`, [
      filter,
    ]),
  ]);
  return { rows: rows.rows, total: count.rows[0]?.total ?? 0 };
}

export async function findOpsComplaint(q: Queryable, uuid: string): Promise<OpsComplaintRow | null> {
  const { rows } = await q.query<OpsComplaintRow>(
    `SELECT ${OPS_COLUMNS} FROM ${OPS_FROM} WHERE c.uuid = $1`,
    [uuid],
  );
  return rows[0] ?? null;
}

/** The conversation with the e-mail of each staff member who wrote in it. */
export async function listOpsMessages(q: Queryable, complaintId: bigint) {
  const { rows } = await q.query<ComplaintMessageRow & { staff_email: string | null }>(
    `SELECT m.id, m.author, m.staff_id, m.kind, m.body, m.outcome, m.created_at, s.email AS staff_email
     FROM complaint_messages m LEFT JOIN staff s ON s.id = m.staff_id
     WHERE m.complaint_id = $1 ORDER BY m.id`,
    [String(complaintId)],
  );
  return rows;
}
