import type { Beneficiary } from '@owo/contract/beneficiaries';
import { useQuery } from '@tanstack/react-query';
import { apiGet } from '#lib/api/api-client';

export const beneficiariesQueryKey = ['beneficiaries'] as const;

/** GET /beneficiaries: recipients saved by earlier sends. */
export function getBeneficiaries(signal?: AbortSignal) {
  return apiGet<Beneficiary[]>('/beneficiaries', { signal });
}

export function useBeneficiaries() {
  return useQuery({ queryKey: beneficiariesQueryKey, queryFn: ({ signal }) => getBeneficiaries(signal) });
}
