import type { ReplyData } from '@owo/contract/common';
import type { insightsReply } from '@owo/contract/statements';
import { useQuery } from '@tanstack/react-query';
import { apiGet } from '#lib/api/api-client';

export type InsightsData = ReplyData<typeof insightsReply>;

export const insightsQueryKey = ['insights'] as const;

/** GET /insights: money in and out per month (6 months) and money out by kind, as decimal strings. */
export function useInsights() {
  return useQuery({
    queryKey: insightsQueryKey,
    queryFn: ({ signal }) => apiGet<InsightsData>('/insights', { signal }),
  });
}
