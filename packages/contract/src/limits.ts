// CBN KYC tiers' limits, in kobo: the one table the money core applies (apps/api/src/money, passed to its SQL
// as `p_rules`) and the public Pricing page shows. Before KYC is verified: tier 1; after: tier 3.

export const TIERS = {
  1: { perTransferMinor: 5_000_000n, dailyMinor: 5_000_000n, maxBalanceMinor: 30_000_000n },
  3: { perTransferMinor: 500_000_000n, dailyMinor: 500_000_000n, maxBalanceMinor: null },
} as const;
