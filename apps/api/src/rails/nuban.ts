import { randomInt } from 'node:crypto';

import { nubanCheckDigit, OWO_BANK } from '@owo/contract/nuban';

// The NUBAN check digit and Owo MFB's code and name live in the contract (the web proposes banks by the digit
// and knows a send to Owo is free by the code); re-exported for the API.
export { isValidNuban, nubanCheckDigit, OWO_BANK } from '@owo/contract/nuban';

/**
 * Owo MFB's serials, [from, to): customers' accounts from 100000000 up, payment links' below (their serial
 * starts with 0), so a link's number never meets a customer's and an inflow tells the two apart by its first
 * digit.
 */
export const OWO_SERIALS = {
  customer: [100_000_000, 1_000_000_000],
  paymentLink: [1, 100_000_000],
} as const satisfies Record<string, readonly [number, number]>;

/**
 * A random NUBAN-valid account number at the given bank, its serial drawn from `serials` (random, so one
 * number tells nothing about the others and they cannot be enumerated). The caller retries on a collision.
 */
export function newNuban(
  bankCode: string = OWO_BANK.code,
  [from, to]: readonly [number, number] = OWO_SERIALS.customer,
): string {
  const serial = String(randomInt(from, to)).padStart(9, '0');
  return `${serial}${nubanCheckDigit(bankCode, serial)}`;
}

/** Whether an Owo MFB number is in the payment links' range (a link's dedicated number, if any link has it). */
export const isPaymentLinkNumber = (accountNumber: string) =>
  Number(accountNumber.slice(0, 9)) < OWO_SERIALS.paymentLink[1];
