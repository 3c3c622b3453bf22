import { PageReadyContext } from '#lib/page-ready';
import { OfflineBanner } from '#ui/offline-banner';
import { AppToaster } from '#ui/toaster';
import { AppRoutes } from './app-routes';
import { DismissErrorToastsOnNavigate } from './dismiss-error-toasts';
import { ScrollToTop } from './scroll-to-top';

type AppProps = { onReady?: () => void };

/**
 * Everything inside the router: shared by the browser and the pre-renderer. `onReady` (given when
 * hydrating) runs once the pre-rendered page is live. Every pre-rendered page (a public page, the wallet's
 * login and signup) comes from a lazy chunk whose Suspense boundary hydrates after this commits, so the page
 * reports it itself, through PageReadyContext.
 */
export function App({ onReady }: AppProps) {
  return (
    <PageReadyContext value={onReady}>
      <ScrollToTop />
      <OfflineBanner />
      <AppRoutes />
      <AppToaster />
      <DismissErrorToastsOnNavigate />
    </PageReadyContext>
  );
}
