import type { cardsReply } from '@owo/contract/cards';
import type { ReplyData } from '@owo/contract/common';
import { useQuery } from '@tanstack/react-query';
import { apiGet } from '#lib/api/api-client';

export const cardsQueryKey = ['cards'] as const;

/** GET /cards: the customer's virtual USD cards (last four digits only). */
export function getCards(signal?: AbortSignal) {
  return apiGet<ReplyData<typeof cardsReply>>('/cards', { signal });
}

export function useCards() {
  return useQuery({ queryKey: cardsQueryKey, queryFn: ({ signal }) => getCards(signal) });
}
