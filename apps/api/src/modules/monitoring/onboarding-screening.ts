import { RULE_PARAMS } from '@owo/contract/monitoring';
import type { Deps } from '#app-types';
import type { Queryable } from '#db/db.ts';
import { insertScreening } from '#modules/screening/screening-repository.ts';
import { screenName } from '#modules/screening/screening-service.ts';
import { audit } from '#modules/staff/audit.ts';
import { holdOnboarding, insertAlert, openCase } from './alerts-repository.ts';
import { activeVersions } from './rules-repository.ts';

/**
 * The watch-list rule in force and its threshold: the one home of the screening threshold (its parameters, as
 * compliance tuned and approved them; 0.9 as shipped by migration 025). Every screening reads it here.
 */
export async function watchlistRule(q: Queryable) {
  const rule = (await activeVersions(q)).find((v) => v.kind === 'watchlist');
  if (!rule) throw new Error('the watch-list rule has no version in force (migration 025 ships one)');
  return { rule, threshold: RULE_PARAMS.watchlist.parse(rule.params).threshold };
}

/**
 * Screens a KYC submission's names with the watch-list rule in force, in the submission's own transaction.
 * A match opens (or joins) the customer's case with an onboarding alert; with the rule's hold action the
 * submission waits for compliance instead of being verified. Every screening is kept, hit or not.
 */
export async function screenOnboarding(
  q: Queryable,
  s: { userId: bigint; submissionId: bigint; names: string[] },
): Promise<void> {
  const { rule, threshold } = await watchlistRule(q);
  if (!rule.enabled) return;
  const found: Array<{ screened_name: string; matches: unknown[] }> = [];
  for (const name of s.names) {
    const r = await screenName(q, name, threshold);
    await insertScreening(q, {
      userId: s.userId,
      subject: 'kyc',
      name,
      transactionId: null,
      threshold,
      bestScore: r.bestScore,
      hit: r.hit,
      matches: r.matches,
    });
    if (r.hit) found.push({ screened_name: name, matches: r.matches });
  }
  if (found.length === 0) return;
  const caseId = await openCase(q, s.userId);
  const alertId = await insertAlert(q, {
    caseId,
    userId: s.userId,
    ruleId: rule.rule_id,
    ruleVersionId: rule.version_id,
    severity: rule.severity,
    action: rule.action,
    subject: 'onboarding',
    transactionId: null,
    dedupeKey: `${rule.code}:kyc:${s.submissionId}`,
    evidence: { threshold, screened: found },
    transactionIds: [],
  });
  if (alertId !== null && rule.action === 'hold') {
    await holdOnboarding(q, { submissionId: s.submissionId, userId: s.userId, caseId, alertId });
  }
}

/**
 * A compliance officer screens a name by hand (the console's check): answered at the threshold in force, and
 * recorded in the audit log in the same transaction (the name, the best score, the hit), because screening a
 * name is how someone could learn, and tip off, whether a person is on a list. No customer is behind it, so it
 * is not one of the customers' screenings.
 */
export async function staffScreensName(deps: Pick<Deps, 'db'>, staffId: bigint, name: string) {
  return deps.db.tx(async (q) => {
    const { threshold } = await watchlistRule(q);
    const r = await screenName(q, name, threshold);
    await audit(q, {
      staffId,
      action: 'screening.check',
      subjectType: 'name',
      subjectId: name,
      detail: { threshold, hit: r.hit, best_score: r.bestScore, matches: r.matches.length },
    });
    return r;
  });
}
