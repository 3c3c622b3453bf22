import { useEffect, useState } from 'react';
import { useLocation } from 'react-router';
import { PageReadyContext } from '#lib/page-ready';
import { OfflineBanner } from '#ui/offline-banner';
import { AppToaster } from '#ui/toaster';
import { AppRoutes } from './app-routes';
import { DismissErrorToastsOnNavigate } from './dismiss-error-toasts';
import { publicPageIndex } from './public-pages';
import { ScrollToTop } from './scroll-to-top';
import { isWalletPath } from './wallet-paths';

type AppProps = { onReady?: () => void };

/**
 * Everything inside the router: shared by the browser and the pre-renderer. `onReady` (given when
 * hydrating) runs once the pre-rendered page is live. A public page (each in its chunk) and a wallet page
 * (login, signup) come from lazy chunks whose Suspense boundaries hydrate after this commits, so each
 * reports it itself, through PageReadyContext; any other page, when this commits.
 */
export function App({ onReady }: AppProps) {
  const { pathname } = useLocation();
  const [reportsItself] = useState(() => isWalletPath(pathname) || publicPageIndex(pathname) >= 0);
  useEffect(() => {
    if (!reportsItself) onReady?.();
  }, [onReady, reportsItself]);
  return (
    <PageReadyContext value={reportsItself ? onReady : undefined}>
      <ScrollToTop />
      <OfflineBanner />
      <AppRoutes />
      <AppToaster />
      <DismissErrorToastsOnNavigate />
    </PageReadyContext>
  );
}
