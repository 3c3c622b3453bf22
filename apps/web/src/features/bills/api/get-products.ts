import type { billProductsReply } from '@owo/contract/bills';
import type { ReplyData } from '@owo/contract/common';
import { useQuery } from '@tanstack/react-query';
import { apiGet } from '#lib/api/api-client';

export type BillProducts = ReplyData<typeof billProductsReply>;

/** GET /bills/billers/{biller}/products: data bundles or TV bouquets (none for airtime and electricity). */
export function useProducts(biller: string | null) {
  return useQuery({
    queryKey: ['bills', 'products', biller],
    queryFn: ({ signal }) =>
      apiGet<BillProducts>(`/bills/billers/${encodeURIComponent(biller ?? '')}/products`, { signal }),
    enabled: Boolean(biller),
    staleTime: 10 * 60_000,
  });
}
