import { nipFee } from '@owo/contract/fees';
import { MIN_NGN_TRANSFER_MINOR } from '@owo/contract/limits';
import { toMinor } from '@owo/contract/money';
import { payoutMessages } from '@owo/contract/payouts';
import type { Bank } from '@owo/contract/transfers';
import type { Deps } from '#app-types';
import { AppError } from '#lib/errors.ts';
import { allowNameChecks, nameKey } from '#modules/transfers/name-checks.ts';
import { accountHolder } from '#modules/transfers/quotes-service.ts';
import { isValidNuban, OWO_BANK } from '#rails/nuban.ts';
import type { UploadedRow } from './payouts-csv.ts';
import type { CheckedRow } from './payouts-repository.ts';

// Each row of a file is checked the way a single send is: the bank exists, the number passes the bank's
// NUBAN check digit, name enquiry finds the holder, the amount is at least ₦100. Duplicates (same account
// and amount as an earlier row) are flagged on the later rows. The name enquiries draw on the customer's
// name-check budget, taken for the whole file in one call: the rows past it are marked, the file is kept.

/** Name enquiries in flight at once for one file (a bank directory answers each in turn). */
const ENQUIRY_CONCURRENCY = 8;

/** The bank a row names, by CBN code or by name (case and spacing ignored). */
export function bankMatcher(banks: readonly Bank[]) {
  const byCode = new Map(banks.map((b) => [b.CBNBankCode, b]));
  const byName = new Map(banks.map((b) => [b.BankName.toLowerCase().replace(/\s+/g, ' '), b]));
  return (input: string): Bank | null => {
    const t = input.trim();
    return byCode.get(t) ?? byName.get(t.toLowerCase().replace(/\s+/g, ' ')) ?? null;
  };
}

type Verdict = Omit<CheckedRow, 'state' | 'problem'> & { problem: string | null };

/** A row's bank and account number when both pass their checks, so name enquiry may be asked about it. */
function enquirable(findBank: ReturnType<typeof bankMatcher>, r: UploadedRow): string | null {
  const bank = findBank(r.bank);
  const accountNumber = r.accountNumber.replace(/\s+/g, '');
  if (!bank || !/^\d{10}$/.test(accountNumber) || !isValidNuban(bank.CBNBankCode, accountNumber)) return null;
  return nameKey.bank(bank.CBNBankCode, accountNumber);
}

/** Every check of one row except duplicates, which need the whole batch; `checkable`: its name check was taken. */
async function checkOne(
  deps: Deps,
  findBank: ReturnType<typeof bankMatcher>,
  r: UploadedRow,
  checkable: boolean,
): Promise<Verdict> {
  const base: Verdict = {
    rowNo: r.rowNo,
    bankInput: r.bank,
    accountNumber: r.accountNumber.replace(/\s+/g, ''),
    amountInput: r.amount,
    narration: r.narration.trim().slice(0, 100),
    bankCode: null,
    bankName: null,
    accountName: null,
    amountMinor: null,
    feeMinor: null,
    problem: null,
  };
  const amount = toMinor(r.amount.replace(/^₦/, '').replaceAll(',', ''));
  if (amount !== null && amount > 0n) {
    base.amountMinor = amount;
    const toOwo = findBank(r.bank)?.CBNBankCode === OWO_BANK.code;
    base.feeMinor = nipFee(amount, toOwo);
  }
  const bank = findBank(r.bank);
  if (!bank) return { ...base, problem: payoutMessages.bank };
  base.bankCode = bank.CBNBankCode;
  base.bankName = bank.BankName;
  if (!/^\d{10}$/.test(base.accountNumber)) return { ...base, problem: payoutMessages.accountNumber };
  if (!isValidNuban(bank.CBNBankCode, base.accountNumber))
    return { ...base, problem: payoutMessages.checkDigit };
  if (!checkable) return { ...base, problem: payoutMessages.nameCheckLimit };
  try {
    base.accountName = (await accountHolder(deps, bank, base.accountNumber)).account_name;
  } catch (err) {
    if (!(err instanceof AppError) || err.statusCode !== 404) throw err;
    return { ...base, problem: payoutMessages.accountNotFound };
  }
  if (amount === null || amount <= 0n) return { ...base, problem: payoutMessages.amount };
  if (amount < MIN_NGN_TRANSFER_MINOR) return { ...base, problem: payoutMessages.minimum };
  if (r.narration.trim().length > 100) return { ...base, problem: payoutMessages.narration };
  return base;
}

/**
 * Checks `ownerId`'s rows with at most ENQUIRY_CONCURRENCY name enquiries at once, keeping their order. The
 * rows' name checks are taken from the owner's budget first, together, in file order.
 */
async function checkAll(deps: Deps, ownerId: bigint, rows: UploadedRow[]): Promise<Verdict[]> {
  const findBank = bankMatcher(await deps.rails.banks.banks());
  const keys = rows.map((r) => enquirable(findBank, r));
  const wanted = keys.filter((k): k is string => k !== null);
  const granted = await allowNameChecks(deps, ownerId, wanted);
  const allowed = new Set(wanted.filter((_, i) => granted[i]));
  const out: Verdict[] = new Array(rows.length);
  let next = 0;
  const worker = async () => {
    while (next < rows.length) {
      const i = next++;
      const key = keys[i];
      out[i] = await checkOne(deps, findBank, rows[i]!, key != null && allowed.has(key));
    }
  };
  await Promise.all(Array.from({ length: Math.min(ENQUIRY_CONCURRENCY, rows.length) }, worker));
  return out;
}

/** Flags every row that repeats an earlier row's account and amount; the rest keep their own verdict. */
export function flagDuplicates(rows: Verdict[]): CheckedRow[] {
  const first = new Map<string, number>();
  return rows.map((r) => {
    let problem = r.problem;
    if (!problem && r.bankCode && r.amountMinor !== null) {
      const key = `${r.bankCode}:${r.accountNumber}:${r.amountMinor}`;
      const earlier = first.get(key);
      if (earlier === undefined) first.set(key, r.rowNo);
      else problem = payoutMessages.duplicate(earlier);
    }
    return { ...r, problem, state: problem ? 'invalid' : 'valid' };
  });
}

/** The checked rows of a file `ownerId` uploaded. */
export async function checkRows(deps: Deps, ownerId: bigint, rows: UploadedRow[]): Promise<CheckedRow[]> {
  return flagDuplicates(await checkAll(deps, ownerId, rows));
}

/** A fixed row's own checks anew (the bank's name enquiry: slow, so asked before the batch is locked). */
export async function checkFixedRow(deps: Deps, ownerId: bigint, fixed: UploadedRow): Promise<CheckedRow> {
  const [checked] = await checkAll(deps, ownerId, [fixed]);
  return { ...checked!, state: 'valid' };
}

/** A batch's rows as they are now, with `checked` in its place: duplicates worked out over the whole batch. */
export function withFixedRow(rows: CheckedRow[], checked: CheckedRow): CheckedRow[] {
  return recheckDuplicates(rows.map((r) => (r.rowNo === checked.rowNo ? checked : r)));
}

const DUPLICATE_PREFIX = payoutMessages.duplicate(0).replace(/0$/, '');

/** Duplicates worked out again over `rows` (after a row was fixed or removed). */
export function recheckDuplicates(rows: CheckedRow[]): CheckedRow[] {
  return flagDuplicates(
    rows.map((r) => (r.problem?.startsWith(DUPLICATE_PREFIX) ? { ...r, problem: null } : r)),
  );
}
