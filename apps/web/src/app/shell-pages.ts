import type { ComponentType } from 'react';
import { type Chunk, chunk } from '#lib/chunk';
import { pathMatches } from './public-pages';

/**
 * The public pages the SPA shell renders (not pre-rendered: a code in their URL names what they show), each in a
 * chunk of its own. No React here: main.tsx fetches the page's chunk beside the client's, and the app renders
 * once it is in (entry-client.tsx), so a payer's or a checker's cold load renders the page at once (app-routes.tsx,
 * `lazyScreen`) and React holds nothing back behind a fallback (decision 038).
 */
export const shellPages: ReadonlyArray<{ path: string; page: Chunk<{ default: ComponentType }> }> = [
  // A payment link's public page.
  { path: '/pay/:slug', page: chunk(() => import('./routes/pay-route')) },
  // A receipt's public verify page.
  { path: '/r/:code', page: chunk(() => import('#features/receipt-verify/verify-receipt-page')) },
  // A statement's public verify page.
  { path: '/s/:code', page: chunk(() => import('#features/statements/verify-statement-page')) },
];

/** The shell-rendered public page at this URL path, if any. */
export function shellPageAt(pathname: string): Chunk<{ default: ComponentType }> | undefined {
  return shellPages.find(({ path }) => pathMatches(path, pathname))?.page;
}
