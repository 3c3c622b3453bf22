import { toMajorString } from '@owo/contract/money';
import type { StatementLineRow } from './statements-repository.ts';

/** What the top of a statement says; every amount in minor units. */
export interface StatementHeader {
  brand: string;
  bankName: string;
  customerName: string;
  accountName: string;
  accountNumber: string;
  currency: string;
  from: string;
  to: string;
  generatedAt: string;
  code: string;
  verifyUrl: string;
  openingMinor: bigint;
  creditsMinor: bigint;
  debitsMinor: bigint;
  closingMinor: bigint;
  lineCount: number;
}

/** One statement row as both formats print it: amounts are exact decimal strings. */
export interface StatementLine {
  date: string;
  description: string;
  reference: string;
  debit: string;
  credit: string;
  balance: string;
}

/** 1234567.8 → "1,234,567.80": grouping added to the exact decimal string, never through a float. */
export function grouped(minor: bigint): string {
  const [whole = '0', frac = '00'] = toMajorString(minor).split('.');
  const neg = whole.startsWith('-');
  const digits = neg ? whole.slice(1) : whole;
  return `${neg ? '-' : ''}${digits.replace(/\B(?=(\d{3})+(?!\d))/g, ',')}.${frac}`;
}

/** "1234567.80" → "1,234,567.80" (a decimal string in, the same digits grouped out; empty stays empty). */
export const groupDecimal = (s: string) =>
  s.replace(/^(-?)(\d+)/, (_m, sign: string, d: string) => sign + d.replace(/\B(?=(\d{3})+(?!\d))/g, ','));

export const money = (minor: bigint, currency: string) => `${currency} ${grouped(minor)}`;

const RAIL_NAMES: Record<string, string> = {
  enaira: 'eNaira',
  nip: 'bank transfer',
  usd_wire: 'USD transfer',
  momo: 'mobile money',
  owo: 'Owo transfer',
  card: 'card',
  bills: 'bill payment',
};

/** A line's description from its history row, or from the ledger entry when no row names it. */
export function describe(r: StatementLineRow): string {
  if (r.reversed_reference) return `Reversal of ${r.reversed_reference} (money returned)`;
  const who = [r.counterparty_name, r.counterparty_bank].filter(Boolean).join(', ');
  if (r.direction === 'credit') {
    if (r.rail === 'card') return r.narration || 'Card funding';
    return r.narration || (who ? `Transfer from ${who}` : 'Money in');
  }
  if (r.direction === 'debit') {
    const rail = RAIL_NAMES[r.rail ?? ''] ?? r.rail ?? 'transfer';
    const base = r.rail === 'card' ? 'Card funding' : who ? `To ${who}` : `Payment (${rail})`;
    // The debit includes the fee: say so first, before a long narration can be cut off.
    const fee = r.fee_minor && r.fee_minor > 0n ? ` (incl. fee ${grouped(r.fee_minor)})` : '';
    return `${base}${fee}${r.narration && r.rail !== 'card' ? ` - ${r.narration}` : ''}`;
  }
  return r.entry_kind;
}

/** Turns a ledger line into a printed row and the balance after it. */
export function toLine(r: StatementLineRow, balanceBefore: bigint): { line: StatementLine; balance: bigint } {
  const balance = balanceBefore + r.amount_minor;
  return {
    balance,
    line: {
      date: r.posted_at,
      description: describe(r),
      reference: r.reference ?? r.reversed_reference ?? r.memo ?? '',
      debit: r.amount_minor < 0n ? toMajorString(-r.amount_minor) : '',
      credit: r.amount_minor > 0n ? toMajorString(r.amount_minor) : '',
      balance: toMajorString(balance),
    },
  };
}
