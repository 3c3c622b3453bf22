import type { Queryable } from '#db/db.ts';

/** money_allowance's row (migration 030): every amount in kobo, null where a limit is not in force. */
export interface AllowanceRow {
  can_send: bigint;
  binding: 'restricted' | 'frozen' | 'per_transfer' | 'daily' | 'own' | 'new_device';
  per_transfer: bigint;
  daily: bigint;
  daily_left: bigint;
  sent_today: bigint;
  spent_today: bigint;
  own: bigint | null;
  own_left: bigint | null;
  own_next: bigint | null;
  own_next_at: Date | null;
  cap: bigint | null;
  cap_left: bigint | null;
  cap_until: Date | null;
  restriction: 'pnd' | 'freeze' | 'close' | null;
  frozen: boolean;
}

export async function findAllowance(
  q: Queryable,
  userId: bigint,
  rules: string,
): Promise<AllowanceRow | undefined> {
  const { rows } = await q.query<AllowanceRow>('SELECT * FROM money_allowance($1, $2)', [
    String(userId),
    rules,
  ]);
  return rows[0];
}

export async function callQuoteCheck(q: Queryable, userId: bigint, amountMinor: bigint, rules: string) {
  const { rows } = await q.query<{ code: string; detail: Record<string, unknown> | null }>(
    'SELECT code, detail FROM money_quote_check($1, $2, $3)',
    [String(userId), String(amountMinor), rules],
  );
  return rows[0];
}
