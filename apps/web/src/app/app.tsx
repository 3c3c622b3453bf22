import { useEffect, useState } from 'react';
import { useLocation } from 'react-router';
import { PageReadyContext } from '#lib/page-ready';
import { OfflineBanner } from '#ui/offline-banner';
import { AppToaster } from '#ui/toaster';
import { AppRoutes } from './app-routes';
import { DismissErrorToastsOnNavigate } from './dismiss-error-toasts';
import { ScrollToTop } from './scroll-to-top';
import { isWalletPath } from './wallet-paths';

type AppProps = { onReady?: () => void };

/**
 * Everything inside the router: shared by the browser and the pre-renderer. `onReady` (given when
 * hydrating) runs once the pre-rendered page is live: when this commits, for a public page. A wallet
 * page (login, signup) comes from lazy chunks whose Suspense boundaries hydrate after this commits,
 * so the wallet reports it itself, through PageReadyContext.
 */
export function App({ onReady }: AppProps) {
  const { pathname } = useLocation();
  const [isWalletPage] = useState(() => isWalletPath(pathname));
  useEffect(() => {
    if (!isWalletPage) onReady?.();
  }, [onReady, isWalletPage]);
  return (
    <PageReadyContext value={isWalletPage ? onReady : undefined}>
      <ScrollToTop />
      <OfflineBanner />
      <AppRoutes />
      <AppToaster />
      <DismissErrorToastsOnNavigate />
    </PageReadyContext>
  );
}
