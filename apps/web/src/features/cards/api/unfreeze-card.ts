import type { cardReply } from '@owo/contract/cards';
import type { ReplyData } from '@owo/contract/common';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiPost } from '#lib/api/api-client';
import { cardsQueryKey } from './get-cards';

/** POST /cards/{id}/unfreeze. */
export function unfreezeCard(id: string) {
  return apiPost<ReplyData<typeof cardReply>>(`/cards/${encodeURIComponent(id)}/unfreeze`);
}

export function useUnfreezeCard() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: unfreezeCard,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: cardsQueryKey }),
  });
}
