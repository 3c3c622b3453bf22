import { type LazyPage, lazyPage } from './lazy-page';
import { publicPageIndex, publicPages } from './public-pages';

/** The public site's routes, each page from its chunk (`public-pages.ts`); each is pre-rendered at build time. */
export const publicRoutes: Array<{ path: string; Page: LazyPage }> = publicPages.map(({ path, load }) => ({
  path,
  Page: lazyPage(load),
}));

/** The public page at this URL path, if any (to fetch its chunk before hydrating or pre-rendering it). */
export function publicPageAt(pathname: string): LazyPage | undefined {
  return publicRoutes[publicPageIndex(pathname)]?.Page;
}
