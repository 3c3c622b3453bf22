import { type ComponentType, isValidElement, lazy, type ReactNode } from 'react';
import { type Chunk, chunk } from './chunk';

/**
 * A screen from a chunk of its own (`Chunk`): rendered at once when the chunk is already in (the page's first
 * script fetched it: app/first-calls.ts, app/shell-pages.ts; the console's ops/main.tsx), so nothing suspends; otherwise it suspends until
 * the chunk is in, as `React.lazy` does. A suspension is not free on a first load: React shows the boundary's
 * fallback, then holds what replaces it back until 300 ms after the fallback appeared (its "fallback
 * throttle"), once per boundary (decision 038).
 */
export function lazyScreen(
  source: Chunk<{ default: ComponentType }> | (() => Promise<{ default: ComponentType }>),
): LazyScreen {
  // A chunk of its own, or one the page's first script shares (it starts the chunk before React is in).
  const screen = typeof source === 'function' ? chunk(source) : source;
  const Suspending = lazy(screen.load);
  const Screen = () => {
    const Loaded = screen.loaded?.default;
    return Loaded ? <Loaded /> : <Suspending />;
  };
  // A getter, not a copied value (as `Object.assign` would make it): whether the chunk is in now.
  return Object.defineProperties(Screen, {
    preload: { value: screen.load },
    loaded: { get: () => screen.loaded !== undefined },
  }) as unknown as LazyScreen;
}

/** A screen from its chunk (`lazyScreen`): `preload` fetches the chunk ahead; `loaded` says whether it is in. */
export type LazyScreen = ComponentType & { preload: () => Promise<unknown>; readonly loaded: boolean };

/** The screen a route's element renders, if it is a screen from its chunk (`lazyScreen`). */
export function screenOf(element: ReactNode): LazyScreen | undefined {
  if (!isValidElement(element)) return undefined;
  const type = element.type as Partial<LazyScreen>;
  return typeof type.preload === 'function' ? (type as LazyScreen) : undefined;
}
