import type { Queryable } from '#db/db.ts';
import { assert } from '#lib/assert.ts';
import type { PayoutRailName, PayoutResult } from '#rails/payout.ts';

/** What the outbox keeps for the rail: bigints as strings, since it is JSON. */
export interface OutboxPayload {
  reference: string;
  currency: string;
  amount_minor: string;
  /** Kobo per unit of `currency` the payout was priced at (absent on sends queued before issue 23). */
  rate_minor?: string;
  source_amount_minor: string;
  destination: Record<string, string | number | null>;
}

export interface OutboxRow {
  id: bigint;
  transaction_id: bigint;
  rail: PayoutRailName;
  state: 'pending' | 'paid' | 'refused' | 'settled' | 'reversed';
  payload: OutboxPayload;
  attempts: number;
  rail_reference: string | null;
  refusal_reason: string | null;
  /** What a paid answer gave the customer (a prepaid meter's token and units), merged into the history row. */
  rail_details: Record<string, string> | null;
  /** The transfer's NIP session ID (its history row's), sent to the rail with the order. */
  session_id: string | null;
}

const COLUMNS = `id, transaction_id, rail, state, payload, attempts, rail_reference, refusal_reason, rail_details,
  (SELECT t.session_id FROM transactions t WHERE t.id = outbox.transaction_id) AS session_id`;

export async function insertOutbox(
  q: Queryable,
  row: { transactionId: bigint; rail: PayoutRailName; payload: OutboxPayload; dueInMs: number },
) {
  await q.query(
    `INSERT INTO outbox (transaction_id, rail, state, payload, due_at)
     VALUES ($1, $2, 'pending', $3, now() + make_interval(secs => $4 / 1000.0))`,
    [String(row.transactionId), row.rail, JSON.stringify(row.payload), row.dueInMs],
  );
}

/**
 * Claims up to `limit` due payouts for one worker: their due time moves `leaseMs` ahead, so no other worker
 * takes them meanwhile, and a worker that dies mid-call leaves them due again once the lease runs out. Only
 * sends the monitoring rules have seen (screened_at, migration 025) are paid: a hold comes before the rail.
 */
export async function claimDuePayouts(q: Queryable, limit: number, leaseMs: number): Promise<OutboxRow[]> {
  const { rows } = await q.query<OutboxRow>(
    `UPDATE outbox SET due_at = now() + make_interval(secs => $2 / 1000.0), attempts = attempts + 1,
       updated_at = now()
     WHERE id IN (SELECT id FROM outbox WHERE state = 'pending' AND due_at <= now() AND screened_at IS NOT NULL
                  ORDER BY due_at, id LIMIT $1 FOR UPDATE SKIP LOCKED)
     RETURNING ${COLUMNS}`,
    [limit, leaseMs],
  );
  return rows;
}

/** Records the rail's answer once; a late duplicate answer (after a lease ran out) changes nothing. */
export async function recordRailAnswer(q: Queryable, id: bigint, answer: PayoutResult) {
  await q.query(
    `UPDATE outbox SET state = $2, rail_reference = $3, refusal_reason = $4, rail_details = $5::jsonb,
       updated_at = now()
     WHERE id = $1 AND state = 'pending'`,
    [
      String(id),
      answer.status,
      answer.status === 'paid' ? answer.railReference : null,
      answer.status === 'refused' ? answer.reason : null,
      answer.status === 'paid' && answer.details ? JSON.stringify(answer.details) : null,
    ],
  );
}

/**
 * Records that the rail could not be reached for a claimed payout, and when to ask again: `firstMs` after the
 * first failed try, doubling with each (`attempts`, counted by the claim) up to `maxMs`, so a rail that is down
 * for hours is not asked every few seconds for every payout waiting on it.
 */
export async function recordRailError(
  q: Queryable,
  id: bigint,
  message: string,
  retry: { firstMs: number; maxMs: number },
) {
  await q.query(
    `UPDATE outbox SET refusal_reason = $2, updated_at = now(),
       due_at = now() + make_interval(secs => least($4::float8, $3::float8 * 2 ^ least(attempts - 1, 20)) / 1000.0)
     WHERE id = $1 AND state = 'pending'`,
    [String(id), `rail error: ${message.slice(0, 200)}`, retry.firstMs, retry.maxMs],
  );
}

/** One payout the rail has answered, locked for this transaction (other workers skip it). */
export async function lockDecidedPayout(q: Queryable): Promise<OutboxRow | null> {
  const { rows } = await q.query<OutboxRow>(
    `SELECT ${COLUMNS} FROM outbox WHERE state IN ('paid', 'refused') ORDER BY id LIMIT 1
     FOR UPDATE SKIP LOCKED`,
  );
  return rows[0] ?? null;
}

export async function markFinished(
  q: Queryable,
  id: bigint,
  state: 'settled' | 'reversed',
  settlementEntryId: bigint,
) {
  await q.query('UPDATE outbox SET state = $2, settlement_entry_id = $3, updated_at = now() WHERE id = $1', [
    String(id),
    state,
    String(settlementEntryId),
  ]);
}

/** Adds keys to a transaction's meta (settlement details); the rest of the row is history. */
export async function mergeTransactionMeta(q: Queryable, id: bigint, meta: Record<string, unknown>) {
  await q.query('UPDATE transactions SET meta = meta || $2::jsonb, updated_at = now() WHERE id = $1', [
    String(id),
    JSON.stringify(meta),
  ]);
}

export async function findOutboxByTransaction(
  q: Queryable,
  transactionId: bigint,
): Promise<OutboxRow | null> {
  const { rows } = await q.query<OutboxRow>(`SELECT ${COLUMNS} FROM outbox WHERE transaction_id = $1`, [
    String(transactionId),
  ]);
  return rows[0] ?? null;
}

/** A customer account's cached balance (the caller holds its row lock when it matters). */
export async function customerBalance(q: Queryable, accountId: bigint): Promise<bigint> {
  const { rows } = await q.query<{ balance_minor: bigint }>(
    'SELECT balance_minor FROM accounts WHERE id = $1',
    [String(accountId)],
  );
  const balance = rows[0]?.balance_minor;
  assert(balance !== undefined, `account ${accountId} exists`);
  return balance;
}
