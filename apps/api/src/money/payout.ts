import { errors } from '@owo/contract/messages';
import { convertMinor, costMinor, toMajor } from '@owo/contract/money';
import { formatMinor } from '@owo/contract/money-format';
import type { Deps } from '#app-types';
import type { Queryable } from '#db/db.ts';
import { type Posting, systemAccount } from '#ledger/ledger.ts';
import { AppError } from '#lib/errors.ts';

/** What the recipient is paid: currency, amount in its minor units, and NGN kobo per unit (100 for NGN). */
export interface Payout {
  currency: string;
  amountMinor: bigint;
  rateMinor: bigint;
}

/** ₦1,234.50: how an amount reads in a refusal message (the one formatter; never below ₦0.00). */
export const naira = (minor: bigint) => formatMinor(minor < 0n ? 0n : minor);

/** A payout in naira: the recipient gets what the customer sends. */
export const ngnPayout = (amountMinor: bigint): Payout => ({
  currency: 'NGN',
  amountMinor,
  rateMinor: 100n,
});

/** The `receive` object of a reply: what the recipient gets, in major units, and the rate used. */
export const receiveView = (p: Payout) => ({
  amount: toMajor(p.amountMinor),
  currency: p.currency,
  rate: toMajor(p.rateMinor),
});

/**
 * amount ÷ rate in the foreign currency, rounded down (the contract's `convertMinor`: a conversion never
 * creates money); an amount worth less than one cent is refused with the smallest amount that is.
 */
export async function foreignPayout(
  deps: Deps,
  currency: 'USD' | 'GHS',
  amountMinor: bigint,
): Promise<Payout> {
  const rates = await deps.rails.fx.rates();
  const rateMinor = currency === 'USD' ? rates.usd : rates.ghs;
  const payoutMinor = convertMinor(amountMinor, rateMinor);
  if (payoutMinor <= 0n) {
    const message = errors.belowOneCent(naira(costMinor(1n, rateMinor)));
    throw new AppError('unprocessable', message, { amount: message });
  }
  return { currency, amountMinor: payoutMinor, rateMinor };
}

/** The ledger's account for what conversions leave over (under one cent's worth each); decision 016. */
export const FX_ROUNDING_ACCOUNT = 'fx:rounding:NGN';

/**
 * The postings of a conversion through the FX desk: naira `amountMinor` leaves `from`, the desk's naira side
 * takes what `payout` costs at its rate (rounded up) and its foreign side pays `payout` into `to`; the naira
 * left over goes to the FX rounding account, never back to the customer. Card funding and the settlement of
 * every foreign send post through this one function.
 */
export async function fxPostings(
  q: Queryable,
  c: { from: bigint; amountMinor: bigint; payout: Payout; to: bigint },
): Promise<Posting[]> {
  const { currency, amountMinor: payoutMinor, rateMinor } = c.payout;
  // A send priced before conversions rounded down can cost a fraction more than it took: the desk takes all.
  const cost = costMinor(payoutMinor, rateMinor);
  const deskMinor = cost < c.amountMinor ? cost : c.amountMinor;
  const postings: Posting[] = [
    { accountId: c.from, amountMinor: -c.amountMinor },
    { accountId: await systemAccount(q, 'fx:NGN', 'NGN'), amountMinor: deskMinor },
    { accountId: await systemAccount(q, `fx:${currency}`, currency), amountMinor: -payoutMinor },
    { accountId: c.to, amountMinor: payoutMinor },
  ];
  if (deskMinor < c.amountMinor) {
    const rounding = await systemAccount(q, FX_ROUNDING_ACCOUNT, 'NGN');
    postings.push({ accountId: rounding, amountMinor: c.amountMinor - deskMinor });
  }
  return postings;
}
