// The business a team member acts for (acting-for-store.ts, where the API client reads it), with the hook that
// re-renders a screen when it changes.
import { useSyncExternalStore } from 'react';
import { ACT_FOR_EVENT, ACT_FOR_KEY, type ActingFor } from './acting-for-store';

export {
  type ActingFor,
  actForHeader,
  actingMay,
  clearActingFor,
  readActingFor,
  saveActingFor,
} from './acting-for-store';

function subscribe(onChange: () => void) {
  window.addEventListener(ACT_FOR_EVENT, onChange);
  window.addEventListener('storage', onChange);
  return () => {
    window.removeEventListener(ACT_FOR_EVENT, onChange);
    window.removeEventListener('storage', onChange);
  };
}

const snapshot = () => {
  try {
    return localStorage.getItem(ACT_FOR_KEY);
  } catch {
    return null;
  }
};

/** The business acted for, re-rendering when it changes (in this tab or another). */
export function useActingFor(): ActingFor | null {
  const raw = useSyncExternalStore(subscribe, snapshot, () => null);
  return raw ? (JSON.parse(raw) as ActingFor) : null;
}
