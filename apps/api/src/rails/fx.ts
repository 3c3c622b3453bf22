import { toMinor } from '@owo/contract/money';
import type { Config } from '#config';

/** NGN per one unit of each foreign currency, in kobo (1500.00 NGN per USD is 150_000n). */
export interface Rates {
  usd: bigint;
  ghs: bigint;
}

/** The FX desk's current rates. */
export interface FxRail {
  rates(): Promise<Rates>;
}

/** Sandbox: fixed rates from configuration (RATE_USD, RATE_GHS; 1,500 and 100 by default). */
export function sandboxFx(config: Config): FxRail {
  const usd = toMinor(config.rates.usd);
  const ghs = toMinor(config.rates.ghs);
  if (usd === null || ghs === null || usd <= 0n || ghs <= 0n) {
    throw new Error('RATE_USD and RATE_GHS must be positive amounts');
  }
  return {
    async rates() {
      return { usd, ghs };
    },
  };
}
