import type { Queryable } from '#db/db.ts';
import { assert } from '#lib/assert.ts';

export interface CardRow {
  id: bigint;
  uuid: string;
  user_id: bigint;
  account_id: bigint;
  brand: string;
  last4: string;
  pan_encrypted: string;
  cvv_encrypted: string;
  expiry_month: number;
  expiry_year: number;
  name_on_card: string;
  status: 'active' | 'frozen';
  balance_minor: bigint;
  currency: string;
  created_at: Date;
}

const COLUMNS = `c.id, c.uuid::text AS uuid, c.user_id, c.account_id, c.brand, c.last4, c.pan_encrypted,
  c.cvv_encrypted, c.expiry_month, c.expiry_year, c.name_on_card, c.status, a.balance_minor, a.currency,
  c.created_at`;

/** The card's money: a customer account in the ledger without an account number (not a bank account). */
export async function openCardAccount(q: Queryable, userId: bigint, currency: string, name: string) {
  const { rows } = await q.query<{ id: bigint }>(
    `INSERT INTO accounts (kind, user_id, currency, account_name, balance_minor)
     VALUES ('customer', $1, $2, $3, 0) RETURNING id`,
    [String(userId), currency, name],
  );
  const id = rows[0]?.id;
  assert(id !== undefined, 'INSERT … RETURNING id returns the new card account');
  return id;
}

export async function insertCard(
  q: Queryable,
  c: {
    uuid: string;
    userId: bigint;
    accountId: bigint;
    brand: string;
    last4: string;
    panEncrypted: string;
    cvvEncrypted: string;
    expiryMonth: number;
    expiryYear: number;
    nameOnCard: string;
  },
) {
  await q.query(
    `INSERT INTO cards (uuid, user_id, account_id, brand, last4, pan_encrypted, cvv_encrypted, expiry_month,
       expiry_year, name_on_card, status)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, 'active')`,
    [
      c.uuid,
      String(c.userId),
      String(c.accountId),
      c.brand,
      c.last4,
      c.panEncrypted,
      c.cvvEncrypted,
      c.expiryMonth,
      c.expiryYear,
      c.nameOnCard,
    ],
  );
}

export async function listCards(q: Queryable, userId: bigint): Promise<CardRow[]> {
  const { rows } = await q.query<CardRow>(
    `SELECT ${COLUMNS} FROM cards c JOIN accounts a ON a.id = c.account_id WHERE c.user_id = $1 ORDER BY c.id`,
    [String(userId)],
  );
  return rows;
}

/** One of the customer's cards, or null (also when it is someone else's); `lock` holds the card row. */
export async function findOwnCard(
  q: Queryable,
  userId: bigint,
  uuid: string,
  opts: { lock?: boolean } = {},
): Promise<CardRow | null> {
  const { rows } = await q.query<CardRow>(
    `SELECT ${COLUMNS} FROM cards c JOIN accounts a ON a.id = c.account_id WHERE c.uuid = $1 AND c.user_id = $2
     ${opts.lock ? 'FOR UPDATE OF c' : ''}`,
    [uuid, String(userId)],
  );
  return rows[0] ?? null;
}

export async function setCardStatus(q: Queryable, id: bigint, status: CardRow['status']) {
  await q.query('UPDATE cards SET status = $2, updated_at = now() WHERE id = $1', [String(id), status]);
}

/**
 * The reference the issuer is asked a customer's card with (migration 050): claimed by their first request and
 * the same for every later one, so the issuer answers them all with one card. Call it under the user's lock.
 */
export async function claimCardRequest(q: Queryable, userId: bigint, reference: string): Promise<string> {
  await q.query(
    'INSERT INTO card_requests (user_id, reference) VALUES ($1, $2) ON CONFLICT (user_id) DO NOTHING',
    [String(userId), reference],
  );
  const { rows } = await q.query<{ reference: string }>(
    'SELECT reference::text AS reference FROM card_requests WHERE user_id = $1',
    [String(userId)],
  );
  assert(rows[0], 'the card request just claimed is found in its own transaction');
  return rows[0].reference;
}
