import { Link } from 'react-router';
import { useNotifications } from './api/notifications';
import { BellIcon } from './bell-icon';

/** The top bar's bell: opens the inbox; a red badge counts what is unread (live: the event stream refreshes it). */
export function NotificationsBell() {
  const { data } = useNotifications(1);
  const unread = data?.unread ?? 0;
  return (
    <Link
      to="/notifications"
      aria-label={unread > 0 ? `Notifications, ${unread} unread` : 'Notifications'}
      className="relative inline-flex size-11 items-center justify-center rounded-full text-ink hover:bg-gray-100 focus-visible:outline-2 focus-visible:outline-brand"
    >
      <BellIcon className="size-6" />
      {unread > 0 ? (
        <span
          data-testid="unread-count"
          className="absolute top-1 right-0.5 min-w-5 rounded-full bg-red-600 px-1 text-center text-[11px] leading-5 font-bold text-white ring-2 ring-white"
        >
          {unread > 99 ? '99+' : unread}
        </span>
      ) : null}
    </Link>
  );
}
