import type { RuleKind } from '@owo/contract/monitoring';
import type { Queryable } from '#db/db.ts';

export interface RuleVersionRow {
  rule_id: bigint;
  version_id: bigint;
  code: string;
  kind: RuleKind;
  name: string;
  description: string;
  indicator: string;
  version: number;
  enabled: boolean;
  severity: 'low' | 'medium' | 'high' | 'critical';
  action: 'alert' | 'hold';
  params: Record<string, unknown>;
  status: 'proposed' | 'active' | 'superseded' | 'rejected';
  reason: string;
  proposed_by: string | null;
  proposed_by_email: string | null;
  proposed_by_id: bigint | null;
  proposed_at: Date;
  decided_by: string | null;
  decided_by_email: string | null;
  decided_at: Date | null;
}

// Staff are named by uuid, and by e-mail for the console.
const VERSION_COLUMNS = `r.id AS rule_id, v.id AS version_id, r.code, r.kind, r.name, r.description, r.indicator,
  v.version, v.enabled, v.severity, v.action, v.params, v.status, v.reason, v.proposed_by AS proposed_by_id,
  (SELECT s.uuid::text FROM staff s WHERE s.id = v.proposed_by) AS proposed_by, v.proposed_at,
  (SELECT s.uuid::text FROM staff s WHERE s.id = v.decided_by) AS decided_by, v.decided_at,
  (SELECT s.email FROM staff s WHERE s.id = v.proposed_by) AS proposed_by_email,
  (SELECT s.email FROM staff s WHERE s.id = v.decided_by) AS decided_by_email`;

/** The versions in force, one per rule (the worker reads them once per batch). */
export async function activeVersions(q: Queryable): Promise<RuleVersionRow[]> {
  const { rows } = await q.query<RuleVersionRow>(
    `SELECT ${VERSION_COLUMNS} FROM monitoring_rule_versions v JOIN monitoring_rules r ON r.id = v.rule_id
     WHERE v.status = 'active' ORDER BY r.id`,
  );
  return rows;
}

/** Every rule's version in force and its waiting proposal, if any. */
export async function currentVersions(q: Queryable): Promise<RuleVersionRow[]> {
  const { rows } = await q.query<RuleVersionRow>(
    `SELECT ${VERSION_COLUMNS} FROM monitoring_rule_versions v JOIN monitoring_rules r ON r.id = v.rule_id
     WHERE v.status IN ('active', 'proposed') ORDER BY r.id, v.version`,
  );
  return rows;
}

export async function ruleHistory(q: Queryable, code: string): Promise<RuleVersionRow[]> {
  const { rows } = await q.query<RuleVersionRow>(
    `SELECT ${VERSION_COLUMNS} FROM monitoring_rule_versions v JOIN monitoring_rules r ON r.id = v.rule_id
     WHERE r.code = $1 ORDER BY v.version DESC`,
    [code],
  );
  return rows;
}

/** A rule's row locked for a change (proposals and decisions on one rule take turns). */
export async function lockRule(
  q: Queryable,
  code: string,
): Promise<{ id: bigint; kind: RuleKind; next_version: number } | null> {
  const { rows } = await q.query<{ id: bigint; kind: RuleKind; next_version: number }>(
    `SELECT r.id, r.kind,
       (SELECT coalesce(max(v.version), 0) + 1 FROM monitoring_rule_versions v WHERE v.rule_id = r.id)::int
         AS next_version
     FROM monitoring_rules r WHERE r.code = $1 FOR UPDATE`,
    [code],
  );
  return rows[0] ?? null;
}

/** Records a proposal; false when the rule already has one waiting (the partial unique index decides). */
export async function insertProposal(
  q: Queryable,
  p: {
    ruleId: bigint;
    version: number;
    enabled: boolean;
    severity: string;
    action: string;
    params: Record<string, unknown>;
    reason: string;
    staffId: bigint;
  },
): Promise<boolean> {
  const { rows } = await q.query(
    `INSERT INTO monitoring_rule_versions (rule_id, version, enabled, severity, action, params, status, reason,
       proposed_by)
     VALUES ($1, $2, $3, $4, $5, $6::jsonb, 'proposed', $7, $8)
     ON CONFLICT (rule_id) WHERE status = 'proposed' DO NOTHING RETURNING id`,
    [
      String(p.ruleId),
      p.version,
      p.enabled,
      p.severity,
      p.action,
      JSON.stringify(p.params),
      p.reason,
      String(p.staffId),
    ],
  );
  return rows.length === 1;
}

export async function findProposal(
  q: Queryable,
  ruleId: bigint,
  version: number,
): Promise<{ id: bigint; proposed_by: bigint | null } | null> {
  const { rows } = await q.query<{ id: bigint; proposed_by: bigint | null }>(
    `SELECT id, proposed_by FROM monitoring_rule_versions
     WHERE rule_id = $1 AND version = $2 AND status = 'proposed'`,
    [String(ruleId), version],
  );
  return rows[0] ?? null;
}

/** Puts an approved proposal in force; the version it replaces is kept as superseded. */
export async function activate(q: Queryable, ruleId: bigint, versionId: bigint, staffId: bigint) {
  await q.query(
    `UPDATE monitoring_rule_versions SET status = 'superseded' WHERE rule_id = $1 AND status = 'active'`,
    [String(ruleId)],
  );
  await q.query(
    `UPDATE monitoring_rule_versions SET status = 'active', decided_by = $2, decided_at = now() WHERE id = $1`,
    [String(versionId), String(staffId)],
  );
}

export async function reject(q: Queryable, versionId: bigint, staffId: bigint) {
  await q.query(
    `UPDATE monitoring_rule_versions SET status = 'rejected', decided_by = $2, decided_at = now() WHERE id = $1`,
    [String(versionId), String(staffId)],
  );
}
