import type { KycCompleteBody } from '@owo/contract/kyc';
import type { User } from '@owo/contract/user';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiPost } from '#lib/api/api-client';
import { storeUser } from '#lib/session/get-profile';

/** POST /kyc/complete: the identity and document details; answers with the user, now in review. */
export function completeKyc(body: KycCompleteBody) {
  return apiPost<{ user: User }>('/kyc/complete', body);
}

export function useCompleteKyc() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: completeKyc,
    onSuccess: (reply) => storeUser(queryClient, reply.data.user),
  });
}
