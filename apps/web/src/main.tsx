import { hydrateOnIntent } from './app/hydrate-on-intent';
import { storeLinks } from './config/cta';
import { storeUrlFor } from './lib/platform';
import './styles.css';

/**
 * The only script a public page loads up front. Pre-rendered pages are readable and their links
 * work without React, so React (about 80 KB gzip) is fetched on the visitor's first interaction
 * and then hydrates the page. The empty shell (signed-in routes, unknown URLs) renders at once.
 */
const root = document.getElementById('root')!;
const loadClient = () => import('./entry-client');

if (root.firstElementChild) {
  // Pre-rendered store links carry the Apple link; point them at the right store before any click.
  const storeUrl = storeUrlFor(navigator.userAgent, storeLinks);
  for (const link of document.querySelectorAll<HTMLAnchorElement>('a[data-store-link]')) link.href = storeUrl;
  hydrateOnIntent(root, (onReady) => loadClient().then((client) => client.hydrate(root, onReady)));
} else {
  loadClient().then((client) => client.render(root));
}
