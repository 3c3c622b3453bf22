import { RULE_PARAMS } from '@owo/contract/monitoring';
import type { Deps } from '#app-types';
import { AppError } from '#lib/errors.ts';
import { audit } from '#modules/staff/audit.ts';
import {
  activate,
  currentVersions,
  findProposal,
  insertProposal,
  lockRule,
  type RuleVersionRow,
  reject,
  ruleHistory,
} from './rules-repository.ts';

// Rules are changed by compliance with a second approval (decision 024): one officer proposes the whole new
// version, another approves it (then it is in force, for the next batch the worker reads) or rejects it.

const ruleNotFound = () => new AppError('not_found', 'Rule not found');

export const versionView = (v: RuleVersionRow) => ({
  version: v.version,
  enabled: v.enabled,
  severity: v.severity,
  action: v.action,
  params: v.params,
  status: v.status,
  reason: v.reason,
  proposed_by: v.proposed_by,
  proposed_by_email: v.proposed_by_email,
  proposed_at: v.proposed_at.toISOString(),
  decided_by: v.decided_by,
  decided_by_email: v.decided_by_email,
  decided_at: v.decided_at ? v.decided_at.toISOString() : null,
});

export async function listRules(deps: Deps) {
  const rows = await currentVersions(deps.db);
  const active = rows.filter((r) => r.status === 'active');
  return active.map((a) => {
    const proposed = rows.find((r) => r.rule_id === a.rule_id && r.status === 'proposed');
    return {
      code: a.code,
      kind: a.kind,
      name: a.name,
      description: a.description,
      indicator: a.indicator,
      active: versionView(a),
      proposed: proposed ? versionView(proposed) : null,
    };
  });
}

export async function findRule(deps: Deps, code: string) {
  const rule = (await listRules(deps)).find((r) => r.code === code);
  if (!rule) throw ruleNotFound();
  return rule;
}

export async function listVersions(deps: Deps, code: string) {
  const rows = await ruleHistory(deps.db, code);
  if (rows.length === 0) throw ruleNotFound();
  return rows.map(versionView);
}

export async function proposeChange(
  deps: Deps,
  staffId: bigint,
  code: string,
  body: {
    enabled: boolean;
    severity: string;
    action: string;
    params: Record<string, unknown>;
    reason: string;
  },
) {
  await deps.db.tx(async (q) => {
    const rule = await lockRule(q, code);
    if (!rule) throw ruleNotFound();
    const params = RULE_PARAMS[rule.kind].safeParse(body.params);
    if (!params.success) {
      const first = params.error.issues[0]!;
      const field = ['params', ...first.path.map(String)].join('.');
      throw new AppError('invalid', `${field}: ${first.message}`, { [field]: first.message });
    }
    const ok = await insertProposal(q, {
      ruleId: rule.id,
      version: rule.next_version,
      enabled: body.enabled,
      severity: body.severity,
      action: body.action,
      params: params.data,
      reason: body.reason,
      staffId,
    });
    if (!ok) throw new AppError('conflict', 'This rule already has a change waiting for approval');
    await audit(q, {
      staffId,
      action: 'monitoring.rule.proposed',
      subjectType: 'rule',
      subjectId: code,
      detail: { version: rule.next_version, ...body, params: params.data },
    });
  });
  return findRule(deps, code);
}

/** Approves (puts in force) or rejects a proposed version; never by the officer who proposed it. */
export async function decideChange(
  deps: Deps,
  staffId: bigint,
  code: string,
  version: number,
  decision: 'approve' | 'reject',
  note?: string,
) {
  await deps.db.tx(async (q) => {
    const rule = await lockRule(q, code);
    if (!rule) throw ruleNotFound();
    const proposal = await findProposal(q, rule.id, version);
    if (!proposal)
      throw new AppError('not_found', 'No change of this rule waits for approval with that version');
    if (proposal.proposed_by === staffId) {
      throw new AppError('forbidden', 'A second compliance officer must approve or reject this change');
    }
    if (decision === 'approve') await activate(q, rule.id, proposal.id, staffId);
    else await reject(q, proposal.id, staffId);
    await audit(q, {
      staffId,
      action: decision === 'approve' ? 'monitoring.rule.approved' : 'monitoring.rule.rejected',
      subjectType: 'rule',
      subjectId: code,
      detail: { version, note: note ?? null },
    });
  });
  return findRule(deps, code);
}
