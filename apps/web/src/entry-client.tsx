import { StrictMode, startTransition } from 'react';
import { createRoot, hydrateRoot, type Root } from 'react-dom/client';
import { BrowserRouter } from 'react-router';
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
 */
export function render(root: HTMLElement) {
  const app = createRoot(root);
  startTransition(() => {
    app.render(tree());
  });
}
