import type { QueryClient } from '@tanstack/react-query';
import { accountsQueryOptions } from '#features/accounts/api/get-accounts';
import { FIRST_PAGE, transactionsQueryOptions } from '#features/transactions/api/get-transactions';

/**
 * Opening the app on the dashboard: its chunk, the balances and the first page of history are asked for while
 * the profile loads, not one after the other once it has (the balance is the screen's largest paint).
 */
export function prefetchDashboard(queryClient: QueryClient) {
  void import('./dashboard-route');
  void queryClient.prefetchQuery(accountsQueryOptions);
  void queryClient.prefetchQuery(transactionsQueryOptions(FIRST_PAGE));
}
