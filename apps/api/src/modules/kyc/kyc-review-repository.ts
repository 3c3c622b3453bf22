import type { Queryable } from '#db/db.ts';
import type { CaseDetails, IdentityEntries } from './kyc-repository.ts';

// The identity review queue's SQL (migration 017's cases, decided by staff since migration 028).

export interface ReviewCaseRow {
  id: bigint;
  uuid: string;
  user_id: bigint;
  reason: string;
  bvn_last4: string;
  bvn_hmac: string;
  mismatched: string[];
  entered: IdentityEntries;
  record: IdentityEntries | null;
  details: CaseDetails | null;
  document_type: string | null;
  status: 'open' | 'closed';
  decision: 'approved' | 'rejected' | null;
  decision_reason: string | null;
  decided_by_email: string | null;
  created_at: Date;
  closed_at: Date | null;
}

const CASE_COLUMNS = `c.id, c.uuid::text AS uuid, c.user_id, c.reason, c.bvn_last4, c.bvn_hmac, c.mismatched,
  c.entered, c.record, c.details, dt.name AS document_type, c.status, c.decision, c.decision_reason,
  ds.email AS decided_by_email, c.created_at, c.closed_at`;
const CASE_JOINS = `LEFT JOIN kyc_document_types dt ON dt.id = (c.details->>'document_type_id')::int
  LEFT JOIN staff ds ON ds.id = c.decided_by`;

/** A customer whose identity is not verified nor in review: only their cases still wait for a decision. */
const WAITING = `c.status = 'open' AND u.kyc_status IN ('none', 'rejected')`;

export interface QueueRow extends ReviewCaseRow {
  attempts: number;
  customer_uuid: string;
  customer_type: 'personal' | 'business';
  firstname: string | null;
  lastname: string | null;
  business_name: string | null;
  phone: string;
  kyc_status: 'none' | 'in_review' | 'verified' | 'rejected';
  holder_uuid: string | null;
  holder_firstname: string | null;
  holder_lastname: string | null;
}

/** The queue: each waiting customer's latest open case (with how many attempts are open), oldest first. */
export async function listWaitingCases(q: Queryable, limit: number, offset: number): Promise<QueueRow[]> {
  const { rows } = await q.query<QueueRow>(
    `WITH latest AS (
       SELECT DISTINCT ON (c.user_id) c.id, count(*) OVER (PARTITION BY c.user_id)::int AS attempts
       FROM kyc_review_cases c JOIN users u ON u.id = c.user_id
       WHERE ${WAITING}
       ORDER BY c.user_id, c.id DESC)
     SELECT ${CASE_COLUMNS}, l.attempts, u.uuid::text AS customer_uuid, u.type AS customer_type, u.firstname,
       u.lastname, u.business_name, u.phone, u.kyc_status, h.uuid AS holder_uuid, h.firstname AS holder_firstname,
       h.lastname AS holder_lastname
     FROM latest l JOIN kyc_review_cases c ON c.id = l.id JOIN users u ON u.id = c.user_id ${CASE_JOINS}
     LEFT JOIN LATERAL (
       SELECT hu.uuid::text AS uuid, hu.firstname, hu.lastname FROM kyc_submissions s
       JOIN users hu ON hu.id = s.user_id
       WHERE s.bvn_hmac = c.bvn_hmac AND s.claims_bvn AND s.status <> 'rejected' AND s.user_id <> c.user_id
       LIMIT 1) h ON true
     ORDER BY c.created_at, c.id
     LIMIT $1 OFFSET $2`,
    [limit, offset],
  );
  return rows;
}

/** How many customers wait in the queue (the dashboard's figure too). */
export async function countWaitingCustomers(q: Queryable): Promise<number> {
  const { rows } = await q.query<{ n: number }>(
    `SELECT count(DISTINCT c.user_id)::int AS n FROM kyc_review_cases c JOIN users u ON u.id = c.user_id
     WHERE ${WAITING}`,
  );
  return rows[0]?.n ?? 0;
}

/** A customer's cases, newest first (their page). */
export async function listCasesOf(q: Queryable, userId: bigint): Promise<ReviewCaseRow[]> {
  const { rows } = await q.query<ReviewCaseRow>(
    `SELECT ${CASE_COLUMNS} FROM kyc_review_cases c ${CASE_JOINS} WHERE c.user_id = $1 ORDER BY c.id DESC LIMIT 20`,
    [String(userId)],
  );
  return rows;
}

/** A case by its public id, locked for its decision, or null. */
export async function lockCase(q: Queryable, uuid: string): Promise<ReviewCaseRow | null> {
  const { rows } = await q.query<ReviewCaseRow>(
    `SELECT ${CASE_COLUMNS} FROM kyc_review_cases c ${CASE_JOINS} WHERE c.uuid = $1 FOR UPDATE OF c`,
    [uuid],
  );
  return rows[0] ?? null;
}

/** Closes every open case of the customer with one decision (the decided case and their earlier attempts). */
export async function closeCases(
  q: Queryable,
  d: { userId: bigint; decision: 'approved' | 'rejected'; staffId: bigint; reason: string },
) {
  await q.query(
    `UPDATE kyc_review_cases SET status = 'closed', closed_at = now(), decision = $2, decided_by = $3,
       decision_reason = $4
     WHERE user_id = $1 AND status = 'open'`,
    [String(d.userId), d.decision, String(d.staffId), d.reason],
  );
}

/** The customer's submissions (BVN as its last four digits only), newest first. */
export async function listSubmissionsOf(q: Queryable, userId: bigint) {
  const { rows } = await q.query<{
    bvn_last4: string;
    document_type: string;
    document_number: string;
    status: string;
    created_at: Date;
    decided_at: Date | null;
  }>(
    `SELECT s.bvn_last4, dt.name AS document_type, s.document_number, s.status, s.created_at, s.decided_at
     FROM kyc_submissions s JOIN kyc_document_types dt ON dt.id = s.document_type_id
     WHERE s.user_id = $1 ORDER BY s.id DESC LIMIT 10`,
    [String(userId)],
  );
  return rows;
}

/**
 * Verifies a submission now (a staff approval), unless the watch-list screening held it for compliance
 * (migration 025). Answers whether it was verified.
 */
export async function verifySubmission(q: Queryable, submissionId: bigint): Promise<boolean> {
  const { rows } = await q.query(
    `UPDATE kyc_submissions SET status = 'verified', decided_at = now()
     WHERE id = $1 AND status = 'in_review' AND NOT compliance_hold RETURNING id`,
    [String(submissionId)],
  );
  return rows.length === 1;
}
