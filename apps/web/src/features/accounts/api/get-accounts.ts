import type { accountsReply } from '@owo/contract/accounts';
import type { ReplyData } from '@owo/contract/common';
import { useQuery } from '@tanstack/react-query';
import { apiGet } from '#lib/api/api-client';
import { accountsPath } from './accounts-path';

export type AccountsData = ReplyData<typeof accountsReply>;

export const accountsQueryKey = ['accounts'] as const;

/** GET /accounts: the customer's accounts with balances, and the name they share. */
export function getAccounts(signal?: AbortSignal) {
  return apiGet<AccountsData>(accountsPath, { signal });
}

export function useAccounts() {
  return useQuery({ queryKey: accountsQueryKey, queryFn: ({ signal }) => getAccounts(signal) });
}
