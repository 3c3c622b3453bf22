import type { accountsReply } from '@owo/contract/accounts';
import type { ReplyData } from '@owo/contract/common';
import type {
  ConfirmPayoutBody,
  CreatePayoutBody,
  PayoutRowBody,
  PayoutUploadBody,
  payoutBatchReply,
} from '@owo/contract/payouts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiDelete, apiDownload, apiGet, apiPost } from '#lib/api/api-client';

export type BatchData = ReplyData<typeof payoutBatchReply>;

const path = (id: string, rest = '') => `/payouts/${encodeURIComponent(id)}${rest}`;
export const batchQueryKey = (id: string) => ['payouts', id] as const;

/** GET /accounts: the accounts a batch may be paid from (the form's select). */
export function usePayFromAccounts() {
  return useQuery({
    queryKey: ['accounts'],
    queryFn: ({ signal }) => apiGet<ReplyData<typeof accountsReply>>('/accounts', { signal }),
  });
}

/** GET /payouts/{id}; polled while its rows are being paid or settled. */
export function useBatch(id: string) {
  return useQuery({
    queryKey: batchQueryKey(id),
    queryFn: ({ signal }) => apiGet<BatchData>(path(id), { signal }),
    refetchInterval: (query) => {
      const totals = query.state.data?.batch.totals;
      const busy = query.state.data?.batch.status === 'paying' || (totals?.pending ?? 0) > 0;
      return busy ? 1_500 : false;
    },
  });
}

/** A mutation whose reply is the batch: the batch's cache takes it as it is. */
function useBatchMutation<V>(fn: (v: V) => Promise<BatchData>) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: fn,
    onSuccess: (data) => client.setQueryData(batchQueryKey(data.batch.id), data),
  });
}

/** POST /payouts: the form (a name and the account to pay from). */
export const useCreateBatch = () =>
  useBatchMutation((body: CreatePayoutBody) => apiPost<BatchData>('/payouts', body));

/** POST /payouts/{id}/upload: the file's text, checked row by row on the server. */
export const useUploadFile = (id: string) =>
  useBatchMutation((body: PayoutUploadBody) => apiPost<BatchData>(path(id, '/upload'), body));

/** POST /payouts/{id}/rows/{row}: a bad row fixed. */
export const useFixRow = (id: string) =>
  useBatchMutation(({ row, body }: { row: number; body: PayoutRowBody }) =>
    apiPost<BatchData>(path(id, `/rows/${row}`), body),
  );

/** DELETE /payouts/{id}/rows/{row}. */
export const useRemoveRow = (id: string) =>
  useBatchMutation((row: number) => apiDelete<BatchData>(path(id, `/rows/${row}`)));

/** POST /payouts/{id}/confirm: the PIN, once, for the whole batch. */
export const useConfirmBatch = (id: string) =>
  useBatchMutation((body: ConfirmPayoutBody) => apiPost<BatchData>(path(id, '/confirm'), body));

/** The template and a batch's result file, saved by the browser. */
export async function downloadCsv(what: { template: true } | { resultOf: string }) {
  const file = await apiDownload(
    'template' in what ? '/payouts/template.csv' : path(what.resultOf, '/result.csv'),
  );
  const url = URL.createObjectURL(file.blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = file.filename ?? 'owo-payouts.csv';
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}
