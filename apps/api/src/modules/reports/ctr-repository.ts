import type { Queryable } from '#db/db.ts';

export interface CtrRow {
  customer: string;
  name: string | null;
  type: 'personal' | 'business';
  account_numbers: string[];
  credits_minor: string;
  debits_minor: string;
  credit_count: number;
  debit_count: number;
  threshold_minor: string;
}

/**
 * Customers whose naira received, or naira sent (fees included), on one Lagos day reached their threshold:
 * pending and successful movements (a reversed or failed one moved nothing). A day's scan of the history, off
 * the send path (no index on time alone: it would cost every send a write).
 */
export async function computeCtr(
  q: Queryable,
  day: string,
  thresholds: { personal: bigint; business: bigint },
): Promise<CtrRow[]> {
  const { rows } = await q.query<CtrRow>(
    `WITH d AS (SELECT lagos_day_start($1::date) AS since, lagos_day_start($1::date + 1) AS until),
     m AS (
       SELECT t.user_id, array_agg(DISTINCT a.account_number) AS account_numbers,
         coalesce(sum(t.amount_minor) FILTER (WHERE t.direction = 'credit'), 0) AS credits,
         coalesce(sum(t.amount_minor + t.fee_minor) FILTER (WHERE t.direction = 'debit'), 0) AS debits,
         count(*) FILTER (WHERE t.direction = 'credit')::int AS credit_count,
         count(*) FILTER (WHERE t.direction = 'debit')::int AS debit_count
       FROM transactions t JOIN accounts a ON a.id = t.account_id, d
       WHERE t.created_at >= d.since AND t.created_at < d.until AND t.currency = 'NGN'
         AND t.status IN ('pending', 'successful')
       GROUP BY t.user_id)
     SELECT u.uuid::text AS customer,
       coalesce(u.business_name, nullif(concat_ws(' ', u.firstname, u.middlename, u.lastname), '')) AS name,
       u.type, m.account_numbers, m.credits::text AS credits_minor, m.debits::text AS debits_minor,
       m.credit_count, m.debit_count,
       (CASE WHEN u.type = 'business' THEN $3::bigint ELSE $2::bigint END)::text AS threshold_minor
     FROM m JOIN users u ON u.id = m.user_id
     WHERE greatest(m.credits, m.debits) >= CASE WHEN u.type = 'business' THEN $3::bigint ELSE $2::bigint END
     ORDER BY greatest(m.credits, m.debits) DESC, u.uuid`,
    [day, String(thresholds.personal), String(thresholds.business)],
  );
  return rows;
}

export interface KeptCtr {
  day: string;
  individual_threshold_minor: bigint;
  company_threshold_minor: bigint;
  rows: CtrRow[];
  generated_at: Date;
}

export async function findCtr(q: Queryable, day: string): Promise<KeptCtr | null> {
  const { rows } = await q.query<KeptCtr>(
    `SELECT to_char(day, 'YYYY-MM-DD') AS day, individual_threshold_minor, company_threshold_minor, rows,
       generated_at FROM ctr_reports WHERE day = $1::date`,
    [day],
  );
  return rows[0] ?? null;
}

/** Keeps a day's report once (a second writer of the same day keeps the first). */
export async function keepCtr(
  q: Queryable,
  day: string,
  thresholds: { personal: bigint; business: bigint },
  rows: CtrRow[],
): Promise<boolean> {
  const kept = await q.query(
    `INSERT INTO ctr_reports (day, individual_threshold_minor, company_threshold_minor, rows)
     VALUES ($1::date, $2, $3, $4::jsonb) ON CONFLICT (day) DO NOTHING RETURNING day`,
    [day, String(thresholds.personal), String(thresholds.business), JSON.stringify(rows)],
  );
  // False when another process kept the day's report first (its report stands).
  return kept.rows.length > 0;
}
