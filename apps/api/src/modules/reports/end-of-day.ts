import { toMajor } from '@owo/contract/money';
import type { LedgerCheck, TrialBalance } from '@owo/contract/reports';
import type { Deps } from '#app-types';
import type { Queryable } from '#db/db.ts';
import { booksOpenDay, dayBefore, lagosToday } from '#db/lagos-day.ts';
import { verifyLedger } from '#ledger/verify.ts';
import { AppError } from '#lib/errors.ts';
import {
  accountBalanceAt,
  claimDay,
  classBalancesAt,
  computeTrialBalance,
  findDay,
  findLedgerAccount,
  insertLedgerCheck,
  insertTrialLines,
  keptTrialBalance,
  type LedgerCheckRow,
  listLedgerChecks,
  type TrialLine,
} from './end-of-day-repository.ts';

// The end of the day (decision 023): each closed Lagos day's trial balance and a ledger check, kept; balances
// as at any moment, from the ledger.

/** Per currency, the day's debits equal its credits and the closing balances sum to zero. */
function totalsOf(lines: TrialLine[]) {
  const by = new Map<string, { debits: bigint; credits: bigint; closing: bigint }>();
  for (const l of lines) {
    const t = by.get(l.currency) ?? { debits: 0n, credits: 0n, closing: 0n };
    by.set(l.currency, {
      debits: t.debits + l.debits_minor,
      credits: t.credits + l.credits_minor,
      closing: t.closing + l.closing_minor,
    });
  }
  const totals = [...by].map(([currency, t]) => ({ currency, ...t }));
  return { totals, balanced: totals.every((t) => t.debits === t.credits && t.closing === 0n) };
}

function trialBalanceView(date: string, lines: TrialLine[], closedAt: Date | null): TrialBalance {
  const { totals, balanced } = totalsOf(lines);
  return {
    date,
    closed: closedAt !== null,
    closed_at: closedAt ? closedAt.toISOString() : null,
    balanced,
    lines: lines.map((l) => ({
      class: l.class,
      currency: l.currency,
      opening: toMajor(l.opening_minor),
      total_debits: toMajor(l.debits_minor),
      total_credits: toMajor(l.credits_minor),
      closing: toMajor(l.closing_minor),
    })),
    totals: totals.map((t) => ({
      currency: t.currency,
      total_debits: toMajor(t.debits),
      total_credits: toMajor(t.credits),
      closing: toMajor(t.closing),
    })),
  };
}

/**
 * Closes a past Lagos day once: keeps its trial balance and, when the worker closes it (just after the day),
 * runs and keeps a ledger check with it. Returns false when the day was closed already (by any process).
 */
export async function closeDay(q: Queryable, date: string, opts: { check: boolean }): Promise<boolean> {
  const lines = await computeTrialBalance(q, date);
  if (!(await claimDay(q, date, totalsOf(lines).balanced))) return false;
  await insertTrialLines(q, date, lines);
  if (opts.check) await insertLedgerCheck(q, await verifyLedger(q), { date, staffId: null });
  return true;
}

/** The worker's task: closes yesterday once the grace after Lagos midnight has passed. */
export async function closeBooks(deps: Deps): Promise<number> {
  if (!deps.config.closeBooks) return 0;
  const yesterday = dayBefore(await booksOpenDay(deps.db));
  if (await findDay(deps.db, yesterday)) return 0;
  return (await deps.db.tx((q) => closeDay(q, yesterday, { check: true }))) ? 1 : 0;
}

/**
 * A day's trial balance: kept once the day is closed. A day whose books are over but not closed yet (before the
 * worker ran, or before Owo kept them) is closed now; when it is the day the worker would close, with its ledger
 * check (a check run today would not be an older day's). Today's, and yesterday's in the grace after midnight,
 * are computed and not kept (provisional). A day after today is refused.
 */
export async function trialBalanceOf(deps: Pick<Deps, 'db'>, date?: string): Promise<TrialBalance> {
  const today = await lagosToday(deps.db);
  const day = date ?? today;
  if (day > today)
    throw new AppError('invalid', 'That day has not come yet.', { date: 'That day has not come yet.' });
  const open = await booksOpenDay(deps.db);
  if (day >= open) return trialBalanceView(day, await computeTrialBalance(deps.db, day), null);
  if (!(await findDay(deps.db, day)))
    await deps.db.tx((q) => closeDay(q, day, { check: day === dayBefore(open) }));
  const kept = await findDay(deps.db, day);
  return trialBalanceView(day, await keptTrialBalance(deps.db, day), kept!.closed_at);
}

/** Every account class's balance at the end of a Lagos day, at a moment, or now; and one account's, if asked. */
export async function balancesAsAt(
  deps: Pick<Deps, 'db'>,
  opts: { date?: string | undefined; at?: string | undefined; account?: string | undefined },
) {
  const at = opts.at
    ? new Date(opts.at)
    : opts.date
      ? new Date(new Date(`${opts.date}T00:00:00+01:00`).getTime() + 86_400_000)
      : new Date();
  const lines = await classBalancesAt(deps.db, at);
  let account = null;
  if (opts.account) {
    const a = await findLedgerAccount(deps.db, opts.account);
    if (!a) throw new AppError('not_found', 'No such account.', { account: 'No such account.' });
    const balance = await accountBalanceAt(deps.db, a.id, at);
    account = {
      id: a.uuid,
      class: a.class,
      code: a.code,
      account_number: a.account_number,
      currency: a.currency,
      balance: toMajor(balance),
    };
  }
  return {
    at: at.toISOString(),
    lines: lines.map((l) => ({ class: l.class, currency: l.currency, balance: toMajor(l.balance_minor) })),
    account,
  };
}

export const ledgerCheckView = (r: LedgerCheckRow): LedgerCheck => ({
  id: r.uuid,
  date: r.value_date,
  ok: r.ok,
  problems: r.problems,
  counts:
    r.entries === null
      ? null
      : { entries: Number(r.entries), postings: Number(r.postings), accounts: Number(r.accounts) },
  seconds: Number(r.seconds),
  checked_at: r.checked_at.toISOString(),
});

/** Runs the ledger check now and keeps its result (`record` writes the caller's audit entry beside it). */
export async function runLedgerCheck(
  deps: Pick<Deps, 'db'>,
  staffId: bigint | null,
  record?: (q: Queryable, check: LedgerCheck) => Promise<void>,
): Promise<LedgerCheck> {
  return deps.db.tx(async (q) => {
    const check = ledgerCheckView(await insertLedgerCheck(q, await verifyLedger(q), { date: null, staffId }));
    await record?.(q, check);
    return check;
  });
}

/** The newest ledger check kept (the dashboard's), or null before the first. */
export async function lastLedgerCheck(q: Queryable): Promise<LedgerCheck | null> {
  const [last] = await listLedgerChecks(q, 1);
  return last ? ledgerCheckView(last) : null;
}

export async function ledgerChecks(deps: Pick<Deps, 'db'>): Promise<LedgerCheck[]> {
  return (await listLedgerChecks(deps.db, 60)).map(ledgerCheckView);
}
