import { createHash } from 'node:crypto';
import { toMajorString } from '@owo/contract/money';
import type { Deps } from '#app-types';
import type { Queryable } from '#db/db.ts';
import { AppError } from '#lib/errors.ts';
import {
  checkAgainstSchema,
  DEFAULT_GOAML_SCHEMA,
  type StrCustomer,
  type StrTransaction,
  strXml,
} from '#modules/reports/goaml.ts';
import { audit } from '#modules/staff/audit.ts';
import {
  alertsOfCases,
  type CaseRow,
  closeCase as closeCaseRow,
  counterpartAccounts,
  findCase,
  findReportXml,
  holdsOfCases,
  insertReport,
  listCases,
  listReports,
  type PartyRow,
  partiesByAccount,
  staffEmail,
  transactionsOfCases,
} from './cases-repository.ts';
import { caseHoldView } from './holds-service.ts';

const iso = (d: Date | null) => (d ? d.toISOString() : null);

export const caseNotFound = () => new AppError('not_found', 'Case not found');

/** Cases as compliance reads them: customer, alerts with rule and evidence, transactions, holds, report. */
export async function caseViews(q: Queryable, cases: CaseRow[]) {
  const ids = cases.map((c) => c.id);
  // One after the other: `q` may be a transaction, which runs one statement at a time.
  const alerts = ids.length === 0 ? [] : await alertsOfCases(q, ids);
  const transactions = ids.length === 0 ? [] : await transactionsOfCases(q, ids);
  const holds = ids.length === 0 ? [] : await holdsOfCases(q, ids);
  return cases.map((c) => ({
    uuid: c.uuid,
    status: c.status,
    customer: {
      uuid: c.customer_uuid,
      name: c.customer_name,
      type: c.customer_type,
      phone: c.customer_phone,
    },
    opened_at: c.opened_at.toISOString(),
    closed_at: iso(c.closed_at),
    closed_by: c.closed_by,
    note: c.note,
    alerts: alerts
      .filter((a) => a.case_id === c.id)
      .map((a) => ({
        uuid: a.uuid,
        rule: { code: a.code, name: a.name, version: a.version, indicator: a.indicator },
        severity: a.severity as 'low' | 'medium' | 'high' | 'critical',
        action: a.action as 'alert' | 'hold',
        subject: a.subject as 'transaction' | 'onboarding',
        evidence: a.evidence,
        transaction: a.transaction,
        transactions: a.transactions,
        created_at: a.created_at.toISOString(),
      })),
    transactions: transactions
      .filter((t) => t.case_id === c.id)
      .map((t) => ({
        uuid: t.uuid,
        reference: t.reference,
        direction: t.direction,
        rail: t.rail,
        status: t.status,
        currency: t.currency.trim(),
        amount: toMajorString(t.amount_minor),
        counterparty_name: t.counterparty_name,
        counterparty_account: t.counterparty_account,
        counterparty_bank: t.counterparty_bank,
        created_at: t.created_at.toISOString(),
      })),
    holds: holds.filter((h) => h.case_id === c.id).map(caseHoldView),
    report: c.report_uuid ? { uuid: c.report_uuid, created_at: c.report_at!.toISOString() } : null,
  }));
}

export async function findCases(
  deps: Deps,
  staffId: bigint,
  f: { customer?: string; status?: string; limit: number },
) {
  return deps.db.tx(async (q) => {
    const views = await caseViews(q, await listCases(q, f));
    // Reading cases is reading about their customers (names, phones, evidence, counterparties): every list is
    // recorded, with the customers it showed, whether or not it was filtered to one.
    await audit(q, {
      staffId,
      action: 'monitoring.cases.viewed',
      subjectType: f.customer ? 'customer' : null,
      subjectId: f.customer ?? null,
      detail: {
        cases: views.length,
        status: f.status ?? null,
        customers: [...new Set(views.map((v) => v.customer.uuid))],
      },
    });
    return views;
  });
}

export async function findOneCase(deps: Deps, staffId: bigint, uuid: string) {
  return deps.db.tx(async (q) => {
    const c = await findCase(q, uuid);
    if (!c) throw caseNotFound();
    await audit(q, { staffId, action: 'monitoring.case.viewed', subjectType: 'case', subjectId: uuid });
    return (await caseViews(q, [c]))[0]!;
  });
}

const toCustomer = (p: PartyRow): StrCustomer => ({ ...p, uuid: p.uuid });
const toAccount = (p: PartyRow) => ({
  number: p.account_number,
  name: p.account_name ?? p.business_name ?? [p.firstname, p.lastname].filter(Boolean).join(' '),
  opened: p.account_opened,
  frozen: p.frozen,
});

/** The report of an escalated case, from its transactions and their parties, checked against the schema. */
async function buildReport(deps: Deps, q: Queryable, c: CaseRow, staffId: bigint, reason: string) {
  const txs = await transactionsOfCases(q, [c.id]);
  if (txs.length === 0) {
    throw new AppError(
      'unprocessable',
      'A suspicious transaction report names transactions; this case has none (an onboarding match): report it in goAML as an activity report',
    );
  }
  const others = await counterpartAccounts(
    q,
    txs.map((t) => t.id),
  );
  const parties = await partiesByAccount(q, [
    ...txs.map((t) => t.account_id),
    ...others.map((o) => o.account_id),
  ]);
  const party = (accountId: bigint) => parties.find((p) => p.account_id === accountId)!;
  const alerts = await alertsOfCases(q, [c.id]);
  const customer = party(txs[0]!.account_id);
  const transactions: StrTransaction[] = txs.map((t) => {
    const other = others.find((o) => o.id === t.id);
    const me = party(t.account_id);
    return {
      ...t,
      account: toAccount(me),
      other: other
        ? { customer: toCustomer(party(other.account_id)), account: toAccount(party(other.account_id)) }
        : null,
    };
  });
  const email = await staffEmail(q, staffId);
  const xml = await strXml({
    rentityId: deps.config.goamlRentityId,
    caseUuid: c.uuid,
    submittedAt: new Date(),
    reportingPerson: { firstName: 'Compliance', lastName: 'Officer', email },
    reason,
    action: 'Alerts reviewed by compliance; transactions and evidence kept in case ' + c.uuid,
    indicators: [...new Set(alerts.map((a) => a.indicator))],
    customer: toCustomer(customer),
    transactions,
  });
  const problems = await checkAgainstSchema(xml, deps.config.goamlSchemaPath ?? DEFAULT_GOAML_SCHEMA);
  if (problems.length > 0) {
    throw new Error(
      `the STR of case ${c.uuid} does not validate against the goAML schema: ${problems.join('; ')}`,
    );
  }
  return xml;
}

/**
 * Closes a case: cleared (nothing suspicious), or escalated to a suspicious transaction report, made from the
 * case and kept. A case with a hold not yet decided stays open: the held money waits for a decision first.
 */
export async function closeCase(
  deps: Deps,
  staffId: bigint,
  uuid: string,
  body: { resolution: 'cleared' | 'escalated'; note: string },
) {
  return deps.db.tx(async (q) => {
    const c = await findCase(q, uuid, true);
    if (!c) throw caseNotFound();
    if (c.status !== 'open') throw new AppError('conflict', 'This case is already closed');
    const holds = await holdsOfCases(q, [c.id]);
    if (holds.some((h) => h.status === 'held')) {
      throw new AppError('unprocessable', 'Decide the held payments and onboarding of this case first');
    }
    let reportUuid: string | null = null;
    if (body.resolution === 'escalated') {
      const xml = await buildReport(deps, q, c, staffId, body.note);
      const sha256 = createHash('sha256').update(xml).digest('hex');
      reportUuid = await insertReport(q, { caseId: c.id, xml, sha256, staffId });
    }
    await closeCaseRow(q, c.id, body.resolution, staffId, body.note);
    await audit(q, {
      staffId,
      action: body.resolution === 'escalated' ? 'monitoring.case.escalated' : 'monitoring.case.cleared',
      subjectType: 'customer',
      subjectId: c.customer_uuid,
      detail: { case: c.uuid, note: body.note, report: reportUuid },
    });
    return (await caseViews(q, [(await findCase(q, uuid))!]))[0]!;
  });
}

/** An escalated case's kept goAML report, for the officer downloading it (on the record); not found: none. */
/** The suspicious transaction reports filed, newest first. */
export const strReportsFiled = (deps: Deps, limit: number) => listReports(deps.db, limit);

export async function strReportOf(deps: Deps, staffId: bigint, caseUuid: string): Promise<string> {
  const xml = await findReportXml(deps.db, caseUuid);
  if (!xml) throw caseNotFound();
  await audit(deps.db, {
    staffId,
    action: 'reports.str.downloaded',
    subjectType: 'case',
    subjectId: caseUuid,
  });
  return xml;
}
