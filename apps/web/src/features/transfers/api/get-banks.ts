import type { Bank } from '@owo/contract/transfers';
import { useQuery } from '@tanstack/react-query';
import { apiGet } from '#lib/api/api-client';

/** GET /transfer/banks: Nigerian banks, shown as BankName with CBNBankCode as the value. */
export function getBanks(signal?: AbortSignal) {
  return apiGet<Bank[]>('/transfer/banks', { signal });
}

export function useBanks() {
  return useQuery({
    queryKey: ['transfer', 'banks'],
    queryFn: ({ signal }) => getBanks(signal),
    staleTime: Number.POSITIVE_INFINITY,
  });
}
