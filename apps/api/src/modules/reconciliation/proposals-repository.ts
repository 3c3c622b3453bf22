import type { Queryable } from '#db/db.ts';

export interface ProposalRow {
  id: bigint;
  uuid: string;
  break_id: bigint;
  break_uuid: string;
  rail: string;
  kind: string;
  value_date: string;
  break_reference: string | null;
  currency: string | null;
  user_uuid: string;
  phone: string;
  account_name: string | null;
  account_number: string | null;
  direction: 'credit' | 'debit';
  amount_minor: bigint;
  reason: string;
  state: 'proposed' | 'approved' | 'rejected';
  proposed_by: bigint;
  proposer_email: string;
  decider_email: string | null;
  transaction_uuid: string | null;
  created_at: Date;
  decided_at: Date | null;
}

const SELECT = `SELECT p.id, p.uuid::text AS uuid, p.break_id, b.uuid::text AS break_uuid, b.rail, b.kind,
  b.value_date::text AS value_date, b.reference AS break_reference, b.currency, p.direction, p.amount_minor,
  p.reason, p.state, p.proposed_by, sp.email AS proposer_email, sd.email AS decider_email,
  t.uuid::text AS transaction_uuid, p.created_at, p.decided_at,
  u.uuid::text AS user_uuid, u.phone, a.account_name, a.account_number
  FROM recon_break_proposals p JOIN recon_breaks b ON b.id = p.break_id JOIN staff sp ON sp.id = p.proposed_by
  JOIN transactions bt ON bt.id = b.transaction_id JOIN users u ON u.id = bt.user_id
  LEFT JOIN accounts a ON a.id = bt.account_id
  LEFT JOIN staff sd ON sd.id = p.decided_by LEFT JOIN transactions t ON t.id = p.transaction_id`;

/** Proposes an entry for a break; null when one is already waiting (the partial unique index). */
export async function insertProposal(
  q: Queryable,
  p: { breakId: bigint; direction: 'credit' | 'debit'; amountMinor: bigint; reason: string; staffId: bigint },
): Promise<string | null> {
  const { rows } = await q.query<{ uuid: string }>(
    `INSERT INTO recon_break_proposals (break_id, direction, amount_minor, reason, proposed_by)
     VALUES ($1, $2, $3, $4, $5) ON CONFLICT (break_id) WHERE state = 'proposed' DO NOTHING
     RETURNING uuid::text AS uuid`,
    [String(p.breakId), p.direction, String(p.amountMinor), p.reason, String(p.staffId)],
  );
  return rows[0]?.uuid ?? null;
}

export async function findProposal(q: Queryable, uuid: string, opts: { lock?: boolean } = {}) {
  const { rows } = await q.query<ProposalRow>(
    `${SELECT} WHERE p.uuid = $1${opts.lock ? ' FOR UPDATE OF p' : ''}`,
    [uuid],
  );
  return rows[0] ?? null;
}

/** The proposals in a state (newest first, 200 at most): the console's queue of entries waiting for approval. */
export async function listProposals(
  q: Queryable,
  state: 'proposed' | 'approved' | 'rejected' | undefined,
): Promise<ProposalRow[]> {
  const { rows } = await q.query<ProposalRow>(
    `${SELECT} WHERE ($1::text IS NULL OR p.state = $1) ORDER BY p.id DESC LIMIT 200`,
    [state ?? null],
  );
  return rows;
}

export async function proposalsOfBreak(q: Queryable, breakId: bigint): Promise<ProposalRow[]> {
  const { rows } = await q.query<ProposalRow>(`${SELECT} WHERE p.break_id = $1 ORDER BY p.id`, [
    String(breakId),
  ]);
  return rows;
}

export async function decideProposal(
  q: Queryable,
  id: bigint,
  d: { state: 'approved' | 'rejected'; staffId: bigint; transactionId: bigint | null },
) {
  await q.query(
    `UPDATE recon_break_proposals SET state = $2, decided_by = $3, transaction_id = $4, decided_at = now()
     WHERE id = $1 AND state = 'proposed'`,
    [String(id), d.state, String(d.staffId), d.transactionId === null ? null : String(d.transactionId)],
  );
}

/** Resolves a break by the journal entry of the customer's history row the approval wrote. */
export async function resolveByEntry(
  q: Queryable,
  breakId: bigint,
  r: { transactionUuid: string; staffId: bigint; note: string },
): Promise<bigint> {
  const { rows } = await q.query<{ id: bigint }>(
    `UPDATE recon_breaks b SET state = 'resolved', resolution = 'journal', note = $3, resolved_by = $4,
       resolved_at = now(), entry_id = t.entry_id
       FROM transactions t
      WHERE b.id = $1 AND t.uuid = $2::uuid
     RETURNING t.id`,
    [String(breakId), r.transactionUuid, r.note, String(r.staffId)],
  );
  return rows[0]!.id;
}
