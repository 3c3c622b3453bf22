import type { transactionReply } from '@owo/contract/accounts';
import type { ReplyData } from '@owo/contract/common';
import { useQuery } from '@tanstack/react-query';
import { apiGet } from '#lib/api/api-client';
import { transactionsQueryKey } from './get-transactions';

export type TransactionWithReceipt = ReplyData<typeof transactionReply>;

/** GET /transactions/{uuid}: one transaction, its receipt and its status timeline. */
export function getTransaction(uuid: string, signal?: AbortSignal) {
  return apiGet<TransactionWithReceipt>(`/transactions/${encodeURIComponent(uuid)}`, { signal });
}

const PENDING_REFRESH_MS = 2000;

/** The whole reply, asked again every 2 s while the transfer is pending, so the timeline moves by itself. */
export function useTransactionWithReceipt(uuid: string) {
  return useQuery({
    queryKey: [...transactionsQueryKey, 'one', uuid],
    queryFn: ({ signal }) => getTransaction(uuid, signal),
    refetchInterval: (query) =>
      query.state.data?.transaction.status === 'pending' ? PENDING_REFRESH_MS : false,
  });
}

/** One transaction. A pending one is asked again until it settles. */
export function useTransaction(uuid: string) {
  const query = useTransactionWithReceipt(uuid);
  return { ...query, data: query.data?.transaction };
}
