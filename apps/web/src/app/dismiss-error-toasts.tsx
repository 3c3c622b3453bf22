import { useEffect, useRef } from 'react';
import toast, { useToasterStore } from 'react-hot-toast';
import { useLocation } from 'react-router';

/** Toasts that are meant to be read on the next screen (a signed-out session explains the login page). */
const KEPT_ACROSS_SCREENS = new Set(['session-ended']);

/** Error toasts belong to the screen that raised them: moving to another screen dismisses them. */
export function DismissErrorToastsOnNavigate() {
  const { pathname } = useLocation();
  const { toasts } = useToasterStore();
  const latest = useRef(toasts);
  latest.current = toasts;
  const previous = useRef(pathname);
  useEffect(() => {
    if (previous.current === pathname) return;
    previous.current = pathname;
    for (const t of latest.current) {
      if (t.type === 'error' && t.visible && !KEPT_ACROSS_SCREENS.has(t.id)) toast.dismiss(t.id);
    }
  }, [pathname]);
  return null;
}
