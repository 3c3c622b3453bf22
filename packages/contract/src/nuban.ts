// NUBAN (CBN, 2020 revision): 9-digit serial + check digit, computed over the 6-digit bank code
// (3-digit deposit-money-bank codes are prefixed with 000) followed by the serial. One home for the API
// (name enquiry, payout rows, Owo's own numbers) and the web (which banks an account number can belong to).

/** Owo's own microfinance bank, as the bank list, the receipts and the FIU's reports name it. */
export const OWO_BANK = { name: 'Owo MFB', code: '090999' } as const;

const WEIGHTS = [3, 7, 3, 3, 7, 3, 3, 7, 3, 3, 7, 3, 3, 7, 3];

export function nubanCheckDigit(bankCode: string, serial: string): number {
  const digits = `${bankCode.padStart(6, '0')}${serial}`;
  const sum = [...digits].reduce((s, d, i) => s + Number(d) * WEIGHTS[i]!, 0);
  return (10 - (sum % 10)) % 10;
}

export function isValidNuban(bankCode: string, accountNumber: string): boolean {
  if (!/^\d{10}$/.test(accountNumber) || !/^\d{3,6}$/.test(bankCode)) return false;
  return nubanCheckDigit(bankCode, accountNumber.slice(0, 9)) === Number(accountNumber[9]);
}
