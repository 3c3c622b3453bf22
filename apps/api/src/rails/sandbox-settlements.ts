import { createHash } from 'node:crypto';
import type { ReconRail, SettlementFaultKind } from '@owo/contract/reconciliation';
import { stringify } from 'csv-stringify/sync';
import type { Queryable } from '#db/db.ts';
import {
  type FaultRow,
  faultsOf,
  insertFault,
  type PartnerRecord,
  partnerRecords,
} from './sandbox-settlements-repository.ts';
import { SETTLEMENT_FORMATS, type SettlementLine } from './settlement-formats.ts';

// The sandbox partners' settlement reports: what each did on a Lagos day, from its own records, in its own
// format (rails/settlement-formats.ts), with the faults it was told to make (POST /api/sandbox/settlement-faults).

/** The currency each partner reports in when a line carries none of its own (an unknown extra line). */
const RAIL_CURRENCY: Record<ReconRail, string> = {
  nip: 'NGN',
  usd: 'USD',
  momo: 'GHS',
  card: 'USD',
  bills: 'NGN',
};

/** NIBSS's charge to the sending bank per outward transfer, by amount band (the customer's fee is this plus VAT). */
function nibssChargeMinor(amountMinor: bigint): bigint {
  if (amountMinor <= 500_000n) return 1_000n;
  if (amountMinor <= 5_000_000n) return 2_500n;
  return 5_000n;
}

/** What each partner charges (or, the bills aggregator, pays Owo as commission: 1 %) for a line. */
function feeOf(rail: ReconRail, r: PartnerRecord): bigint {
  switch (rail) {
    case 'nip':
      return r.direction === 'out' ? nibssChargeMinor(r.amount_minor) : 0n;
    case 'usd':
      return r.destination?.delivery_type === 'ACH' ? 25n : 1_500n;
    case 'momo':
      return (r.amount_minor * 5n + 999n) / 1_000n;
    case 'bills':
      return r.amount_minor / 100n;
    case 'card':
      return 0n;
  }
}

const str = (v: unknown) => (v === null || v === undefined ? '' : String(v));

function counterpartyOf(rail: ReconRail, d: Record<string, unknown> | null): string | null {
  if (!d) return null;
  switch (rail) {
    case 'nip':
      return str(d.bank_code) || null;
    case 'usd':
      return str(d.bank_name) || null;
    case 'momo':
      return `${str(d.issuer)}:${str(d.number)}`;
    case 'bills':
      return `${str(d.biller)}:${str(d.customer_id)}`;
    case 'card':
      return str(d.last4) || null;
  }
}

function lineOf(rail: ReconRail, r: PartnerRecord): SettlementLine {
  return {
    sessionId: r.session_id,
    reference: r.reference,
    partnerId: rail === 'nip' ? r.session_id : `SBX-${rail.toUpperCase()}-${r.reference}`,
    currency: r.currency,
    amountMinor: r.amount_minor,
    feeMinor: feeOf(rail, r),
    direction: r.direction,
    status: r.status === 'paid' ? 'successful' : 'failed',
    valueDate: r.value_date,
    counterparty: counterpartyOf(rail, r.destination),
  };
}

const digits = (seed: string, n: number) =>
  (BigInt(`0x${createHash('sha256').update(seed).digest('hex').slice(0, 24)}`) % 10n ** BigInt(n))
    .toString()
    .padStart(n, '0');

/** A line the partner reports that Owo never sent: made from its reference, so every fetch shows the same. */
function unknownLine(rail: ReconRail, reference: string, date: string): SettlementLine {
  const sessionId = `999999${date.slice(2).replaceAll('-', '')}000000${digits(`session:${reference}`, 12)}`;
  return {
    sessionId: rail === 'nip' ? sessionId : null,
    reference,
    partnerId: rail === 'nip' ? sessionId : `SBX-${rail.toUpperCase()}-X-${digits(reference, 8)}`,
    currency: RAIL_CURRENCY[rail],
    amountMinor: 100_000n + BigInt(digits(`amount:${reference}`, 6)),
    feeMinor: 0n,
    direction: 'out',
    status: 'successful',
    valueDate: date,
    counterparty: null,
  };
}

/** The faults' effect on one line: left out, twice, another amount (one more major unit), the other status. */
function faulty(line: SettlementLine, kinds: ReadonlySet<SettlementFaultKind>): SettlementLine[] {
  if (kinds.has('missing')) return [];
  let out = line;
  if (kinds.has('amount_changed')) out = { ...out, amountMinor: out.amountMinor + 100n };
  if (kinds.has('status_changed'))
    out = { ...out, status: out.status === 'successful' ? 'failed' : 'successful' };
  return kinds.has('duplicated') ? [out, out] : [out];
}

function applyFaults(rail: ReconRail, date: string, lines: SettlementLine[], faults: FaultRow[]) {
  const byReference = new Map<string, Set<SettlementFaultKind>>();
  for (const f of faults) {
    if (f.kind === 'unknown_extra_line') continue;
    byReference.set(f.reference, (byReference.get(f.reference) ?? new Set()).add(f.kind));
  }
  const out = lines.flatMap((l) => {
    const kinds = byReference.get(l.reference);
    return kinds ? faulty(l, kinds) : [l];
  });
  for (const f of faults) {
    if (f.kind === 'unknown_extra_line' && f.day === date) out.push(unknownLine(rail, f.reference, date));
  }
  return out;
}

/** The partner's settlement report for a Lagos day, as the CSV it would send. */
export async function sandboxSettlementFile(q: Queryable, rail: ReconRail, date: string): Promise<string> {
  const records = await partnerRecords(q, rail, date);
  const lines = applyFaults(
    rail,
    date,
    records.map((r) => lineOf(rail, r)),
    await faultsOf(q, rail),
  );
  const format = SETTLEMENT_FORMATS[rail];
  return stringify([format.columns as string[], ...lines.map((l) => format.write(l))]);
}

/** Tells a partner to get one reference wrong in its reports from now on (POST /api/sandbox/settlement-faults). */
export const makeSettlementFault = (q: Queryable, fault: Parameters<typeof insertFault>[1]) =>
  insertFault(q, fault);
