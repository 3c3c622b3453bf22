import type { ReplyData } from '@owo/contract/common';
import type { paymentLinkReply } from '@owo/contract/payment-links';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiPost } from '#lib/api/api-client';
import { paymentLinksQueryKey } from './get-payment-links';

/** POST /payment-links/{id}/deactivate: the link refuses payments from now on. */
export function deactivatePaymentLink(id: string) {
  return apiPost<ReplyData<typeof paymentLinkReply>>(`/payment-links/${encodeURIComponent(id)}/deactivate`);
}

export function useDeactivatePaymentLink() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deactivatePaymentLink,
    onSettled: () => queryClient.invalidateQueries({ queryKey: paymentLinksQueryKey }),
  });
}
