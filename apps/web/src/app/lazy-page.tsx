import { type ComponentType, lazy } from 'react';
import { chunk } from '#lib/chunk';
import { useReportPageReady } from '#lib/page-ready';

/** A page in a chunk of its own that can be fetched ahead (`preload`). */
export type LazyPage = ComponentType & { preload: () => Promise<void> };

/**
 * A page from a chunk of its own. Until its chunk is in, it suspends (the nearest Suspense boundary, and a
 * navigation's transition, keep what was on screen); once in, it renders at once. So a pre-rendered page
 * whose chunk was fetched before hydration starts hydrates in one pass, as if it were never lazy. A chunk
 * that cannot be fetched during a navigation loads the page from the server instead: every public page is
 * pre-rendered, so the visitor gets the page, never a blank. A pre-rendered page reports itself live once it
 * has hydrated (its Suspense boundary hydrates after the rest of the app: `useReportPageReady`).
 */
export function lazyPage(load: () => Promise<ComponentType>): LazyPage {
  const page = chunk(load);
  const preload = () => page.load().then(() => {});
  const Suspending = lazy(async () => {
    try {
      await preload();
    } catch {
      window.location.reload();
      await new Promise(() => {});
    }
    return { default: page.loaded! };
  });
  const Page = () => {
    useReportPageReady();
    const Loaded = page.loaded;
    return Loaded ? <Loaded /> : <Suspending />;
  };
  return Object.assign(Page, { preload });
}
