import { useMutation } from '@tanstack/react-query';
import { apiPost } from '#lib/api/api-client';

/** POST /transfer/enaira/resolve: the wallet holder's name for an alias. */
export function resolveEnaira(alias: string) {
  return apiPost<{ alias: string; name: string }>('/transfer/enaira/resolve', { alias });
}

export const useResolveEnaira = () => useMutation({ mutationFn: resolveEnaira });
