import { toMajor } from '@owo/contract/money';
import type {
  createPayoutBody,
  PayoutBatch,
  PayoutRow,
  PayoutRowStatus,
  PayoutStatus,
  PayoutUploadBody,
  payoutRowBody,
} from '@owo/contract/payouts';
import { payoutMessages } from '@owo/contract/payouts';
import type { z } from 'zod';
import type { Deps } from '#app-types';
import { AppError, invalid, notFound } from '#lib/errors.ts';
import { rateLimit } from '#lib/rate-limit.ts';
import { findOwnAccount, findPrimaryAccount } from '#records/accounts-repository.ts';
import { checkFixedRow, checkRows, recheckDuplicates, withFixedRow } from './payouts-checks.ts';
import { parsePayoutCsv } from './payouts-csv.ts';
import {
  type BatchRow,
  type CheckedRow,
  deleteRow,
  findBatchById,
  findBatchByUuid,
  insertBatch,
  listBatchesOf,
  listRows,
  lockBatch,
  type PayoutRowRow,
  replaceRows,
  setBatchStatus,
  updateRows,
} from './payouts-repository.ts';

// ── Who may act on a batch ────────────────────────────────────────────────────────────────────────────
// Every route asks one question: can this caller act for this batch's owner? The routes resolve who the
// request acts for first (modules/acting-for/acting-for.ts: the caller, or the business a team member acts for,
// with a role that allows payouts) and pass that owner here as `callerId`.

/** The owners whose batches the caller may list and act on. */
export async function ownersActedForBy(_deps: Deps, callerId: bigint): Promise<bigint[]> {
  return [callerId];
}

/** The batch with this id if the caller may act on it; anything else (unknown, someone else's) is a 404. */
export async function requireBatch(deps: Deps, callerId: bigint, uuid: string): Promise<BatchRow> {
  const batch = await findBatchByUuid(deps.db, uuid);
  if (!batch || !(await ownersActedForBy(deps, callerId)).includes(batch.user_id)) throw notFound();
  return batch;
}

// ── Views ─────────────────────────────────────────────────────────────────────────────────────────────

function rowStatus(r: PayoutRowRow, batchStatus: PayoutStatus): PayoutRowStatus {
  if (r.state === 'invalid') return 'problem';
  if (r.state === 'refused') return 'refused';
  if (r.state === 'valid') return batchStatus === 'paying' || batchStatus === 'done' ? 'queued' : 'ready';
  if (r.transaction_status === 'successful') return 'paid';
  if (r.transaction_status === 'pending') return 'pending';
  return 'reversed';
}

export function rowView(r: PayoutRowRow, batchStatus: PayoutStatus): PayoutRow {
  const status = rowStatus(r, batchStatus);
  return {
    row: r.row_no,
    bank: r.bank_input,
    bank_code: r.bank_code,
    bank_name: r.bank_name,
    account_number: r.account_number,
    account_name: r.account_name,
    amount: r.amount_minor === null ? null : toMajor(r.amount_minor),
    amount_input: r.amount_input,
    fee: r.fee_minor === null ? null : toMajor(r.fee_minor),
    narration: r.narration,
    status,
    reason: status === 'reversed' ? (r.reversal_reason ?? 'Refused by the bank') : r.problem,
    transaction_id: r.transaction_uuid,
    reference: r.reference,
  };
}

function batchView(b: BatchRow, rows: PayoutRowRow[], views: PayoutRow[]): PayoutBatch {
  const count = (s: PayoutRowStatus) => views.filter((v) => v.status === s).length;
  let amount = 0n;
  let fees = 0n;
  for (const r of rows) {
    if (r.state === 'invalid' || r.state === 'refused') continue;
    amount += r.amount_minor ?? 0n;
    fees += r.fee_minor ?? 0n;
  }
  return {
    id: b.uuid,
    name: b.name,
    status: b.status,
    account: { id: b.account_uuid, account_number: b.account_number, account_name: b.account_name },
    file_name: b.file_name,
    totals: {
      rows: rows.length,
      ready: count('ready'),
      problems: count('problem'),
      amount: toMajor(amount),
      fees: toMajor(fees),
      total: toMajor(amount + fees),
      queued: count('queued'),
      pending: count('pending'),
      paid: count('paid'),
      reversed: count('reversed'),
      refused: count('refused'),
    },
    created_at: b.created_at.toISOString(),
    confirmed_at: b.confirmed_at?.toISOString() ?? null,
    finished_at: b.finished_at?.toISOString() ?? null,
  };
}

/** The batch and every row, as the review and done steps show them. */
export async function batchWithRows(deps: Deps, batchId: bigint) {
  const batch = await findBatchById(deps.db, batchId);
  if (!batch) throw notFound();
  const rows = await listRows(deps.db, batchId);
  const views = rows.map((r) => rowView(r, batch.status));
  return { batch: batchView(batch, rows, views), rows: views };
}

/**
 * The payments of a batch by its id (rows that pay or paid; a row with a problem never pays), for a team's
 * approver to read before deciding; unknown: none.
 */
export async function batchRowsOf(deps: Deps, batchUuid: string) {
  const batch = await findBatchByUuid(deps.db, batchUuid);
  if (!batch) return [];
  return (await listRows(deps.db, batch.id))
    .filter((r) => r.state !== 'invalid' && r.amount_minor !== null)
    .map((r) => ({
      row: r.row_no,
      name: r.account_name ?? '',
      bank: r.bank_name ?? r.bank_input,
      account: r.account_number,
      amount: toMajor(r.amount_minor ?? 0n),
      fee: toMajor(r.fee_minor ?? 0n),
      narration: r.narration,
    }));
}

// ── Form, upload, review ──────────────────────────────────────────────────────────────────────────────

/** Uploads (each checks every row by name enquiry) per customer and minute: not a way to look names up. */
const UPLOADS_PER_MINUTE = 10;

export async function createBatch(deps: Deps, callerId: bigint, b: z.output<typeof createPayoutBody>) {
  const account = await findOwnAccount(deps.db, callerId, b.account_id);
  const primary = await findPrimaryAccount(deps.db, callerId, 'NGN');
  if (!account || account.id !== primary?.id) throw invalid('account_id', payoutMessages.account);
  const id = await insertBatch(deps.db, { userId: callerId, accountId: account.id, name: b.name });
  return batchWithRows(deps, id);
}

export async function listBatches(deps: Deps, callerId: bigint) {
  const batches = await listBatchesOf(deps.db, await ownersActedForBy(deps, callerId));
  const out: PayoutBatch[] = [];
  for (const b of batches) out.push((await batchWithRows(deps, b.id)).batch);
  return { batches: out };
}

function requireEditable(status: PayoutStatus) {
  if (status !== 'draft' && status !== 'review') throw new AppError('conflict', payoutMessages.notEditable);
}

/** Parses and checks the file (before any transaction: name enquiry is a rail call), then stores its rows. */
export async function uploadRows(deps: Deps, callerId: bigint, uuid: string, body: PayoutUploadBody) {
  const batch = await requireBatch(deps, callerId, uuid);
  requireEditable(batch.status);
  await rateLimit(deps.db, `payout-upload:${callerId}`, UPLOADS_PER_MINUTE, 60_000);
  const checked = await checkRows(deps, callerId, parsePayoutCsv(body.csv));
  await deps.db.tx(async (q) => {
    requireEditable(await lockBatch(q, batch.id));
    await replaceRows(q, batch.id, checked);
    await setBatchStatus(q, batch.id, 'review', { fileName: body.file_name?.trim() || null });
  });
  return batchWithRows(deps, batch.id);
}

const checkedOf = (r: PayoutRowRow): CheckedRow => ({
  rowNo: r.row_no,
  bankInput: r.bank_input,
  accountNumber: r.account_number,
  amountInput: r.amount_input,
  narration: r.narration,
  bankCode: r.bank_code,
  bankName: r.bank_name,
  accountName: r.account_name,
  amountMinor: r.amount_minor,
  feeMinor: r.fee_minor,
  state: r.state === 'invalid' ? 'invalid' : 'valid',
  problem: r.problem,
});

/** A bad row fixed in review: checked again, and duplicates worked out again over the batch. */
export async function fixRow(
  deps: Deps,
  callerId: bigint,
  uuid: string,
  rowNo: number,
  body: z.output<typeof payoutRowBody>,
) {
  const batch = await requireBatch(deps, callerId, uuid);
  requireEditable(batch.status);
  const hasRow = (rows: CheckedRow[]) => rows.some((r) => r.rowNo === rowNo);
  if (!hasRow((await listRows(deps.db, batch.id)).map(checkedOf))) throw notFound();
  const checked = await checkFixedRow(deps, callerId, {
    rowNo,
    bank: body.bank,
    accountNumber: body.account_number,
    amount: body.amount,
    narration: body.narration,
  });
  await deps.db.tx(async (q) => {
    requireEditable(await lockBatch(q, batch.id));
    // The rows read again under the lock: a new file uploaded, or another row fixed, while the bank was asked is
    // what the duplicates are worked out over, and what is written beside.
    const rows = (await listRows(q, batch.id)).map(checkedOf);
    if (!hasRow(rows)) throw notFound();
    await updateRows(q, batch.id, changed(rows, withFixedRow(rows, checked)));
  });
  return batchWithRows(deps, batch.id);
}

export async function removeRow(deps: Deps, callerId: bigint, uuid: string, rowNo: number) {
  const batch = await requireBatch(deps, callerId, uuid);
  await deps.db.tx(async (q) => {
    requireEditable(await lockBatch(q, batch.id));
    if (!(await deleteRow(q, batch.id, rowNo))) throw notFound();
    const rest = (await listRows(q, batch.id)).map(checkedOf);
    await updateRows(q, batch.id, changed(rest, recheckDuplicates(rest)));
  });
  return batchWithRows(deps, batch.id);
}

/** The rows whose checks differ between `before` and `after`. */
function changed(before: CheckedRow[], after: CheckedRow[]): CheckedRow[] {
  const old = new Map(
    before.map((r) => [r.rowNo, JSON.stringify(r, (_k, v) => (typeof v === 'bigint' ? String(v) : v))]),
  );
  return after.filter(
    (r) => old.get(r.rowNo) !== JSON.stringify(r, (_k, v) => (typeof v === 'bigint' ? String(v) : v)),
  );
}
