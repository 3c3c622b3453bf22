import { errors, messages } from '@owo/contract/messages';
import { toMajor } from '@owo/contract/money';
import type { Bank, MomoIssuer } from '@owo/contract/transfers';
import type { Deps } from '#app-types';
import { AppError, invalid } from '#lib/errors.ts';
import { rateLimit } from '#lib/rate-limit.ts';
import {
  allowanceOf,
  foreignPayout,
  ngnPayout,
  type Payout,
  quoteWithinCap,
  receiveView,
  sendingLimitsView,
} from '#money';
import { FORMER_ISSUER_NAMES } from '#rails/momo.ts';
import { OWO_BANK } from '#rails/nuban.ts';
import { findAccountByNumber } from '#records/accounts-repository.ts';
import { enairaFee, momoFee, nipFee, usdWireFee } from './fees.ts';
import { nameKey, requireNameCheck } from './name-checks.ts';

// Resolve and fee calls are rate limited per customer, so name enquiry cannot be used as a directory.
const LOOKUPS_PER_MINUTE = 60;

export const limitLookups = (deps: Deps, userId: bigint) =>
  rateLimit(deps.db, `lookup:${userId}`, LOOKUPS_PER_MINUTE, 60_000);

export async function currentRates(deps: Deps) {
  const r = await deps.rails.fx.rates();
  return { rates: { usd: toMajor(r.usd), ghs: toMajor(r.ghs) } };
}

/** What the customer may still send now and why (the money core's money_allowance): the amount screens read it. */
export async function getSendingLimits(deps: Deps, userId: bigint) {
  return sendingLimitsView(await allowanceOf(deps.db, deps.config, userId));
}

export async function momoIssuers(deps: Deps, currency: string): Promise<readonly MomoIssuer[]> {
  const issuers = await deps.rails.momo.issuers(currency);
  if (!issuers) throw new AppError('not_found', errors.noMomoIssuers);
  return issuers;
}

/** The wallet holder's name for an eNaira alias (a check from the customer's name-check budget), or 404. */
export async function requireEnairaName(deps: Deps, userId: bigint, alias: string): Promise<string> {
  await requireNameCheck(deps, userId, nameKey.enaira(alias));
  const name = await deps.rails.enaira.resolve(alias);
  if (!name) throw new AppError('not_found', errors.aliasNotFound, { alias: errors.aliasNotFound });
  return name;
}

export async function requireBank(deps: Deps, bankCode: string): Promise<Bank> {
  const bank = (await deps.rails.banks.banks()).find((b) => b.CBNBankCode === bankCode);
  if (!bank) throw invalid('bank_code', messages.bank);
  return bank;
}

/** Name enquiry, a check from the customer's name-check budget (429 past it), or 404 when there is no such account. */
export async function nameEnquiry(deps: Deps, userId: bigint, bankCode: string, accountNumber: string) {
  const bank = await requireBank(deps, bankCode);
  await requireNameCheck(deps, userId, nameKey.bank(bank.CBNBankCode, accountNumber));
  return accountHolder(deps, bank, accountNumber);
}

/**
 * The holder of an account whose name check the caller has already taken (a payout file's rows take theirs
 * together): Owo's own accounts from the ledger (the real customer), other banks through NIBSS; 404 if none.
 */
export async function accountHolder(deps: Deps, bank: Bank, accountNumber: string) {
  let name: string | null;
  if (bank.CBNBankCode === OWO_BANK.code) {
    const account = await findAccountByNumber(deps.db, accountNumber);
    name = account?.currency.trim() === 'NGN' ? account.account_name : null;
  } else {
    name = await deps.rails.banks.nameEnquiry(bank.CBNBankCode, accountNumber);
  }
  if (!name) {
    throw new AppError('not_found', errors.accountNotFound, { account_number: errors.accountNotFound });
  }
  return {
    account_name: name,
    account_number: accountNumber,
    bank_code: bank.CBNBankCode,
    bank_name: bank.BankName,
  };
}

/** The issuer the customer picked, by code or by name (the web's select holds the name), or 400. */
export async function requireIssuer(deps: Deps, currency: string, issuer: string): Promise<MomoIssuer> {
  const typed = issuer.trim().toLowerCase();
  const wanted = FORMER_ISSUER_NAMES[typed]?.toLowerCase() ?? typed;
  const found = (await momoIssuers(deps, currency)).find(
    (i) => i.code.toLowerCase() === wanted || i.name.toLowerCase() === wanted,
  );
  if (!found) throw invalid('issuer', messages.issuer);
  return found;
}

/** The registered name on a wallet (a check from the customer's name-check budget), or 404. */
export async function requireMomoWallet(
  deps: Deps,
  userId: bigint,
  number: string,
  issuerCode: string | null,
) {
  await requireNameCheck(deps, userId, nameKey.momo(number));
  const name = await deps.rails.momo.lookup(number, issuerCode);
  if (!name)
    throw new AppError('not_found', errors.momoNumberNotFound, { number: errors.momoNumberNotFound });
  return name;
}

export function feeView(amountMinor: bigint, feeMinor: bigint, payout: Payout) {
  return {
    fee: toMajor(feeMinor),
    amount: toMajor(amountMinor),
    total: toMajor(amountMinor + feeMinor),
    currency: 'NGN',
    receive: receiveView(payout),
  };
}

// Every quote holds the amount to the new-device cap first (issue 24 item 8): above what it leaves, the amount
// step is refused before the review and the PIN, and no name check is spent on it.

export async function enairaQuote(deps: Deps, userId: bigint, alias: string, amountMinor: bigint) {
  await quoteWithinCap(deps.db, deps.config, userId, amountMinor);
  await requireEnairaName(deps, userId, alias);
  return feeView(amountMinor, enairaFee(amountMinor), ngnPayout(amountMinor));
}

/** NGN: the NIP band (free to Owo MFB); USD: the wire fee, and what the recipient gets in dollars. */
export async function remittanceQuote(
  deps: Deps,
  userId: bigint,
  b: { currency: 'NGN' | 'USD'; amount: bigint; bank_name: string; bank_code?: string | undefined },
) {
  await quoteWithinCap(deps.db, deps.config, userId, b.amount);
  if (b.currency === 'USD') {
    return feeView(b.amount, usdWireFee(b.amount), await foreignPayout(deps, 'USD', b.amount));
  }
  const toOwo = b.bank_code === OWO_BANK.code || b.bank_name.toLowerCase() === OWO_BANK.name.toLowerCase();
  return feeView(b.amount, nipFee(b.amount, toOwo), ngnPayout(b.amount));
}

export async function momoQuote(deps: Deps, userId: bigint, number: string, amountMinor: bigint) {
  await quoteWithinCap(deps.db, deps.config, userId, amountMinor);
  await requireMomoWallet(deps, userId, number, null);
  return feeView(amountMinor, momoFee(amountMinor), await foreignPayout(deps, 'GHS', amountMinor));
}
