import type { accountReply } from '@owo/contract/accounts';
import type { ReplyData } from '@owo/contract/common';
import { useQuery } from '@tanstack/react-query';
import { apiGet } from '#lib/api/api-client';
import { accountsQueryKey } from './get-accounts';

export type AccountDetail = ReplyData<typeof accountReply>;

/** GET /accounts/{uuid}: one account and its recent transactions. */
export function getAccount(uuid: string, signal?: AbortSignal) {
  return apiGet<AccountDetail>(`/accounts/${encodeURIComponent(uuid)}`, { signal });
}

export function useAccount(uuid: string | undefined) {
  return useQuery({
    queryKey: [...accountsQueryKey, uuid],
    queryFn: ({ signal }) => getAccount(uuid ?? '', signal),
    enabled: Boolean(uuid),
  });
}
