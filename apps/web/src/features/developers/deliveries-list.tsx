import { developerMessages, type WebhookDelivery } from '@owo/contract/developers';
import { lagosTime } from '@owo/contract/lagos-time';
import toast from 'react-hot-toast';
import { failureMessage } from '#lib/api/api-error';
import { cn } from '#lib/cn';
import { LoadError } from '#ui/load-error';
import { Spinner } from '#ui/spinner';
import { useDeliveries, useRedeliver } from './api/developers-api';

const BADGE: Record<WebhookDelivery['status'], string> = {
  delivered: 'bg-brand-light text-brand',
  pending: 'bg-amber-50 text-amber-800',
  failed: 'bg-red-50 text-danger',
};

function outcome(d: WebhookDelivery): string {
  const last = d.last_status !== null ? `HTTP ${d.last_status}` : (d.last_error ?? 'not sent yet');
  if (d.status === 'delivered' && d.delivered_at) return `Delivered ${lagosTime(d.delivered_at)}`;
  if (d.status === 'pending' && d.next_attempt_at && d.attempts > 0) {
    return `${last} · next try ${lagosTime(d.next_attempt_at)}`;
  }
  return d.attempts > 0 ? last : 'Waiting to be sent';
}

/** An endpoint's delivery log, newest first; any delivery can be sent again (the same event id). */
export function DeliveriesList({ endpointId }: { endpointId: string }) {
  const { data, isPending, isError, refetch } = useDeliveries(endpointId);
  const redeliver = useRedeliver();
  const again = (deliveryId: string) =>
    redeliver.mutate(
      { endpointId, deliveryId },
      {
        onSuccess: () => toast.success(developerMessages.redelivered),
        onError: (error) => toast.error(failureMessage(error, 'Check your internet connection')),
      },
    );
  if (isPending) return <Spinner label="Loading deliveries" className="size-6 text-brand" />;
  if (isError) return <LoadError what="the deliveries" onRetry={() => void refetch()} />;
  if (data.deliveries.length === 0) return <p className="text-sm text-muted">Nothing delivered yet.</p>;
  return (
    <ul
      aria-label="Deliveries"
      className="flex flex-col divide-y divide-gray-100 rounded-lg ring-1 ring-gray-200"
    >
      {data.deliveries.map((d) => (
        <li key={d.id} className="flex flex-wrap items-center justify-between gap-2 px-3 py-2">
          <div className="min-w-0">
            <p className="font-mono text-sm font-semibold text-ink">{d.type}</p>
            <p className="text-xs text-muted">
              {outcome(d)} · {d.attempts} {d.attempts === 1 ? 'attempt' : 'attempts'}
            </p>
            <p className="break-all font-mono text-xs text-muted">{d.event_id}</p>
          </div>
          <div className="flex items-center gap-2">
            <span
              className={cn('rounded-full px-2 py-0.5 text-xs font-semibold capitalize', BADGE[d.status])}
            >
              {d.status}
            </span>
            <button
              type="button"
              onClick={() => again(d.id)}
              disabled={redeliver.isPending}
              className="min-h-10 rounded-lg px-3 text-sm font-semibold text-brand hover:bg-brand-light"
            >
              Send again
            </button>
          </div>
        </li>
      ))}
    </ul>
  );
}
