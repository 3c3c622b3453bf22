import type { ReplyData } from '@owo/contract/common';
import type { approvalReply, PrepareSendBody } from '@owo/contract/team';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiPost } from '#lib/api/api-client';

/**
 * POST /team/approvals: a member acting for a business prepares a send (any route) or a bill; it waits for
 * an approver and nothing moves. The send and bill screens use it while the member acts for a business, with
 * the draft's Idempotency-Key: a retry after a lost answer gets the approval the first made, never a second.
 */
export function usePrepareApproval() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ body, key }: { body: PrepareSendBody; key: string }) =>
      apiPost<ReplyData<typeof approvalReply>>('/team/approvals', body, { idempotencyKey: key }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['team'] }),
  });
}

/** Where a prepared payment is followed: its approval, which says who it waits for. */
export const approvalPath = (id: string) => `/team/approvals/${encodeURIComponent(id)}`;
