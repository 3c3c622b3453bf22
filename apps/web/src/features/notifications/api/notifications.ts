import type { ReplyData } from '@owo/contract/common';
import type {
  alertPreferencesReply,
  eventTicketReply,
  markReadReply,
  notificationsReply,
} from '@owo/contract/notifications';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiGet, apiPost, apiPut } from '#lib/api/api-client';

export type NotificationsPage = ReplyData<typeof notificationsReply>;
export type NotificationItem = NotificationsPage['data'][number];
export type AlertPreferences = ReplyData<typeof alertPreferencesReply>;
type MarkRead = ReplyData<typeof markReadReply>;
type EventTicket = ReplyData<typeof eventTicketReply>;

export const notificationsQueryKey = ['notifications'] as const;
const preferencesQueryKey = ['notifications', 'preferences'] as const;

/** GET /notifications?page=n: the inbox, newest first, with the unread count. */
export function useNotifications(page = 1) {
  return useQuery({
    queryKey: [...notificationsQueryKey, 'page', page],
    queryFn: ({ signal }) => apiGet<NotificationsPage>(`/notifications?page=${page}`, { signal }),
    placeholderData: keepPreviousData,
  });
}

/** POST /notifications/read: some (by id) or all. */
export function useMarkRead() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (which: { ids: string[] } | { all: true }) => apiPost<MarkRead>('/notifications/read', which),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: notificationsQueryKey }),
  });
}

export function useAlertPreferences() {
  return useQuery({
    queryKey: preferencesQueryKey,
    queryFn: ({ signal }) => apiGet<AlertPreferences>('/notifications/preferences', { signal }),
  });
}

export function useSaveAlertPreferences() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (p: AlertPreferences) => apiPut<AlertPreferences>('/notifications/preferences', p),
    onSuccess: (data) => queryClient.setQueryData(preferencesQueryKey, data),
  });
}

/** POST /events/ticket: a single-use ticket for the EventSource (which cannot send the token as a header). */
export const getEventTicket = () => apiPost<EventTicket>('/events/ticket');
