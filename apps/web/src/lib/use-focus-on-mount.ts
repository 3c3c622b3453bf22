import { useEffect, useRef } from 'react';

/**
 * Moves focus to an element (a step's heading, tabIndex -1) when it mounts, so keyboard and
 * screen-reader users land on the new step instead of on a button that no longer exists.
 */
export function useFocusOnMount<T extends HTMLElement>() {
  const ref = useRef<T>(null);
  useEffect(() => {
    ref.current?.focus({ preventScroll: false });
  }, []);
  return ref;
}
