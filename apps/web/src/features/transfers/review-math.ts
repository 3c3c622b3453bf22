import { momoFee, nipFee, usdWireFee } from '@owo/contract/fees';
import { convertMinor, toMajor, toMinor } from '@owo/contract/money';
import { OWO_BANK } from '@owo/contract/nuban';
import type { TransferDraft } from './draft/transfer-draft';
import type { TransferRoute, TransferState } from './draft/transfer-reducer';

// Review arithmetic in integer minor units (the contract's money and fee modules), never in floats.

/** Owo MFB's bank code: a transfer to another Owo account is free. */
export const OWO_BANK_CODE = OWO_BANK.code;

function minorOf(value: string | number): bigint {
  return toMinor(value) ?? 0n;
}

/**
 * The fee this send will be charged, in kobo: the fee call's answer once there is one, else the same
 * rule the API applies (the contract's fee module), so the amount step can show it as the customer types.
 */
export function feeMinorFor(route: TransferRoute, draft: TransferDraft, amount = draft.amount): bigint {
  if (draft.fee !== null && amount === draft.amount) return minorOf(draft.fee);
  const amountMinor = minorOf(amount);
  if (route === 'momo') return momoFee(amountMinor);
  if (route === 'remittance') {
    if (draft.currency === 'usd') return usdWireFee(amountMinor);
    return nipFee(amountMinor, draft.bank_code === OWO_BANK_CODE);
  }
  return 0n;
}

/** Everything that leaves the account: amount plus fee, for every route. */
export function reviewTotal({ route, draft }: Pick<TransferState, 'route' | 'draft'>): number {
  return toMajor(minorOf(draft.amount) + feeMinorFor(route, draft));
}

/** Amount plus fee in kobo for an amount being typed (the balance check before the review). */
export function totalMinorFor(route: TransferRoute, draft: TransferDraft, amount: string): bigint {
  return minorOf(amount) + feeMinorFor(route, draft, amount);
}

/** What the recipient gets, amount ÷ rate rounded down to 2 decimals (as the API pays it: the contract's convertMinor). */
export function convertForRecipient(amount: string, ratePerUnit: number): number | null {
  const rate = minorOf(ratePerUnit);
  if (rate <= 0n) return null;
  return toMajor(convertMinor(minorOf(amount), rate));
}

/** The draft's amount (digits typed) as a number of naira for display. */
export function draftAmount(amount: string): number {
  return toMajor(minorOf(amount));
}

export function feeAmount(route: TransferRoute, draft: TransferDraft): number {
  return toMajor(feeMinorFor(route, draft));
}
