import { useMutation } from '@tanstack/react-query';
import { apiPost } from '../../../lib/api/api-client';
import type { Quote } from '../draft/transfer-draft';

/** POST /transfer/enaira/fee. */
export function quoteEnaira(input: { alias: string; amount: string }) {
  return apiPost<Quote>('/transfer/enaira/fee', input);
}

export const useQuoteEnaira = () => useMutation({ mutationFn: quoteEnaira });
