import type { Queryable } from '#db/db.ts';

/** The sandbox payout provider's own record of one reference. */
export interface SandboxPayoutRow {
  status: 'paid' | 'refused';
  reason: string | null;
}

/**
 * Records the provider's answer for a reference, with what it was sent (the session ID, the destination: its
 * settlement files show them); a reference already recorded keeps its first answer.
 */
export async function recordSandboxPayout(
  q: Queryable,
  p: {
    reference: string;
    rail: string;
    currency: string;
    amountMinor: bigint;
    sessionId: string | null;
    destination: Record<string, unknown>;
  } & SandboxPayoutRow,
) {
  await q.query(
    `INSERT INTO sandbox_payouts (reference, rail, currency, amount_minor, status, reason, session_id, destination)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8) ON CONFLICT (reference) DO NOTHING`,
    [
      p.reference,
      p.rail,
      p.currency,
      String(p.amountMinor),
      p.status,
      p.reason,
      p.sessionId,
      JSON.stringify(p.destination),
    ],
  );
}

export async function findSandboxPayout(q: Queryable, reference: string): Promise<SandboxPayoutRow | null> {
  const { rows } = await q.query<SandboxPayoutRow>(
    'SELECT status, reason FROM sandbox_payouts WHERE reference = $1',
    [reference],
  );
  return rows[0] ?? null;
}
