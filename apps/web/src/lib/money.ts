const formatters = new Map<string, Intl.NumberFormat>();

/** Money as the customer reads it: `Intl.NumberFormat('en-NG', { style: 'currency' })`, e.g. ₦1,250.00. */
export function formatMoney(amount: number, currency = 'NGN'): string {
  const code = currency.toUpperCase();
  let formatter = formatters.get(code);
  if (!formatter) {
    formatter = new Intl.NumberFormat('en-NG', { style: 'currency', currency: code });
    formatters.set(code, formatter);
  }
  return formatter.format(amount);
}

/** Keeps only digits, at most `max` of them (account and mobile numbers: 10). */
export function digitsOnly(value: string, max?: number): string {
  const digits = value.replace(/\D/g, '');
  return max === undefined ? digits : digits.slice(0, max);
}

/**
 * A decimal string of major units from the API (insights, statements: "1234.56"), formatted like
 * formatMoney without passing through a float: Intl formats the digits of the string exactly.
 */
export function formatDecimal(amount: string, currency = 'NGN'): string {
  return formatMoney(amount as unknown as number, currency);
}
