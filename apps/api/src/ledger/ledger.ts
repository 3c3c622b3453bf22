import assert from 'node:assert/strict';
import { errors } from '@owo/contract/messages';
import type { Queryable } from '#db/db.ts';
import { AppError } from '#lib/errors.ts';

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

export interface PostedEntry {
  entryId: bigint;
  /** The new cached balance of each customer account the entry moved. */
  balances: Map<bigint, bigint>;
}

// One call, so posting an entry costs one round trip however many accounts it touches: ledger_post
// (migration 014; it was this file's statement, moved into the database so the money core's sends post through
// the same code):
// 1. each posting's account is looked up (kind, currency); the accounts found and the currencies that do not
//    sum to zero are counted;
// 2. the customer rows are locked in id order, so two opposite transfers can never deadlock; system accounts
//    keep no cached balance and are never locked;
// 3. each customer account's delta is added, guarded so no balance goes below zero: a concurrent debit waits
//    on the row lock and the guard re-reads the committed balance (READ COMMITTED re-check);
// 4. the entry and its postings are written only if every posting named an account, every currency
//    balances and every customer account could take its delta. Otherwise nothing is posted, and the caller's
//    transaction, which may hold some moved balances, is rolled back by the AppError or assertion thrown here.
// The CHECK on accounts and the balance trigger on postings still guard whatever code writes the tables.
const POST_ENTRY =
  'SELECT entry_id, known, unbalanced, moved_ids, moved_balances FROM ledger_post($1, $2, $3, $4)';

/**
 * Writes one balanced journal entry inside the caller's transaction and moves customer balances, in one
 * round trip (POST_ENTRY above). Two concurrent debits can never both pass the balance check: the second
 * waits on the row lock and re-reads the committed balance. Throws 422 insufficient funds, after which the
 * caller must roll back (its transaction may hold other accounts' moved balances).
 */
export async function postEntry(q: Queryable, input: EntryInput): Promise<PostedEntry> {
  assert.ok(input.postings.length >= 2, 'an entry needs at least two postings');
  for (const p of input.postings) assert.ok(p.amountMinor !== 0n, 'a posting moves a non-zero amount');
  const { rows } = await q.query<{
    entry_id: bigint | null;
    known: number;
    unbalanced: number;
    moved_ids: (string | bigint)[];
    moved_balances: (string | bigint)[];
  }>(POST_ENTRY, [
    input.postings.map((p) => String(p.accountId)),
    input.postings.map((p) => String(p.amountMinor)),
    input.kind,
    input.memo ?? null,
  ]);
  const r = rows[0];
  assert.ok(r, 'the posting statement returns one row');
  assert.equal(r.known, input.postings.length, 'every posting names an existing account');
  assert.equal(r.unbalanced, 0, 'the entry balances in every currency');
  if (r.entry_id === null) throw new AppError('unprocessable', errors.insufficientFunds);
  const balances = new Map(r.moved_ids.map((id, i) => [BigInt(id), BigInt(r.moved_balances[i]!)]));
  return { entryId: r.entry_id, balances };
}

/** A two-posting entry: money from one account to another. */
export function transfer(
  q: Queryable,
  kind: string,
  fromId: bigint,
  toId: bigint,
  amountMinor: bigint,
  memo?: string,
): Promise<PostedEntry> {
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

/**
 * The id of a system account (fees, rail clearing, FX, funding, suspense), created on first use: the money
 * core's own lookup (money_system_account, migration 014), one home for both sides.
 */
export async function systemAccount(q: Queryable, code: string, currency: string): Promise<bigint> {
  const { rows } = await q.query<{ id: bigint }>('SELECT money_system_account($1, $2) AS id', [
    code,
    currency,
  ]);
  const id = rows[0]?.id;
  assert.ok(id !== undefined && id !== null, `the system account ${code} has an id`);
  return id;
}
