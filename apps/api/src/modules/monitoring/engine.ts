import { RULE_PARAMS, type RuleKind } from '@owo/contract/monitoring';
import type { Deps } from '#app-types';
import type { Queryable } from '#db/db.ts';
import { insertScreening } from '#modules/screening/screening-repository.ts';
import { screenName } from '#modules/screening/screening-service.ts';
import {
  holdPayment,
  insertAlerts,
  markScreened,
  openCases,
  standingHoldAlerts,
  unscreenedSends,
} from './alerts-repository.ts';
import * as detectors from './detectors-repository.ts';
import { advanceFeed, feedHasWork, lockFeed, readEvents, takeResolvedGaps } from './feed-repository.ts';
import { activeVersions, type RuleVersionRow } from './rules-repository.ts';

// The monitoring worker (decision 024): reads committed history from the events feed, runs every rule in
// force over each batch, records alerts in cases and holds external sends before the rail is asked. One
// transaction per batch holds the feed, so a batch's alerts, holds, screened marks and the feed's new position
// commit together: a crash repeats a batch whole, never half.

const READ_BATCH = 2000;
/** A run stops reading after this long so the worker's other tasks get their turn; the next tick goes on. */
const RUN_BUDGET_MS = 1000;

export interface Hit {
  userId: bigint;
  transactionId: bigint;
  transactionIds: bigint[];
  evidence: Record<string, unknown>;
}

/** The window a rule looks back over, for its once-per-window alerts and standing holds; null: per transaction. */
export function windowMinutes(kind: RuleKind, params: Record<string, unknown>): number | null {
  const n = (k: string) => Number(params[k]);
  switch (kind) {
    case 'velocity':
    case 'fan_in_out':
      return n('window_minutes');
    case 'structuring':
    case 'link_repeat_payer':
      return n('window_hours') * 60;
    case 'dormant':
      return n('burst_hours') * 60;
    default:
      return null;
  }
}

/** The monitoring task of the worker: batches until the feed is caught up or the run's time is up. */
export async function runMonitoring(deps: Deps): Promise<number> {
  if (!(await feedHasWork(deps.db))) return 0;
  const started = Date.now();
  let total = 0;
  for (;;) {
    const { read, more } = await deps.db.tx((q) => monitorBatch(q), { lockTimeoutMs: 10_000 });
    total += read;
    if (!more || Date.now() - started > RUN_BUDGET_MS) return total;
  }
}

/** One batch: the gaps that became visible, then the events above the position; returns how many were read. */
export async function monitorBatch(
  q: Queryable,
  limit = READ_BATCH,
): Promise<{ read: number; more: boolean }> {
  const position = await lockFeed(q);
  const fromGaps = await takeResolvedGaps(q);
  const { events, horizon } = await readEvents(q, position, limit);
  const to = events.length > 0 ? events[events.length - 1]!.id : position;
  await advanceFeed(
    q,
    position,
    to,
    events.map((e) => e.id),
    horizon,
  );
  const uuids = [...fromGaps, ...events].flatMap((e) => (e.transaction_uuid ? [e.transaction_uuid] : []));
  const batch = await detectors.readBatch(q, uuids);
  if (batch.ids.length > 0) await evaluate(q, batch);
  return { read: fromGaps.length + events.length, more: events.length === limit };
}

/** Whether a rule could fire on a batch with these facts at all (most batches need only a few detectors). */
function mayFire(v: RuleVersionRow, f: detectors.BatchFacts): boolean {
  const atLeast = (key: string) =>
    f.max_debit_minor !== null && f.max_debit_minor >= BigInt(String(v.params[key]));
  switch (v.kind) {
    case 'structuring': {
      const threshold = BigInt(String(v.params.threshold_minor));
      return (
        f.max_debit_minor !== null &&
        f.max_debit_minor >= threshold - (threshold * BigInt(Number(v.params.band_percent))) / 100n
      );
    }
    case 'new_device_beneficiary':
      return atLeast('min_amount_minor');
    case 'velocity':
    case 'fan_in_out':
      return f.max_debit_minor !== null;
    case 'link_repeat_payer':
      return f.link_payments;
    case 'watchlist':
      return f.external;
    default:
      return true;
  }
}

async function detect(q: Queryable, v: RuleVersionRow, batch: detectors.Batch): Promise<Hit[]> {
  const parsed = RULE_PARAMS[v.kind].safeParse(v.params);
  if (!parsed.success) return [];
  const p = parsed.data as never;
  const { ids, debits, latest } = batch;
  const found = await (() => {
    switch (v.kind) {
      case 'velocity':
        return debits.length > 0 ? detectors.velocity(q, debits, v.rule_id, p) : [];
      case 'structuring':
        return detectors.structuring(q, ids, v.rule_id, p);
      case 'new_device_beneficiary':
        return detectors.newDeviceBeneficiary(q, ids, p);
      case 'fan_in_out':
        return debits.length > 0 ? detectors.fanInOut(q, debits, v.rule_id, p) : [];
      case 'dormant':
        return latest.length > 0 ? detectors.dormant(q, latest, v.rule_id, p) : [];
      case 'link_repeat_payer':
        return detectors.linkRepeatPayer(q, ids, v.rule_id, p);
      case 'watchlist':
        return screenBeneficiaries(q, ids, (p as { threshold: number }).threshold);
    }
  })();
  return found.map((r) => ({
    userId: r.user_id,
    transactionId: r.transaction_id,
    transactionIds: r.ids,
    evidence: r.evidence,
  }));
}

/** Beneficiary screening: the recipient of every bank, wire and mobile-money send, each screening kept. */
async function screenBeneficiaries(q: Queryable, ids: bigint[], threshold: number) {
  const hits: detectors.DetectorRow[] = [];
  for (const t of await detectors.screenableDebits(q, ids)) {
    const r = await screenName(q, t.counterparty_name, threshold);
    await insertScreening(q, {
      userId: t.user_id,
      subject: 'beneficiary',
      name: t.counterparty_name,
      transactionId: t.id,
      threshold,
      bestScore: r.bestScore,
      hit: r.hit,
      matches: r.matches,
    });
    if (r.hit) {
      hits.push({
        user_id: t.user_id,
        transaction_id: t.id,
        ids: [t.id],
        evidence: { screened_name: t.counterparty_name, threshold, matches: r.matches },
      });
    }
  }
  return hits;
}

/** Runs the rules in force over a batch of history rows; records what they found; screens the batch's sends. */
export async function evaluate(q: Queryable, batch: detectors.Batch): Promise<void> {
  const rules = (await activeVersions(q)).filter((v) => v.enabled);
  const { facts } = batch;
  const sends = facts.outbox ? await unscreenedSends(q, batch.ids) : [];
  const held = new Set<bigint>();
  // Every rule first (a detector reads only its own rule's alerts), then the hits' cases and alerts set-wise:
  // a batch that raises a thousand alerts costs three statements, not three thousand.
  const found: Array<{ rule: RuleVersionRow; hit: Hit; perWindow: boolean }> = [];
  for (const rule of rules) {
    if (!RULE_PARAMS[rule.kind].safeParse(rule.params).success || !mayFire(rule, facts)) continue;
    const perWindow = windowMinutes(rule.kind, rule.params) !== null;
    for (const hit of await detect(q, rule, batch)) found.push({ rule, hit, perWindow });
  }
  const cases = await openCases(
    q,
    found.map((f) => f.hit.userId),
  );
  const alertIds = await insertAlerts(
    q,
    found.map(({ rule, hit, perWindow }) => ({
      caseId: cases.get(hit.userId)!,
      userId: hit.userId,
      ruleId: rule.rule_id,
      ruleVersionId: rule.version_id,
      severity: rule.severity,
      action: rule.action,
      subject: 'transaction' as const,
      transactionId: hit.transactionId,
      dedupeKey: `${rule.code}:${perWindow ? `${hit.userId}:` : 'tx:'}${hit.transactionId}`,
      evidence: hit.evidence,
      transactionIds: hit.transactionIds,
    })),
  );
  for (const [i, { rule, hit, perWindow }] of found.entries()) {
    const alertId = alertIds[i] ?? null;
    // A per-transaction hold holds that send; a window rule's hold holds the customer's sends (below).
    if (alertId === null || rule.action !== 'hold' || perWindow) continue;
    const send = sends.find((s) => s.transaction_id === hit.transactionId);
    const caseId = cases.get(hit.userId)!;
    if (send && (await holdPayment(q, { ...hit, caseId, alertId }))) held.add(send.transaction_id);
  }
  await holdWhileStanding(q, rules, sends, held);
  await markScreened(
    q,
    sends.filter((s) => !held.has(s.transaction_id)).map((s) => s.transaction_id),
  );
}

/** Every unscreened send of a customer with a standing window hold alert waits with it. */
async function holdWhileStanding(
  q: Queryable,
  rules: RuleVersionRow[],
  sends: Array<{ transaction_id: bigint; user_id: bigint }>,
  held: Set<bigint>,
) {
  const windows = rules.flatMap((r) => {
    const mins = windowMinutes(r.kind, r.params);
    return r.action === 'hold' && mins !== null ? [{ ruleId: r.rule_id, windowMinutes: mins }] : [];
  });
  const waiting = sends.filter((s) => !held.has(s.transaction_id));
  const standing = await standingHoldAlerts(q, [...new Set(waiting.map((s) => s.user_id))], windows);
  for (const alert of standing) {
    for (const s of waiting.filter((w) => w.user_id === alert.user_id)) {
      const ok = await holdPayment(q, {
        transactionId: s.transaction_id,
        userId: s.user_id,
        caseId: alert.case_id,
        alertId: alert.id,
      });
      if (ok) held.add(s.transaction_id);
    }
  }
}
