import type { ReplyData } from '@owo/contract/common';
import type {
  ApiSettingsBody,
  apiKeyCreatedReply,
  apiKeyReply,
  apiKeysReply,
  apiSettingsReply,
  CreateApiKeyBody,
  CreateWebhookBody,
  webhookCreatedReply,
  webhookDeliveriesReply,
  webhookDeliveryReply,
  webhookReply,
  webhooksReply,
} from '@owo/contract/developers';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiDelete, apiGet, apiPost, apiPut } from '#lib/api/api-client';
import { useActingFor } from '#lib/session/acting-for';

/** Every Developers query starts with this key and the business acted for, so a switch reads afresh. */
const developersKey = ['developers'] as const;
const useKey = (...rest: string[]) => [...developersKey, useActingFor()?.id ?? 'own', ...rest];
const id = (v: string) => encodeURIComponent(v);

export function useApiKeys() {
  const queryKey = useKey('keys');
  return useQuery({
    queryKey,
    queryFn: ({ signal }) => apiGet<ReplyData<typeof apiKeysReply>>('/business/api-keys', { signal }),
  });
}

export function useWebhooks() {
  const queryKey = useKey('webhooks');
  return useQuery({
    queryKey,
    queryFn: ({ signal }) => apiGet<ReplyData<typeof webhooksReply>>('/business/webhooks', { signal }),
  });
}

export function useDeliveries(endpointId: string) {
  const queryKey = useKey('deliveries', endpointId);
  return useQuery({
    queryKey,
    queryFn: ({ signal }) =>
      apiGet<ReplyData<typeof webhookDeliveriesReply>>(`/business/webhooks/${id(endpointId)}/deliveries`, {
        signal,
      }),
  });
}

export function useApiSettings() {
  const queryKey = useKey('settings');
  return useQuery({
    queryKey,
    queryFn: ({ signal }) => apiGet<ReplyData<typeof apiSettingsReply>>('/business/api-settings', { signal }),
  });
}

/** After any change, every Developers list is read again. */
function useDevelopersMutation<A, R>(fn: (args: A) => Promise<R>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: fn,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: developersKey }),
  });
}

export const useCreateKey = () =>
  useDevelopersMutation((body: CreateApiKeyBody) =>
    apiPost<ReplyData<typeof apiKeyCreatedReply>>('/business/api-keys', body),
  );

export const useRevokeKey = () =>
  useDevelopersMutation((keyId: string) =>
    apiDelete<ReplyData<typeof apiKeyReply>>(`/business/api-keys/${id(keyId)}`),
  );

export const useCreateWebhook = () =>
  useDevelopersMutation((body: CreateWebhookBody) =>
    apiPost<ReplyData<typeof webhookCreatedReply>>('/business/webhooks', body),
  );

export const useRemoveWebhook = () =>
  useDevelopersMutation((endpointId: string) =>
    apiDelete<ReplyData<typeof webhookReply>>(`/business/webhooks/${id(endpointId)}`),
  );

export const useEnableWebhook = () =>
  useDevelopersMutation((endpointId: string) =>
    apiPost<ReplyData<typeof webhookReply>>(`/business/webhooks/${id(endpointId)}/enable`),
  );

/** A new signing secret for the endpoint (in this reply only); the endpoint is switched on. */
export const useRollWebhookSecret = () =>
  useDevelopersMutation((endpointId: string) =>
    apiPost<ReplyData<typeof webhookCreatedReply>>(`/business/webhooks/${id(endpointId)}/rotate-secret`),
  );

export const useRedeliver = () =>
  useDevelopersMutation(({ endpointId, deliveryId }: { endpointId: string; deliveryId: string }) =>
    apiPost<ReplyData<typeof webhookDeliveryReply>>(
      `/business/webhooks/${id(endpointId)}/deliveries/${id(deliveryId)}/redeliver`,
    ),
  );

export const useSaveApiSettings = () =>
  useDevelopersMutation((body: ApiSettingsBody) =>
    apiPut<ReplyData<typeof apiSettingsReply>>('/business/api-settings', body),
  );
