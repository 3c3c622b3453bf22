import type { ReplyData } from '@owo/contract/common';
import type { KycCompleteBody, kycCompleteReply } from '@owo/contract/kyc';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiPost } from '#lib/api/api-client';
import { storeUser } from '#lib/session/get-profile';

/** POST /kyc/complete: the identity and document details; answers with the user, now in review. */
export function completeKyc(body: KycCompleteBody) {
  return apiPost<ReplyData<typeof kycCompleteReply>>('/kyc/complete', body);
}

export function useCompleteKyc() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: completeKyc,
    onSuccess: (reply) => storeUser(queryClient, reply.user),
  });
}
