import type { BreakKind, ReconRail } from '@owo/contract/ops-money';
import type { Queryable } from '#db/db.ts';

// Staff money proposals (migrations 029 and 036): refunds, adjustments and reconciliation breaks' entries. The
// rules (what is left to refund, maker-checker, one decision, an approved entry resolving its break) are the
// SQL functions'; this file calls them and reads the rows for the console.

export type ProposalKind = 'refund' | 'adjustment' | 'recon';
export type ProposalStatus = 'pending' | 'approved' | 'rejected';

/** What a rule function answered: ok, or a refusal code with its facts. */
export interface RuleAnswer {
  code: string;
  detail: Record<string, unknown> | null;
}

export interface ProposalRow {
  id: bigint;
  uuid: string;
  kind: ProposalKind;
  status: ProposalStatus;
  user_id: bigint;
  user_uuid: string;
  phone: string;
  account_name: string | null;
  account_number: string | null;
  direction: 'credit' | 'debit';
  amount_minor: bigint;
  suspense_code: string;
  reason: string;
  complaint_ref: string | null;
  proposed_by: bigint;
  proposer_email: string;
  created_at: Date;
  decider_email: string | null;
  decided_at: Date | null;
  decision_reason: string | null;
  result_reference: string | null;
  // The refund's original debit.
  t_uuid: string | null;
  t_reference: string | null;
  t_direction: 'credit' | 'debit' | null;
  t_status: string | null;
  t_rail: string | null;
  t_amount_minor: bigint | null;
  t_fee_minor: bigint | null;
  t_counterparty_name: string | null;
  t_narration: string | null;
  t_created_at: Date | null;
  // A break entry's break, and the break's history row.
  break_id: bigint | null;
  b_uuid: string | null;
  b_rail: ReconRail | null;
  b_kind: BreakKind | null;
  b_value_date: string | null;
  b_reference: string | null;
  b_currency: string | null;
  b_t_uuid: string | null;
  b_t_direction: 'credit' | 'debit' | null;
}

const PROPOSAL_SELECT = `SELECT p.id, p.uuid::text AS uuid, p.kind, p.status, p.user_id, u.uuid::text AS user_uuid,
    u.phone, a.account_name, a.account_number, p.direction, p.amount_minor, p.suspense_code, p.reason,
    p.complaint_ref, p.proposed_by, ps.email AS proposer_email, p.created_at, ds.email AS decider_email,
    p.decided_at, p.decision_reason, r.reference AS result_reference,
    t.uuid::text AS t_uuid, t.reference AS t_reference, t.direction AS t_direction, t.status AS t_status,
    t.rail AS t_rail, t.amount_minor AS t_amount_minor, t.fee_minor AS t_fee_minor,
    t.counterparty_name AS t_counterparty_name, t.narration AS t_narration, t.created_at AS t_created_at,
    p.break_id, b.uuid::text AS b_uuid, b.rail AS b_rail, b.kind AS b_kind, b.value_date::text AS b_value_date,
    b.reference AS b_reference, b.currency AS b_currency, bt.uuid::text AS b_t_uuid, bt.direction AS b_t_direction
  FROM money_proposals p
  JOIN users u ON u.id = p.user_id
  JOIN staff ps ON ps.id = p.proposed_by
  LEFT JOIN staff ds ON ds.id = p.decided_by
  LEFT JOIN transactions t ON t.id = p.transaction_id
  LEFT JOIN transactions r ON r.id = p.result_transaction_id
  LEFT JOIN recon_breaks b ON b.id = p.break_id
  LEFT JOIN transactions bt ON bt.id = b.transaction_id
  LEFT JOIN LATERAL (SELECT account_name, account_number FROM accounts
    WHERE user_id = p.user_id AND kind = 'customer' AND currency = 'NGN' AND account_number IS NOT NULL
    ORDER BY id LIMIT 1) a ON true`;

export async function findProposal(q: Queryable, uuid: string): Promise<ProposalRow | null> {
  const { rows } = await q.query<ProposalRow>(`${PROPOSAL_SELECT} WHERE p.uuid = $1`, [uuid]);
  return rows[0] ?? null;
}

/** A page of proposals in one state, newest first (keyset on id). */
export async function listProposals(
  q: Queryable,
  f: { status: ProposalStatus; before?: number | undefined; limit: number },
): Promise<ProposalRow[]> {
  const { rows } = await q.query<ProposalRow>(
    `${PROPOSAL_SELECT} WHERE p.status = $1 AND ($2::bigint IS NULL OR p.id < $2) ORDER BY p.id DESC LIMIT $3`,
    [f.status, f.before ?? null, f.limit],
  );
  return rows;
}

/** Every proposal to refund one transaction, newest first. */
export async function listRefundsOf(q: Queryable, transactionId: bigint): Promise<ProposalRow[]> {
  const { rows } = await q.query<ProposalRow>(
    `${PROPOSAL_SELECT} WHERE p.transaction_id = $1 ORDER BY p.id DESC LIMIT 100`,
    [String(transactionId)],
  );
  return rows;
}

/** Every entry proposed for one break, oldest first. */
export async function listProposalsOfBreak(q: Queryable, breakId: bigint): Promise<ProposalRow[]> {
  const { rows } = await q.query<ProposalRow>(`${PROPOSAL_SELECT} WHERE p.break_id = $1 ORDER BY p.id`, [
    String(breakId),
  ]);
  return rows;
}

/** What was refunded of a debit, what waits for approval, and what a new refund may take (the SQL rule). */
export async function refundTotals(q: Queryable, transactionId: bigint) {
  const { rows } = await q.query<{ code: string; refunded: bigint; waiting: bigint; room: bigint | null }>(
    'SELECT code, refunded, waiting, room FROM money_refund_room($1)',
    [String(transactionId)],
  );
  return rows[0]!;
}

export async function proposeRefund(
  q: Queryable,
  p: {
    transactionUuid: string;
    amountMinor: bigint;
    reason: string;
    complaintRef: string | null;
    suspense: string;
    staffId: bigint;
  },
) {
  const { rows } = await q.query<RuleAnswer & { proposal: string | null }>(
    'SELECT code, detail, proposal::text AS proposal FROM money_proposal_refund($1, $2, $3, $4, $5, $6)',
    [p.transactionUuid, String(p.amountMinor), p.reason, p.complaintRef, p.suspense, String(p.staffId)],
  );
  return rows[0]!;
}

/** An entry between a customer and a suspense account, as an adjustment or a break's entry proposes it. */
export interface EntryProposal {
  userId: bigint;
  direction: 'credit' | 'debit';
  amountMinor: bigint;
  reason: string;
  suspense: string;
  staffId: bigint;
}

export async function proposeAdjustment(q: Queryable, p: EntryProposal): Promise<string> {
  const { rows } = await q.query<{ uuid: string }>(
    `INSERT INTO money_proposals (kind, user_id, direction, amount_minor, suspense_code, reason, proposed_by)
     VALUES ('adjustment', $1, $2, $3, $4, $5, $6) RETURNING uuid::text AS uuid`,
    [String(p.userId), p.direction, String(p.amountMinor), p.suspense, p.reason, String(p.staffId)],
  );
  return rows[0]!.uuid;
}

/**
 * Proposes a journal entry for a break (its customer credited or debited against the reconciliation suspense account); null when
 * one is already waiting for the break (one at a time: the partial unique index).
 */
export async function proposeBreakEntry(
  q: Queryable,
  p: EntryProposal & { breakId: bigint },
): Promise<string | null> {
  const { rows } = await q.query<{ uuid: string }>(
    `INSERT INTO money_proposals (kind, user_id, break_id, direction, amount_minor, suspense_code, reason,
       proposed_by)
     VALUES ('recon', $1, $2, $3, $4, $5, $6, $7)
     ON CONFLICT (break_id) WHERE status = 'pending' DO NOTHING RETURNING uuid::text AS uuid`,
    [
      String(p.userId),
      String(p.breakId),
      p.direction,
      String(p.amountMinor),
      p.suspense,
      p.reason,
      String(p.staffId),
    ],
  );
  return rows[0]?.uuid ?? null;
}

/**
 * Locks the customer, then their proposal, then its break if it has one (the global lock order), for the
 * decision; its state then, and its break's.
 */
export async function lockForDecision(q: Queryable, userId: bigint, uuid: string) {
  await q.query('SELECT 1 FROM users WHERE id = $1 FOR NO KEY UPDATE', [String(userId)]);
  const { rows } = await q.query<{
    status: ProposalStatus;
    decided_by: bigint | null;
    break_state: string | null;
  }>('SELECT status, decided_by, break_state FROM money_proposal_lock($1)', [uuid]);
  return rows[0]!;
}

/** Marks a proposal approved once the money core moved its money (its history row); a break entry's break is resolved by it. */
export async function markApproved(q: Queryable, uuid: string, staffId: bigint, transactionId: bigint) {
  await q.query('SELECT money_proposal_approved($1, $2, $3)', [uuid, String(staffId), String(transactionId)]);
}

export async function rejectProposal(
  q: Queryable,
  uuid: string,
  staffId: bigint,
  reason: string,
): Promise<RuleAnswer> {
  const { rows } = await q.query<RuleAnswer>('SELECT code, detail FROM money_proposal_reject($1, $2, $3)', [
    uuid,
    String(staffId),
    reason,
  ]);
  return rows[0]!;
}

/** A customer by their uuid (an adjustment names them so). */
export async function findCustomer(q: Queryable, uuid: string) {
  const { rows } = await q.query<{ id: bigint; uuid: string }>(
    'SELECT id, uuid::text AS uuid FROM users WHERE uuid = $1',
    [uuid],
  );
  return rows[0] ?? null;
}

/** The customer who owns a transaction, with the account it is on (the console shows them masked). */
export async function findOwner(q: Queryable, userId: bigint, accountId: bigint) {
  const { rows } = await q.query<{
    user_uuid: string;
    phone: string;
    account_name: string | null;
    account_number: string | null;
  }>(
    `SELECT u.uuid::text AS user_uuid, u.phone, a.account_name, a.account_number
       FROM users u JOIN accounts a ON a.id = $2 WHERE u.id = $1`,
    [String(userId), String(accountId)],
  );
  return rows[0]!;
}

/**
 * The tracking number of the complaint `ref` (a tracking number or a complaint's uuid) when it belongs to the
 * customer who made the transaction `transactionUuid`; null otherwise (or when either does not exist).
 */
export async function findComplaintOfTransactionOwner(
  q: Queryable,
  transactionUuid: string,
  ref: string,
): Promise<string | null> {
  const { rows } = await q.query<{ tracking_number: string }>(
    `SELECT c.tracking_number FROM complaints c JOIN transactions t ON t.user_id = c.user_id
      WHERE t.uuid = $1 AND (c.tracking_number = upper($2) OR c.uuid::text = lower($2))`,
    [transactionUuid, ref],
  );
  return rows[0]?.tracking_number ?? null;
}
