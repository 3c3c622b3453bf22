import type { transactionReply } from '@owo/contract/accounts';
import type { ReplyData } from '@owo/contract/common';
import { useQuery } from '@tanstack/react-query';
import { apiGet } from '#lib/api/api-client';

export type BillTransaction = ReplyData<typeof transactionReply>['transaction'];

/** GET /transactions/{uuid}, asked again every second while the biller has not answered yet. */
export function useBillTransaction(uuid: string) {
  return useQuery({
    queryKey: ['transaction', uuid],
    queryFn: ({ signal }) =>
      apiGet<ReplyData<typeof transactionReply>>(`/transactions/${uuid}`, { signal }).then(
        (d) => d.transaction,
      ),
    refetchInterval: (query) => (query.state.data?.status === 'pending' ? 1000 : false),
  });
}
