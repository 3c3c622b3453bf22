import { useEffect } from 'react';
import { AppToaster } from '../ui/toaster';
import { AppRoutes } from './app-routes';
import { ScrollToTop } from './scroll-to-top';

type AppProps = { onReady?: () => void };

/** Everything inside the router: shared by the browser and the pre-renderer. */
export function App({ onReady }: AppProps) {
  useEffect(() => {
    onReady?.();
  }, [onReady]);
  return (
    <>
      <ScrollToTop />
      <AppRoutes />
      <AppToaster />
    </>
  );
}
