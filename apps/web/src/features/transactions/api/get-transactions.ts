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

/** The first page, unfiltered: the dashboard's recent transactions. */
export const FIRST_PAGE: TransactionsFilter = { page: 1, search: '' };

/** GET /accounts/transactions?page=n&search=term&type&direction&status&from&to: one page, newest first. */
export function getTransactions({ page, ...filter }: TransactionsFilter, signal?: AbortSignal) {
  const query = new URLSearchParams({ page: String(page) });
  for (const [key, value] of Object.entries(filter)) if (value) query.set(key, value);
  return apiGet<TransactionsPage>(`/accounts/transactions?${query.toString()}`, { signal });
}

export const transactionsQueryOptions = (filter: TransactionsFilter) => ({
  queryKey: [...transactionsQueryKey, 'page', filter],
  queryFn: ({ signal }: { signal: AbortSignal }) => getTransactions(filter, signal),
});

export function useTransactions(filter: TransactionsFilter) {
  return useQuery({ ...transactionsQueryOptions(filter), placeholderData: keepPreviousData });
}
