// Minor units (kobo, cents, pesewas) as a decimal string of major units: "1234.50". Integers only, no float.
// Kept apart from money.ts (which carries zod) so public pages can format money without loading zod.

export function toMajorString(minor: bigint): string {
  const neg = minor < 0n;
  const abs = neg ? -minor : minor;
  const whole = abs / 100n;
  const frac = (abs % 100n).toString().padStart(2, '0');
  return `${neg ? '-' : ''}${whole}.${frac}`;
}
