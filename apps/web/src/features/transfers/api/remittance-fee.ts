import { useMutation } from '@tanstack/react-query';
import type { Quote } from '#features/transfers/draft/transfer-draft';
import { apiPost } from '#lib/api/api-client';

/** POST /transfer/remittance/fee (NGN only: USD has no fee step). */
export function quoteRemittance(input: { amount: string; bank_name: string; bank_code: string }) {
  return apiPost<Quote>('/transfer/remittance/fee', { currency: 'NGN', ...input });
}

export const useQuoteRemittance = () => useMutation({ mutationFn: quoteRemittance });
