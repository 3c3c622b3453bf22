import type { beneficiariesReply } from '@owo/contract/beneficiaries';
import type { ReplyData } from '@owo/contract/common';
import { useQuery } from '@tanstack/react-query';
import { apiGet } from '#lib/api/api-client';

export const beneficiariesQueryKey = ['beneficiaries'] as const;

/** GET /beneficiaries: recipients saved by earlier sends (the Beneficiaries screen, and the send screens offer them). */
export function getBeneficiaries(signal?: AbortSignal) {
  return apiGet<ReplyData<typeof beneficiariesReply>>('/beneficiaries', { signal });
}

export function useBeneficiaries() {
  return useQuery({ queryKey: beneficiariesQueryKey, queryFn: ({ signal }) => getBeneficiaries(signal) });
}
