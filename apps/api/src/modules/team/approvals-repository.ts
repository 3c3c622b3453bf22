import type { Queryable } from '#db/db.ts';
import { BUSINESS_NAME, teamPersonName } from './team-repository.ts';

export type ApprovalKind = 'send' | 'bill' | 'payout_batch';
export type ApprovalStatus = 'pending' | 'approved' | 'rejected' | 'cancelled';

export interface ApprovalRow {
  id: bigint;
  uuid: string;
  business_id: bigint;
  kind: ApprovalKind;
  status: ApprovalStatus;
  amount_minor: bigint;
  summary: string;
  payload: Record<string, unknown>;
  /** The person who prepared it; null when a business's API key did (then the key is the initiator). */
  initiated_by: bigint | null;
  /** An approved send's or bill's transaction, as it stands now. */
  payment_status: 'pending' | 'successful' | 'failed' | 'reversed' | null;
  /** A batch an API key confirmed (initiated_by null): that key, and the person who created it. */
  api_key_id: bigint | null;
  key_created_by: bigint | null;
  initiator_uuid: string;
  initiator_name: string;
  decided_by: bigint | null;
  decider_uuid: string | null;
  decider_name: string | null;
  decided_at: Date | null;
  reason: string | null;
  transaction_reference: string | null;
  created_at: Date;
  business_uuid: string;
  business_name: string;
  /** A payout batch's payments (rows that pay or paid), their amounts and fees; null for other kinds. */
  batch_count: number | null;
  batch_amount_minor: bigint | null;
  batch_fee_minor: bigint | null;
}

const SELECT_APPROVAL = `SELECT a.id, a.uuid::text AS uuid, a.business_id, a.kind, a.status, a.amount_minor,
    a.summary, a.payload, a.initiated_by, a.api_key_id, k.created_by AS key_created_by,
    coalesce(i.uuid, k.uuid)::text AS initiator_uuid,
    CASE WHEN k.id IS NULL THEN ${teamPersonName('i', 'a.business_id')} ELSE 'API key “' || k.name || '”' END
      AS initiator_name,
    a.decided_by, d.uuid::text AS decider_uuid,
    CASE WHEN d.id IS NULL THEN NULL ELSE ${teamPersonName('d', 'a.business_id')} END AS decider_name,
    a.decided_at, a.reason, a.transaction_reference, pt.status AS payment_status, a.created_at,
    b.uuid::text AS business_uuid, ${BUSINESS_NAME('b')} AS business_name,
    bt.n AS batch_count, bt.amount_minor AS batch_amount_minor, bt.fee_minor AS batch_fee_minor
  FROM team_approvals a
  JOIN users b ON b.id = a.business_id
  LEFT JOIN users i ON i.id = a.initiated_by
  LEFT JOIN api_keys k ON k.id = a.api_key_id
  LEFT JOIN users d ON d.id = a.decided_by
  LEFT JOIN transactions pt ON pt.reference = a.transaction_reference AND pt.user_id = a.business_id
  LEFT JOIN LATERAL (
    SELECT count(*)::int AS n, sum(r.amount_minor)::bigint AS amount_minor, sum(r.fee_minor)::bigint AS fee_minor
      FROM payout_batches pb JOIN payout_rows r ON r.batch_id = pb.id AND r.state <> 'invalid'
     WHERE a.kind = 'payout_batch' AND pb.uuid::text = a.payload->>'batch_id'
  ) bt ON a.kind = 'payout_batch'`;

export async function insertApproval(
  q: Queryable,
  a: {
    businessId: bigint;
    kind: ApprovalKind;
    amountMinor: bigint;
    summary: string;
    payload: Record<string, unknown>;
    /** A person, or (initiatedBy null) the business's API key `apiKeyId`. */
    initiatedBy: bigint | null;
    apiKeyId?: bigint | null;
    /** The preparing request's Idempotency-Key (prepareSend). */
    request?: { key: string; fingerprint: string } | null;
  },
): Promise<bigint> {
  const { rows } = await q.query<{ id: bigint }>(
    `INSERT INTO team_approvals (business_id, kind, amount_minor, summary, payload, initiated_by, api_key_id,
                                 request_key, request_fingerprint)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9) RETURNING id`,
    [
      String(a.businessId),
      a.kind,
      String(a.amountMinor),
      a.summary.slice(0, 300),
      JSON.stringify(a.payload),
      a.initiatedBy === null ? null : String(a.initiatedBy),
      a.apiKeyId == null ? null : String(a.apiKeyId),
      a.request?.key ?? null,
      a.request?.fingerprint ?? null,
    ],
  );
  return rows[0]!.id;
}

export async function findApprovalById(q: Queryable, id: bigint): Promise<ApprovalRow | null> {
  const { rows } = await q.query<ApprovalRow>(`${SELECT_APPROVAL} WHERE a.id = $1`, [String(id)]);
  return rows[0] ?? null;
}

/** The business's approval with this id; another business's is simply not found. */
export async function findApproval(
  q: Queryable,
  businessId: bigint,
  uuid: string,
): Promise<ApprovalRow | null> {
  const { rows } = await q.query<ApprovalRow>(`${SELECT_APPROVAL} WHERE a.business_id = $1 AND a.uuid = $2`, [
    String(businessId),
    uuid,
  ]);
  return rows[0] ?? null;
}

/** Locks the approval for the decision's transaction and returns its status now. */
export async function lockApproval(q: Queryable, id: bigint): Promise<ApprovalStatus> {
  const { rows } = await q.query<{ status: ApprovalStatus }>(
    `SELECT status FROM team_approvals WHERE id = $1 FOR UPDATE`,
    [String(id)],
  );
  return rows[0]!.status;
}

/** The approval a member's request with this Idempotency-Key made for the business, and that request's fingerprint. */
export async function findApprovalByRequestKey(
  q: Queryable,
  businessId: bigint,
  initiatedBy: bigint,
  key: string,
): Promise<{ id: bigint; fingerprint: string } | null> {
  const { rows } = await q.query<{ id: bigint; fingerprint: string }>(
    `SELECT id, request_fingerprint AS fingerprint FROM team_approvals
     WHERE business_id = $1 AND initiated_by = $2 AND request_key = $3`,
    [String(businessId), String(initiatedBy), key],
  );
  return rows[0] ?? null;
}

/**
 * Whether the API key that confirmed a batch is still live, share-locked until the caller commits: a revocation
 * (and a member's removal, which revokes their keys) waits for an approval in progress, and an approval after one
 * sees it.
 */
export async function lockKeyLive(q: Queryable, apiKeyId: bigint): Promise<boolean> {
  const { rows } = await q.query<{ live: boolean }>(
    'SELECT revoked_at IS NULL AS live FROM api_keys WHERE id = $1 FOR SHARE',
    [String(apiKeyId)],
  );
  return rows[0]?.live === true;
}

export async function listApprovals(
  q: Queryable,
  businessId: bigint,
  status: ApprovalStatus | 'all',
  limit = 100,
): Promise<ApprovalRow[]> {
  const { rows } = await q.query<ApprovalRow>(
    `${SELECT_APPROVAL} WHERE a.business_id = $1 AND ($2 = 'all' OR a.status = $2)
      ORDER BY a.id DESC LIMIT $3`,
    [String(businessId), status, limit],
  );
  return rows;
}

/** Records a decision on a pending approval; false when it was no longer pending. */
export async function decideApproval(
  q: Queryable,
  id: bigint,
  d: { status: 'approved' | 'rejected'; by: bigint; reason: string | null; reference: string | null },
): Promise<boolean> {
  const { rowCount } = await q.query(
    `UPDATE team_approvals
        SET status = $2, decided_by = $3, decided_at = now(), reason = $4, transaction_reference = $5
      WHERE id = $1 AND status = 'pending'`,
    [String(id), d.status, String(d.by), d.reason, d.reference],
  );
  return (rowCount ?? 0) > 0;
}

/** The pending approval of a payout batch, if there is one (one at a time per batch). */
export async function findPendingBatchApproval(
  q: Queryable,
  businessId: bigint,
  batchUuid: string,
): Promise<bigint | null> {
  const { rows } = await q.query<{ id: bigint }>(
    `SELECT id FROM team_approvals
      WHERE business_id = $1 AND kind = 'payout_batch' AND status = 'pending' AND payload->>'batch_id' = $2`,
    [String(businessId), batchUuid],
  );
  return rows[0]?.id ?? null;
}

/**
 * Cancels every pending payment `initiatedBy` prepared for the business (they were removed or lost the role that
 * let them prepare it), and every batch confirmed by an API key they created: decided by `by`, with the reason.
 * Returns what was cancelled.
 */
export async function cancelPendingOf(
  q: Queryable,
  businessId: bigint,
  initiatedBy: bigint,
  by: bigint,
  reason: string,
): Promise<Array<{ kind: ApprovalKind; summary: string; payload: Record<string, unknown> }>> {
  const { rows } = await q.query<{ kind: ApprovalKind; summary: string; payload: Record<string, unknown> }>(
    `UPDATE team_approvals SET status = 'cancelled', decided_by = $3, decided_at = now(), reason = $4
      WHERE business_id = $1 AND status = 'pending'
        AND (initiated_by = $2
          OR api_key_id IN (SELECT id FROM api_keys WHERE business_id = $1 AND created_by = $2))
      RETURNING kind, summary, payload`,
    [String(businessId), String(initiatedBy), String(by), reason.slice(0, 200)],
  );
  return rows;
}
