// Minor units (kobo, cents, pesewas) to and from decimal strings of major units: "1234.50". Integers only, no
// float. Kept apart from money.ts (which carries zod) so public pages and the console read and format money
// without loading zod.

export type Minor = bigint;

/**
 * Whole units: plain digits, or grouped in thousands as people write them in Nigeria ("1,000,000"); a comma
 * anywhere else ("1,00", "1000,000", "1,5") is refused rather than guessed at. At most 13 digits.
 */
const DECIMAL = /^(\d{1,13}|\d{1,3}(?:,\d{3})+)(?:\.(\d{1,2}))?$/;
const MAX_WHOLE_DIGITS = 13;

/**
 * The one reading of an amount of major units with at most 2 decimals, for every form and every request:
 * "1234.5", "1,234.50", 1234.5 and "1234" are read; "1.234", "-1", "1e5" and "" are not (null).
 */
export function toMinor(value: string | number): Minor | null {
  const text = typeof value === 'number' ? (Number.isFinite(value) ? String(value) : '') : value.trim();
  const m = DECIMAL.exec(text);
  if (!m) return null;
  const digits = (m[1] as string).replaceAll(',', '');
  if (digits.length > MAX_WHOLE_DIGITS) return null;
  return BigInt(digits) * 100n + BigInt((m[2] ?? '').padEnd(2, '0'));
}

export function toMajorString(minor: bigint): string {
  const neg = minor < 0n;
  const abs = neg ? -minor : minor;
  const whole = abs / 100n;
  const frac = (abs % 100n).toString().padStart(2, '0');
  return `${neg ? '-' : ''}${whole}.${frac}`;
}
