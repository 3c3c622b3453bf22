import type { ReplyData } from '@owo/contract/common';
import type { paymentLinksReply } from '@owo/contract/payment-links';
import { useQuery } from '@tanstack/react-query';
import { apiGet } from '#lib/api/api-client';

export type LinkFilter = 'all' | 'paid' | 'unpaid';
export const paymentLinksQueryKey = ['payment-links'] as const;

/** GET /payment-links: the customer's links with paid/unpaid and the totals collected. */
export function getPaymentLinks(filter: LinkFilter, signal?: AbortSignal) {
  return apiGet<ReplyData<typeof paymentLinksReply>>(`/payment-links?status=${filter}`, { signal });
}

export function usePaymentLinks(filter: LinkFilter) {
  return useQuery({
    queryKey: [...paymentLinksQueryKey, filter],
    queryFn: ({ signal }) => getPaymentLinks(filter, signal),
  });
}
