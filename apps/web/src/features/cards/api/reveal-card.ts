import type { cardRevealReply } from '@owo/contract/cards';
import type { ReplyData } from '@owo/contract/common';
import { useMutation } from '@tanstack/react-query';
import { apiPost } from '#lib/api/api-client';

export type RevealedCard = ReplyData<typeof cardRevealReply>;

/** POST /cards/{id}/reveal: the full number and CVV, only with the PIN; never cached. */
export function revealCard({ id, pin }: { id: string; pin: string }) {
  return apiPost<RevealedCard>(`/cards/${encodeURIComponent(id)}/reveal`, { pin });
}

export function useRevealCard() {
  return useMutation({ mutationFn: revealCard });
}
