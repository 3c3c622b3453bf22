import type { BreakKind, ReconRail } from '@owo/contract/reconciliation';
import type { Queryable } from '#db/db.ts';
import type { SettlementLine } from '#rails/settlement-formats.ts';

// Reconciliation's SQL (decision 023). Owo's side of a partner's day is the view recon_ours (migration 024):
// the history rows that partner reports, with what the recipient was paid and the day the rail decided them.

export interface ImportRow {
  id: bigint;
  uuid: string;
  rail: ReconRail;
  value_date: string;
  lines: number;
  matched: number;
  breaks: number;
  source: 'console' | 'cli';
  totals: Array<{ currency: string; count: number; amount_minor: string }>;
  created_at: Date;
}

const IMPORT_COLUMNS = `i.id, i.uuid::text AS uuid, i.rail, i.value_date::text AS value_date, i.lines, i.matched,
  i.breaks, i.source, i.totals, i.created_at`;

/** One import at a time per rail and day (a second waits for the first to commit). */
export async function lockDay(q: Queryable, rail: ReconRail, date: string) {
  await q.query('SELECT pg_advisory_xact_lock(hashtext($1))', [`recon:${rail}:${date}`]);
}

export async function findImportByHash(
  q: Queryable,
  rail: ReconRail,
  date: string,
  sha256: string,
): Promise<ImportRow | null> {
  const { rows } = await q.query<ImportRow>(
    `SELECT ${IMPORT_COLUMNS} FROM recon_imports i WHERE i.rail = $1 AND i.value_date = $2::date AND i.file_sha256 = $3`,
    [rail, date, sha256],
  );
  return rows[0] ?? null;
}

export async function insertImport(
  q: Queryable,
  i: { rail: ReconRail; date: string; sha256: string; source: 'console' | 'cli'; staffId: bigint | null },
): Promise<{ id: bigint; created_at: Date }> {
  const { rows } = await q.query<{ id: bigint; created_at: Date }>(
    `INSERT INTO recon_imports (rail, value_date, file_sha256, lines, matched, breaks, source, staff_id)
     VALUES ($1, $2::date, $3, 0, 0, 0, $4, $5) RETURNING id, created_at`,
    [i.rail, i.date, i.sha256, i.source, i.staffId === null ? null : String(i.staffId)],
  );
  return rows[0]!;
}

/**
 * Writes a batch of the file's lines, each with the history row it matches: by session ID first, else by
 * reference, among the rows this partner reports (`recon_rail`).
 */
export async function insertLines(
  q: Queryable,
  importId: bigint,
  rail: ReconRail,
  firstLineNo: number,
  lines: SettlementLine[],
) {
  const col = <T>(f: (l: SettlementLine) => T) => lines.map(f);
  await q.query(
    `INSERT INTO recon_lines (import_id, line_no, session_id, reference, partner_id, currency, amount_minor,
       fee_minor, direction, status, value_date, counterparty, transaction_id)
     SELECT $1, $3::int + x.n - 1, x.session_id, x.reference, x.partner_id, x.currency, x.amount, x.fee,
       x.direction, x.status, x.value_date, x.counterparty,
       coalesce(
         (SELECT t.id FROM transactions t WHERE x.session_id IS NOT NULL AND t.session_id = x.session_id
            AND recon_rail(t.rail, t.direction) = $2 LIMIT 1),
         (SELECT t.id FROM transactions t WHERE t.reference = x.reference AND recon_rail(t.rail, t.direction) = $2))
     FROM unnest($4::text[], $5::text[], $6::text[], $7::text[], $8::bigint[], $9::bigint[], $10::text[],
       $11::text[], $12::date[], $13::text[])
       WITH ORDINALITY AS x(session_id, reference, partner_id, currency, amount, fee, direction, status, value_date,
         counterparty, n)`,
    [
      String(importId),
      rail,
      firstLineNo,
      col((l) => l.sessionId),
      col((l) => l.reference),
      col((l) => l.partnerId),
      col((l) => l.currency),
      col((l) => String(l.amountMinor)),
      col((l) => String(l.feeMinor)),
      col((l) => l.direction),
      col((l) => l.status),
      col((l) => l.valueDate),
      col((l) => l.counterparty),
    ],
  );
}

// The file's matched lines that make a break, and per history row what they say.
//
// Plans must stay linear in the file whatever the statistics say: the file's lines were written in this very
// transaction, so the planner has no figures for them and may take a million lines for a handful. So nothing
// aggregates or sorts the whole file: each matched line is compared with Owo's side on its own, and "does this
// file name the row twice?" and "did another day's file name it?" are correlated sub-selects that probe
// recon_lines_matched once per line (`OFFSET 0` keeps PostgreSQL from turning them into joins that would read
// the whole file, or every day's, once per line). Only the few odd lines are then grouped per row.
// A line l2 of the file another day of this rail stands on (looked up by its import, one probe).
const ANOTHER_DAY = `EXISTS (SELECT 1 FROM recon_days d
   WHERE d.import_id = l2.import_id AND d.rail = $2 AND d.value_date <> $3::date OFFSET 0)`;

const ODD = `
  odd AS (
    SELECT l.transaction_id, l.amount_minor AS amount, l.currency::text AS currency, l.status, o.reference,
           o.session_id, o.currency AS ours_currency, o.amount_minor AS ours_amount, o.status AS ours_status,
           EXISTS (SELECT 1 FROM recon_lines l2
                    WHERE l2.transaction_id = l.transaction_id AND l2.import_id = $1 AND l2.line_no <> l.line_no
                   OFFSET 0)
           OR EXISTS (SELECT 1 FROM recon_lines l2
                       WHERE l2.transaction_id = l.transaction_id AND l2.import_id <> $1 AND ${ANOTHER_DAY}
                      OFFSET 0) AS duplicated
      FROM recon_lines l JOIN recon_ours o ON o.transaction_id = l.transaction_id
     WHERE l.import_id = $1 AND l.transaction_id IS NOT NULL
  ), odd_lines AS (
    SELECT * FROM odd
     WHERE duplicated OR amount <> ours_amount OR currency <> ours_currency OR status <> ours_status
  ), per_row AS (
    SELECT transaction_id, min(reference) AS reference, min(session_id) AS session_id,
           min(ours_currency) AS ours_currency, min(ours_amount) AS ours_amount, min(ours_status) AS ours_status,
           count(*) AS n, bool_or(duplicated) AS duplicated,
           bool_or(amount <> ours_amount OR currency <> ours_currency) AS amount_differs,
           bool_or(status <> ours_status) AS status_differs,
           -- What the partner said: a differing line's figures, if one differs.
           coalesce(min(amount) FILTER (WHERE amount <> ours_amount OR currency <> ours_currency), min(amount))
             AS amount,
           coalesce(min(currency) FILTER (WHERE currency <> ours_currency), min(currency)) AS currency,
           coalesce(min(status) FILTER (WHERE status <> ours_status), min(status)) AS status
      FROM odd_lines GROUP BY transaction_id
  )`;

/**
 * Queues the import's breaks (a break already queued for the day keeps its state and its notes; one a later
 * file had cleared opens again) and links each to the import. Returns how many, and how many history rows the
 * file matched cleanly: named once, on no other day's file, with the same amount and status.
 */
export async function queueBreaks(
  q: Queryable,
  importId: bigint,
  rail: ReconRail,
  date: string,
): Promise<{ breaks: number; matched: number }> {
  const { rows } = await q.query<{ n: bigint; matched: bigint }>(
    `WITH ${ODD}, found AS (
       SELECT 'duplicated' AS kind, reference, session_id, transaction_id, ours_currency AS currency, ours_amount,
              amount AS theirs_amount, ours_status, status AS theirs_status, n AS theirs_lines
         FROM per_row WHERE duplicated
       UNION ALL
       SELECT 'amount_differs', reference, session_id, transaction_id, currency, ours_amount, amount, ours_status,
              status, n
         FROM per_row WHERE amount_differs
       UNION ALL
       SELECT 'status_differs', reference, session_id, transaction_id, ours_currency, ours_amount, amount,
              ours_status, status, n
         FROM per_row WHERE status_differs
       UNION ALL
       SELECT 'theirs_only', l.reference, min(l.session_id), NULL, min(l.currency::text), NULL, sum(l.amount_minor),
              NULL, min(l.status), count(*)
         FROM recon_lines l WHERE l.import_id = $1 AND l.transaction_id IS NULL
        GROUP BY l.reference
       UNION ALL
       SELECT 'ours_only', o.reference, o.session_id, o.transaction_id, o.currency, o.amount_minor, NULL, o.status,
              NULL, 0
         FROM recon_ours o
        WHERE o.rail = $2 AND o.decided_at IS NOT NULL AND o.value_date = $3::date
          AND NOT EXISTS (SELECT 1 FROM recon_lines l WHERE l.import_id = $1 AND l.transaction_id = o.transaction_id
                          OFFSET 0)
          AND NOT EXISTS (SELECT 1 FROM recon_lines l2
                           WHERE l2.transaction_id = o.transaction_id AND l2.import_id <> $1 AND ${ANOTHER_DAY}
                          OFFSET 0)
     ), queued AS (
       INSERT INTO recon_breaks AS b (rail, value_date, kind, match_key, reference, session_id, transaction_id,
         currency, ours_amount_minor, theirs_amount_minor, ours_status, theirs_status, theirs_lines, first_import_id)
       SELECT $2, $3::date, f.kind, f.reference, f.reference, f.session_id, f.transaction_id, f.currency,
              f.ours_amount, f.theirs_amount, f.ours_status, f.theirs_status, f.theirs_lines, $1
         FROM found f
       ON CONFLICT (rail, value_date, kind, match_key) DO UPDATE SET
         ours_amount_minor = EXCLUDED.ours_amount_minor, theirs_amount_minor = EXCLUDED.theirs_amount_minor,
         ours_status = EXCLUDED.ours_status, theirs_status = EXCLUDED.theirs_status,
         theirs_lines = EXCLUDED.theirs_lines,
         state = CASE WHEN b.resolution = 'cleared' THEN 'open' ELSE b.state END,
         resolution = CASE WHEN b.resolution = 'cleared' THEN NULL ELSE b.resolution END,
         note = CASE WHEN b.resolution = 'cleared' THEN NULL ELSE b.note END,
         resolved_at = CASE WHEN b.resolution = 'cleared' THEN NULL ELSE b.resolved_at END
       RETURNING b.id
     ), linked AS (
       INSERT INTO recon_import_breaks (import_id, break_id) SELECT $1, id FROM queued RETURNING 1
     )
     SELECT (SELECT count(*) FROM linked) AS n,
            (SELECT count(*) FROM recon_lines WHERE import_id = $1 AND transaction_id IS NOT NULL)
              - (SELECT count(*) FROM odd_lines) AS matched`,
    [String(importId), rail, date],
  );
  return { breaks: Number(rows[0]!.n), matched: Number(rows[0]!.matched) };
}

/**
 * What this import settles of earlier breaks: the day's open breaks its file no longer shows (a corrected file),
 * and other days' "ours only" breaks whose row it reports (the partner settled it a day late).
 */
export async function clearSettledBreaks(
  q: Queryable,
  importId: bigint,
  rail: ReconRail,
  date: string,
  note: string,
) {
  await q.query(
    `UPDATE recon_breaks b SET state = 'resolved', resolution = 'cleared', resolved_at = now(), note = $4
      WHERE b.rail = $2 AND b.state = 'open'
        AND ((b.value_date = $3::date
              AND NOT EXISTS (SELECT 1 FROM recon_import_breaks x WHERE x.import_id = $1 AND x.break_id = b.id
                              OFFSET 0))
          OR (b.kind = 'ours_only' AND b.value_date <> $3::date
              AND EXISTS (SELECT 1 FROM recon_lines l WHERE l.import_id = $1 AND l.transaction_id = b.transaction_id
                          OFFSET 0)))`,
    [String(importId), rail, date, note],
  );
}

/** Records the counts and makes this import the one the day stands on. */
export async function finishImport(
  q: Queryable,
  importId: bigint,
  c: { rail: ReconRail; date: string; lines: number; matched: number; breaks: number },
): Promise<ImportRow> {
  await q.query(
    `INSERT INTO recon_days (rail, value_date, import_id) VALUES ($1, $2::date, $3)
     ON CONFLICT (rail, value_date) DO UPDATE SET import_id = EXCLUDED.import_id`,
    [c.rail, c.date, String(importId)],
  );
  const { rows } = await q.query<ImportRow>(
    `UPDATE recon_imports i SET lines = $2, matched = $3, breaks = $4,
       totals = (SELECT coalesce(jsonb_agg(jsonb_build_object('currency', c, 'count', n, 'amount_minor', a::text)
                                           ORDER BY c), '[]'::jsonb)
                   FROM (SELECT trim(currency) AS c, count(*) AS n, sum(amount_minor) AS a FROM recon_lines
                          WHERE import_id = $1 GROUP BY currency) x)
     WHERE i.id = $1 RETURNING ${IMPORT_COLUMNS}`,
    [String(importId), c.lines, c.matched, c.breaks],
  );
  return rows[0]!;
}

/** The imports the rails' days stand on (each day's latest file). */
export async function importsOfDay(q: Queryable, date: string): Promise<ImportRow[]> {
  const { rows } = await q.query<ImportRow>(
    `SELECT ${IMPORT_COLUMNS} FROM recon_days d JOIN recon_imports i ON i.id = d.import_id WHERE d.value_date = $1::date`,
    [date],
  );
  return rows;
}

export async function listImports(
  q: Queryable,
  f: { rail?: ReconRail | undefined; date?: string | undefined },
): Promise<ImportRow[]> {
  const { rows } = await q.query<ImportRow>(
    `SELECT ${IMPORT_COLUMNS} FROM recon_imports i
      WHERE ($1::text IS NULL OR i.rail = $1) AND ($2::date IS NULL OR i.value_date = $2::date)
      ORDER BY i.created_at DESC, i.id DESC LIMIT 200`,
    [f.rail ?? null, f.date ?? null],
  );
  return rows;
}

export interface BreakRow {
  id: bigint;
  uuid: string;
  rail: ReconRail;
  value_date: string;
  kind: BreakKind;
  state: 'open' | 'explained' | 'resolved';
  reference: string | null;
  session_id: string | null;
  transaction_id: bigint | null;
  transaction_uuid: string | null;
  transaction_direction: 'debit' | 'credit' | null;
  user_id: bigint | null;
  user_uuid: string | null;
  account_id: bigint | null;
  currency: string | null;
  ours_amount_minor: bigint | null;
  theirs_amount_minor: bigint | null;
  ours_status: string | null;
  theirs_status: string | null;
  theirs_lines: number;
  resolution: 'note' | 'journal' | 'cleared' | null;
  note: string | null;
  /** The staff member's email. */
  resolved_by: string | null;
  resolved_at: Date | null;
  entry_id: bigint | null;
  created_at: Date;
}

const BREAK_SELECT = `SELECT b.id, b.uuid::text AS uuid, b.rail, b.value_date::text AS value_date, b.kind, b.state,
  b.reference, b.session_id, b.transaction_id, t.uuid::text AS transaction_uuid, t.direction AS transaction_direction,
  t.user_id, t.account_id,
  u.uuid::text AS user_uuid,
  trim(b.currency) AS currency, b.ours_amount_minor, b.theirs_amount_minor, b.ours_status, b.theirs_status,
  b.theirs_lines, b.resolution, b.note, s.email AS resolved_by, b.resolved_at, b.entry_id, b.created_at
  FROM recon_breaks b LEFT JOIN transactions t ON t.id = b.transaction_id LEFT JOIN users u ON u.id = t.user_id
  LEFT JOIN staff s ON s.id = b.resolved_by`;

/** The breaks an import found, in a stable order, and how many of each kind. */
export async function breaksOfImport(
  q: Queryable,
  importId: bigint,
  limit: number,
): Promise<{ rows: BreakRow[]; byKind: Partial<Record<BreakKind, number>> }> {
  const { rows } = await q.query<BreakRow>(
    `${BREAK_SELECT} JOIN recon_import_breaks x ON x.break_id = b.id WHERE x.import_id = $1
     ORDER BY b.kind, b.id LIMIT $2`,
    [String(importId), limit],
  );
  const kinds = await q.query<{ kind: BreakKind; n: bigint }>(
    `SELECT b.kind, count(*) AS n FROM recon_import_breaks x JOIN recon_breaks b ON b.id = x.break_id
      WHERE x.import_id = $1 GROUP BY b.kind`,
    [String(importId)],
  );
  return { rows, byKind: Object.fromEntries(kinds.rows.map((k) => [k.kind, Number(k.n)])) };
}

export interface BreakFilter {
  rail?: ReconRail | undefined;
  kind?: BreakKind | undefined;
  state?: 'open' | 'explained' | 'resolved' | undefined;
  from?: string | undefined;
  to?: string | undefined;
  reference?: string | undefined;
}

const BREAK_WHERE = `($1::text IS NULL OR b.rail = $1) AND ($2::text IS NULL OR b.kind = $2)
  AND ($3::text IS NULL OR b.state = $3) AND ($4::date IS NULL OR b.value_date >= $4::date)
  AND ($5::date IS NULL OR b.value_date <= $5::date)
  AND ($6::text IS NULL OR b.reference = $6 OR b.session_id = $6)`;

/** A page of the queue, newest day first. */
export async function pageBreaks(
  q: Queryable,
  f: BreakFilter,
  limit: number,
  offset: number,
): Promise<{ rows: BreakRow[]; total: number }> {
  const params = [
    f.rail ?? null,
    f.kind ?? null,
    f.state ?? null,
    f.from ?? null,
    f.to ?? null,
    f.reference || null,
  ];
  const total = await q.query<{ n: bigint }>(
    `SELECT count(*) AS n FROM recon_breaks b WHERE ${BREAK_WHERE}`,
    params,
  );
  const { rows } = await q.query<BreakRow>(
    `${BREAK_SELECT} WHERE ${BREAK_WHERE} ORDER BY b.value_date DESC, b.id DESC LIMIT $7 OFFSET $8`,
    [...params, limit, offset],
  );
  return { rows, total: Number(total.rows[0]!.n) };
}

export async function findBreak(
  q: Queryable,
  uuid: string,
  opts: { lock?: boolean } = {},
): Promise<BreakRow | null> {
  const { rows } = await q.query<BreakRow>(
    `${BREAK_SELECT} WHERE b.uuid = $1${opts.lock ? ' FOR UPDATE OF b' : ''}`,
    [uuid],
  );
  return rows[0] ?? null;
}

/** Closes an open break as explained, with the note and who wrote it. */
export async function explainBreak(q: Queryable, id: bigint, note: string, staffId: bigint | null) {
  await q.query(
    `UPDATE recon_breaks SET state = 'explained', resolution = 'note', note = $2, resolved_by = $3,
       resolved_at = now()
     WHERE id = $1 AND state = 'open'`,
    [String(id), note, staffId === null ? null : String(staffId)],
  );
}

/** The partner's lines that name a break's row (any day's file), or its reference (the break's day's file). */
export async function linesOfBreak(q: Queryable, b: BreakRow) {
  const { rows } = await q.query<{
    value_date: string;
    line_no: number;
    session_id: string | null;
    reference: string | null;
    currency: string;
    amount_minor: bigint;
    status: string;
  }>(
    `SELECT d.value_date::text AS value_date, l.line_no, l.session_id, l.reference, trim(l.currency) AS currency,
            l.amount_minor, l.status
       FROM recon_days d JOIN recon_lines l ON l.import_id = d.import_id
      WHERE d.rail = $1 AND l.transaction_id = $2::bigint
     UNION ALL
     SELECT d.value_date::text, l.line_no, l.session_id, l.reference, trim(l.currency), l.amount_minor, l.status
       FROM recon_days d JOIN recon_lines l ON l.import_id = d.import_id
      WHERE d.rail = $1 AND d.value_date = $4::date AND $2::bigint IS NULL AND l.reference = $3
     ORDER BY 1, 2 LIMIT 50`,
    [b.rail, b.transaction_id === null ? null : String(b.transaction_id), b.reference, b.value_date],
  );
  return rows;
}
