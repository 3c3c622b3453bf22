import { lagosStamp } from '@owo/contract/lagos-time';
import { toMajorString } from '@owo/contract/money';
import { formatMinor } from '@owo/contract/money-format';
import { describeMovement } from '#records/transaction-description.ts';
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

/** "1234567.80" → "1,234,567.80" (a decimal string in, the same digits grouped out; empty stays empty). */
export const groupDecimal = (s: string) =>
  s.replace(/^(-?)(\d+)/, (_m, sign: string, d: string) => sign + d.replace(/\B(?=(\d{3})+(?!\d))/g, ','));

/** "NGN 1,234,567.80": the one formatter, with the code (the PDF's fonts have no ₦). */
export const money = (minor: bigint, currency: string) => formatMinor(minor, currency, { style: 'code' });

/**
 * A line's description: its history row's one description (records/transaction-description.ts),
 * money printed with the code as the PDF's fonts need: "NGN 5,000.00 + NGN 10.75 fee · To Ada Obi · Guaranty
 * Trust Bank ******5678 - Rent". The debit column beside it holds the total; the amount and the fee come first,
 * so the PDF's column, which clips a long line, never cuts them. A line no row names (a reversal) says what
 * the ledger entry was.
 */
export function describe(r: StatementLineRow): string {
  if (r.reversed_reference) return `Reversal of ${r.reversed_reference} (money returned)`;
  if (!r.direction || !r.rail || !r.reference) return r.entry_kind;
  const d = describeMovement(
    {
      direction: r.direction === 'credit' ? 'credit' : 'debit',
      rail: r.rail,
      status: r.status ?? 'successful',
      currency: r.currency ?? 'NGN',
      amount_minor: r.row_amount_minor ?? (r.amount_minor < 0n ? -r.amount_minor : r.amount_minor),
      fee_minor: r.fee_minor ?? 0n,
      reference: r.reference,
      counterparty_name: r.counterparty_name,
      counterparty_account: r.counterparty_account,
      counterparty_bank: r.counterparty_bank,
      narration: r.narration,
      meta: r.meta ?? {},
      link: r.link ?? null,
    },
    { money: 'code' },
  );
  const who = d.subtitle ? `${d.title} · ${d.subtitle}` : d.title;
  const fee = r.fee_minor && r.fee_minor > 0n ? `${d.amount} + ${d.fee} fee · ` : '';
  // A link's or a deposit's narration only repeats the payer.
  const narration = d.narration && (d.kind === 'transfer' || d.kind === 'bill') ? ` - ${d.narration}` : '';
  return `${fee}${r.direction === 'credit' ? 'From' : 'To'} ${who}${narration}`;
}

/** Turns a ledger line into a printed row and the balance after it. */
export function toLine(r: StatementLineRow, balanceBefore: bigint): { line: StatementLine; balance: bigint } {
  const balance = balanceBefore + r.amount_minor;
  return {
    balance,
    line: {
      date: lagosStamp(r.posted_at),
      description: describe(r),
      reference: r.reference ?? r.reversed_reference ?? r.memo ?? '',
      debit: r.amount_minor < 0n ? toMajorString(-r.amount_minor) : '',
      credit: r.amount_minor > 0n ? toMajorString(r.amount_minor) : '',
      balance: toMajorString(balance),
    },
  };
}
