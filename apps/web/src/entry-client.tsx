import { StrictMode, startTransition } from 'react';
import { createRoot, hydrateRoot, type Root } from 'react-dom/client';
import { BrowserRouter } from 'react-router';
import { FullScreenLoader } from '#ui/full-screen-loader';
import { App } from './app/app';
import { publicPageAt } from './app/public-routes';

function tree(onReady?: () => void) {
  return (
    <StrictMode>
      <BrowserRouter>
        <App onReady={onReady} />
      </BrowserRouter>
    </StrictMode>
  );
}

/**
 * Brings a pre-rendered page to life; `onReady` runs once it is interactive. A public page's own chunk is in
 * first (main.tsx started fetching it beside this one), so the page hydrates in one pass. Hydrating in a
 * transition lets React yield to the browser every few milliseconds instead of holding the main thread for the
 * whole tree (long tasks a visitor feels, and Lighthouse counts as blocking time); the page is already
 * painted meanwhile, and clicks wait in hydrate-on-intent until it is live.
 */
export async function hydrate(root: HTMLElement, onReady: () => void): Promise<Root> {
  await publicPageAt(window.location.pathname)?.preload();
  let hydrated!: Root;
  startTransition(() => {
    hydrated = hydrateRoot(root, tree(onReady));
  });
  return hydrated;
}

/**
 * Renders into the empty SPA shell (signed-in routes and unknown URLs), in a transition as hydration is: the
 * first render of the signed-in frame and its screen (a few hundred milliseconds on a cheap phone) yields to
 * the browser every few milliseconds instead of holding the main thread in one long task.
 *
 * With `screenReady` (the screen's chunks, fetched by the page's first script: app/first-calls.ts), the loader
 * shows until they are in, and the app then renders its screen at once. Rendered before, the screen would
 * suspend on a chunk still on its way, and React holds back what replaces a Suspense fallback until 300 ms after
 * the fallback appeared (twice on the dashboard: the wallet's frame, then the screen). The loader here is a
 * render of its own, not a fallback, so nothing is held back.
 */
export function render(root: HTMLElement, screenReady?: Promise<unknown>) {
  const app = createRoot(root);
  const renderApp = () => {
    startTransition(() => {
      app.render(tree());
    });
  };
  if (!screenReady) return renderApp();
  app.render(<FullScreenLoader />);
  void screenReady.then(renderApp, renderApp);
}
