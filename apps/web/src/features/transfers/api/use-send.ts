import { useMutation, useQueryClient } from '@tanstack/react-query';

export type SendInput<T> = { body: T; idempotencyKey: string };

/**
 * A money-moving call, sent with the draft's Idempotency-Key. Afterwards every cached reply may be
 * stale (balances, history, beneficiaries, card), so all of them are refreshed.
 */
export function useSend<TInput, TReply>(send: (input: TInput) => Promise<TReply>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: send,
    onSuccess: () => queryClient.invalidateQueries(),
  });
}
