import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { accountsQueryKey } from '#features/accounts/api/get-accounts';
import { complaintsQueryKey } from '#features/complaints/api/complaints';
import { useEventStream } from '#features/notifications/use-event-stream';
import { transactionsQueryKey } from '#features/transactions/api/get-transactions';

/**
 * The signed-in app's one event stream: money events refresh balances and history without a reload, complaint
 * events the customer's conversations with support.
 */
export function LiveUpdates() {
  const queryClient = useQueryClient();
  const onMoney = useCallback(() => {
    void queryClient.invalidateQueries({ queryKey: accountsQueryKey });
    void queryClient.invalidateQueries({ queryKey: transactionsQueryKey });
  }, [queryClient]);
  const onComplaint = useCallback(() => {
    void queryClient.invalidateQueries({ queryKey: complaintsQueryKey });
  }, [queryClient]);
  useEventStream({ enabled: true, onMoney, onComplaint });
  return null;
}
