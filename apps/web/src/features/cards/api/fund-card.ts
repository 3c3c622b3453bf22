import type { CardFundData } from '@owo/contract/cards';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiPost } from '#lib/api/api-client';
import { settleUnanswered } from '#lib/unanswered-payment';

export type FundCardInput = { id: string; amount: string; pin: string; idempotencyKey: string };

/** POST /cards/{id}/fund: naira from the NGN account, dollars onto the card at the day's rate. */
export function fundCard({ id, amount, pin, idempotencyKey }: FundCardInput) {
  return apiPost<CardFundData>(`/cards/${encodeURIComponent(id)}/fund`, { amount, pin }, { idempotencyKey });
}

export function useFundCard() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: fundCard,
    // Its key is spent, told here rather than only to the form, which may have closed while it was out. Balances,
    // history and the card all changed.
    onSuccess: (_data, variables) => {
      settleUnanswered(variables.idempotencyKey);
      return queryClient.invalidateQueries();
    },
  });
}
