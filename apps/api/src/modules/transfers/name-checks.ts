import { errors } from '@owo/contract/messages';
import type { Deps } from '#app-types';
import type { Config } from '#config';
import { assert } from '#lib/assert.ts';
import { AppError } from '#lib/errors.ts';
import { tierNumberOf } from '#money';
import { findUserById, type UserRow } from '#records/users-repository.ts';
import { takeNameChecks } from './name-checks-repository.ts';

// The one home of the name-check budget (docs/decisions/013-name-check-budgets.md): every path that asks a
// rail or the ledger for the name behind an account, alias, wallet or biller number first takes the check
// from the customer's budget here, so name enquiry cannot be farmed into a directory through any of them.
// The budget is per customer (the business, for a team member acting for it) and Lagos day; a name the
// customer looked up in the last 24 hours is free. Counted in the database, under the customer's lock.

/** What a name check is about, as the budget counts it: the same name always gives the same key. */
export const nameKey = {
  bank: (bankCode: string, accountNumber: string) => `bank:${bankCode}:${accountNumber}`,
  enaira: (alias: string) => `enaira:${alias.toLowerCase()}`,
  momo: (number: string) => `momo:${number}`,
  biller: (billerCode: string, customerId: string) => `biller:${billerCode}:${customerId}`,
};

/** How many new names a customer may check a day: by KYC tier, or the business budget when verified. */
export function nameCheckBudget(
  config: Pick<Config, 'nameChecksPerDay'>,
  user: Pick<UserRow, 'type' | 'kyc_status'>,
) {
  const budgets = config.nameChecksPerDay;
  if (user.type === 'business' && user.kyc_status === 'verified') return budgets.business;
  return budgets[`tier${tierNumberOf(user.kyc_status)}`];
}

/** Per key, whether the customer may look it up now; the ones allowed are counted (a batch: one call). */
export async function allowNameChecks(
  deps: Deps,
  userId: bigint,
  keys: readonly string[],
): Promise<boolean[]> {
  if (keys.length === 0) return [];
  const user = await findUserById(deps.db, userId);
  assert(user, 'a signed-in customer (or the business acted for) exists');
  return takeNameChecks(deps.db, userId, keys, nameCheckBudget(deps.config, user));
}

/** Takes one name check from the customer's budget, or answers 429 until the next Lagos day. */
export async function requireNameCheck(deps: Deps, userId: bigint, key: string): Promise<void> {
  const [allowed] = await allowNameChecks(deps, userId, [key]);
  if (!allowed) {
    throw new AppError('rate_limited', errors.nameCheckLimit, undefined, {
      'retry-after': String(secondsToLagosMidnight()),
    });
  }
}

/** Seconds until the next Lagos midnight, when the day's budget starts again (Lagos keeps UTC+1 all year). */
export function secondsToLagosMidnight(now = Date.now()): number {
  const DAY = 86_400_000;
  const LAGOS_OFFSET = 3_600_000;
  const lagosNow = now + LAGOS_OFFSET;
  return Math.max(1, Math.ceil((Math.floor(lagosNow / DAY + 1) * DAY - lagosNow) / 1000));
}
