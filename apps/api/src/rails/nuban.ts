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

/** A random NUBAN-valid account number at the given bank (random, so numbers cannot be enumerated). */
export function newNuban(bankCode: string = OWO_BANK.code): string {
  const serial = String(randomInt(100_000_000, 1_000_000_000));
  return `${serial}${nubanCheckDigit(bankCode, serial)}`;
}
