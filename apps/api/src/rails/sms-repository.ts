import type { Queryable } from '#db/db.ts';

/** Stores a text the sandbox SMS rail "sent". */
export async function insertSms(q: Queryable, phone: string, body: string) {
  await q.query('INSERT INTO sms_messages (phone, body) VALUES ($1, $2)', [phone, body]);
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
