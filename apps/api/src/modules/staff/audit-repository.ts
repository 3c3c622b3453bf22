import type { Queryable } from '#db/db.ts';

/** One entry of the audit log (migration 021): who did what to whom, and anything that explains it. */
export interface AuditEntry {
  /** The staff member who acted; null for the ops:staff command or the system (then `actor` says who). */
  staffId: bigint | null;
  actor?: string;
  action: string;
  subjectType?: string | null;
  subjectId?: string | null;
  detail?: Record<string, unknown>;
}

/**
 * Appends to the audit log, in the caller's transaction so the entry commits (or not) with what it records.
 * The database chains it to the entry before (audit_log_chain) and refuses any later change to it.
 * Never put a secret in `detail` (passwords, codes, PINs, full card numbers): the log is read by admins.
 */
export async function audit(q: Queryable, e: AuditEntry): Promise<void> {
  await q.query(
    `INSERT INTO audit_log (staff_id, actor, action, subject_type, subject_id, detail, prev_hash, hash)
     VALUES ($1, coalesce($2, (SELECT email FROM staff WHERE id = $1), 'system'), $3, $4, $5, $6, '', '')`,
    [
      e.staffId === null ? null : String(e.staffId),
      e.actor ?? null,
      e.action,
      e.subjectType ?? null,
      e.subjectId ?? null,
      JSON.stringify(e.detail ?? {}),
    ],
  );
}

export interface AuditRow {
  id: bigint;
  at: Date;
  staff_email: string | null;
  actor: string;
  action: string;
  subject_type: string | null;
  subject_id: string | null;
  detail: Record<string, unknown>;
  hash: string;
}

export interface AuditFilter {
  before?: number;
  limit: number;
  staffUuid?: string;
  subjectId?: string;
  action?: string;
}

/** The newest entries first, `limit` at a time (keyset on id). */
export async function listAudit(q: Queryable, f: AuditFilter): Promise<AuditRow[]> {
  const { rows } = await q.query<AuditRow>(
    `SELECT a.id, a.at, s.email AS staff_email, a.actor, a.action, a.subject_type, a.subject_id, a.detail, a.hash
       FROM audit_log a LEFT JOIN staff s ON s.id = a.staff_id
      WHERE ($1::bigint IS NULL OR a.id < $1)
        AND ($2::uuid IS NULL OR s.uuid = $2)
        AND ($3::text IS NULL OR a.subject_id = $3)
        AND ($4::text IS NULL OR a.action = $4)
      ORDER BY a.id DESC LIMIT $5`,
    [f.before ?? null, f.staffUuid ?? null, f.subjectId ?? null, f.action ?? null, f.limit],
  );
  return rows;
}

export interface AuditReport {
  ok: boolean;
  entries: number;
  /** The first entries whose hash or link to the entry before does not hold, and any kept head not in the log. */
  problems: string[];
  /** The newest entry now: keep it off the database, and give it back to a later check (`head`). */
  head: AuditHead | null;
}

/** An entry of the log as it was when kept: its id and hash. */
export interface AuditHead {
  id: string;
  hash: string;
}

/**
 * Recomputes the chain with the same SQL formula the insert trigger used (audit_entry_hash): every entry's
 * prev_hash must be the hash of the entry before it, and its hash must be the formula of its contents; and every
 * head kept (each closed day's, migration 053, and `heads.given`, one kept off the database) must still be there.
 */
export async function verifyAudit(q: Queryable, heads: { given?: AuditHead } = {}): Promise<AuditReport> {
  const { rows } = await q.query<{ id: bigint; problem: string | null; n: bigint }>(
    `WITH c AS (
       SELECT id, hash, prev_hash,
              lag(hash, 1, repeat('0', 64)) OVER (ORDER BY id) AS before,
              audit_entry_hash(prev_hash, id, at, staff_id, actor, action, subject_type, subject_id, detail) AS expected
         FROM audit_log)
     SELECT id, CASE WHEN prev_hash <> before THEN 'link to the entry before is broken'
                     WHEN hash <> expected THEN 'contents do not match the hash' END AS problem,
            (SELECT count(*) FROM audit_log) AS n
       FROM c WHERE prev_hash <> before OR hash <> expected
      UNION ALL SELECT NULL, NULL, (SELECT count(*) FROM audit_log)
      ORDER BY id NULLS LAST LIMIT 21`,
  );
  const problems = rows.filter((r) => r.problem !== null).map((r) => `entry ${r.id}: ${r.problem}`);
  // Entries removed from the end leave a chain that still links: each head kept (at each day's close, and any
  // given from off the database) must still be in the log, unchanged.
  const { rows: lost } = await q.query<{ kept: string; id: string }>(
    `SELECT k.kept, k.id::text AS id FROM (
       SELECT 'the close of ' || value_date::text AS kept, audit_head_id AS id, audit_head_hash AS hash
         FROM eod_days WHERE audit_head_id IS NOT NULL
       UNION ALL SELECT 'the head given', $1::bigint, $2::text WHERE $1::bigint IS NOT NULL) k
     LEFT JOIN audit_log a ON a.id = k.id
     WHERE a.id IS NULL OR a.hash <> k.hash ORDER BY k.id LIMIT 20`,
    [heads.given?.id ?? null, heads.given?.hash ?? null],
  );
  for (const l of lost) problems.push(`entry ${l.id}, the log's head at ${l.kept}, is missing or changed`);
  const { rows: newest } = await q.query<{ id: string; hash: string }>(
    'SELECT id::text AS id, hash FROM audit_log ORDER BY id DESC LIMIT 1',
  );
  return {
    ok: problems.length === 0,
    entries: Number(rows.at(-1)?.n ?? 0),
    problems,
    head: newest[0] ?? null,
  };
}
