import type { Card } from '@owo/contract/cards';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiPost } from '#lib/api/api-client';
import { cardsQueryKey } from './get-cards';

/** POST /cards/{id}/freeze: no payment goes through until it is unfrozen. */
export function freezeCard(id: string) {
  return apiPost<{ card: Card }>(`/cards/${encodeURIComponent(id)}/freeze`);
}

export function useFreezeCard() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: freezeCard,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: cardsQueryKey }),
  });
}
