import assert from 'node:assert/strict';
import { errors } from '@owo/contract/messages';
import type { Queryable } from '../db/db.ts';
import { AppError } from '../lib/errors.ts';

export interface Posting {
  accountId: bigint;
  /** Positive credits the account, negative debits it. */
  amountMinor: bigint;
}

export interface EntryInput {
  kind: string;
  memo?: string;
  postings: Posting[];
}

interface AccountRow {
  id: bigint;
  kind: 'customer' | 'system';
  currency: string;
}

/**
 * Writes one balanced journal entry inside the caller's transaction and moves customer balances.
 * Customer accounts are updated in id order (no deadlocks between opposite transfers) with a guard
 * that refuses to go below zero, so two concurrent debits can never both pass the balance check:
 * the second waits on the row lock and re-reads the committed balance. System accounts keep no
 * cached balance and are never locked. The database re-checks balance per currency at commit.
 */
export async function postEntry(q: Queryable, input: EntryInput): Promise<bigint> {
  assert.ok(input.postings.length >= 2, 'an entry needs at least two postings');
  const ids = [...new Set(input.postings.map((p) => p.accountId))];
  const { rows: accounts } = await q.query<AccountRow>(
    'SELECT id, kind, currency FROM accounts WHERE id = ANY($1::bigint[])',
    [ids.map(String)],
  );
  assert.equal(accounts.length, ids.length, 'every posting names an existing account');
  const byId = new Map(accounts.map((a) => [a.id, a]));

  const sums = new Map<string, bigint>();
  const deltas = new Map<bigint, bigint>();
  for (const p of input.postings) {
    assert.ok(p.amountMinor !== 0n, 'a posting moves a non-zero amount');
    const currency = byId.get(p.accountId)!.currency;
    sums.set(currency, (sums.get(currency) ?? 0n) + p.amountMinor);
    deltas.set(p.accountId, (deltas.get(p.accountId) ?? 0n) + p.amountMinor);
  }
  for (const [currency, sum] of sums) assert.equal(sum, 0n, `entry balances in ${currency}`);

  const customerIds = accounts
    .filter((a) => a.kind === 'customer')
    .map((a) => a.id)
    .sort((a, b) => (a < b ? -1 : a > b ? 1 : 0));
  for (const id of customerIds) {
    const delta = deltas.get(id)!;
    const r = await q.query(
      'UPDATE accounts SET balance_minor = balance_minor + $2 WHERE id = $1 AND balance_minor + $2 >= 0',
      [String(id), String(delta)],
    );
    if (r.rowCount === 0) throw new AppError('unprocessable', errors.insufficientFunds);
  }

  const entry = await q.query<{ id: bigint }>(
    'INSERT INTO journal_entries (kind, memo) VALUES ($1, $2) RETURNING id',
    [input.kind, input.memo ?? null],
  );
  const entryId = entry.rows[0]!.id;
  const values: string[] = [];
  const params: unknown[] = [String(entryId)];
  input.postings.forEach((p, i) => {
    values.push(`($1, $${i * 3 + 2}, $${i * 3 + 3}, $${i * 3 + 4})`);
    params.push(String(p.accountId), byId.get(p.accountId)!.currency, String(p.amountMinor));
  });
  await q.query(
    `INSERT INTO postings (entry_id, account_id, currency, amount_minor) VALUES ${values.join(', ')}`,
    params,
  );
  return entryId;
}

/** A two-posting entry: money from one account to another. */
export function transfer(
  q: Queryable,
  kind: string,
  fromId: bigint,
  toId: bigint,
  amountMinor: bigint,
  memo?: string,
): Promise<bigint> {
  assert.ok(amountMinor > 0n, 'a transfer moves a positive amount');
  return postEntry(q, {
    kind,
    memo,
    postings: [
      { accountId: fromId, amountMinor: -amountMinor },
      { accountId: toId, amountMinor },
    ],
  });
}

/** The id of a system account (fees, rail clearing, FX, funding), created on first use. */
export async function systemAccount(q: Queryable, code: string, currency: string): Promise<bigint> {
  const found = await q.query<{ id: bigint }>('SELECT id FROM accounts WHERE code = $1', [code]);
  if (found.rows[0]) return found.rows[0].id;
  const made = await q.query<{ id: bigint }>(
    `INSERT INTO accounts (kind, code, currency) VALUES ('system', $1, $2)
     ON CONFLICT (code) DO UPDATE SET code = EXCLUDED.code RETURNING id`,
    [code, currency],
  );
  return made.rows[0]!.id;
}
