// How money reads, on every surface of both sides: the API's alerts, notifications, receipts, statements and
// descriptions, and the web's screens. One formatter, over integer minor units, so no amount passes through a
// float and a Node build and a browser can never print the same kobo two ways. No zod here: the signed-in web
// frame imports it.

/** The marks `Intl.NumberFormat('en-NG', { style: 'currency' })` prints, kept as they were before it went. */
const SYMBOLS: Readonly<Record<string, string>> = {
  NGN: '₦',
  USD: 'US$',
  GHS: 'GHS\u00a0',
  EUR: '€',
  GBP: '£',
};

export interface MoneyFormat {
  /**
   * `code`: "NGN 5,010.75" instead of "₦5,010.75", for documents whose fonts have no ₦ (the PDF receipts,
   * statements and posters use the PDF's built-in fonts).
   */
  style?: 'symbol' | 'code';
}

const grouped = (digits: string) => digits.replace(/\B(?=(\d{3})+(?!\d))/g, ',');

/** Minor units (kobo, cents, pesewas) as a customer reads them: ₦5,010.75, -₦10.75, US$10.00, NGN 5,010.75. */
export function formatMinor(minor: bigint, currency = 'NGN', format: MoneyFormat = {}): string {
  const code = currency.trim().toUpperCase() || 'NGN';
  // Intl puts a no-break space after a mark made of letters, so a line break never parts it from the digits.
  const mark = format.style === 'code' ? `${code} ` : (SYMBOLS[code] ?? `${code}\u00a0`);
  const negative = minor < 0n;
  const abs = negative ? -minor : minor;
  const whole = grouped((abs / 100n).toString());
  const frac = (abs % 100n).toString().padStart(2, '0');
  return `${negative ? '-' : ''}${mark}${whole}.${frac}`;
}

/** A whole number with its thousands grouped, as a chart's money axis reads it: 12500 → "12,500". */
export function formatWhole(n: number): string {
  return `${n < 0 ? '-' : ''}${grouped(Math.round(Math.abs(n)).toString())}`;
}

/**
 * Major units as the API's replies carry them (a JSON number like 5010.75, or a decimal string like
 * "5010.75") into minor units, exactly for up to two decimals and rounded half away from zero beyond (a rate
 * product such as 13.335 on a review screen). Null for anything that is not a finite number.
 */
export function majorToMinor(amount: number | string): bigint | null {
  const text = typeof amount === 'number' ? (Number.isFinite(amount) ? toPlain(amount) : '') : amount.trim();
  const m = /^(-?)(\d+)(?:\.(\d*))?$/.exec(text);
  if (!m) return null;
  const digits = (m[3] ?? '').padEnd(3, '0');
  let minor = BigInt(m[2] as string) * 100n + BigInt(digits.slice(0, 2));
  if (Number(digits.charAt(2)) >= 5) minor += 1n;
  return m[1] === '-' ? -minor : minor;
}

/** A number as plain decimal digits (1e-7 → "0.0000001"), so that no exponent reaches the parser. */
function toPlain(n: number): string {
  const s = String(n);
  if (!/e/i.test(s)) return s;
  return n.toFixed(20).replace(/\.?0+$/, '');
}

/** Major units (the replies' numbers or decimal strings) through the same formatter; "" when not a number. */
export function formatMajor(amount: number | string, currency = 'NGN', format: MoneyFormat = {}): string {
  const minor = majorToMinor(amount);
  return minor === null ? '' : formatMinor(minor, currency, format);
}
