import { useSyncExternalStore } from 'react';
import { readToken, safeStorage, TOKEN_KEY } from './stored-token';

export { readToken };

// One tiny external store so every screen sees sign-in and sign-out at once, including sign-out in another
// tab (the `storage` event).
const listeners = new Set<() => void>();

function notify() {
  for (const listener of listeners) listener();
}

export function saveToken(token: string, rememberMe: boolean) {
  safeStorage('sessionStorage')?.setItem(TOKEN_KEY, token);
  if (rememberMe) safeStorage('localStorage')?.setItem(TOKEN_KEY, token);
  else safeStorage('localStorage')?.removeItem(TOKEN_KEY);
  notify();
}

/** Sign-out: both copies go. */
export function clearToken() {
  safeStorage('sessionStorage')?.removeItem(TOKEN_KEY);
  safeStorage('localStorage')?.removeItem(TOKEN_KEY);
  notify();
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  const onStorage = (event: StorageEvent) => {
    if (event.key === TOKEN_KEY || event.key === null) listener();
  };
  window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', onStorage);
  };
}

/**
 * Calls `onEnd` whenever the session this page knew ends or gives way to another, here or in another tab (a
 * sign-out there reaches this tab only as a `storage` event). The signed-in app clears its cache then, so the
 * next person to log in on this tab never sees the last one's balances or history. Answers the unsubscribe.
 */
export function onSessionEnd(onEnd: () => void): () => void {
  // The build's pre-render loads the app in Node: there is no session there to end.
  if (typeof window === 'undefined') return () => {};
  let known = readToken();
  return subscribe(() => {
    const now = readToken();
    if (known !== null && now !== known) onEnd();
    known = now;
  });
}

/** The stored access token, or null for a visitor; re-renders on sign-in and sign-out. */
export function useToken(): string | null {
  return useSyncExternalStore(subscribe, readToken, () => null);
}
