import { createContext, useContext, useEffect } from 'react';

/**
 * While a pre-rendered page hydrates: what to call once the page is live (it replays the clicks and
 * submits held until then, see app/hydrate-on-intent.ts). Undefined otherwise.
 */
export const PageReadyContext = createContext<(() => void) | undefined>(undefined);

/**
 * Reports the page live when the calling component commits, i.e. once it and everything under it have
 * hydrated. For a page behind a lazy chunk, whose Suspense boundary hydrates after the rest of the app.
 */
export function useReportPageReady() {
  const onReady = useContext(PageReadyContext);
  useEffect(() => {
    onReady?.();
  }, [onReady]);
}
