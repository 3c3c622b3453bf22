import type { transactionReply } from '@owo/contract/accounts';
import type { ReplyData } from '@owo/contract/common';
import { useQuery } from '@tanstack/react-query';
import { apiGet } from '#lib/api/api-client';
import { transactionsQueryKey } from './get-transactions';

/** GET /transactions/{uuid}: one transaction. A pending one is asked again until it settles. */
export function getTransaction(uuid: string, signal?: AbortSignal) {
  return apiGet<ReplyData<typeof transactionReply>>(`/transactions/${encodeURIComponent(uuid)}`, { signal });
}

export function useTransaction(uuid: string) {
  return useQuery({
    queryKey: [...transactionsQueryKey, 'one', uuid],
    queryFn: ({ signal }) => getTransaction(uuid, signal).then((data) => data.transaction),
    refetchInterval: (query) => (query.state.data?.status === 'pending' ? 2000 : false),
  });
}
