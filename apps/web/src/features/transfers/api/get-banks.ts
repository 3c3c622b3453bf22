import type { ReplyData } from '@owo/contract/common';
import type { banksReply } from '@owo/contract/transfers';
import { useQuery } from '@tanstack/react-query';
import { apiGet } from '#lib/api/api-client';

/** GET /transfer/banks: Nigerian banks, shown as BankName with CBNBankCode as the value. */
export function getBanks(signal?: AbortSignal) {
  return apiGet<ReplyData<typeof banksReply>>('/transfer/banks', { signal });
}

export function useBanks() {
  return useQuery({
    queryKey: ['transfer', 'banks'],
    queryFn: ({ signal }) => getBanks(signal),
    staleTime: Number.POSITIVE_INFINITY,
  });
}
