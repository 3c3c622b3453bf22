import type { CodePurpose } from '@owo/contract/codes';
import type { Queryable } from '#db/db.ts';

export interface CodeRow {
  id: bigint;
  binding: string;
  code_hash: string;
  attempts: number;
  sent_at: Date;
  expires_at: Date;
  spent_at: Date | null;
}

const COLUMNS = 'id, binding, code_hash, attempts, sent_at, expires_at, spent_at';

/** The phone's code for `purpose`, locked for this transaction (null: none was ever sent). */
export async function lockCode(q: Queryable, phone: string, purpose: CodePurpose): Promise<CodeRow | null> {
  const { rows } = await q.query<CodeRow>(
    `SELECT ${COLUMNS} FROM one_time_codes WHERE phone = $1 AND purpose = $2 FOR UPDATE`,
    [phone, purpose],
  );
  return rows[0] ?? null;
}

/** Stores a new code for the phone and purpose, replacing any earlier one (its tries start again). */
export async function storeCode(
  q: Queryable,
  c: { phone: string; purpose: CodePurpose; binding: string; codeHash: string; ttlMs: number },
) {
  await q.query(
    `INSERT INTO one_time_codes (phone, purpose, binding, code_hash, expires_at)
     VALUES ($1, $2, $3, $4, now() + make_interval(secs => $5 / 1000.0))
     ON CONFLICT (phone, purpose) DO UPDATE SET binding = EXCLUDED.binding, code_hash = EXCLUDED.code_hash,
       attempts = 0, sent_at = now(), expires_at = EXCLUDED.expires_at, spent_at = NULL`,
    [c.phone, c.purpose, c.binding, c.codeHash, c.ttlMs],
  );
}

export async function recordWrongCode(q: Queryable, id: bigint): Promise<number> {
  const { rows } = await q.query<{ attempts: number }>(
    'UPDATE one_time_codes SET attempts = attempts + 1 WHERE id = $1 RETURNING attempts',
    [String(id)],
  );
  return rows[0]!.attempts;
}

/** A right code is spent: it cannot be used twice. */
export async function spendCode(q: Queryable, id: bigint) {
  await q.query('UPDATE one_time_codes SET spent_at = now() WHERE id = $1', [String(id)]);
}
