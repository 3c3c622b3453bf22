import type { ReplyData } from '@owo/contract/common';
import type { momoIssuersReply } from '@owo/contract/transfers';
import { useQuery } from '@tanstack/react-query';
import { apiGet } from '#lib/api/api-client';

/** GET /transfer/momo/issuers/GHS: Ghana's mobile money operators. */
export function getMomoIssuers(currency: string, signal?: AbortSignal) {
  return apiGet<ReplyData<typeof momoIssuersReply>>(
    `/transfer/momo/issuers/${encodeURIComponent(currency)}`,
    { signal },
  );
}

export function useMomoIssuers(currency = 'GHS') {
  return useQuery({
    queryKey: ['transfer', 'momo-issuers', currency],
    queryFn: ({ signal }) => getMomoIssuers(currency, signal),
    staleTime: Number.POSITIVE_INFINITY,
  });
}
