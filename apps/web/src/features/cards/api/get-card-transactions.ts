import type { TransactionsPage } from '@owo/contract/accounts';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiGet } from '#lib/api/api-client';
import { cardsQueryKey } from './get-cards';

/** GET /cards/{id}/transactions?page=n: the card's fundings and payments, a page at a time. */
export function getCardTransactions(id: string, page: number, signal?: AbortSignal) {
  return apiGet<TransactionsPage>(`/cards/${encodeURIComponent(id)}/transactions?page=${page}`, { signal });
}

export function useCardTransactions(id: string, page: number) {
  return useQuery({
    queryKey: [...cardsQueryKey, id, 'transactions', page],
    queryFn: ({ signal }) => getCardTransactions(id, page, signal),
    placeholderData: keepPreviousData,
  });
}
