import type { ReplyData } from '@owo/contract/common';
import type { codeSentReply, devicesReply, securityReply } from '@owo/contract/devices';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiDelete, apiGet, apiPost } from '#lib/api/api-client';

export type Devices = ReplyData<typeof devicesReply>;
export type SecurityState = ReplyData<typeof securityReply>;

export const devicesQueryKey = ['devices'] as const;
export const securityQueryKey = ['security'] as const;

/** GET /devices: this customer's devices, most recently seen first. */
export function useDevices() {
  return useQuery({
    queryKey: devicesQueryKey,
    queryFn: ({ signal }) => apiGet<Devices>('/devices', { signal }),
  });
}

/** DELETE /devices/{uuid}: signs that device out (its next login needs a texted code). */
export function useSignOutDevice() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (uuid: string) => apiDelete<null>(`/devices/${encodeURIComponent(uuid)}`),
    onSettled: () => queryClient.invalidateQueries({ queryKey: devicesQueryKey }),
  });
}

/** GET /security: the freeze, the daily limits and the new-device cap as they stand. */
export function useSecurity() {
  return useQuery({
    queryKey: securityQueryKey,
    queryFn: ({ signal }) => apiGet<SecurityState>('/security', { signal }),
  });
}

function useSecurityMutation<V>(call: (vars: V) => Promise<SecurityState>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: call,
    onSuccess: (state) => queryClient.setQueryData(securityQueryKey, state),
  });
}

export const useSetDailyLimit = () =>
  useSecurityMutation((amount: string | null) => apiPost<SecurityState>('/security/daily-limit', { amount }));
export const useFreeze = () => useSecurityMutation(() => apiPost<SecurityState>('/security/freeze'));
export const useUnfreeze = () =>
  useSecurityMutation((body: { pin: string; otp: string }) =>
    apiPost<SecurityState>('/security/unfreeze', body),
  );
export const useSendUnfreezeCode = () =>
  useMutation({ mutationFn: () => apiPost<ReplyData<typeof codeSentReply>>('/security/unfreeze/code') });
