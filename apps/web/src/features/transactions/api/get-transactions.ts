import type { TransactionsPage } from '@owo/contract/accounts';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiGet } from '#lib/api/api-client';
import { type TransactionsFilter, transactionsPath } from './transactions-path';

export type { TransactionsFilter };

export const transactionsQueryKey = ['transactions'] as const;

/** GET /accounts/transactions (`transactionsPath`): one page, newest first. */
export function getTransactions(filter: TransactionsFilter, signal?: AbortSignal) {
  return apiGet<TransactionsPage>(transactionsPath(filter), { signal });
}

export function useTransactions(filter: TransactionsFilter) {
  return useQuery({
    queryKey: [...transactionsQueryKey, 'page', filter],
    queryFn: ({ signal }) => getTransactions(filter, signal),
    placeholderData: keepPreviousData,
  });
}
