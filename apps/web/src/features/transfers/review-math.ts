import { convertMinor, toMajor, toMinor } from '@owo/contract/money';
import type { TransferState } from './draft/transfer-reducer';

// Review arithmetic in integer minor units (the contract's money module), never in floats.

function minorOf(value: string | number): bigint {
  return toMinor(value) ?? 0n;
}

/** Amount plus fee, except NGN remittance and USD reviews, which show the amount only. */
export function reviewTotal({ route, draft }: Pick<TransferState, 'route' | 'draft'>): number {
  const amount = minorOf(draft.amount);
  if (route === 'remittance') return toMajor(amount);
  return toMajor(amount + minorOf(draft.fee ?? 0));
}

/** What the recipient gets, amount ÷ rate, to 2 decimals. */
export function convertForRecipient(amount: string, ratePerUnit: number): number | null {
  const rate = minorOf(ratePerUnit);
  if (rate <= 0n) return null;
  return toMajor(convertMinor(minorOf(amount), rate));
}

/** The draft's amount (digits typed) as a number of naira for display. */
export function draftAmount(amount: string): number {
  return toMajor(minorOf(amount));
}
