import {
  CARD_FUNDING_FEE_MINOR,
  ENAIRA_FEE_MINOR,
  MOMO_FEE_BASIS_POINTS,
  MOMO_MIN_FEE_MINOR,
  momoFee,
  NIP_ABOVE_FEE_MINOR,
  NIP_BANDS,
  nipFee,
  USD_WIRE_FEE_MINOR,
  usdWireFee,
} from './fees.ts';
import { TIERS } from './limits.ts';

// The public Pricing page, written from the same fee and limit tables the API charges and enforces: change a
// fee in fees.ts or a limit in limits.ts and the page changes with it. A test asks the API's fee quotes for
// every example below and fails if any differs.

/** Which fee quote of the API answers for a row's examples (POST /api/transfer/…/fee). */
export type FeeQuote = 'bank_ngn' | 'momo' | 'usd_wire' | 'owo' | 'enaira' | 'card';

export interface PriceRow {
  service: string;
  /** The fee in words, with amounts in kobo to be formatted by the page (`{0}` … in order). */
  price: string;
  amountsMinor: bigint[];
  /** Worked examples: sending `amountMinor` costs `feeMinor`. */
  examples: Array<{ amountMinor: bigint; feeMinor: bigint }>;
  quote: FeeQuote;
}

const ex = (amountMinor: bigint, fee: (a: bigint) => bigint) => ({ amountMinor, feeMinor: fee(amountMinor) });

const [band1, band2] = NIP_BANDS;

export const PRICE_ROWS: PriceRow[] = [
  {
    service: 'Open an account, receive money, alerts',
    price: 'Free',
    amountsMinor: [],
    examples: [],
    quote: 'owo',
  },
  {
    service: 'Send to another Owo account',
    price: 'Free, instant',
    amountsMinor: [],
    examples: [ex(500_000n, (a) => nipFee(a, true))],
    quote: 'owo',
  },
  {
    service: 'Send to a Nigerian bank (NIP)',
    price: '{0} up to {1}; {2} up to {3}; {4} above',
    amountsMinor: [band1!.feeMinor, band1!.upToMinor, band2!.feeMinor, band2!.upToMinor, NIP_ABOVE_FEE_MINOR],
    examples: [100_000n, 500_000n, 2_000_000n, 5_000_000n, 10_000_000n].map((a) =>
      ex(a, (x) => nipFee(x, false)),
    ),
    quote: 'bank_ngn',
  },
  {
    service: 'Send eNaira by alias',
    price: ENAIRA_FEE_MINOR === 0n ? 'Free' : '{0}',
    amountsMinor: ENAIRA_FEE_MINOR === 0n ? [] : [ENAIRA_FEE_MINOR],
    examples: [],
    quote: 'enaira',
  },
  {
    service: 'Send to mobile money in Ghana',
    price: `${Number(MOMO_FEE_BASIS_POINTS) / 100}% of the amount, at least {0}`,
    amountsMinor: [MOMO_MIN_FEE_MINOR],
    examples: [500_000n, 2_000_000n, 5_000_000n].map((a) => ex(a, momoFee)),
    quote: 'momo',
  },
  {
    service: 'Send dollars to a US bank (ACH or domestic wire)',
    price: '{0} a transfer, plus the dollar rate shown before you confirm',
    amountsMinor: [USD_WIRE_FEE_MINOR],
    examples: [ex(15_000_000n, usdWireFee)],
    quote: 'usd_wire',
  },
  {
    service: 'Fund your dollar card',
    price: CARD_FUNDING_FEE_MINOR === 0n ? 'Free (the dollar rate is shown before you confirm)' : '{0}',
    amountsMinor: CARD_FUNDING_FEE_MINOR === 0n ? [] : [CARD_FUNDING_FEE_MINOR],
    examples: [],
    quote: 'card',
  },
];

export interface LimitRow {
  tier: string;
  who: string;
  perTransferMinor: bigint;
  dailyMinor: bigint;
  maxBalanceMinor: bigint | null;
}

export const LIMIT_ROWS: LimitRow[] = [
  { tier: 'Tier 1', who: 'Phone number verified, before your identity is verified', ...TIERS[1] },
  { tier: 'Tier 3', who: 'BVN and an ID document verified', ...TIERS[3] },
];
