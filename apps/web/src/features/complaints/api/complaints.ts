import type { transactionReply } from '@owo/contract/accounts';
import type { ReplyData } from '@owo/contract/common';
import type {
  ComplaintMessageBody,
  CreateComplaintBody,
  complaintReply,
  complaintsReply,
  createComplaintReply,
  ReopenComplaintBody,
} from '@owo/contract/complaints';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiGet, apiPost } from '#lib/api/api-client';

// Type-only imports of the contract: this module is also read by the signed-in frame (the event stream
// refreshes complaints by their query key), which must load no zod.

export type ComplaintWithMessages = ReplyData<typeof complaintReply>;
export type ComplaintItem = ComplaintWithMessages['complaint'];
export type ComplaintMessageItem = ComplaintWithMessages['messages'][number];

export const complaintsQueryKey = ['complaints'] as const;
const oneKey = (id: string) => [...complaintsQueryKey, 'one', id] as const;

/** While a conversation is open, it is asked again this often (the event stream also refreshes it at once). */
const CONVERSATION_REFRESH_MS = 30_000;

/** GET /complaints: the customer's complaints, newest first. */
export function useComplaints() {
  return useQuery({
    queryKey: complaintsQueryKey,
    queryFn: ({ signal }) => apiGet<ReplyData<typeof complaintsReply>>('/complaints', { signal }),
  });
}

/** GET /complaints/{id}: one complaint and its conversation. */
export function useComplaint(id: string) {
  return useQuery({
    queryKey: oneKey(id),
    queryFn: ({ signal }) =>
      apiGet<ComplaintWithMessages>(`/complaints/${encodeURIComponent(id)}`, { signal }),
    refetchInterval: CONVERSATION_REFRESH_MS,
  });
}

/** GET /transactions/{uuid}: the transaction a new complaint is about (shown above the form). */
export function useComplaintTransaction(uuid: string | null) {
  return useQuery({
    queryKey: [...complaintsQueryKey, 'transaction', uuid],
    queryFn: ({ signal }) =>
      apiGet<ReplyData<typeof transactionReply>>(`/transactions/${encodeURIComponent(uuid ?? '')}`, {
        signal,
      }),
    enabled: uuid !== null,
  });
}

/** POST /complaints: opens one; the reply carries its tracking number and deadline. */
export function useOpenComplaint() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: CreateComplaintBody) =>
      apiPost<ReplyData<typeof createComplaintReply>>('/complaints', body),
    onSuccess: (data) => {
      queryClient.setQueryData(oneKey(data.id), { complaint: data.complaint, messages: data.messages });
      void queryClient.invalidateQueries({ queryKey: complaintsQueryKey, exact: true });
    },
  });
}

function useConversationChange(id: string, path: 'messages' | 'reopen') {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: ComplaintMessageBody | ReopenComplaintBody) =>
      apiPost<ComplaintWithMessages>(`/complaints/${encodeURIComponent(id)}/${path}`, body),
    onSuccess: (data) => {
      queryClient.setQueryData(oneKey(id), data);
      void queryClient.invalidateQueries({ queryKey: complaintsQueryKey, exact: true });
    },
  });
}

/** POST /complaints/{id}/messages: the customer writes in the conversation. */
export const useSendComplaintMessage = (id: string) => useConversationChange(id, 'messages');

/** POST /complaints/{id}/reopen: a resolved complaint, within its reopen window, with the reason. */
export const useReopenComplaint = (id: string) => useConversationChange(id, 'reopen');
