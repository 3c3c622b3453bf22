import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { accountsQueryKey } from '#features/accounts/api/get-accounts';
import { cardsQueryKey } from '#features/cards/api/get-cards';
import { complaintsQueryKey } from '#features/complaints/api/complaints';
import { insightsQueryKey } from '#features/insights/api/get-insights';
import { useEventStream } from '#features/notifications/use-event-stream';
import { transactionsQueryKey } from '#features/transactions/api/get-transactions';

/** What a money event changes: balances, history, the dashboard's spending insights and the card's balance. */
const MONEY_QUERY_KEYS = [accountsQueryKey, transactionsQueryKey, insightsQueryKey, cardsQueryKey];

/**
 * The signed-in app's one event stream: money events refresh balances, history and what is counted from them
 * without a reload, complaint events the customer's conversations with support.
 */
export function LiveUpdates() {
  const queryClient = useQueryClient();
  const onMoney = useCallback(() => {
    for (const queryKey of MONEY_QUERY_KEYS) void queryClient.invalidateQueries({ queryKey });
  }, [queryClient]);
  const onComplaint = useCallback(() => {
    void queryClient.invalidateQueries({ queryKey: complaintsQueryKey });
  }, [queryClient]);
  useEventStream({ enabled: true, onMoney, onComplaint });
  return null;
}
