import type { cardReply } from '@owo/contract/cards';
import type { ReplyData } from '@owo/contract/common';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiPost } from '#lib/api/api-client';

/** POST /cards: a virtual USD Visa card (needs KYC). */
export function createCard() {
  return apiPost<ReplyData<typeof cardReply>>('/cards');
}

export function useCreateCard() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createCard,
    onSuccess: () => queryClient.invalidateQueries(),
  });
}
