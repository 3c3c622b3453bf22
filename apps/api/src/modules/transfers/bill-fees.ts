import type { BillCategory } from '@owo/contract/bills';

// Bills' service fees, beside the transfer fees (fees.ts): in kobo, charged exactly as the fee call shows
// them before the PIN. Electricity and cable TV carry a convenience fee; airtime and data are free.
export const BILL_FEES_MINOR: Readonly<Record<BillCategory, bigint>> = {
  airtime: 0n,
  data: 0n,
  electricity: 10_000n,
  cable: 10_000n,
};

export const billFee = (category: BillCategory, _amountMinor: bigint): bigint => BILL_FEES_MINOR[category];
