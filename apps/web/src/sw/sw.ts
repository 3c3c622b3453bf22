/// <reference lib="webworker" />
// The service worker, built by Workbox (vite-plugin-pwa in injectManifest mode; decision 029). Two rules, as
// before: the app shell and every hashed file are precached (cache first; a new build's manifest replaces the
// old cache), and pages go to the network first — fresh pages and real 404s — falling back offline to the
// cached shell, which renders the route with its "You're offline" banner. /api/* is never touched: balances,
// history and sends always come from the server, and nothing is replayed behind the customer's back. The
// operations console (/ops) is staff-only and never cached.
import { clientsClaim } from 'workbox-core';
import { cleanupOutdatedCaches, matchPrecache, precacheAndRoute } from 'workbox-precaching';
import { NavigationRoute, registerRoute } from 'workbox-routing';
import { NetworkOnly } from 'workbox-strategies';

declare const self: ServiceWorkerGlobalScope & {
  __WB_MANIFEST: Array<{ url: string; revision: string | null }>;
};

const SHELL = '/index.html';

self.skipWaiting();
clientsClaim();
cleanupOutdatedCaches();
precacheAndRoute(self.__WB_MANIFEST);

const network = new NetworkOnly();
registerRoute(
  new NavigationRoute(
    async (options) => {
      try {
        return await network.handle(options);
      } catch {
        return (await matchPrecache(SHELL)) ?? Response.error();
      }
    },
    { denylist: [/^\/api\//, /^\/ops(\/|$)/] },
  ),
);
