// Every fee Owo charges, in kobo, in one place, shared by the API (which charges them) and the web (which
// shows them, with the total to be debited, before the PIN). The sends charge exactly what the fee calls show.

/** NIBSS Instant Payment bands: up to ₦5,000, up to ₦50,000, above. */
export const NIP_BANDS: ReadonlyArray<{ upToMinor: bigint; feeMinor: bigint }> = [
  { upToMinor: 500_000n, feeMinor: 1_075n },
  { upToMinor: 5_000_000n, feeMinor: 2_688n },
];
export const NIP_ABOVE_FEE_MINOR = 5_375n;
export const ENAIRA_FEE_MINOR = 0n;
/** Ghana mobile money: 1% (in basis points), at least ₦100. */
export const MOMO_FEE_BASIS_POINTS = 100n;
export const MOMO_MIN_FEE_MINOR = 10_000n;
export const USD_WIRE_FEE_MINOR = 250_000n;
export const CARD_FUNDING_FEE_MINOR = 0n;

/** A bank transfer's fee: free and instant to another Owo account, else the NIP band. */
export function nipFee(amountMinor: bigint, toOwo: boolean): bigint {
  if (toOwo) return 0n;
  return NIP_BANDS.find((b) => amountMinor <= b.upToMinor)?.feeMinor ?? NIP_ABOVE_FEE_MINOR;
}

export const enairaFee = (_amountMinor: bigint): bigint => ENAIRA_FEE_MINOR;

/** 1% rounded half up to the kobo, with the ₦100 minimum. */
export function momoFee(amountMinor: bigint): bigint {
  const percent = (amountMinor * MOMO_FEE_BASIS_POINTS + 5_000n) / 10_000n;
  return percent > MOMO_MIN_FEE_MINOR ? percent : MOMO_MIN_FEE_MINOR;
}

export const usdWireFee = (_amountMinor: bigint): bigint => USD_WIRE_FEE_MINOR;
