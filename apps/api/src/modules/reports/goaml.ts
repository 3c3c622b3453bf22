import { readFileSync } from 'node:fs';
import path from 'node:path';
import { lagosIsoLocal } from '@owo/contract/lagos-time';
import { toMajorString } from '@owo/contract/minor';
import { OWO_BANK } from '@owo/contract/nuban';
import { nationalPhone } from '@owo/contract/phone-format';
import type { XMLBuilder } from 'xmlbuilder2/lib/interfaces.js';
import { validateXML } from 'xmllint-wasm';
import { xmlBuilder } from '#lib/lazy-modules.ts';

// A suspicious transaction report in goAML's XML (decision 024): the report node, the reporting entity and
// person, the reason and indicators, and each transaction with its two sides, the customer's side as
// "my client". Amounts in naira with two decimals. Owo's lookup codes are below; the schema in
// goaml/goaml.xsd lists them, and GOAML_SCHEMA_PATH points the check at the FIU's own schema instead.

/** The repo's schema (beside this file, and beside the bundle in dist/: apps/api/scripts/build.mjs copies it). */
export const DEFAULT_GOAML_SCHEMA = path.join(import.meta.dirname, 'goaml', 'goaml.xsd');

export const OWO_INSTITUTION = { ...OWO_BANK, branch: 'Head office, Lagos' } as const;

/** goAML conduction (transmode) codes by Owo rail. */
const TRANSMODE: Record<string, string> = {
  owo: 'MTR',
  nip: 'EFT',
  inflow: 'EFT',
  enaira: 'ENA',
  usd_wire: 'WIR',
  momo: 'MMO',
  bills: 'BIL',
  card: 'CRD',
};
/** Electronic funds (no cash passes through a wallet). */
const FUNDS = 'E';

export interface StrCustomer {
  uuid: string;
  type: 'personal' | 'business';
  firstname: string | null;
  middlename: string | null;
  lastname: string | null;
  business_name: string | null;
  registration_number: string | null;
  dob: string | null;
  phone: string;
  email: string;
  address: string | null;
  city: string | null;
  state: string | null;
  created_at: Date;
}

export interface StrAccount {
  number: string;
  name: string;
  opened: Date;
  frozen: boolean;
}

export interface StrTransaction {
  uuid: string;
  reference: string;
  direction: 'debit' | 'credit';
  rail: string;
  status: string;
  amount_minor: bigint;
  narration: string | null;
  created_at: Date;
  account: StrAccount;
  counterparty_name: string | null;
  counterparty_account: string | null;
  counterparty_bank: string | null;
  /** The other side when it is an Owo customer too (an Owo-to-Owo transfer). */
  other: { customer: StrCustomer; account: StrAccount } | null;
}

export interface StrInput {
  rentityId: number;
  caseUuid: string;
  submittedAt: Date;
  reportingPerson: { firstName: string; lastName: string; email: string };
  reason: string;
  action: string;
  indicators: string[];
  customer: StrCustomer;
  transactions: StrTransaction[];
}

// goAML dates carry no zone: they are Nigeria's local time (WAT), as every other surface states a time, so a
// transaction falls on the same calendar day in the report as on its receipt and in the CTR.
const isoSeconds = (d: Date) => lagosIsoLocal(d);

function person(parent: XMLBuilder, c: StrCustomer) {
  parent.ele('first_name').txt(c.firstname ?? c.business_name ?? 'Unknown');
  if (c.middlename) parent.ele('middle_name').txt(c.middlename);
  parent.ele('last_name').txt(c.lastname ?? c.business_name ?? 'Unknown');
  parent.ele('birthdate').txt(`${c.dob ?? '1900-01-01'}T00:00:00`);
  parent.ele('nationality1').txt('NG');
  parent.ele('residence').txt('NG');
  const phone = parent.ele('phones').ele('phone');
  phone.ele('tph_contact_type').txt('M');
  phone.ele('tph_communication_type').txt('M');
  phone.ele('tph_country_prefix').txt('234');
  phone.ele('tph_number').txt(nationalPhone(c.phone));
  const address = parent.ele('addresses').ele('address');
  address.ele('address_type').txt('H');
  address.ele('address').txt(c.address ?? 'Not given');
  address.ele('city').txt(c.city ?? 'Not given');
  address.ele('country_code').txt('NG');
  if (c.state) address.ele('state').txt(c.state);
  parent.ele('email').txt(c.email);
}

function myAccount(parent: XMLBuilder, customer: StrCustomer, account: StrAccount) {
  parent.ele('institution_name').txt(OWO_INSTITUTION.name);
  parent.ele('institution_code').txt(OWO_INSTITUTION.code);
  parent.ele('non_bank_institution').txt('true');
  parent.ele('branch').txt(OWO_INSTITUTION.branch);
  parent.ele('account').txt(account.number);
  parent.ele('currency_code').txt('NGN');
  parent.ele('account_name').txt(account.name);
  parent.ele('client_number').txt(customer.uuid);
  parent.ele('personal_account_type').txt(customer.type === 'business' ? 'B' : 'P');
  if (customer.type === 'business') {
    const entity = parent.ele('t_entity');
    entity.ele('name').txt(customer.business_name ?? account.name);
    if (customer.registration_number) entity.ele('incorporation_number').txt(customer.registration_number);
    entity.ele('email').txt(customer.email);
    entity.ele('incorporation_country_code').txt('NG');
  }
  const signatory = parent.ele('signatory');
  signatory.ele('is_primary').txt('true');
  person(signatory.ele('t_person'), customer);
  signatory.ele('role').txt(customer.type === 'business' ? 'Director' : 'Account holder');
  parent.ele('opened').txt(isoSeconds(account.opened));
  parent.ele('status_code').txt(account.frozen ? 'F' : 'A');
}

/** The side that is not the customer's: another Owo customer, or what the rail told us of a bank account. */
function otherSide(tx: XMLBuilder, side: 'from' | 'to', t: StrTransaction) {
  if (t.other) {
    const node = tx.ele(`t_${side}_my_client`);
    node.ele(`${side}_funds_code`).txt(FUNDS);
    myAccount(node.ele(`${side}_account`), t.other.customer, t.other.account);
    node.ele(`${side}_country`).txt('NG');
    return;
  }
  const node = tx.ele(`t_${side}`);
  node.ele(`${side}_funds_code`).txt(FUNDS);
  const account = node.ele(`${side}_account`);
  if (t.counterparty_bank) account.ele('institution_name').txt(t.counterparty_bank);
  account.ele('account').txt(t.counterparty_account ?? 'Not given by the sending bank');
  if (t.counterparty_name) account.ele('account_name').txt(t.counterparty_name);
  node.ele(`${side}_country`).txt(t.rail === 'usd_wire' ? 'US' : t.rail === 'momo' ? 'GH' : 'NG');
}

function transaction(report: XMLBuilder, customer: StrCustomer, t: StrTransaction) {
  const tx = report.ele('transaction');
  tx.ele('transactionnumber').txt(t.reference);
  tx.ele('internal_ref_number').txt(t.uuid);
  tx.ele('transaction_location').txt('Owo app (online)');
  if (t.narration) tx.ele('transaction_description').txt(t.narration);
  tx.ele('date_transaction').txt(isoSeconds(t.created_at));
  tx.ele('transmode_code').txt(TRANSMODE[t.rail] ?? 'EFT');
  tx.ele('transmode_comment').txt(`${t.rail}, ${t.status}`);
  tx.ele('amount_local').txt(toMajorString(t.amount_minor));
  if (t.direction === 'debit') {
    const from = tx.ele('t_from_my_client');
    from.ele('from_funds_code').txt(FUNDS);
    myAccount(from.ele('from_account'), customer, t.account);
    from.ele('from_country').txt('NG');
    otherSide(tx, 'to', t);
  } else {
    otherSide(tx, 'from', t);
    const to = tx.ele('t_to_my_client');
    to.ele('to_funds_code').txt(FUNDS);
    myAccount(to.ele('to_account'), customer, t.account);
    to.ele('to_country').txt('NG');
  }
}

/** The report's XML. */
export async function strXml(s: StrInput): Promise<string> {
  const { create } = await xmlBuilder();
  const report = create({ version: '1.0', encoding: 'UTF-8' }).ele('report');
  report.ele('rentity_id').txt(String(s.rentityId));
  report.ele('rentity_branch').txt(OWO_INSTITUTION.branch);
  report.ele('submission_code').txt('E');
  report.ele('report_code').txt('STR');
  report.ele('entity_reference').txt(s.caseUuid);
  report.ele('submission_date').txt(isoSeconds(s.submittedAt));
  report.ele('currency_code_local').txt('NGN');
  const who = report.ele('reporting_person');
  who.ele('first_name').txt(s.reportingPerson.firstName);
  who.ele('last_name').txt(s.reportingPerson.lastName);
  who.ele('email').txt(s.reportingPerson.email);
  report.ele('reason').txt(s.reason.slice(0, 4000));
  report.ele('action').txt(s.action.slice(0, 4000));
  for (const t of s.transactions) transaction(report, s.customer, t);
  const indicators = report.ele('report_indicators');
  for (const i of s.indicators) indicators.ele('indicator').txt(i);
  return report.end({ prettyPrint: true });
}

/** Checks a report against the schema at `schemaPath`; the list of problems (empty when valid). */
export async function checkAgainstSchema(xml: string, schemaPath: string): Promise<string[]> {
  const result = await validateXML({
    xml: [{ fileName: 'report.xml', contents: xml }],
    schema: [{ fileName: 'goaml.xsd', contents: readFileSync(schemaPath, 'utf8') }],
  });
  return result.valid ? [] : result.errors.map((e) => e.rawMessage);
}
