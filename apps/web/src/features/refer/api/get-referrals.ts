import type { referralsReply } from '@owo/contract/referrals';
import { useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { apiGet } from '#lib/api/api-client';

export type Referrals = z.infer<typeof referralsReply>['data'];

/** GET /referrals: the customer's code, link and who joined with it. */
export function getReferrals(signal?: AbortSignal) {
  return apiGet<Referrals>('/referrals', { signal });
}

export function useReferrals() {
  return useQuery({ queryKey: ['referrals'], queryFn: ({ signal }) => getReferrals(signal) });
}
