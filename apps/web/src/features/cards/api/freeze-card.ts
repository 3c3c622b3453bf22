import type { cardReply } from '@owo/contract/cards';
import type { ReplyData } from '@owo/contract/common';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiPost } from '#lib/api/api-client';
import { cardsQueryKey } from './get-cards';

/** POST /cards/{id}/freeze: no payment goes through until it is unfrozen. */
export function freezeCard(id: string) {
  return apiPost<ReplyData<typeof cardReply>>(`/cards/${encodeURIComponent(id)}/freeze`);
}

export function useFreezeCard() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: freezeCard,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: cardsQueryKey }),
  });
}
