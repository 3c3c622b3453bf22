import { Suspense } from 'react';
import { Route, Routes, useLocation } from 'react-router';
import { lazyScreen } from '#lib/lazy-screen';
import { Redirect } from '#lib/redirect';
import { FullScreenLoader } from '#ui/full-screen-loader';
import { publicRoutes } from './public-routes';
import { NotFoundPage } from './routes/marketing/not-found-page';
import { shellPages } from './shell-pages';
import { walletChunk } from './wallet-chunk';
import { isWalletPath } from './wallet-paths';

// The signed-in app is its own chunk: public pages never download it.
const WalletRoutes = lazyScreen(walletChunk);
// The public pages with a code in their URL (a payment link, a receipt's and a statement's checks): each its own
// small chunk, outside the wallet and the pre-rendered pages.
const shellRoutes = shellPages.map(({ path, page }) => ({ path, Page: lazyScreen(page) }));

/** Unknown public URLs show the not-found image; wallet URLs load the signed-in app. */
function FallbackRoute() {
  const { pathname } = useLocation();
  if (!isWalletPath(pathname)) return <NotFoundPage />;
  return (
    <Suspense fallback={<FullScreenLoader />}>
      <WalletRoutes />
    </Suspense>
  );
}

export function AppRoutes() {
  // One boundary for every route, already showing its page: a navigation (a transition) to a page whose chunk
  // is not in yet keeps the current page on screen until it is, instead of a loader.
  return (
    <Suspense fallback={<FullScreenLoader />}>
      <Routes>
        {publicRoutes.map(({ path, Page }) => (
          <Route key={path} path={path} element={<Page />} />
        ))}
        {/* The spec's footer and forgot-password logos point at /home. */}
        <Route path="/home" element={<Redirect to="/" />} />
        {shellRoutes.map(({ path, Page }) => (
          <Route key={path} path={path} element={<Page />} />
        ))}
        <Route path="*" element={<FallbackRoute />} />
      </Routes>
    </Suspense>
  );
}
