import { useEffect, useRef } from 'react';
import { useIsHydrating } from './use-is-hydrating';

/**
 * Moves focus to an element (a step's heading, tabIndex -1) when it mounts, so keyboard and
 * screen-reader users land on the new step instead of on a button that no longer exists. A step
 * hydrated from pre-rendered HTML leaves focus alone: the visitor is already on it, maybe typing.
 */
export function useFocusOnMount<T extends HTMLElement>() {
  const ref = useRef<T>(null);
  const isHydrating = useIsHydrating();
  const isMountedByHydration = useRef(isHydrating);
  useEffect(() => {
    if (!isMountedByHydration.current) ref.current?.focus({ preventScroll: false });
  }, []);
  return ref;
}
