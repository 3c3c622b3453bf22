import type { ReplyData } from '@owo/contract/common';
import type {
  approvalReply,
  approvedReply,
  InviteMemberBody,
  teamMemberReply,
  UpdateMemberBody,
} from '@owo/contract/team';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiDelete, apiPatch, apiPost } from '#lib/api/api-client';
import { teamKey } from './team-queries';

/**
 * After any team change, every team list is read again; a decision also moves the business's money, so what is
 * read from it is read again too: balances, history, the dashboard's spending insights and cards. (Keys by
 * name: a feature does not import another's modules.)
 */
function useTeamMutation<A, R>(fn: (args: A) => Promise<R>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: fn,
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: teamKey });
      for (const key of ['accounts', 'transactions', 'insights', 'cards'])
        void queryClient.invalidateQueries({ queryKey: [key] });
    },
  });
}

export const useInvite = () =>
  useTeamMutation((body: InviteMemberBody) =>
    apiPost<ReplyData<typeof teamMemberReply>>('/team/members', body),
  );

export const useChangeRole = () =>
  useTeamMutation(({ id, body }: { id: string; body: UpdateMemberBody }) =>
    apiPatch<ReplyData<typeof teamMemberReply>>(`/team/members/${encodeURIComponent(id)}`, body),
  );

export const useRemoveMember = () =>
  useTeamMutation((id: string) =>
    apiDelete<ReplyData<typeof teamMemberReply>>(`/team/members/${encodeURIComponent(id)}`),
  );

export const useApprove = () =>
  useTeamMutation(({ id, pin }: { id: string; pin: string }) =>
    apiPost<ReplyData<typeof approvedReply>>(`/team/approvals/${encodeURIComponent(id)}/approve`, { pin }),
  );

export const useReject = () =>
  useTeamMutation(({ id, reason }: { id: string; reason: string }) =>
    apiPost<ReplyData<typeof approvalReply>>(`/team/approvals/${encodeURIComponent(id)}/reject`, { reason }),
  );
