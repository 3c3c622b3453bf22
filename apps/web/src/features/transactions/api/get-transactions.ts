import type { TransactionsPage } from '@owo/contract/accounts';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiGet } from '#lib/api/api-client';

export type TransactionsFilter = {
  page: number;
  search: string;
  type?: string;
  direction?: string;
  status?: string;
  from?: string;
  to?: string;
};

export const transactionsQueryKey = ['transactions'] as const;

/** GET /accounts/transactions?page=n&search=term&type&direction&status&from&to: one page, newest first. */
export function getTransactions({ page, ...filter }: TransactionsFilter, signal?: AbortSignal) {
  const query = new URLSearchParams({ page: String(page) });
  for (const [key, value] of Object.entries(filter)) if (value) query.set(key, value);
  return apiGet<TransactionsPage>(`/accounts/transactions?${query.toString()}`, { signal });
}

export function useTransactions(filter: TransactionsFilter) {
  return useQuery({
    queryKey: [...transactionsQueryKey, 'page', filter],
    queryFn: ({ signal }) => getTransactions(filter, signal),
    placeholderData: keepPreviousData,
  });
}
