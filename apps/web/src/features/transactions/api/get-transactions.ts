import type { TransactionsPage } from '@owo/contract/accounts';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiGet } from '#lib/api/api-client';

export type TransactionsFilter = { page: number; search: string };

export const transactionsQueryKey = ['transactions'] as const;

/** GET /accounts/transactions?page=n&search=term: one Laravel-style page, newest first. */
export function getTransactions({ page, search }: TransactionsFilter, signal?: AbortSignal) {
  const query = new URLSearchParams({ page: String(page) });
  if (search) query.set('search', search);
  return apiGet<TransactionsPage>(`/accounts/transactions?${query.toString()}`, { signal });
}

export function useTransactions(filter: TransactionsFilter) {
  return useQuery({
    queryKey: [...transactionsQueryKey, 'page', filter],
    queryFn: ({ signal }) => getTransactions(filter, signal),
    placeholderData: keepPreviousData,
  });
}
