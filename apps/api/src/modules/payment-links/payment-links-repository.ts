import type { Queryable } from '#db/db.ts';
import { TRANSACTION_COLUMNS, type TransactionRow } from '#records/transactions-repository.ts';

/** A payment link with what its payments add up to. */
export interface PaymentLinkRow {
  id: bigint;
  uuid: string;
  slug: string;
  user_id: bigint;
  account_id: bigint;
  account_number: string;
  description: string;
  amount_minor: bigint | null;
  single_use: boolean;
  expires_at: Date | null;
  deactivated_at: Date | null;
  created_at: Date;
  payments_count: bigint;
  collected_minor: bigint;
  last_paid_at: Date | null;
  /** The payee's account number (the in-app payment's destination). */
  payee_account_number: string;
  /** The payee, for the public page and the bank-transfer instruction. */
  payee_type: 'personal' | 'business';
  payee_firstname: string | null;
  payee_lastname: string | null;
  payee_business_name: string | null;
}

const SELECT_LINK = `SELECT l.id, l.uuid::text AS uuid, l.slug, l.user_id, l.account_id, l.account_number,
    l.description, l.amount_minor, l.single_use, l.expires_at, l.deactivated_at, l.created_at,
    coalesce(p.n, 0)::bigint AS payments_count, coalesce(p.total, 0)::bigint AS collected_minor,
    p.last_at AS last_paid_at, a.account_number AS payee_account_number, u.type AS payee_type, u.firstname AS payee_firstname,
    u.lastname AS payee_lastname, u.business_name AS payee_business_name
  FROM payment_links l
  JOIN users u ON u.id = l.user_id
  JOIN accounts a ON a.id = l.account_id
  LEFT JOIN LATERAL (SELECT count(*) AS n, sum(amount_minor) AS total, max(created_at) AS last_at
                       FROM payment_link_payments WHERE link_id = l.id) p ON true`;

export interface NewPaymentLink {
  slug: string;
  userId: bigint;
  accountId: bigint;
  description: string;
  amountMinor: bigint | null;
  singleUse: boolean;
  expiresAt: Date | null;
}

/**
 * Inserts a link with a fresh account number from `newAccountNumber` (random), drawing again when the number
 * is taken already (the column is UNIQUE). Null when every try collided.
 */
export async function insertPaymentLink(
  q: Queryable,
  link: NewPaymentLink,
  newAccountNumber: () => string,
  tries = 5,
): Promise<bigint | null> {
  for (let attempt = 0; attempt < tries; attempt++) {
    const { rows } = await q.query<{ id: bigint }>(
      `INSERT INTO payment_links (slug, user_id, account_id, account_number, description, amount_minor,
         single_use, expires_at)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8) ON CONFLICT (account_number) DO NOTHING RETURNING id`,
      [
        link.slug,
        String(link.userId),
        String(link.accountId),
        newAccountNumber(),
        link.description,
        link.amountMinor === null ? null : String(link.amountMinor),
        link.singleUse,
        link.expiresAt,
      ],
    );
    if (rows[0]) return rows[0].id;
  }
  return null;
}

export async function findLinkById(q: Queryable, id: bigint): Promise<PaymentLinkRow | null> {
  const { rows } = await q.query<PaymentLinkRow>(`${SELECT_LINK} WHERE l.id = $1`, [String(id)]);
  return rows[0] ?? null;
}

export async function findLinkByUuid(q: Queryable, uuid: string): Promise<PaymentLinkRow | null> {
  const { rows } = await q.query<PaymentLinkRow>(`${SELECT_LINK} WHERE l.uuid = $1`, [uuid]);
  return rows[0] ?? null;
}

export async function findLinkBySlug(q: Queryable, slug: string): Promise<PaymentLinkRow | null> {
  const { rows } = await q.query<PaymentLinkRow>(`${SELECT_LINK} WHERE l.slug = $1`, [slug]);
  return rows[0] ?? null;
}

/** The link behind a dedicated account number, if any. */
export async function findLinkIdByAccountNumber(q: Queryable, accountNumber: string): Promise<bigint | null> {
  const { rows } = await q.query<{ id: bigint }>('SELECT id FROM payment_links WHERE account_number = $1', [
    accountNumber,
  ]);
  return rows[0]?.id ?? null;
}

/**
 * Locks the link's row for the rest of the transaction, so two payments of a single-use link queue here
 * and the second sees the first's payment row.
 */
export async function lockLink(q: Queryable, id: bigint): Promise<void> {
  await q.query('SELECT id FROM payment_links WHERE id = $1 FOR UPDATE', [String(id)]);
}

export async function listLinksOf(q: Queryable, ownerIds: bigint[]): Promise<PaymentLinkRow[]> {
  const { rows } = await q.query<PaymentLinkRow>(
    `${SELECT_LINK} WHERE l.user_id = ANY($1::bigint[]) ORDER BY l.created_at DESC, l.id DESC LIMIT 500`,
    [ownerIds.map(String)],
  );
  return rows;
}

export async function deactivateLink(q: Queryable, id: bigint): Promise<void> {
  await q.query('UPDATE payment_links SET deactivated_at = coalesce(deactivated_at, now()) WHERE id = $1', [
    String(id),
  ]);
}

export interface NewLinkPayment {
  linkId: bigint;
  transactionId: bigint;
  channel: 'owo' | 'bank_transfer';
  payerName: string | null;
  amountMinor: bigint;
}

export async function insertLinkPayment(q: Queryable, p: NewLinkPayment): Promise<void> {
  await q.query(
    `INSERT INTO payment_link_payments (link_id, transaction_id, channel, payer_name, amount_minor)
     VALUES ($1, $2, $3, $4, $5)`,
    [String(p.linkId), String(p.transactionId), p.channel, p.payerName, String(p.amountMinor)],
  );
}

/** The history rows of a link's payments made after `since` (oldest first, at most `limit`). */
export async function linkPaymentRowsSince(
  q: Queryable,
  linkId: bigint,
  since: Date,
  limit: number,
): Promise<Array<TransactionRow & { received_at: Date }>> {
  const { rows } = await q.query<TransactionRow & { received_at: Date }>(
    `SELECT ${TRANSACTION_COLUMNS}, lp.created_at AS received_at
     FROM payment_link_payments lp
     JOIN transactions t ON t.id = lp.transaction_id JOIN accounts a ON a.id = t.account_id
     WHERE lp.link_id = $1 AND lp.created_at > $2
     ORDER BY lp.id LIMIT $3`,
    [String(linkId), since.toISOString(), limit],
  );
  return rows;
}
