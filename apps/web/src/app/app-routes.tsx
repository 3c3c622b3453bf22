import { lazy, Suspense } from 'react';
import { Route, Routes, useLocation } from 'react-router';
import { Redirect } from '#lib/redirect';
import { FullScreenLoader } from '#ui/full-screen-loader';
import { lazyScreen } from './lazy-screen';
import { publicRoutes } from './public-routes';
import { NotFoundPage } from './routes/marketing/not-found-page';
import { walletChunk } from './wallet-chunk';
import { isWalletPath } from './wallet-paths';

// The signed-in app is its own chunk: public pages never download it.
const WalletRoutes = lazyScreen(walletChunk);
// A payment link's public page: its own small chunk, outside the wallet and the pre-rendered pages.
const PayRoute = lazy(() => import('./routes/pay-route'));
// A receipt's public verify page: its own small chunk, outside the wallet and the pre-rendered pages.
const VerifyReceiptPage = lazy(() => import('#features/receipt-verify/verify-receipt-page'));
// A statement's public verify page (/s/{code}): its own small chunk too.
const VerifyStatementPage = lazy(() => import('#features/statements/verify-statement-page'));

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
        <Route path="/pay/:slug" element={<PayRoute />} />
        <Route path="/r/:code" element={<VerifyReceiptPage />} />
        <Route path="/s/:code" element={<VerifyStatementPage />} />
        <Route path="*" element={<FallbackRoute />} />
      </Routes>
    </Suspense>
  );
}
