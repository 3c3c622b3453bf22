import { STREAM_END } from '@owo/contract/streams';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import toast from 'react-hot-toast';
import { profileQueryKey } from '#lib/session/get-profile';
import { getEventTicket, type NotificationItem, notificationsQueryKey } from './api/notifications';

const KINDS = ['credit', 'debit', 'status', 'security', 'team', 'complaint'] as const;

const endReason = (data: string): unknown => {
  try {
    return (JSON.parse(data) as { reason?: unknown }).reason;
  } catch {
    return undefined;
  }
};
const MAX_RETRY_MS = 30_000;

/**
 * Keeps ONE live event stream (GET /api/events) open while signed in. EventSource cannot send the token, so
 * each connection uses a fresh single-use ticket, and resumes after the last event it saw (last_event_id):
 * the browser's own reconnect would reuse a spent ticket, so a dropped stream is reopened here instead,
 * backing off up to 30 s. Money events call onMoney (the app refreshes balances and history), complaint events
 * onComplaint (a reply or an outcome shows at once), and every event refreshes the inbox; a credit, a security
 * event, a team event (a payment waits for this member's approval, or theirs was decided) and news of a
 * complaint show a toast. `end` stops the stream for good: after `signed_out` every query is
 * refetched (the first 401 signs the app out); `replaced` means this customer opened more streams than the
 * server keeps (other tabs, devices), and this, the oldest, steps aside rather than reconnect and push
 * another one out.
 */
export function useEventStream({
  enabled,
  onMoney,
  onComplaint,
}: {
  enabled: boolean;
  onMoney: () => void;
  onComplaint?: () => void;
}) {
  const queryClient = useQueryClient();
  const onMoneyRef = useRef(onMoney);
  onMoneyRef.current = onMoney;
  const onComplaintRef = useRef(onComplaint);
  onComplaintRef.current = onComplaint;

  useEffect(() => {
    if (!enabled || typeof EventSource === 'undefined') return;
    let source: EventSource | null = null;
    let stopped = false;
    let lastId: string | null = null;
    let retryMs = 1_000;
    let timer: ReturnType<typeof setTimeout> | undefined;

    const schedule = () => {
      if (stopped) return;
      timer = setTimeout(() => void connect(), retryMs);
      retryMs = Math.min(retryMs * 2, MAX_RETRY_MS);
    };

    const onEvent = (e: MessageEvent<string>) => {
      if (e.lastEventId) lastId = e.lastEventId;
      let n: NotificationItem;
      try {
        n = JSON.parse(e.data) as NotificationItem;
      } catch {
        return;
      }
      void queryClient.invalidateQueries({ queryKey: notificationsQueryKey });
      if (n.kind === 'complaint') onComplaintRef.current?.();
      else if (n.kind !== 'security') onMoneyRef.current();
      if (n.kind === 'credit') toast.success(n.title, { id: `event-${n.id}`, duration: 5_000 });
      // A business's payment waits for this member's approval, or one they prepared was decided.
      if (n.kind === 'team') void queryClient.invalidateQueries({ queryKey: ['team'] });
      // A security event may change the customer themselves (their identity verified or not, a restriction).
      if (n.kind === 'security') void queryClient.invalidateQueries({ queryKey: profileQueryKey });
      // A complaint the customer opened or reopened themselves was already confirmed on screen.
      const ownDoing = n.type === 'complaint_opened' || n.type === 'complaint_reopened';
      if (n.kind === 'security' || n.kind === 'team' || (n.kind === 'complaint' && !ownDoing)) {
        toast(n.title, { id: `event-${n.id}`, duration: 6_000 });
      }
    };

    async function connect() {
      if (stopped) return;
      let ticket: string;
      try {
        ticket = (await getEventTicket()).ticket;
      } catch {
        schedule();
        return;
      }
      if (stopped) return;
      const query = new URLSearchParams({ ticket });
      if (lastId) query.set('last_event_id', lastId);
      const es = new EventSource(`/api/events?${query.toString()}`);
      source = es;
      es.onopen = () => {
        retryMs = 1_000;
      };
      for (const kind of KINDS) es.addEventListener(kind, onEvent);
      es.addEventListener('end', (e: MessageEvent<string>) => {
        stopped = true;
        es.close();
        if (endReason(e.data) !== STREAM_END.replaced) void queryClient.invalidateQueries();
      });
      es.onerror = () => {
        es.close();
        if (source === es) source = null;
        schedule();
      };
    }

    void connect();
    return () => {
      stopped = true;
      if (timer) clearTimeout(timer);
      source?.close();
    };
  }, [enabled, queryClient]);
}
