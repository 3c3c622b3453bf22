import { useMutation } from '@tanstack/react-query';
import type { Quote } from '#features/transfers/draft/transfer-draft';
import { apiPost } from '#lib/api/api-client';

/** POST /transfer/momo/fee: the fee and what arrives in cedis. */
export function quoteMomo(input: { number: string; amount: string }) {
  return apiPost<Quote>('/transfer/momo/fee', { currency: 'GHS', ...input });
}

export const useQuoteMomo = () => useMutation({ mutationFn: quoteMomo });
