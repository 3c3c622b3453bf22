import { useSyncExternalStore } from 'react';
import { OfflineIcon } from './wallet-icons';

function subscribe(onChange: () => void) {
  window.addEventListener('online', onChange);
  window.addEventListener('offline', onChange);
  return () => {
    window.removeEventListener('online', onChange);
    window.removeEventListener('offline', onChange);
  };
}

/** Whether the browser says it is online (always true while pre-rendering). */
export function useIsOnline(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => navigator.onLine,
    () => true,
  );
}

/** "You're offline": a bar across the top while the browser has no connection. Nothing is sent by itself. */
export function OfflineBanner() {
  const online = useIsOnline();
  if (online) return null;
  return (
    <div
      role="status"
      className="sticky top-0 z-50 flex items-center justify-center gap-2 bg-ink px-4 py-2 text-center text-sm font-semibold text-white print:hidden"
    >
      <OfflineIcon className="size-4 shrink-0" />
      You're offline. Check your internet connection; nothing is sent until you try again.
    </div>
  );
}
