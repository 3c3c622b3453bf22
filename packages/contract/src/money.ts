import { z } from 'zod';
import { messages } from './messages.ts';
import { toMajorString } from './minor.ts';

export { toMajorString };

// The one place decimal major units (naira, dollars, cedis) become integer minor units and back.
// Strings and integers only: no float arithmetic touches money.

export type Minor = bigint;
/** The largest amount accepted in one request: ₦10,000,000,000.00 (well inside bigint and JSON). */
export const MAX_AMOUNT_MINOR = 1_000_000_000_000n;

const DECIMAL = /^(\d{1,13})(?:\.(\d{1,2}))?$/;

/** "1,234.5" style input is not accepted; "1234.5", 1234.5 and "1234" are. Returns null when invalid. */
export function toMinor(value: string | number): Minor | null {
  const text = typeof value === 'number' ? (Number.isFinite(value) ? String(value) : '') : value.trim();
  const m = DECIMAL.exec(text);
  if (!m) return null;
  const whole = BigInt(m[1] as string);
  const frac = BigInt((m[2] ?? '').padEnd(2, '0'));
  return whole * 100n + frac;
}

/** Minor units to a JSON number of major units, built from the decimal string (exact for ≤ 2 decimals). */
export function toMajor(minor: Minor): number {
  return Number(toMajorString(minor));
}

/**
 * An amount of major units with at most 2 decimals, parsed into minor units, of at least `minimumMinor`: a
 * smaller one (0 included) is told `tooSmall`, one that does not read as an amount the format's message.
 */
export function amountAtLeast(minimumMinor: Minor, tooSmall: string) {
  return z.union([z.number(), z.string()], { error: messages.amount }).transform((v, ctx) => {
    if (v === '') {
      ctx.addIssue({ code: 'custom', message: messages.amount });
      return z.NEVER;
    }
    const minor = toMinor(v);
    if (minor === null || minor < 0n || minor > MAX_AMOUNT_MINOR) {
      ctx.addIssue({ code: 'custom', message: messages.amountFormat });
      return z.NEVER;
    }
    if (minor < minimumMinor) {
      ctx.addIssue({ code: 'custom', message: tooSmall });
      return z.NEVER;
    }
    return minor;
  });
}

/** A positive amount of major units with at most 2 decimals, parsed into minor units. */
export const amountSchema = amountAtLeast(1n, messages.amountFormat);

// Conversions never create money: the side the customer receives is rounded down and the side they pay is
// rounded up, so whatever a rounding leaves over stays with Owo (the ledger's FX rounding account), never with
// the customer. The API and the web's review both price with these two, so a screen shows what the API pays.

/** What `amountMinor` (kobo) buys at `rateMinorPerUnit` (kobo per unit): the target's minor units, rounded down. */
export function convertMinor(amountMinor: Minor, rateMinorPerUnit: Minor): Minor {
  // amount (kobo) / rate (kobo per unit) = units; × 100 for the target's minor units; bigint division floors.
  return (amountMinor * 100n) / rateMinorPerUnit;
}

/** What `targetMinor` of a currency costs in kobo at `rateMinorPerUnit`, rounded up to the kobo. */
export function costMinor(targetMinor: Minor, rateMinorPerUnit: Minor): Minor {
  return (targetMinor * rateMinorPerUnit + 99n) / 100n;
}
