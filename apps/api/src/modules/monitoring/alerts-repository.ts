import type { Queryable } from '#db/db.ts';

// What the monitoring worker and KYC screening write: cases, alerts, holds, and the outbox's screened mark.

/**
 * The customers' open cases, opened now where there is none (one open case per customer: a unique index).
 * Set-wise: one insert for all of them, and one read for those that had a case already. A case found open is
 * share-locked until the caller commits: an officer closing it (closeCase locks it for update) waits for the
 * alerts and holds about to be added to it, and then sees them. A case closed while this waited is no longer
 * open, so its customer gets a new case on the next round.
 */
export async function openCases(q: Queryable, userIds: bigint[]): Promise<Map<bigint, bigint>> {
  const cases = new Map<bigint, bigint>();
  let users = [...new Set(userIds)].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0));
  // Each round either opens or finds a case for every customer, unless an officer closed one meanwhile.
  for (let round = 0; users.length > 0; round++) {
    if (round === 5) throw new Error('monitoring cases kept closing while alerts were being added to them');
    const inserted = await q.query<{ id: bigint; user_id: bigint }>(
      `INSERT INTO monitoring_cases (user_id) SELECT unnest($1::bigint[])
       ON CONFLICT (user_id) WHERE status = 'open' DO NOTHING RETURNING id, user_id`,
      [users.map(String)],
    );
    for (const r of inserted.rows) cases.set(r.user_id, r.id);
    const had = users.filter((u) => !cases.has(u));
    if (had.length === 0) break;
    // A statement of its own: its snapshot sees a case another transaction opened while the insert waited.
    const { rows } = await q.query<{ id: bigint; user_id: bigint }>(
      `SELECT id, user_id FROM monitoring_cases WHERE user_id = ANY($1::bigint[]) AND status = 'open'
       ORDER BY user_id FOR SHARE`,
      [had.map(String)],
    );
    for (const r of rows) cases.set(r.user_id, r.id);
    users = had.filter((u) => !cases.has(u));
  }
  return cases;
}

/** The customer's open case, opened now if there is none. */
export async function openCase(q: Queryable, userId: bigint): Promise<bigint> {
  return (await openCases(q, [userId])).get(userId)!;
}

export interface NewAlert {
  caseId: bigint;
  userId: bigint;
  ruleId: bigint;
  ruleVersionId: bigint;
  severity: string;
  action: 'alert' | 'hold';
  subject: 'transaction' | 'onboarding';
  transactionId: bigint | null;
  dedupeKey: string;
  evidence: Record<string, unknown>;
  transactionIds: bigint[];
}

/**
 * Records alerts with their transactions, in one statement however many; each one's id, in order, or null when
 * the same pattern was already alerted (its dedupe key).
 */
export async function insertAlerts(q: Queryable, alerts: NewAlert[]): Promise<Array<bigint | null>> {
  if (alerts.length === 0) return [];
  const col = (f: (a: NewAlert) => unknown) => alerts.map(f);
  const str = (v: bigint | null) => (v === null ? null : String(v));
  const links = alerts.flatMap((a) => a.transactionIds.map((t) => [a.dedupeKey, String(t)] as const));
  const { rows } = await q.query<{ id: bigint; dedupe_key: string }>(
    `WITH new AS (
       INSERT INTO monitoring_alerts (case_id, user_id, rule_id, rule_version_id, severity, action, subject,
         transaction_id, dedupe_key, evidence)
       SELECT * FROM unnest($1::bigint[], $2::bigint[], $3::bigint[], $4::bigint[], $5::text[], $6::text[],
         $7::text[], $8::bigint[], $9::text[], $10::jsonb[])
       ON CONFLICT (dedupe_key) DO NOTHING RETURNING id, dedupe_key),
     linked AS (
       INSERT INTO monitoring_alert_transactions (alert_id, transaction_id)
       SELECT new.id, l.transaction_id FROM new
       JOIN unnest($11::text[], $12::bigint[]) l(dedupe_key, transaction_id) ON l.dedupe_key = new.dedupe_key
       ON CONFLICT DO NOTHING)
     SELECT id, dedupe_key FROM new`,
    [
      col((a) => String(a.caseId)),
      col((a) => String(a.userId)),
      col((a) => String(a.ruleId)),
      col((a) => String(a.ruleVersionId)),
      col((a) => a.severity),
      col((a) => a.action),
      col((a) => a.subject),
      col((a) => str(a.transactionId)),
      col((a) => a.dedupeKey),
      col((a) => JSON.stringify(a.evidence)),
      links.map((l) => l[0]),
      links.map((l) => l[1]),
    ],
  );
  const ids = new Map(rows.map((r) => [r.dedupe_key, r.id]));
  return alerts.map((a) => ids.get(a.dedupeKey) ?? null);
}

/** Records one alert with its transactions; null when the same pattern was already alerted. */
export async function insertAlert(q: Queryable, a: NewAlert): Promise<bigint | null> {
  return (await insertAlerts(q, [a]))[0]!;
}

/** External debits of the batch still waiting for screening (their outbox row pending, not yet screened). */
export async function unscreenedSends(q: Queryable, ids: bigint[]) {
  const { rows } = await q.query<{ transaction_id: bigint; user_id: bigint }>(
    `SELECT o.transaction_id, t.user_id FROM outbox o JOIN transactions t ON t.id = o.transaction_id
     WHERE o.transaction_id = ANY($1::bigint[]) AND o.state = 'pending' AND o.screened_at IS NULL`,
    [ids.map(String)],
  );
  return rows;
}

/** Holds a send before the rail is asked: its outbox row leaves pending. False if it is no longer waiting. */
export async function holdPayment(
  q: Queryable,
  h: { transactionId: bigint; userId: bigint; caseId: bigint; alertId: bigint },
): Promise<boolean> {
  const held = await q.query(
    `UPDATE outbox SET state = 'held', screened_at = now(), updated_at = now()
     WHERE transaction_id = $1 AND state = 'pending' RETURNING id`,
    [String(h.transactionId)],
  );
  if (held.rows.length === 0) return false;
  await q.query(
    `INSERT INTO monitoring_holds (kind, user_id, case_id, alert_id, transaction_id)
     VALUES ('payment', $1, $2, $3, $4)`,
    [String(h.userId), String(h.caseId), String(h.alertId), String(h.transactionId)],
  );
  return true;
}

/** Holds a KYC submission: the sandbox reviewer (and a real one) leaves it until compliance decides. */
export async function holdOnboarding(
  q: Queryable,
  h: { submissionId: bigint; userId: bigint; caseId: bigint; alertId: bigint },
) {
  await q.query('UPDATE kyc_submissions SET compliance_hold = true WHERE id = $1', [String(h.submissionId)]);
  await q.query(
    `INSERT INTO monitoring_holds (kind, user_id, case_id, alert_id, kyc_submission_id)
     VALUES ('onboarding', $1, $2, $3, $4)`,
    [String(h.userId), String(h.caseId), String(h.alertId), String(h.submissionId)],
  );
}

/** Marks the sends the rules let through: the settlement worker may now ask their rails. */
export async function markScreened(q: Queryable, transactionIds: bigint[]) {
  if (transactionIds.length === 0) return;
  await q.query(
    `UPDATE outbox SET screened_at = now(), updated_at = now()
     WHERE transaction_id = ANY($1::bigint[]) AND state = 'pending' AND screened_at IS NULL`,
    [transactionIds.map(String)],
  );
}

/**
 * Hold alerts of window rules still inside their window on an open case, for these customers: while one
 * stands, the customer's next sends wait too (otherwise the 21st send would wait and the 22nd go). The cases are
 * share-locked until the caller commits, as openCases locks them: an officer's close waits for the holds about
 * to be added, and a case closed while this waited no longer stands (its officer decided the pattern).
 */
export async function standingHoldAlerts(
  q: Queryable,
  userIds: bigint[],
  windows: Array<{ ruleId: bigint; windowMinutes: number }>,
) {
  if (userIds.length === 0 || windows.length === 0) return [];
  const { rows } = await q.query<{ id: bigint; user_id: bigint; case_id: bigint }>(
    `WITH standing AS (
       SELECT DISTINCT ON (a.user_id) a.id, a.user_id, a.case_id
       FROM monitoring_alerts a JOIN monitoring_cases c ON c.id = a.case_id AND c.status = 'open'
       JOIN unnest($2::bigint[], $3::int[]) w(rule_id, mins) ON w.rule_id = a.rule_id
       WHERE a.user_id = ANY($1::bigint[]) AND a.action = 'hold'
         AND a.created_at > now() - make_interval(mins => w.mins)
       ORDER BY a.user_id, a.id DESC)
     SELECT s.id, s.user_id, s.case_id FROM standing s JOIN monitoring_cases c ON c.id = s.case_id
     WHERE c.status = 'open' ORDER BY c.user_id FOR SHARE OF c`,
    [userIds.map(String), windows.map((w) => String(w.ruleId)), windows.map((w) => w.windowMinutes)],
  );
  return rows;
}

export interface HoldRow {
  id: bigint;
  uuid: string;
  kind: 'payment' | 'onboarding';
  status: 'held' | 'released' | 'rejected';
  user_id: bigint;
  case_id: bigint;
  transaction_id: bigint | null;
  kyc_submission_id: bigint | null;
  release_requested_by: bigint | null;
}

export async function lockHold(q: Queryable, uuid: string): Promise<HoldRow | null> {
  const { rows } = await q.query<HoldRow>(
    `SELECT id, uuid::text AS uuid, kind, status, user_id, case_id, transaction_id, kyc_submission_id,
       release_requested_by
     FROM monitoring_holds WHERE uuid = $1 FOR UPDATE`,
    [uuid],
  );
  return rows[0] ?? null;
}

/** A first officer asks for a payment's release; a second approves it (migration 052). */
export async function requestHoldRelease(q: Queryable, id: bigint, staffId: bigint, note: string) {
  await q.query(
    `UPDATE monitoring_holds SET release_requested_by = $2, release_requested_at = now(), release_note = $3
     WHERE id = $1`,
    [String(id), String(staffId), note],
  );
}

export async function markHoldDecided(
  q: Queryable,
  id: bigint,
  status: 'released' | 'rejected',
  staffId: bigint,
  note: string,
) {
  await q.query(
    `UPDATE monitoring_holds SET status = $2, decided_by = $3, decided_at = now(), note = $4 WHERE id = $1`,
    [String(id), status, String(staffId), note],
  );
}

/** Released: the send goes back to the settlement worker's queue, due now. */
export async function releasePayment(q: Queryable, transactionId: bigint) {
  await q.query(
    `UPDATE outbox SET state = 'pending', due_at = now(), answered_at = NULL, updated_at = now()
     WHERE transaction_id = $1 AND state = 'held'`,
    [String(transactionId)],
  );
}

/**
 * Rejected: the send is refused as a rail refuses one, so the settlement worker reverses it to the customer
 * (one balanced entry, the day's limit given back). The reason the customer reads says nothing of the review.
 */
export async function refusePayment(q: Queryable, transactionId: bigint, reason: string) {
  await q.query(
    `UPDATE outbox SET state = 'refused', refusal_reason = $2, answered_at = now(), updated_at = now()
     WHERE transaction_id = $1 AND state = 'held'`,
    [String(transactionId), reason],
  );
}

/** An onboarding hold released: the submission goes on to review (the sandbox reviewer verifies it). */
export async function releaseOnboarding(q: Queryable, submissionId: bigint) {
  await q.query(
    `UPDATE kyc_submissions SET compliance_hold = false, verify_after = least(verify_after, now()) WHERE id = $1`,
    [String(submissionId)],
  );
}

/** An onboarding hold rejected: the submission and the customer's KYC are rejected (the BVN claim ends). */
export async function rejectOnboarding(q: Queryable, submissionId: bigint, userId: bigint) {
  await q.query(
    `UPDATE kyc_submissions SET status = 'rejected', compliance_hold = false, decided_at = now()
     WHERE id = $1 AND status = 'in_review'`,
    [String(submissionId)],
  );
  await q.query(
    `UPDATE users SET kyc_status = 'rejected', updated_at = now() WHERE id = $1 AND kyc_status = 'in_review'`,
    [String(userId)],
  );
}
