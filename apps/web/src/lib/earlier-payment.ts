import type { SendOutcome } from '@owo/contract/transfers';
import { getSendOutcome } from '#lib/api/send-outcome';

/** What the customer calls the payment a screen makes. */
export type PaymentNoun = 'transfer' | 'bill payment' | 'card funding' | 'payment';

const EARLIER: Record<SendOutcome | 'unknown', (noun: PaymentNoun) => string> = {
  paid: (noun) => `Your earlier ${noun} went through.`,
  pending: (noun) => `Your earlier ${noun} is on its way.`,
  refused: (noun) => `Your earlier ${noun} was refused, and the money is back in your account.`,
  unknown: (noun) => `Your earlier ${noun} reached us. Check your transactions to see what became of it.`,
};

/**
 * A key conflict (isKeyConflict): the customer changed the details after a lost answer, and the earlier
 * payment made with the key had already moved money, so this one was not made. Says what became of the
 * earlier one (asked by the key; told as certain but unknown when the question fails) and that paying now
 * makes a new payment, which the screen sends with a new key.
 */
export async function earlierPaymentText(spentKey: string, noun: PaymentNoun): Promise<string> {
  let outcome: SendOutcome | 'unknown' = 'unknown';
  try {
    outcome = (await getSendOutcome(spentKey)).outcome;
  } catch {
    // The conflict already proves the earlier payment moved money; only what became of it is unknown.
  }
  return `${EARLIER[outcome](noun)} This one was not made: enter your PIN to make it as a new ${noun}.`;
}
