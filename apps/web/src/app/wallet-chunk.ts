import { chunk } from '#lib/chunk';

/**
 * The signed-in app's chunk (its frame, guard and routes): fetched by the page's first script beside the client's
 * own (app/first-calls.ts), rendered by app-routes.tsx (`lazyScreen`). Imports no React.
 */
export const walletChunk = chunk(() => import('./routes/wallet/wallet-routes'));
