import type { Queryable } from '#db/db.ts';

/** Stores the texts the sandbox SMS rail "sent", in one statement, in their order. */
export async function insertSms(q: Queryable, messages: ReadonlyArray<{ phone: string; body: string }>) {
  if (messages.length === 0) return;
  await q.query(
    `INSERT INTO sms_messages (phone, body)
     SELECT x.phone, x.body FROM unnest($1::text[], $2::text[]) WITH ORDINALITY x(phone, body, ord) ORDER BY x.ord`,
    [messages.map((m) => m.phone), messages.map((m) => m.body)],
  );
}

/** The 50 newest texts, to one phone number or (null) to anyone. */
export async function listSms(q: Queryable, phone: string | null) {
  const { rows } = await q.query<{ phone: string; body: string; created_at: Date }>(
    `SELECT phone, body, created_at FROM sms_messages WHERE ($1::text IS NULL OR phone = $1)
     ORDER BY id DESC LIMIT 50`,
    [phone],
  );
  return rows;
}
