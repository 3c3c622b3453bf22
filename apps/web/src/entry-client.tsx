import { StrictMode } from 'react';
import { createRoot, hydrateRoot, type Root } from 'react-dom/client';
import { BrowserRouter } from 'react-router';
import { App } from './app/app';

function tree(onReady?: () => void) {
  return (
    <StrictMode>
      <BrowserRouter>
        <App onReady={onReady} />
      </BrowserRouter>
    </StrictMode>
  );
}

/** Brings a pre-rendered page to life; `onReady` runs once it is interactive. */
export function hydrate(root: HTMLElement, onReady: () => void): Root {
  return hydrateRoot(root, tree(onReady));
}

/** Renders into the empty SPA shell (signed-in routes and unknown URLs). */
export function render(root: HTMLElement) {
  createRoot(root).render(tree());
}
