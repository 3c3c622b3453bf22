import type { Card } from '@owo/contract/cards';
import { useQuery } from '@tanstack/react-query';
import { apiGet } from '#lib/api/api-client';

export const cardsQueryKey = ['cards'] as const;

/** GET /cards: the customer's virtual USD cards (last four digits only). */
export function getCards(signal?: AbortSignal) {
  return apiGet<Card[]>('/cards', { signal });
}

export function useCards() {
  return useQuery({ queryKey: cardsQueryKey, queryFn: ({ signal }) => getCards(signal) });
}
