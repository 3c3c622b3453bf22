import { errors } from '@owo/contract/messages';
import { convertMinor, toMajor } from '@owo/contract/money';
import type { Deps } from '#app-types';
import { AppError } from '#lib/errors.ts';

/** What the recipient is paid: currency, amount in its minor units, and NGN kobo per unit (100 for NGN). */
export interface Payout {
  currency: string;
  amountMinor: bigint;
  rateMinor: bigint;
}

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

/** amount ÷ rate in the foreign currency; an amount too small to be worth a cent is refused. */
export async function foreignPayout(
  deps: Deps,
  currency: 'USD' | 'GHS',
  amountMinor: bigint,
): Promise<Payout> {
  const rates = await deps.rails.fx.rates();
  const rateMinor = currency === 'USD' ? rates.usd : rates.ghs;
  const payoutMinor = convertMinor(amountMinor, rateMinor);
  if (payoutMinor <= 0n)
    throw new AppError('unprocessable', errors.amountTooSmall, { amount: errors.amountTooSmall });
  return { currency, amountMinor: payoutMinor, rateMinor };
}
