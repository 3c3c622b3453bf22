import { hydrateAfterFirstPaint, hydrateFormOnIntent, hydrateOnIntent } from './app/hydrate-on-intent';
import { publicPageIndex, publicPages } from './app/public-pages';
import { isWalletPath } from './app/wallet-paths';
import { storeLinks } from './config/cta';
import { storeUrlFor } from './lib/platform';
import { readToken } from './lib/session/stored-token';
import './styles.css';

/**
 * The only script a public page loads up front. Pre-rendered pages are readable and their links
 * work without React, so React (about 80 KB gzip) is fetched on the visitor's first interaction
 * and then hydrates the page. The wallet's pre-rendered login and signup fetch their chunks after the
 * first paint and hydrate on the visitor's first tap (at once for a signed-in visitor, who moves on to the
 * dashboard). The empty shell (signed-in routes, unknown URLs) renders at once.
 */
const root = document.getElementById('root')!;
let settle!: () => void;
/** Resolves when the page has loaded and, where it hydrates at once, is live. */
const pageSettled = new Promise<void>((resolve) => {
  settle = resolve;
});
const afterLoad = (then: () => void) => {
  if (document.readyState === 'complete') then();
  else window.addEventListener('load', then, { once: true });
};
const loadClient = () => import('./entry-client');
// A public page's own chunk, fetched beside the client's rather than after it runs.
const loadPage = () => publicPages[publicPageIndex(location.pathname)]?.load();
const hydrate = (onReady: () => void) =>
  Promise.all([loadClient(), loadPage()]).then(async ([client]) => {
    await client.hydrate(root, onReady);
  });

if (root.firstElementChild) {
  // Pre-rendered store links carry the Apple link; point them at the right store before any click.
  const storeUrl = storeUrlFor(navigator.userAgent, storeLinks);
  for (const link of document.querySelectorAll<HTMLAnchorElement>('a[data-store-link]')) link.href = storeUrl;
  if (isWalletPath(location.pathname)) {
    // The chunks this page runs, listed by the build (scripts/prerender.mjs) in an inert template.
    const preloads = document.querySelector<HTMLTemplateElement>('template#module-preloads')?.content;
    // All fetched at once (no waterfall) and run, now.
    const preloadChunks = () => {
      if (preloads) document.head.append(preloads.cloneNode(true));
    };
    const hydrateForm = (onReady: () => void) => {
      preloadChunks();
      return hydrate(() => {
        onReady();
        settle();
      });
    };
    if (readToken()) {
      // A signed-in visitor: the app sends them on to the dashboard as soon as it runs.
      hydrateAfterFirstPaint(root, hydrateForm);
    } else {
      // Into the cache only, so the form comes alive quickly on the visitor's first tap. One link a task:
      // starting a fetch costs the main thread ~0.5 ms, and forty in one task made a long one.
      const prefetchChunks = () => {
        const hrefs = [...(preloads?.querySelectorAll('link') ?? [])].map((l) => l.getAttribute('href')!);
        const next = () => {
          const href = hrefs.shift();
          if (!href) return;
          const prefetch = document.createElement('link');
          prefetch.rel = 'prefetch';
          prefetch.as = 'script';
          prefetch.crossOrigin = '';
          prefetch.href = href;
          document.head.append(prefetch);
          setTimeout(next, 0);
        };
        next();
      };
      hydrateFormOnIntent(root, hydrateForm, prefetchChunks);
      afterLoad(settle);
    }
  } else {
    hydrateOnIntent(root, hydrate);
    afterLoad(settle);
  }
} else {
  // The screen's first calls and chunks go now, beside the client's own (app/first-calls.ts): a signed-in screen's,
  // or a public page's with a code in its URL. The app shows the loader until they are in too, then renders the
  // screen at once (entry-client.tsx, decision 038).
  const screenStarted = import('./app/first-calls')
    .then((screen) => screen.startScreen(location.pathname))
    .catch(() => {
      // Not fetched (offline, a new deploy): the screens make their calls and fetch their chunks as before.
    });
  loadClient().then((client) => {
    client.render(root, screenStarted);
    afterLoad(settle);
  });
}

// The installable app: a service worker keeps the app shell, so the app opens offline (never a blank page).
// It registers a few seconds after this page has done its own work (loaded; hydrated, where the page hydrates
// at once), when the browser is idle: installing it downloads the shell's files, which must not compete with
// what the page is still fetching and running (registered at `load`, it made login's blocking time 5× worse).
const SERVICE_WORKER_DELAY_MS = 3_000;
pageSettled.then(() => {
  if (!import.meta.env.PROD || !('serviceWorker' in navigator)) return;
  const register = () => {
    navigator.serviceWorker.register('/sw.js').catch(() => {
      // No service worker (private mode, old browser): the app works online as before.
    });
  };
  setTimeout(() => {
    if ('requestIdleCallback' in window) requestIdleCallback(register, { timeout: 10_000 });
    else register();
  }, SERVICE_WORKER_DELAY_MS);
});
