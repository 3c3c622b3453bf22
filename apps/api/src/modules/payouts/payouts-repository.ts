import type { PayoutStatus } from '@owo/contract/payouts';
import type { Queryable } from '#db/db.ts';

export interface BatchRow {
  id: bigint;
  uuid: string;
  user_id: bigint;
  account_id: bigint;
  account_uuid: string;
  account_number: string;
  account_name: string;
  name: string;
  status: PayoutStatus;
  file_name: string | null;
  confirmed_at: Date | null;
  finished_at: Date | null;
  created_at: Date;
}

const SELECT_BATCH = `SELECT b.id, b.uuid::text AS uuid, b.user_id, b.account_id, a.uuid::text AS account_uuid,
    a.account_number, a.account_name, b.name, b.status, b.file_name, b.confirmed_at, b.finished_at, b.created_at
  FROM payout_batches b JOIN accounts a ON a.id = b.account_id`;

export async function insertBatch(
  q: Queryable,
  b: { userId: bigint; accountId: bigint; name: string },
): Promise<bigint> {
  const { rows } = await q.query<{ id: bigint }>(
    'INSERT INTO payout_batches (user_id, account_id, name) VALUES ($1, $2, $3) RETURNING id',
    [String(b.userId), String(b.accountId), b.name],
  );
  return rows[0]!.id;
}

export async function findBatchById(q: Queryable, id: bigint): Promise<BatchRow | null> {
  const { rows } = await q.query<BatchRow>(`${SELECT_BATCH} WHERE b.id = $1`, [String(id)]);
  return rows[0] ?? null;
}

export async function findBatchByUuid(q: Queryable, uuid: string): Promise<BatchRow | null> {
  const { rows } = await q.query<BatchRow>(`${SELECT_BATCH} WHERE b.uuid = $1`, [uuid]);
  return rows[0] ?? null;
}

export async function listBatchesOf(q: Queryable, userIds: bigint[], limit = 50): Promise<BatchRow[]> {
  const { rows } = await q.query<BatchRow>(
    `${SELECT_BATCH} WHERE b.user_id = ANY($1::bigint[]) ORDER BY b.created_at DESC, b.id DESC LIMIT $2`,
    [userIds.map(String), limit],
  );
  return rows;
}

/** The batch's status, its row locked for the caller's transaction. */
export async function lockBatch(q: Queryable, id: bigint): Promise<PayoutStatus> {
  const { rows } = await q.query<{ status: PayoutStatus }>(
    'SELECT status FROM payout_batches WHERE id = $1 FOR UPDATE',
    [String(id)],
  );
  return rows[0]!.status;
}

export async function setBatchStatus(
  q: Queryable,
  id: bigint,
  status: PayoutStatus,
  extra: { fileName?: string | null; confirmedBy?: bigint; approvedBy?: bigint } = {},
) {
  await q.query(
    `UPDATE payout_batches SET status = $2, updated_at = now(),
       file_name = CASE WHEN $3::boolean THEN $4 ELSE file_name END,
       confirmed_by = coalesce($5, confirmed_by),
       confirmed_at = CASE WHEN $5::bigint IS NOT NULL THEN now() ELSE confirmed_at END,
       approved_by = coalesce($6, approved_by)
     WHERE id = $1`,
    [
      String(id),
      status,
      extra.fileName !== undefined,
      extra.fileName ?? null,
      extra.confirmedBy === undefined ? null : String(extra.confirmedBy),
      extra.approvedBy === undefined ? null : String(extra.approvedBy),
    ],
  );
}

export type RowState = 'valid' | 'invalid' | 'sent' | 'refused';

/** A row as checked (what the file said, what the checks found). */
export interface CheckedRow {
  rowNo: number;
  bankInput: string;
  accountNumber: string;
  amountInput: string;
  narration: string;
  bankCode: string | null;
  bankName: string | null;
  accountName: string | null;
  amountMinor: bigint | null;
  feeMinor: bigint | null;
  state: 'valid' | 'invalid';
  problem: string | null;
}

export interface PayoutRowRow {
  id: bigint;
  row_no: number;
  bank_input: string;
  account_number: string;
  amount_input: string;
  narration: string;
  bank_code: string | null;
  bank_name: string | null;
  account_name: string | null;
  amount_minor: bigint | null;
  fee_minor: bigint | null;
  state: RowState;
  problem: string | null;
  transaction_uuid: string | null;
  transaction_status: string | null;
  reference: string | null;
  reversal_reason: string | null;
}

const rowJson = (r: CheckedRow) => ({
  row_no: r.rowNo,
  bank_input: r.bankInput,
  account_number: r.accountNumber,
  amount_input: r.amountInput,
  narration: r.narration,
  bank_code: r.bankCode,
  bank_name: r.bankName,
  account_name: r.accountName,
  amount_minor: r.amountMinor === null ? null : String(r.amountMinor),
  fee_minor: r.feeMinor === null ? null : String(r.feeMinor),
  state: r.state,
  problem: r.problem,
});

/** Replaces every row of a batch in review with `rows` (one statement for the whole file). */
export async function replaceRows(q: Queryable, batchId: bigint, rows: CheckedRow[]) {
  await q.query('DELETE FROM payout_rows WHERE batch_id = $1', [String(batchId)]);
  if (rows.length === 0) return;
  await q.query(
    `INSERT INTO payout_rows (batch_id, row_no, bank_input, account_number, amount_input, narration, bank_code,
       bank_name, account_name, amount_minor, fee_minor, state, problem)
     SELECT $1, r.row_no, r.bank_input, r.account_number, r.amount_input, r.narration, r.bank_code, r.bank_name,
       r.account_name, r.amount_minor, r.fee_minor, r.state, r.problem
     FROM jsonb_to_recordset($2::jsonb) AS r(row_no int, bank_input text, account_number text, amount_input text,
       narration text, bank_code text, bank_name text, account_name text, amount_minor bigint, fee_minor bigint,
       state text, problem text)`,
    [String(batchId), JSON.stringify(rows.map(rowJson))],
  );
}

/** Updates the checks of some rows (a fixed row, and the rows whose duplicate flag changed with it). */
export async function updateRows(q: Queryable, batchId: bigint, rows: CheckedRow[]) {
  if (rows.length === 0) return;
  await q.query(
    `UPDATE payout_rows p SET bank_input = r.bank_input, account_number = r.account_number,
       amount_input = r.amount_input, narration = r.narration, bank_code = r.bank_code, bank_name = r.bank_name,
       account_name = r.account_name, amount_minor = r.amount_minor, fee_minor = r.fee_minor, state = r.state,
       problem = r.problem, updated_at = now()
     FROM jsonb_to_recordset($2::jsonb) AS r(row_no int, bank_input text, account_number text, amount_input text,
       narration text, bank_code text, bank_name text, account_name text, amount_minor bigint, fee_minor bigint,
       state text, problem text)
     WHERE p.batch_id = $1 AND p.row_no = r.row_no`,
    [String(batchId), JSON.stringify(rows.map(rowJson))],
  );
}

export async function deleteRow(q: Queryable, batchId: bigint, rowNo: number): Promise<boolean> {
  const { rows } = await q.query<{ id: bigint }>(
    'DELETE FROM payout_rows WHERE batch_id = $1 AND row_no = $2 RETURNING id',
    [String(batchId), rowNo],
  );
  return rows.length > 0;
}

/** Every row of a batch in file order, with its send's status once it was made. */
export async function listRows(q: Queryable, batchId: bigint): Promise<PayoutRowRow[]> {
  const { rows } = await q.query<PayoutRowRow>(
    `SELECT p.id, p.row_no, p.bank_input, p.account_number, p.amount_input, p.narration, p.bank_code, p.bank_name,
       p.account_name, p.amount_minor, p.fee_minor, p.state, p.problem, t.uuid::text AS transaction_uuid,
       t.status AS transaction_status, t.reference, t.meta->'reversal'->>'reason' AS reversal_reason
     FROM payout_rows p LEFT JOIN transactions t ON t.id = p.transaction_id
     WHERE p.batch_id = $1 ORDER BY p.row_no`,
    [String(batchId)],
  );
  return rows;
}

// ── Paying ────────────────────────────────────────────────────────────────────────────────────────────

export interface LeasedBatch {
  id: bigint;
  uuid: string;
  user_id: bigint;
  name: string;
}

/**
 * Takes a paying batch for one worker until `leaseMs` from now (`batchId`: that one, else any whose lease
 * has run out), or null. SKIP LOCKED: two workers never take the same batch at once.
 */
export async function leaseBatch(
  q: Queryable,
  leaseMs: number,
  batchId: bigint | null,
): Promise<LeasedBatch | null> {
  const { rows } = await q.query<LeasedBatch>(
    `UPDATE payout_batches SET lease_until = now() + make_interval(secs => $1 / 1000.0), updated_at = now()
     WHERE id = (SELECT id FROM payout_batches
                 WHERE status = 'paying' AND (lease_until IS NULL OR lease_until < now())
                   AND ($2::bigint IS NULL OR id = $2)
                 ORDER BY id LIMIT 1 FOR UPDATE SKIP LOCKED)
     RETURNING id, uuid::text AS uuid, user_id, name`,
    [leaseMs, batchId === null ? null : String(batchId)],
  );
  return rows[0] ?? null;
}

/** Renews the lease for `leaseMs` more, or gives the batch up (null). */
export async function setLease(q: Queryable, batchId: bigint, leaseMs: number | null) {
  await q.query(
    `UPDATE payout_batches SET lease_until = CASE WHEN $2::float8 IS NULL THEN NULL
       ELSE now() + make_interval(secs => $2::float8 / 1000.0) END WHERE id = $1`,
    [String(batchId), leaseMs],
  );
}

export interface UnpaidRow {
  id: bigint;
  row_no: number;
  bank_code: string;
  bank_name: string;
  account_number: string;
  account_name: string;
  amount_minor: bigint;
  fee_minor: bigint;
  narration: string;
}

export async function unpaidRows(q: Queryable, batchId: bigint, limit: number): Promise<UnpaidRow[]> {
  const { rows } = await q.query<UnpaidRow>(
    `SELECT id, row_no, bank_code, bank_name, account_number, account_name, amount_minor, fee_minor, narration
     FROM payout_rows WHERE batch_id = $1 AND state = 'valid' ORDER BY row_no LIMIT $2`,
    [String(batchId), limit],
  );
  return rows;
}

/** Marks a row paid by its send, in the send's transaction; false if it was no longer waiting. */
export async function markRowSent(q: Queryable, rowId: bigint, transactionUuid: string): Promise<boolean> {
  const { rows } = await q.query<{ id: bigint }>(
    `UPDATE payout_rows SET state = 'sent', updated_at = now(),
       transaction_id = (SELECT id FROM transactions WHERE uuid = $2)
     WHERE id = $1 AND state = 'valid' RETURNING id`,
    [String(rowId), transactionUuid],
  );
  return rows.length > 0;
}

export async function markRowRefused(q: Queryable, rowId: bigint, reason: string) {
  await q.query(
    `UPDATE payout_rows SET state = 'refused', problem = $2, updated_at = now() WHERE id = $1 AND state = 'valid'`,
    [String(rowId), reason],
  );
}

/** Paying → done once no row is left waiting. */
export async function finishIfDone(q: Queryable, batchId: bigint): Promise<boolean> {
  const { rows } = await q.query<{ id: bigint }>(
    `UPDATE payout_batches SET status = 'done', finished_at = now(), lease_until = NULL, updated_at = now()
     WHERE id = $1 AND status = 'paying'
       AND NOT EXISTS (SELECT 1 FROM payout_rows WHERE batch_id = $1 AND state = 'valid')
     RETURNING id`,
    [String(batchId)],
  );
  return rows.length > 0;
}
