import type { ReplyData } from '@owo/contract/common';
import type { CreatePaymentLinkBody, paymentLinkReply } from '@owo/contract/payment-links';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiPost } from '#lib/api/api-client';
import { paymentLinksQueryKey } from './get-payment-links';

/** POST /payment-links. */
export function createPaymentLink(body: CreatePaymentLinkBody) {
  return apiPost<ReplyData<typeof paymentLinkReply>>('/payment-links', body);
}

export function useCreatePaymentLink() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createPaymentLink,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: paymentLinksQueryKey }),
  });
}
