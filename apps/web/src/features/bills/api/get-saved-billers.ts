import type { BillCategory, savedBillersReply } from '@owo/contract/bills';
import type { ReplyData } from '@owo/contract/common';
import { useQuery } from '@tanstack/react-query';
import { apiGet } from '#lib/api/api-client';

export type SavedBillers = ReplyData<typeof savedBillersReply>;

/** GET /bills/beneficiaries?category=…: numbers, meters and smartcards saved when paying. */
export function useSavedBillers(category: BillCategory) {
  return useQuery({
    queryKey: ['bills', 'saved', category],
    queryFn: ({ signal }) => apiGet<SavedBillers>(`/bills/beneficiaries?category=${category}`, { signal }),
  });
}
