import { type ComponentType, lazy } from 'react';
import type { Chunk } from '#lib/chunk';

/**
 * A screen from a chunk of its own (`Chunk`): rendered at once when the chunk is already in (the page's first
 * script fetched it: app/first-calls.ts, app/shell-pages.ts), so nothing suspends; otherwise it suspends until
 * the chunk is in, as `React.lazy` does. A suspension is not free on a first load: React shows the boundary's fallback, then holds
 * what replaces it back until 300 ms after the fallback appeared (its "fallback throttle"), once per boundary.
 */
export function lazyScreen(screen: Chunk<{ default: ComponentType }>): ComponentType {
  const Suspending = lazy(screen.load);
  return function Screen() {
    const Loaded = screen.loaded?.default;
    return Loaded ? <Loaded /> : <Suspending />;
  };
}
