import type { MomoIssuer } from '@owo/contract/transfers';
import { sandboxName } from './names.ts';
import { type PayoutRail, sandboxPayout } from './payout.ts';

/** Mobile money operators, by currency (Ghana's three, by their current names: Vodafone Ghana is Telecel). */
export const MOMO_ISSUERS: Readonly<Record<string, readonly MomoIssuer[]>> = {
  GHS: [
    { code: 'MTN', name: 'MTN Mobile Money' },
    { code: 'TELECEL', name: 'Telecel Cash' },
    { code: 'AT', name: 'AT Money' },
  ],
};

/** The operators' former codes and names, still accepted (saved beneficiaries, older clients). */
export const FORMER_ISSUER_NAMES: Readonly<Record<string, string>> = {
  vodafone: 'TELECEL',
  'vodafone cash': 'TELECEL',
  airteltigo: 'AT',
  'airteltigo money': 'AT',
};

/** A mobile money aggregator: operators per currency, wallet lookup, and payouts to a wallet. */
export interface MomoRail extends PayoutRail {
  /** The operators for a currency, or null when the currency has no mobile money. */
  issuers(currency: string): Promise<readonly MomoIssuer[] | null>;
  /** The registered name on a wallet, or null when there is no such number (at that operator, if given). */
  lookup(number: string, issuerCode: string | null): Promise<string | null>;
}

/** Sandbox test values: any 10-digit number starting 0 is a wallet, except 0000000000. */
export const sandboxMomo: MomoRail = {
  ...sandboxPayout('momo'),
  async issuers(currency) {
    return MOMO_ISSUERS[currency] ?? null;
  },
  async lookup(number) {
    if (!/^0\d{9}$/.test(number) || number === '0000000000') return null;
    return sandboxName(`momo:${number}`, 'ghanaian');
  },
};
