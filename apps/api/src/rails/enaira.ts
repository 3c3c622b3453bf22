import { ALIAS_PATTERN } from '@owo/contract/transfers';
import { sandboxName } from './names.ts';
import { type PayoutRail, sandboxPayout } from './payout.ts';

/** The CBN eNaira wallet network: alias lookup, and payouts to a wallet by alias. */
export interface EnairaRail extends PayoutRail {
  /** The wallet holder's name, or null when no wallet has this alias. */
  resolve(alias: string): Promise<string | null>;
}

/** Sandbox test values: every well-formed alias has a wallet with a stable name, except `unknown`. */
export const sandboxEnaira: EnairaRail = {
  ...sandboxPayout('enaira'),
  async resolve(alias) {
    if (!ALIAS_PATTERN.test(alias) || alias === 'unknown') return null;
    return sandboxName(`enaira:${alias}`);
  },
};
