import type { Queryable } from '#db/db.ts';

/** Stores the e-mails the sandbox e-mail rail "sent", in one statement, in their order. */
export async function insertEmails(
  q: Queryable,
  messages: ReadonlyArray<{ address: string; subject: string; body: string }>,
) {
  if (messages.length === 0) return;
  await q.query(
    `INSERT INTO email_messages (address, subject, body)
     SELECT x.address, x.subject, x.body
     FROM unnest($1::text[], $2::text[], $3::text[]) WITH ORDINALITY x(address, subject, body, ord) ORDER BY x.ord`,
    [messages.map((m) => m.address), messages.map((m) => m.subject), messages.map((m) => m.body)],
  );
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
