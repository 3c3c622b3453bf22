import { useMutation } from '@tanstack/react-query';
import type { Quote } from '#features/transfers/draft/transfer-draft';
import { apiPost } from '#lib/api/api-client';

/** POST /transfer/enaira/fee. */
export function quoteEnaira(input: { alias: string; amount: string }) {
  return apiPost<Quote>('/transfer/enaira/fee', input);
}

export const useQuoteEnaira = () => useMutation({ mutationFn: quoteEnaira });
