import type { ReplyData } from '@owo/contract/common';
import type { ratesReply } from '@owo/contract/transfers';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from '#lib/api/api-client';

/** NGN per one unit of each currency (rates.usd, rates.ghs). */
export type Rates = ReplyData<typeof ratesReply>['rates'];

/** GET /transfer/rates: loaded at start-up and shown on the dashboard and the reviews. */
export function getRates(signal?: AbortSignal) {
  return apiGet<ReplyData<typeof ratesReply>>('/transfer/rates', { signal }).then((data) => data.rates);
}

export const ratesQueryOptions = queryOptions({
  queryKey: ['transfer', 'rates'],
  queryFn: ({ signal }) => getRates(signal),
  staleTime: 5 * 60_000,
});

export function useRates() {
  return useQuery(ratesQueryOptions);
}
