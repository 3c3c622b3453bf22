import { chunk } from '#lib/chunk';

/**
 * The dashboard's chunk: fetched by the page's first script on /dashboard (app/first-calls.ts), rendered by
 * wallet-routes.tsx (`lazyScreen`). Imports no React.
 */
export const dashboardChunk = chunk(() => import('./dashboard-route'));
