import type { SendingLimits } from '@owo/contract/allowance';
import { restrictionMessages } from '@owo/contract/messages';
import { toMajor } from '@owo/contract/money';
import type { Config } from '#config';
import type { Queryable } from '#db/db.ts';
import { assert } from '#lib/assert.ts';
import { AppError } from '#lib/errors.ts';
import { type AllowanceRow, callQuoteCheck, findAllowance } from './allowance-repository.ts';
import { refusalError, rulesOf } from './money-core.ts';

/** What the customer may still send now and why, as money_allowance answers it (kobo). */
export async function allowanceOf(q: Queryable, config: Config, userId: bigint): Promise<AllowanceRow> {
  const row = await findAllowance(q, userId, rulesOf(config));
  assert(row, 'money_allowance answers one row');
  return row;
}

const major = (minor: bigint | null) => (minor === null ? null : toMajor(minor));

/** GET /api/transfer/limits: the allowance in naira, for the amount screens and the limits page. */
export function sendingLimitsView(a: AllowanceRow): SendingLimits {
  return {
    can_send: toMajor(a.can_send),
    binding: a.binding,
    per_transfer: toMajor(a.per_transfer),
    daily: { limit: toMajor(a.daily), spent: toMajor(a.sent_today), left: toMajor(a.daily_left) },
    own:
      a.own === null && a.own_next_at === null
        ? null
        : {
            limit: major(a.own),
            left: major(a.own_left),
            next: a.own_next_at
              ? { limit: major(a.own_next), applies_at: a.own_next_at.toISOString() }
              : null,
          },
    new_device:
      a.cap_until && a.cap !== null && a.cap_left !== null
        ? { limit: toMajor(a.cap), left: toMajor(a.cap_left), until: a.cap_until.toISOString() }
        : null,
    restriction: a.restriction ? { type: a.restriction, message: restrictionMessages[a.restriction] } : null,
    frozen: a.frozen,
  };
}

/**
 * A fee quote's amount against the new-device cap (money_quote_check): above what the cap leaves, the amount
 * step is refused before the review and the PIN, with the message that names the cap (422, on `amount`).
 */
export async function quoteWithinCap(q: Queryable, config: Config, userId: bigint, amountMinor: bigint) {
  const check = await callQuoteCheck(q, userId, amountMinor, rulesOf(config));
  assert(check, 'money_quote_check answers one row');
  if (check.code === 'ok') return;
  const refusal = refusalError(check.code, check.detail);
  throw new AppError(refusal.code, refusal.message, { amount: refusal.message });
}
