import type { sendingLimitsReply } from '@owo/contract/allowance';
import type { ReplyData } from '@owo/contract/common';
import { useQuery } from '@tanstack/react-query';
import { apiGet } from '#lib/api/api-client';

/** What the customer may still send now and which limit sets it (the money core's answer). */
export type SendingLimits = ReplyData<typeof sendingLimitsReply>;

/** GET /transfer/limits: read by the amount step, fresh each time it opens (a send just made changes it). */
export function useSendingLimits() {
  return useQuery({
    queryKey: ['transfer', 'limits'],
    queryFn: ({ signal }) => apiGet<SendingLimits>('/transfer/limits', { signal }),
    staleTime: 0,
  });
}
