import type { BillCategory, billersReply } from '@owo/contract/bills';
import type { ReplyData } from '@owo/contract/common';
import { useQuery } from '@tanstack/react-query';
import { apiGet } from '#lib/api/api-client';

export type BillerList = ReplyData<typeof billersReply>;

/** GET /bills/billers?category=…: the networks, DisCos or TV operators of one category. */
export function useBillers(category: BillCategory) {
  return useQuery({
    queryKey: ['bills', 'billers', category],
    queryFn: ({ signal }) => apiGet<BillerList>(`/bills/billers?category=${category}`, { signal }),
    staleTime: 10 * 60_000,
  });
}
