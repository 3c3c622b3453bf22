import { useSyncExternalStore } from 'react';

const subscribeToNothing = () => () => {};

/**
 * True while React hydrates pre-rendered HTML, when a component must render what the server rendered;
 * React renders it again at once with false. Always false in a page rendered in the browser.
 */
export function useIsHydrating(): boolean {
  return useSyncExternalStore(
    subscribeToNothing,
    () => false,
    () => true,
  );
}
