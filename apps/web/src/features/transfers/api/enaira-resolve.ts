import type { ReplyData } from '@owo/contract/common';
import type { enairaResolveReply } from '@owo/contract/transfers';
import { useMutation } from '@tanstack/react-query';
import { apiPost } from '#lib/api/api-client';

/** POST /transfer/enaira/resolve: the wallet holder's name for an alias. */
export function resolveEnaira(alias: string) {
  return apiPost<ReplyData<typeof enairaResolveReply>>('/transfer/enaira/resolve', { alias });
}

export const useResolveEnaira = () => useMutation({ mutationFn: resolveEnaira });
