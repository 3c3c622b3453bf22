import type { emptyReply } from '@owo/contract/auth';
import type { ReplyData } from '@owo/contract/common';
import { type QueryClient, useMutation, useQueryClient } from '@tanstack/react-query';
import { apiPost } from '#lib/api/api-client';
import { clearActingFor } from './acting-for';
import { clearSelectedAccount } from './selected-account';
import { clearToken } from './token-store';

/** Forgets the session on this device: both token copies and every cached reply. */
export function forgetSession(queryClient: QueryClient) {
  clearToken();
  clearSelectedAccount();
  clearActingFor();
  queryClient.clear();
}

/** POST /auth/logout revokes the token; the device forgets it even when the call fails. */
export function useLogout() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => apiPost<ReplyData<typeof emptyReply>>('/auth/logout'),
    onSettled: () => forgetSession(queryClient),
  });
}
