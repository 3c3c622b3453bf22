import { lagosTime } from '@owo/contract/lagos-time';
import { useState } from 'react';
import toast from 'react-hot-toast';
import { Link } from 'react-router';
import { failureMessage } from '#lib/api/api-error';
import { cn } from '#lib/cn';
import { Spinner } from '#ui/spinner';
import { type NotificationItem, useMarkRead, useNotifications } from './api/notifications';
import { BellIcon } from './bell-icon';

const NETWORK = 'Check your internet connection and try again.';

/** The notifications inbox: every credit, debit, reversal and security event, newest first, 20 a page. */
export function NotificationsScreen() {
  const [page, setPage] = useState(1);
  const { data, isPending, isError, error, refetch } = useNotifications(page);
  const markRead = useMarkRead();
  const markAll = () =>
    markRead.mutate({ all: true }, { onError: (e) => toast.error(failureMessage(e, NETWORK)) });

  return (
    <div className="flex flex-col gap-4">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h1 className="text-2xl font-bold text-ink">Notifications</h1>
        {data && data.unread > 0 ? (
          <button
            type="button"
            onClick={markAll}
            disabled={markRead.isPending}
            className="min-h-11 rounded-lg px-3 text-sm font-semibold text-brand hover:bg-brand-light disabled:opacity-60"
          >
            Mark all as read ({data.unread})
          </button>
        ) : null}
      </div>
      {isPending ? (
        <div className="flex justify-center py-16">
          <Spinner label="Loading notifications" className="size-8 text-brand" />
        </div>
      ) : isError ? (
        <div role="alert" className="rounded-xl bg-white p-6 text-center shadow-sm ring-1 ring-gray-200">
          <p className="text-ink">{failureMessage(error, NETWORK)}</p>
          <button
            type="button"
            onClick={() => void refetch()}
            className="mt-3 min-h-11 rounded-lg px-4 text-sm font-semibold text-brand hover:bg-brand-light"
          >
            Try again
          </button>
        </div>
      ) : data.data.length === 0 ? (
        <div className="flex flex-col items-center gap-2 rounded-xl bg-white p-10 text-center shadow-sm ring-1 ring-gray-200">
          <BellIcon className="size-8 text-muted" />
          <p className="font-semibold text-ink">No notifications yet</p>
          <p className="text-sm text-muted">Money in and out, and security alerts, will show up here.</p>
        </div>
      ) : (
        <>
          <ul className="divide-y divide-gray-100 overflow-hidden rounded-xl bg-white shadow-sm ring-1 ring-gray-200">
            {data.data.map((n) => (
              <NotificationRow key={n.id} n={n} onOpen={() => !n.read && markRead.mutate({ ids: [n.id] })} />
            ))}
          </ul>
          {data.last_page > 1 ? (
            <nav aria-label="Notification pages" className="flex items-center justify-between gap-3">
              <button
                type="button"
                disabled={page <= 1}
                onClick={() => setPage((p) => p - 1)}
                className="min-h-11 rounded-lg px-4 text-sm font-semibold text-brand hover:bg-brand-light disabled:text-muted disabled:hover:bg-transparent"
              >
                Previous
              </button>
              <span className="text-sm text-muted">
                Page {data.current_page} of {data.last_page}
              </span>
              <button
                type="button"
                disabled={page >= data.last_page}
                onClick={() => setPage((p) => p + 1)}
                className="min-h-11 rounded-lg px-4 text-sm font-semibold text-brand hover:bg-brand-light disabled:text-muted disabled:hover:bg-transparent"
              >
                Next
              </button>
            </nav>
          ) : null}
        </>
      )}
    </div>
  );
}

function NotificationRow({ n, onOpen }: { n: NotificationItem; onOpen: () => void }) {
  const tone =
    n.kind === 'credit' || n.type === 'reversed'
      ? 'bg-green-100 text-green-800'
      : n.kind === 'security'
        ? 'bg-amber-100 text-amber-800'
        : n.kind === 'team'
          ? 'bg-accent-light text-accent-ink'
          : n.kind === 'complaint'
            ? 'bg-blue-100 text-blue-900'
            : n.type === 'failed'
              ? 'bg-red-100 text-red-800'
              : 'bg-gray-100 text-gray-700';
  const label =
    n.kind === 'team'
      ? 'Team'
      : n.kind === 'security'
        ? 'Security'
        : n.kind === 'complaint'
          ? 'Support'
          : n.kind === 'status'
            ? n.type === 'reversed'
              ? 'Reversal'
              : n.type === 'successful'
                ? 'Paid'
                : 'Update'
            : n.kind === 'credit'
              ? 'Money in'
              : 'Money out';
  const content = (
    <div className="flex items-start gap-3 p-4">
      <span
        aria-hidden="true"
        className={cn('mt-1.5 size-2.5 shrink-0 rounded-full', n.read ? 'bg-transparent' : 'bg-brand')}
      />
      <div className="min-w-0 flex-1">
        <div className="flex flex-wrap items-center gap-2">
          <span className={cn('rounded-full px-2 py-0.5 text-xs font-semibold', tone)}>{label}</span>
          <time dateTime={n.created_at} className="text-xs text-muted">
            {lagosTime(n.created_at)}
          </time>
          {n.read ? null : <span className="sr-only">Unread</span>}
        </div>
        <p className={cn('mt-1 break-words text-ink', n.read ? 'font-medium' : 'font-bold')}>{n.title}</p>
        {n.body ? <p className="mt-0.5 text-sm break-words text-muted">{n.body}</p> : null}
      </div>
    </div>
  );
  return (
    <li className={n.read ? undefined : 'bg-brand-light/40'}>
      {n.link ? (
        <Link to={n.link} onClick={onOpen} className="block hover:bg-gray-50">
          {content}
        </Link>
      ) : n.complaint ? (
        <Link to={`/support/${n.complaint}`} onClick={onOpen} className="block hover:bg-gray-50">
          {content}
        </Link>
      ) : n.transaction ? (
        <Link to={`/transactions/${n.transaction}`} onClick={onOpen} className="block hover:bg-gray-50">
          {content}
        </Link>
      ) : (
        <button type="button" onClick={onOpen} className="block w-full text-left hover:bg-gray-50">
          {content}
        </button>
      )}
    </li>
  );
}
