import type { Queryable } from '#db/db.ts';

/** Stores an e-mail the sandbox e-mail rail "sent". */
export async function insertEmail(q: Queryable, address: string, subject: string, body: string) {
  await q.query('INSERT INTO email_messages (address, subject, body) VALUES ($1, $2, $3)', [
    address,
    subject,
    body,
  ]);
}

/** The 50 newest e-mails, to one address (any case) or (null) to anyone. */
export async function listEmails(q: Queryable, address: string | null) {
  const { rows } = await q.query<{ address: string; subject: string; body: string; created_at: Date }>(
    `SELECT address, subject, body, created_at FROM email_messages
     WHERE ($1::text IS NULL OR lower(address) = lower($1)) ORDER BY id DESC LIMIT 50`,
    [address],
  );
  return rows;
}
