import { z } from 'zod';
import { messages } from './messages.ts';
import { type Minor, toMajorString, toMinor } from './minor.ts';

export { type Minor, toMajorString, toMinor };

// The one place decimal major units (naira, dollars, cedis) become integer minor units and back (the reading
// and the writing themselves live in minor.ts, without zod). Strings and integers only: no float touches money.

/** The largest amount accepted in one request: ₦10,000,000,000.00 (well inside bigint and JSON). */
export const MAX_AMOUNT_MINOR = 1_000_000_000_000n;

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
