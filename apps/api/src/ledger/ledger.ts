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

// One statement, so posting an entry costs one round trip however many accounts it touches:
// 1. `posting` looks up each posting's account (kind, currency); `checks` counts the accounts found and
//    the currencies that do not sum to zero;
// 2. `locked` locks the customer rows in id order (ORDER BY is applied before FOR NO KEY UPDATE), so two
//    opposite transfers can never deadlock; system accounts keep no cached balance and are never locked;
// 3. `moved` adds each customer account's delta, guarded so no balance goes below zero: a concurrent debit
//    waits on the row lock and the guard re-reads the committed balance (READ COMMITTED re-check);
// 4. the entry and its postings are written only if every posting named an account, every currency
//    balances and every customer account could take its delta. Otherwise nothing is posted, and the caller's
//    transaction, which may hold some moved balances, is rolled back by the AppError or assertion thrown here.
// The CHECK on accounts and the balance trigger on postings still guard whatever code writes the tables.
const POST_ENTRY = `
WITH posting AS (
  SELECT p.ord, p.account_id, p.amount_minor, a.kind, a.currency
  FROM unnest($1::bigint[], $2::bigint[]) WITH ORDINALITY AS p(account_id, amount_minor, ord),
    -- One primary-key lookup per posting (LIMIT keeps it a lookup: a prepared statement's generic plan
    -- cannot see how few postings there are and would otherwise hash-join a scan of every account).
    LATERAL (SELECT kind, currency FROM accounts WHERE id = p.account_id LIMIT 1) a
), checks AS (
  SELECT (SELECT count(*) FROM posting) AS known,
         (SELECT count(*) FROM (SELECT 1 FROM posting GROUP BY currency HAVING sum(amount_minor) <> 0) u)
           AS unbalanced
), delta AS (
  SELECT account_id, sum(amount_minor)::bigint AS amount_minor FROM posting WHERE kind = 'customer'
  GROUP BY account_id
), locked AS MATERIALIZED (
  SELECT id FROM accounts WHERE id IN (SELECT account_id FROM delta) ORDER BY id FOR NO KEY UPDATE
), moved AS (
  UPDATE accounts a SET balance_minor = a.balance_minor + d.amount_minor
  FROM locked JOIN delta d ON d.account_id = locked.id, checks c
  WHERE a.id = locked.id AND a.balance_minor + d.amount_minor >= 0 AND c.known = $3 AND c.unbalanced = 0
  RETURNING a.id, a.balance_minor
), entry AS (
  INSERT INTO journal_entries (kind, memo)
  SELECT $4, $5 FROM checks c
  WHERE c.known = $3 AND c.unbalanced = 0 AND (SELECT count(*) FROM moved) = (SELECT count(*) FROM delta)
  RETURNING id
), posted AS (
  INSERT INTO postings (entry_id, account_id, currency, amount_minor)
  SELECT entry.id, p.account_id, p.currency, p.amount_minor FROM entry, posting p ORDER BY p.ord
)
SELECT (SELECT id FROM entry) AS entry_id, c.known::int AS known, c.unbalanced::int AS unbalanced,
  (SELECT coalesce(array_agg(id::text), '{}') FROM moved) AS moved_ids,
  (SELECT coalesce(array_agg(balance_minor::text), '{}') FROM moved) AS moved_balances
FROM checks c`;

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
    moved_ids: string[];
    moved_balances: string[];
  }>(POST_ENTRY, [
    input.postings.map((p) => String(p.accountId)),
    input.postings.map((p) => String(p.amountMinor)),
    input.postings.length,
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

/** The id of a system account (fees, rail clearing, FX, funding), created on first use. */
export async function systemAccount(q: Queryable, code: string, currency: string): Promise<bigint> {
  const found = await q.query<{ id: bigint }>('SELECT id FROM accounts WHERE code = $1', [code]);
  if (found.rows[0]) return found.rows[0].id;
  const made = await q.query<{ id: bigint }>(
    `INSERT INTO accounts (kind, code, currency) VALUES ('system', $1, $2)
     ON CONFLICT (code) DO UPDATE SET code = EXCLUDED.code RETURNING id`,
    [code, currency],
  );
  const id = made.rows[0]?.id;
  assert.ok(id !== undefined, `the system account ${code} upsert returns its id`);
  return id;
}
