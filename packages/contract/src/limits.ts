// CBN KYC tiers' limits, in kobo: the one table the money core applies (apps/api/src/money, passed to its SQL
// as `p_rules`) and the public Pricing page shows. Before KYC is verified: tier 1; after: tier 3.

export const TIERS = {
  1: { perTransferMinor: 5_000_000n, dailyMinor: 5_000_000n, maxBalanceMinor: 30_000_000n },
  3: { perTransferMinor: 500_000_000n, dailyMinor: 500_000_000n, maxBalanceMinor: null },
} as const;

/**
 * The smallest NGN bank transfer, in kobo: the spec's "Minimum NGN remittance 100" (§9), which a bulk payout's
 * rows meet too, as each is paid as its own send.
 */
export const MIN_NGN_TRANSFER_MINOR = 10_000n;
