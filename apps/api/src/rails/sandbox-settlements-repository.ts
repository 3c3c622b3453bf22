import type { ReconRail, SettlementFaultKind } from '@owo/contract/reconciliation';
import type { Queryable } from '#db/db.ts';

/** One thing a sandbox partner did on a day, from its own records. */
export interface PartnerRecord {
  reference: string;
  session_id: string | null;
  currency: string;
  amount_minor: bigint;
  status: 'paid' | 'refused';
  direction: 'out' | 'in';
  destination: Record<string, unknown> | null;
  value_date: string;
}

/**
 * What a partner did on a Lagos day, from its own records: the payouts it was asked for (sandbox_payouts,
 * which rail is whose by `recon_rail`), the inbound transfers the bank partner delivered (NIP: the inflow
 * references credited, with the session ID of their credit) and, for the card processor, the card loads (the
 * sandbox keeps no processor ledger of its own: Owo's card credits stand for it).
 */
export async function partnerRecords(q: Queryable, rail: ReconRail, date: string): Promise<PartnerRecord[]> {
  if (rail === 'card') {
    const { rows } = await q.query<PartnerRecord>(
      `SELECT t.reference, NULL AS session_id, t.currency::text AS currency, t.amount_minor,
              CASE t.status WHEN 'successful' THEN 'paid' ELSE 'refused' END AS status, 'in' AS direction,
              jsonb_build_object('last4', c.last4) AS destination,
              lagos_day(coalesce(t.settled_at, t.reversed_at))::text AS value_date
         FROM transactions t LEFT JOIN cards c ON c.uuid::text = t.meta->>'card_id'
        WHERE recon_rail(t.rail, t.direction) = $1 AND coalesce(t.settled_at, t.reversed_at) IS NOT NULL
          AND lagos_day(coalesce(t.settled_at, t.reversed_at)) = $2::date
        ORDER BY t.id`,
      [rail, date],
    );
    return rows;
  }
  const { rows } = await q.query<PartnerRecord>(
    `SELECT p.reference, p.session_id, p.currency::text AS currency, p.amount_minor, p.status, 'out' AS direction,
            p.destination, lagos_day(p.created_at)::text AS value_date, p.created_at
       FROM sandbox_payouts p
      WHERE recon_rail(p.rail, 'debit') = $1 AND lagos_day(p.created_at) = $2::date
     UNION ALL
     SELECT t.reference, t.session_id, 'NGN', r.amount_minor, 'paid', 'in', NULL, lagos_day(r.created_at)::text,
            r.created_at
       FROM inflow_references r JOIN transactions t ON t.reference = 'INFLOW-' || r.reference
      WHERE $1 = 'nip' AND r.created_at >= lagos_day_start($2::date) AND r.created_at < lagos_day_start($2::date + 1)
     ORDER BY created_at, reference`,
    [rail, date],
  );
  return rows;
}

export interface FaultRow {
  reference: string;
  kind: SettlementFaultKind;
  /** The Lagos day it was set: an unknown extra line appears in that day's file. */
  day: string;
}

export async function faultsOf(q: Queryable, rail: ReconRail): Promise<FaultRow[]> {
  const { rows } = await q.query<FaultRow>(
    `SELECT reference, kind, lagos_day(created_at)::text AS day FROM sandbox_settlement_faults WHERE rail = $1`,
    [rail],
  );
  return rows;
}

/** Tells the partner to misbehave; the same fault twice is one. */
export async function insertFault(
  q: Queryable,
  f: { rail: ReconRail; reference: string; kind: SettlementFaultKind },
) {
  await q.query(
    `INSERT INTO sandbox_settlement_faults (rail, reference, kind) VALUES ($1, $2, $3)
     ON CONFLICT (rail, reference, kind) DO NOTHING`,
    [f.rail, f.reference, f.kind],
  );
}
