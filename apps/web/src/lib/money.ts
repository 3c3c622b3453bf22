import { formatMajor } from '@owo/contract/money-format';

/**
 * Money as the customer reads it, e.g. ₦1,250.00: the contract's one formatter (the API prints its alerts,
 * receipts and statements with the same one), over the reply's major units without a float.
 */
export function formatMoney(amount: number | string, currency = 'NGN'): string {
  return formatMajor(amount, currency);
}

/** Keeps only digits, at most `max` of them (account and mobile numbers: 10). */
export function digitsOnly(value: string, max?: number): string {
  const digits = value.replace(/\D/g, '');
  return max === undefined ? digits : digits.slice(0, max);
}

/** A decimal string of major units from the API (insights, statements: "1234.56"), formatted like formatMoney. */
export function formatDecimal(amount: string, currency = 'NGN'): string {
  return formatMoney(amount, currency);
}
