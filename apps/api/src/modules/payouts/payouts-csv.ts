import { PAYOUT_COLUMNS, PAYOUT_MAX_ROWS, type PayoutRow, payoutMessages } from '@owo/contract/payouts';
import { parse } from 'csv-parse/sync';
import { stringify } from 'csv-stringify/sync';
import { csvAmount, csvText } from '#lib/csv.ts';
import { AppError } from '#lib/errors.ts';

/** One line of an uploaded file, as typed. `rowNo` 1 is the first line under the header. */
export interface UploadedRow {
  rowNo: number;
  bank: string;
  accountNumber: string;
  amount: string;
  narration: string;
}

// Header names people use for each column (lower case, spaces and dashes as underscores).
const ALIASES: Record<(typeof PAYOUT_COLUMNS)[number], string[]> = {
  bank: ['bank', 'bank_code', 'bank_name', 'bankcode', 'bankname'],
  account_number: ['account_number', 'account', 'account_no', 'accountnumber', 'nuban'],
  amount: ['amount', 'amount_ngn', 'amount_naira'],
  narration: ['narration', 'description', 'note', 'remark'],
};

const normalise = (h: string) =>
  h
    .replace(/^\uFEFF/, '')
    .trim()
    .toLowerCase()
    .replace(/[\s-]+/g, '_');

/**
 * Parses the file text into rows: a header naming the four columns (in any order), then one transfer a line.
 * Blank lines are skipped; a file with no rows, more than PAYOUT_MAX_ROWS, or that is not CSV is a 400.
 */
export function parsePayoutCsv(text: string): UploadedRow[] {
  let records: string[][];
  try {
    records = parse(text, {
      bom: true,
      skip_empty_lines: true,
      relax_column_count: true,
      trim: true,
    }) as string[][];
  } catch {
    throw new AppError('invalid', payoutMessages.unreadable, { csv: payoutMessages.unreadable });
  }
  const [header, ...lines] = records.filter((r) => r.some((cell) => cell !== ''));
  if (!header) throw new AppError('invalid', payoutMessages.noRows, { csv: payoutMessages.noRows });
  const names = header.map(normalise);
  const index = Object.fromEntries(
    PAYOUT_COLUMNS.map((c) => [c, names.findIndex((n) => ALIASES[c].includes(n))]),
  ) as Record<(typeof PAYOUT_COLUMNS)[number], number>;
  if (index.bank < 0 || index.account_number < 0 || index.amount < 0) {
    throw new AppError('invalid', payoutMessages.columns, { csv: payoutMessages.columns });
  }
  if (lines.length === 0)
    throw new AppError('invalid', payoutMessages.noRows, { csv: payoutMessages.noRows });
  if (lines.length > PAYOUT_MAX_ROWS) {
    throw new AppError('invalid', payoutMessages.tooManyRows, { csv: payoutMessages.tooManyRows });
  }
  const cell = (line: string[], i: number) => (i < 0 ? '' : (line[i] ?? '')).slice(0, 200);
  return lines.map((line, i) => ({
    rowNo: i + 1,
    bank: cell(line, index.bank),
    accountNumber: cell(line, index.account_number),
    amount: cell(line, index.amount),
    narration: cell(line, index.narration),
  }));
}

/** The downloadable template: the header and two example rows (sandbox-valid account numbers). */
export function templateCsv(): string {
  return stringify([
    [...PAYOUT_COLUMNS],
    ['058', '0123456785', '2500', 'March salary'],
    ['Access Bank', '0690000032', '10000.50', 'Supplier invoice 114'],
  ]);
}

/** The result file: every row with what happened to it. */
export function resultCsv(rows: PayoutRow[]): string {
  return stringify([
    [
      'row',
      'bank',
      'account_number',
      'account_name',
      'amount',
      'fee',
      'narration',
      'status',
      'reason',
      'reference',
    ],
    ...rows.map((r) => [
      r.row,
      csvText(r.bank_name ?? r.bank),
      csvText(r.account_number),
      csvText(r.account_name ?? ''),
      r.amount === null ? csvText(r.amount_input) : csvAmount(r.amount.toFixed(2)),
      r.fee === null ? '' : csvAmount(r.fee.toFixed(2)),
      csvText(r.narration),
      r.status,
      csvText(r.reason ?? ''),
      csvText(r.reference ?? ''),
    ]),
  ]);
}
