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
  /** The first entries whose hash or link to the entry before does not hold. */
  problems: string[];
}

/**
 * Recomputes the chain with the same SQL formula the insert trigger used (audit_entry_hash): every entry's
 * prev_hash must be the hash of the entry before it, and its hash must be the formula of its contents.
 */
export async function verifyAudit(q: Queryable): Promise<AuditReport> {
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
  return { ok: problems.length === 0, entries: Number(rows.at(-1)?.n ?? 0), problems };
}
