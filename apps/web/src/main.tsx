import { hydrateAfterFirstPaint, hydrateOnIntent } from './app/hydrate-on-intent';
import { isWalletPath } from './app/wallet-paths';
import { storeLinks } from './config/cta';
import { storeUrlFor } from './lib/platform';
import './styles.css';

/**
 * The only script a public page loads up front. Pre-rendered pages are readable and their links
 * work without React, so React (about 80 KB gzip) is fetched on the visitor's first interaction
 * and then hydrates the page. The wallet's pre-rendered login and signup are forms a visitor came
 * to fill in: they hydrate right after their first paint. The empty shell (signed-in routes, unknown
 * URLs) renders at once.
 */
const root = document.getElementById('root')!;
const loadClient = () => import('./entry-client');
const hydrate = (onReady: () => void) =>
  loadClient().then((client) => {
    client.hydrate(root, onReady);
  });

if (root.firstElementChild) {
  // Pre-rendered store links carry the Apple link; point them at the right store before any click.
  const storeUrl = storeUrlFor(navigator.userAgent, storeLinks);
  for (const link of document.querySelectorAll<HTMLAnchorElement>('a[data-store-link]')) link.href = storeUrl;
  if (isWalletPath(location.pathname)) {
    hydrateAfterFirstPaint(root, (onReady) => {
      // The chunks this page runs, listed by the build (scripts/prerender.mjs): all fetched at once.
      const preloads = document.querySelector<HTMLTemplateElement>('template#module-preloads');
      if (preloads) document.head.append(preloads.content);
      return hydrate(onReady);
    });
  } else {
    hydrateOnIntent(root, hydrate);
  }
} else {
  loadClient().then((client) => client.render(root));
}

// The installable app: a service worker keeps the app shell, so the app opens offline (never a blank page).
if (import.meta.env.PROD && 'serviceWorker' in navigator) {
  window.addEventListener('load', () => {
    navigator.serviceWorker.register('/sw.js').catch(() => {
      // No service worker (private mode, old browser): the app works online as before.
    });
  });
}
