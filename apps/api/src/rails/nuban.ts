import { randomInt } from 'node:crypto';

// NUBAN (CBN, 2020 revision): 9-digit serial + check digit, computed over the 6-digit bank code
// (3-digit deposit-money-bank codes are prefixed with 000) followed by the serial.
const WEIGHTS = [3, 7, 3, 3, 7, 3, 3, 7, 3, 3, 7, 3, 3, 7, 3];

/** Owo's own microfinance bank code and name, as they appear in the bank list. */
export const OWO_BANK = { name: 'Owo MFB', code: '090999' } as const;

export function nubanCheckDigit(bankCode: string, serial: string): number {
  const digits = `${bankCode.padStart(6, '0')}${serial}`;
  const sum = [...digits].reduce((s, d, i) => s + Number(d) * WEIGHTS[i]!, 0);
  return (10 - (sum % 10)) % 10;
}

export function isValidNuban(bankCode: string, accountNumber: string): boolean {
  if (!/^\d{10}$/.test(accountNumber) || !/^\d{3,6}$/.test(bankCode)) return false;
  return nubanCheckDigit(bankCode, accountNumber.slice(0, 9)) === Number(accountNumber[9]);
}

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
