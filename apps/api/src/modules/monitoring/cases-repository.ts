import type { Queryable } from '#db/db.ts';
import type { StrCustomer } from '#modules/reports/goaml.ts';

// Reading cases for compliance: the case, its customer, its alerts with their rule versions and evidence, the
// transactions of every alert, its holds and its report. Four statements for a page of cases, whatever its size.

export interface CaseRow {
  id: bigint;
  uuid: string;
  status: 'open' | 'cleared' | 'escalated';
  user_id: bigint;
  customer_uuid: string;
  customer_type: string;
  customer_phone: string;
  customer_name: string | null;
  opened_at: Date;
  closed_at: Date | null;
  closed_by: string | null;
  note: string | null;
  report_uuid: string | null;
  report_at: Date | null;
}

const CASE_COLUMNS = `c.id, c.uuid::text AS uuid, c.status, c.user_id, u.uuid::text AS customer_uuid,
  u.type AS customer_type, u.phone AS customer_phone,
  coalesce(u.business_name, nullif(concat_ws(' ', u.firstname, u.lastname), '')) AS customer_name,
  c.opened_at, c.closed_at, (SELECT s.uuid::text FROM staff s WHERE s.id = c.closed_by) AS closed_by, c.note,
  r.uuid::text AS report_uuid, r.created_at AS report_at`;

export async function listCases(
  q: Queryable,
  f: { customer?: string; status?: string; limit: number },
): Promise<CaseRow[]> {
  const { rows } = await q.query<CaseRow>(
    `SELECT ${CASE_COLUMNS}
     FROM monitoring_cases c JOIN users u ON u.id = c.user_id LEFT JOIN str_reports r ON r.case_id = c.id
     WHERE ($1::uuid IS NULL OR u.uuid = $1::uuid) AND ($2::text IS NULL OR c.status = $2)
     ORDER BY c.opened_at DESC, c.id DESC LIMIT $3`,
    [f.customer ?? null, f.status ?? null, f.limit],
  );
  return rows;
}

export async function findCase(q: Queryable, uuid: string, lock = false): Promise<CaseRow | null> {
  const { rows } = await q.query<CaseRow>(
    lock
      ? `SELECT ${CASE_COLUMNS} FROM monitoring_cases c JOIN users u ON u.id = c.user_id
         LEFT JOIN str_reports r ON r.case_id = c.id WHERE c.uuid = $1 FOR UPDATE OF c`
      : `SELECT ${CASE_COLUMNS} FROM monitoring_cases c JOIN users u ON u.id = c.user_id
         LEFT JOIN str_reports r ON r.case_id = c.id WHERE c.uuid = $1`,
    [uuid],
  );
  return rows[0] ?? null;
}

export interface AlertRow {
  case_id: bigint;
  uuid: string;
  code: string;
  name: string;
  indicator: string;
  version: number;
  severity: string;
  action: string;
  subject: string;
  evidence: Record<string, unknown>;
  transaction: string | null;
  transactions: string[];
  created_at: Date;
}

export async function alertsOfCases(q: Queryable, caseIds: bigint[]): Promise<AlertRow[]> {
  const { rows } = await q.query<AlertRow>(
    `SELECT a.case_id, a.uuid::text AS uuid, r.code, r.name, r.indicator, v.version, a.severity, a.action,
       a.subject, a.evidence, (SELECT t.uuid::text FROM transactions t WHERE t.id = a.transaction_id) AS transaction,
       ARRAY(SELECT t.uuid::text FROM monitoring_alert_transactions x JOIN transactions t ON t.id = x.transaction_id
             WHERE x.alert_id = a.id ORDER BY t.id) AS transactions, a.created_at
     FROM monitoring_alerts a JOIN monitoring_rules r ON r.id = a.rule_id
     JOIN monitoring_rule_versions v ON v.id = a.rule_version_id
     WHERE a.case_id = ANY($1::bigint[]) ORDER BY a.id`,
    [caseIds.map(String)],
  );
  return rows;
}

export interface CaseTransactionRow {
  case_id: bigint;
  id: bigint;
  uuid: string;
  reference: string;
  direction: 'debit' | 'credit';
  rail: string;
  status: string;
  currency: string;
  amount_minor: bigint;
  narration: string | null;
  counterparty_name: string | null;
  counterparty_account: string | null;
  counterparty_bank: string | null;
  entry_id: bigint | null;
  account_id: bigint;
  created_at: Date;
}

/** Every transaction of the cases' alerts, once each, oldest first. */
export async function transactionsOfCases(q: Queryable, caseIds: bigint[]): Promise<CaseTransactionRow[]> {
  const { rows } = await q.query<CaseTransactionRow>(
    `SELECT DISTINCT a.case_id, t.id, t.uuid::text AS uuid, t.reference, t.direction, t.rail, t.status, t.currency,
       t.amount_minor, t.narration, t.counterparty_name, t.counterparty_account, t.counterparty_bank, t.entry_id,
       t.account_id, t.created_at
     FROM monitoring_alerts a JOIN monitoring_alert_transactions x ON x.alert_id = a.id
     JOIN transactions t ON t.id = x.transaction_id
     WHERE a.case_id = ANY($1::bigint[]) ORDER BY t.created_at, t.id`,
    [caseIds.map(String)],
  );
  return rows;
}

export interface CaseHoldRow {
  case_id: bigint;
  uuid: string;
  kind: 'payment' | 'onboarding';
  status: 'held' | 'released' | 'rejected';
  transaction: string | null;
  alert: string;
  decided_by: string | null;
  decided_by_email: string | null;
  decided_at: Date | null;
  note: string | null;
  /** A payment's release asked for by a first officer, waiting for a second (migration 052). */
  release_requested_by_email: string | null;
  release_requested_at: Date | null;
  release_note: string | null;
  created_at: Date;
  customer: string;
  case_uuid: string;
}

const HOLD_COLUMNS = `h.case_id, h.uuid::text AS uuid, h.kind, h.status,
  (SELECT t.uuid::text FROM transactions t WHERE t.id = h.transaction_id) AS transaction,
  a.uuid::text AS alert, (SELECT s.uuid::text FROM staff s WHERE s.id = h.decided_by) AS decided_by,
  (SELECT s.email FROM staff s WHERE s.id = h.decided_by) AS decided_by_email,
  h.decided_at, h.note, h.created_at, u.uuid::text AS customer, c.uuid::text AS case_uuid,
  (SELECT s.email FROM staff s WHERE s.id = h.release_requested_by) AS release_requested_by_email,
  h.release_requested_at, h.release_note`;

export async function holdsOfCases(q: Queryable, caseIds: bigint[]): Promise<CaseHoldRow[]> {
  const { rows } = await q.query<CaseHoldRow>(
    `SELECT ${HOLD_COLUMNS} FROM monitoring_holds h JOIN monitoring_alerts a ON a.id = h.alert_id
     JOIN users u ON u.id = h.user_id JOIN monitoring_cases c ON c.id = h.case_id
     WHERE h.case_id = ANY($1::bigint[]) ORDER BY h.id`,
    [caseIds.map(String)],
  );
  return rows;
}

/** A hold as the holds desk lists it: the case's customer, the rule that held, and the payment held. */
export interface HoldRow extends CaseHoldRow {
  customer_name: string | null;
  rule_code: string;
  rule_name: string;
  reference: string | null;
  rail: string | null;
  currency: string | null;
  amount_minor: bigint | null;
  fee_minor: bigint | null;
  counterparty_name: string | null;
  counterparty_account: string | null;
  counterparty_bank: string | null;
  payment_status: string | null;
}

export async function listHolds(q: Queryable, status: string | null, uuid?: string): Promise<HoldRow[]> {
  const { rows } = await q.query<HoldRow>(
    `SELECT ${HOLD_COLUMNS},
       coalesce(u.business_name, nullif(concat_ws(' ', u.firstname, u.lastname), '')) AS customer_name,
       r.code AS rule_code, r.name AS rule_name, t.reference, t.rail, t.currency, t.amount_minor, t.fee_minor,
       t.counterparty_name, t.counterparty_account, t.counterparty_bank, t.status AS payment_status
     FROM monitoring_holds h JOIN monitoring_alerts a ON a.id = h.alert_id
     JOIN monitoring_rules r ON r.id = a.rule_id
     JOIN users u ON u.id = h.user_id JOIN monitoring_cases c ON c.id = h.case_id
     LEFT JOIN transactions t ON t.id = h.transaction_id
     WHERE ($1::text IS NULL OR h.status = $1) AND ($2::uuid IS NULL OR h.uuid = $2::uuid)
     ORDER BY h.created_at ${status === 'held' ? '' : 'DESC'} LIMIT 500`,
    [status, uuid ?? null],
  );
  return rows;
}

/** The suspicious transaction reports filed, newest first, with their case and customer. */
export async function listReports(q: Queryable, limit: number) {
  const { rows } = await q.query<{
    uuid: string;
    case_uuid: string;
    customer_uuid: string;
    customer_name: string | null;
    sha256: string;
    created_by: string;
    created_at: Date;
    reason: string | null;
    transaction_count: number;
  }>(
    `SELECT r.uuid::text AS uuid, c.uuid::text AS case_uuid, u.uuid::text AS customer_uuid,
       coalesce(u.business_name, nullif(concat_ws(' ', u.firstname, u.lastname), '')) AS customer_name,
       r.sha256, s.email AS created_by, r.created_at, c.note AS reason,
       (SELECT count(DISTINCT x.transaction_id)::int FROM monitoring_alerts a
          JOIN monitoring_alert_transactions x ON x.alert_id = a.id WHERE a.case_id = c.id) AS transaction_count
     FROM str_reports r JOIN monitoring_cases c ON c.id = r.case_id JOIN users u ON u.id = c.user_id
     JOIN staff s ON s.id = r.created_by
     ORDER BY r.created_at DESC, r.id DESC LIMIT $1`,
    [limit],
  );
  return rows;
}

export async function closeCase(
  q: Queryable,
  id: bigint,
  status: 'cleared' | 'escalated',
  staffId: bigint,
  note: string,
) {
  await q.query(
    `UPDATE monitoring_cases SET status = $2, closed_at = now(), closed_by = $3, note = $4 WHERE id = $1`,
    [String(id), status, String(staffId), note],
  );
}

// ——— What a suspicious transaction report names ———

/** A report's customer (goAML's person or entity), with the account the case names and the owner's freeze. */
export interface PartyRow extends StrCustomer {
  user_id: bigint;
  frozen: boolean;
  account_id: bigint;
  account_number: string;
  account_name: string | null;
  account_opened: Date;
}

/** Customers and their accounts, by account id (the case's transactions' accounts and their counterparts). */
export async function partiesByAccount(q: Queryable, accountIds: bigint[]): Promise<PartyRow[]> {
  const { rows } = await q.query<PartyRow>(
    `SELECT u.id AS user_id, u.uuid::text AS uuid, u.type, u.firstname, u.middlename, u.lastname, u.business_name,
       u.registration_number, to_char(u.dob, 'YYYY-MM-DD') AS dob, u.phone, u.email, u.address, u.city, u.state,
       u.created_at, u.frozen_at IS NOT NULL AS frozen, a.id AS account_id, a.account_number,
       a.account_name, a.created_at AS account_opened
     FROM accounts a JOIN users u ON u.id = a.user_id WHERE a.id = ANY($1::bigint[])`,
    [accountIds.map(String)],
  );
  return rows;
}

/** The other customer's account of Owo-to-Owo transfers (the same entry's other history row). */
export async function counterpartAccounts(
  q: Queryable,
  ids: bigint[],
): Promise<Array<{ id: bigint; account_id: bigint }>> {
  const { rows } = await q.query<{ id: bigint; account_id: bigint }>(
    `SELECT t.id, o.account_id FROM transactions t
     JOIN transactions o ON o.entry_id = t.entry_id AND o.id <> t.id AND o.rail = 'owo'
     WHERE t.id = ANY($1::bigint[]) AND t.rail = 'owo'`,
    [ids.map(String)],
  );
  return rows;
}

export async function insertReport(
  q: Queryable,
  r: { caseId: bigint; xml: string; sha256: string; staffId: bigint },
): Promise<string> {
  const { rows } = await q.query<{ uuid: string }>(
    `INSERT INTO str_reports (case_id, xml, sha256, created_by) VALUES ($1, $2, $3, $4) RETURNING uuid::text AS uuid`,
    [String(r.caseId), r.xml, r.sha256, String(r.staffId)],
  );
  return rows[0]!.uuid;
}

export async function findReportXml(q: Queryable, caseUuid: string): Promise<string | null> {
  const { rows } = await q.query<{ xml: string }>(
    `SELECT r.xml FROM str_reports r JOIN monitoring_cases c ON c.id = r.case_id WHERE c.uuid = $1`,
    [caseUuid],
  );
  return rows[0]?.xml ?? null;
}

export async function staffEmail(q: Queryable, staffId: bigint): Promise<string> {
  const { rows } = await q.query<{ email: string }>('SELECT email FROM staff WHERE id = $1', [
    String(staffId),
  ]);
  return rows[0]?.email ?? 'compliance@owo.ng';
}
