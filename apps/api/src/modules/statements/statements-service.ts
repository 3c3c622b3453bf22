import { createHash, randomBytes } from 'node:crypto';
import { PassThrough, type Readable, type Writable } from 'node:stream';
import { setImmediate as yieldToEventLoop } from 'node:timers/promises';
import { lagosStamp } from '@owo/contract/lagos-time';
import { toMajorString } from '@owo/contract/money';
import type { PublicStatement, StatementQuery } from '@owo/contract/statements';
import { statementMessages } from '@owo/contract/statements';
import { stringify } from 'csv-stringify';
import type { Deps } from '#app-types';
import { csvAmount, csvText } from '#lib/csv.ts';
import { AppError, notFound } from '#lib/errors.ts';
import { type AccountRow, findOwnAccount } from '#records/accounts-repository.ts';
import { maskAccount } from '#records/transaction-description.ts';
import { displayName } from '#records/user-view.ts';
import { findUserById } from '#records/users-repository.ts';
import { type StatementHeader, type StatementLine, toLine } from './statement-lines.ts';
import { StatementPdf } from './statement-pdf.ts';
import {
  completeStatement,
  findIssuedStatement,
  insertStatement,
  type StatementTotals,
  statementLines,
  statementTotals,
} from './statements-repository.ts';

/** Lines read per keyset page; drawn in slices, yielding to the event loop between them. */
const PAGE_LINES = 2_000;
const SLICE_LINES = 200;

export interface StatementStream {
  stream: Readable;
  contentType: string;
  filename: string;
}

/** Resolves once `out` can take more (or is gone); false when the reader went away. */
async function drained(out: Writable): Promise<boolean> {
  if (out.destroyed) return false;
  if (!out.writableNeedDrain) return true;
  await new Promise<void>((resolve) => {
    const done = () => {
      out.off('drain', done);
      out.off('close', done);
      resolve();
    };
    out.on('drain', done);
    out.on('close', done);
  });
  return !out.destroyed;
}

/**
 * Reads the period's lines in keyset pages of PAGE_LINES and hands each, with its running balance, to
 * `emit`. Before each slice it waits until the output has room, so memory stays bounded by one page
 * whatever the statement's length, and it yields to the event loop so other requests keep being served.
 */
async function eachLine(
  deps: Deps,
  account: AccountRow,
  q: StatementQuery,
  totals: StatementTotals,
  out: Writable,
  emit: (line: StatementLine) => void,
): Promise<{ balance: bigint; count: number } | null> {
  let balance = totals.openingMinor;
  let count = 0;
  let afterId = 0n;
  for (;;) {
    const rows = await statementLines(deps.db, {
      accountId: account.id,
      userId: account.user_id,
      from: q.from,
      to: q.to,
      afterId,
      maxId: totals.maxPostingId,
      limit: PAGE_LINES,
    });
    for (let i = 0; i < rows.length; i += SLICE_LINES) {
      if (!(await drained(out))) return null;
      for (const row of rows.slice(i, i + SLICE_LINES)) {
        const next = toLine(row, balance);
        balance = next.balance;
        count += 1;
        emit(next.line);
      }
      await yieldToEventLoop();
    }
    if (rows.length < PAGE_LINES) return { balance, count };
    afterId = rows[rows.length - 1]!.id;
  }
}

const closingOf = (t: StatementTotals) => t.openingMinor + t.creditsMinor - t.debitsMinor;

function assertAddsUp(totals: StatementTotals, got: { balance: bigint; count: number }) {
  if (got.balance !== closingOf(totals) || got.count !== totals.lineCount) {
    throw new Error(
      `statement lines do not add up: ${got.count} lines to ${got.balance}, expected ${totals.lineCount} to ${closingOf(totals)}`,
    );
  }
}

async function openStatement(deps: Deps, userId: bigint, accountUuid: string, q: StatementQuery) {
  const account = await findOwnAccount(deps.db, userId, accountUuid);
  if (!account?.account_number) throw notFound();
  const totals = await statementTotals(deps.db, account.id, q.from, q.to);
  return { account, totals };
}

const filename = (a: AccountRow, q: StatementQuery) =>
  `owo-statement-${a.account_number}-${q.from}-${q.to}.${q.format}`;

/** A statement line as a CSV record: the description (a sender's narration) and reference are text cells. */
const csvLine = (l: StatementLine): StatementLine => ({
  date: csvText(l.date),
  description: csvText(l.description),
  reference: csvText(l.reference),
  debit: l.debit && csvAmount(l.debit),
  credit: l.credit && csvAmount(l.credit),
  balance: csvAmount(l.balance),
});

/** A CSV statement (RFC 4180, UTF-8 with BOM, CRLF): an opening row, every line, a closing row with totals. */
export async function csvStatement(deps: Deps, userId: bigint, accountUuid: string, q: StatementQuery) {
  const { account, totals } = await openStatement(deps, userId, accountUuid, q);
  const csv = stringify({
    bom: true,
    header: true,
    record_delimiter: 'windows',
    columns: ['date', 'description', 'reference', 'debit', 'credit', 'balance'],
  });
  csv.write(
    csvLine({
      date: q.from,
      description: 'Opening balance',
      reference: '',
      debit: '',
      credit: '',
      balance: toMajorString(totals.openingMinor),
    }),
  );
  void (async () => {
    const got = await eachLine(deps, account, q, totals, csv, (line) => csv.write(csvLine(line)));
    if (!got) return;
    assertAddsUp(totals, got);
    csv.end(
      csvLine({
        date: q.to,
        description: 'Closing balance (totals out and in)',
        reference: '',
        debit: toMajorString(totals.debitsMinor),
        credit: toMajorString(totals.creditsMinor),
        balance: toMajorString(got.balance),
      }),
    );
  })().catch((err: unknown) => csv.destroy(err as Error));
  return { stream: csv, contentType: 'text/csv; charset=utf-8', filename: filename(account, q) };
}

/**
 * A PDF statement, recorded under a fresh verify code: the SHA-256 of the bytes is taken as they stream
 * out and stored, with the closing balance and line count, when the document ends.
 */
export async function pdfStatement(
  deps: Deps,
  userId: bigint,
  accountUuid: string,
  q: StatementQuery,
  origin: string,
): Promise<StatementStream> {
  const { account, totals } = await openStatement(deps, userId, accountUuid, q);
  const user = await findUserById(deps.db, userId);
  const code = randomBytes(16).toString('hex');
  const statementId = await insertStatement(deps.db, {
    code,
    accountId: account.id,
    userId,
    from: q.from,
    to: q.to,
    openingMinor: totals.openingMinor,
  });
  const header: StatementHeader = {
    brand: deps.config.brandName,
    bankName: account.bank_name,
    customerName: (user && displayName(user)) || account.account_name,
    accountName: account.account_name,
    accountNumber: account.account_number,
    currency: account.currency.trim(),
    from: q.from,
    to: q.to,
    generatedAt: lagosStamp(new Date()),
    code,
    // Owo's public address (PUBLIC_URL, else the request's origin), never a default of localhost.
    verifyUrl: `${origin.replace(/\/+$/, '')}/s/${code}`,
    openingMinor: totals.openingMinor,
    creditsMinor: totals.creditsMinor,
    debitsMinor: totals.debitsMinor,
    closingMinor: closingOf(totals),
    lineCount: totals.lineCount,
  };
  const pdf = await StatementPdf.open(header, totals.lineCount + 2);
  const out = new PassThrough({ highWaterMark: 256 * 1024 });
  const hash = createHash('sha256');
  pdf.doc.on('data', (chunk: Buffer) => {
    hash.update(chunk);
    out.write(chunk);
  });
  pdf.doc.on('end', () => {
    const sha256 = hash.digest('hex');
    completeStatement(deps.db, statementId, {
      closingMinor: header.closingMinor,
      lineCount: totals.lineCount,
      sha256,
    })
      .then(() => out.end())
      .catch((err: unknown) => out.destroy(err as Error));
  });
  const balanceRow = (description: string, date: string, minor: bigint) => ({
    date,
    description,
    reference: '',
    debit: '',
    credit: '',
    balance: toMajorString(minor),
  });
  void (async () => {
    pdf.addRow(balanceRow('Opening balance', q.from, totals.openingMinor), true);
    const got = await eachLine(deps, account, q, totals, out, (line) => pdf.addRow(line));
    if (!got) return;
    assertAddsUp(totals, got);
    pdf.addRow(balanceRow('Closing balance', q.to, got.balance), true);
    pdf.end();
  })().catch((err: unknown) => out.destroy(err as Error));
  return { stream: out, contentType: 'application/pdf', filename: filename(account, q) };
}

/**
 * What /s/{code} shows: enough to tell a forged copy, nothing more (no name, no full number, and never a balance:
 * the file's SHA-256 tells a changed copy whatever figure was changed).
 */
export async function publicStatement(deps: Deps, code: string): Promise<PublicStatement> {
  const s = /^[0-9a-f]{32}$/.test(code) ? await findIssuedStatement(deps.db, code) : null;
  if (!s) throw new AppError('not_found', statementMessages.notFound);
  return {
    code: s.code,
    account: maskAccount(s.account_number) ?? '',
    bank_name: s.bank_name,
    currency: s.currency.trim(),
    from: s.period_from,
    to: s.period_to,
    lines: s.line_count,
    sha256: s.sha256,
    issued_at: s.completed_at.toISOString(),
  };
}
