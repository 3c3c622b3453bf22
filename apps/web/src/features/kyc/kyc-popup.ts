import { useSyncExternalStore } from 'react';

// "Okay, Go to Dashboard" sets a popup flag, and the dashboard shows the in-review notice
// until the customer closes it. It lasts for the page's life only.
let isOn = false;
const listeners = new Set<() => void>();

export function setKycPopup(on: boolean) {
  isOn = on;
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function useKycPopup(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => isOn,
    () => false,
  );
}
