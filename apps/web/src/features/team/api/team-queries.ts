import type { ReplyData } from '@owo/contract/common';
import type {
  actingBusinessesReply,
  approvalReply,
  approvalsReply,
  auditReply,
  teamMembersReply,
} from '@owo/contract/team';
import { useQuery } from '@tanstack/react-query';
import { apiGet } from '#lib/api/api-client';
import { useActingFor } from '#lib/session/acting-for';

/** Every team query starts with this key and the business acted for, so a switch reads afresh. */
export const teamKey = ['team'] as const;

function useActingKey() {
  return useActingFor()?.id ?? 'own';
}

/** GET /team/businesses: the caller's own account and each business they are a member of. */
export function useBusinesses(enabled = true) {
  return useQuery({
    queryKey: [...teamKey, 'businesses'],
    queryFn: ({ signal }) => apiGet<ReplyData<typeof actingBusinessesReply>>('/team/businesses', { signal }),
    enabled,
  });
}

export function useMembers(enabled: boolean) {
  const acting = useActingKey();
  return useQuery({
    queryKey: [...teamKey, acting, 'members'],
    queryFn: ({ signal }) => apiGet<ReplyData<typeof teamMembersReply>>('/team/members', { signal }),
    enabled,
  });
}

export type ApprovalFilter = 'pending' | 'approved' | 'rejected' | 'cancelled' | 'all';

export function useApprovals(status: ApprovalFilter, enabled: boolean) {
  const acting = useActingKey();
  return useQuery({
    queryKey: [...teamKey, acting, 'approvals', status],
    queryFn: ({ signal }) =>
      apiGet<ReplyData<typeof approvalsReply>>(`/team/approvals?status=${status}`, { signal }),
    enabled,
  });
}

/** GET /team/approvals/:id: one payment, a payout batch with its payments. */
export function useApproval(id: string, enabled: boolean) {
  const acting = useActingKey();
  return useQuery({
    queryKey: [...teamKey, acting, 'approval', id],
    queryFn: ({ signal }) =>
      apiGet<ReplyData<typeof approvalReply>>(`/team/approvals/${encodeURIComponent(id)}`, { signal }),
    enabled,
    retry: false,
  });
}

export function useAudit(page: number, enabled: boolean) {
  const acting = useActingKey();
  return useQuery({
    queryKey: [...teamKey, acting, 'audit', page],
    queryFn: ({ signal }) => apiGet<ReplyData<typeof auditReply>>(`/team/audit?page=${page}`, { signal }),
    enabled,
  });
}
