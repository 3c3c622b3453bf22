import type { Beneficiary, beneficiaryDeletedReply } from '@owo/contract/beneficiaries';
import type { ReplyData } from '@owo/contract/common';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiDelete } from '#lib/api/api-client';
import { beneficiariesQueryKey } from '#lib/api/beneficiaries';

/** DELETE /beneficiaries/{id}. The list drops the entry at once and comes back if the call fails. */
export function deleteBeneficiary(id: string) {
  return apiDelete<ReplyData<typeof beneficiaryDeletedReply>>(`/beneficiaries/${encodeURIComponent(id)}`);
}

export function useDeleteBeneficiary() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteBeneficiary,
    onMutate: async (id) => {
      await queryClient.cancelQueries({ queryKey: beneficiariesQueryKey });
      const before = queryClient.getQueryData<Beneficiary[]>(beneficiariesQueryKey);
      queryClient.setQueryData<Beneficiary[]>(beneficiariesQueryKey, (list) =>
        list?.filter((b) => b.id !== id),
      );
      return { before };
    },
    onError: (_error, _id, context) => queryClient.setQueryData(beneficiariesQueryKey, context?.before),
    onSettled: () => queryClient.invalidateQueries({ queryKey: beneficiariesQueryKey }),
  });
}
