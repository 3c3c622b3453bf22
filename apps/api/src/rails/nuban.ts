import { randomInt } from 'node:crypto';

import { nubanCheckDigit } from '@owo/contract/nuban';

// The NUBAN check digit lives in the contract (the web proposes banks by it); re-exported for the API.
export { isValidNuban, nubanCheckDigit } from '@owo/contract/nuban';

/** Owo's own microfinance bank code and name, as they appear in the bank list. */
export const OWO_BANK = { name: 'Owo MFB', code: '090999' } as const;

/** A random NUBAN-valid account number at the given bank (random, so numbers cannot be enumerated). */
export function newNuban(bankCode: string = OWO_BANK.code): string {
  const serial = String(randomInt(100_000_000, 1_000_000_000));
  return `${serial}${nubanCheckDigit(bankCode, serial)}`;
}
