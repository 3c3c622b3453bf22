import { useSyncExternalStore } from 'react';
import { storeLinks } from '#config/cta';
import { storeUrlFor } from '#lib/platform';

const noSubscription = () => () => {};

/**
 * The app-store link for this device. Pre-rendered HTML cannot know the device, so it carries the
 * Apple link; the browser switches to the right one as it hydrates.
 */
export function useStoreUrl(): string {
  return useSyncExternalStore(
    noSubscription,
    () => storeUrlFor(navigator.userAgent, storeLinks),
    () => storeLinks.ios,
  );
}
