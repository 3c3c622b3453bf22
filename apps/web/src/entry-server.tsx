import { StrictMode } from 'react';
import { prerender } from 'react-dom/static';
import { StaticRouter } from 'react-router';
import { App } from './app/app';
import { prerenderUrls as publicUrls } from './app/public-routes';
import { guestPaths, isWalletPath } from './app/wallet-paths';
import { HeadContext, type HeadData } from './lib/head';

export { isWalletPath };

/** Every URL the build writes to dist/pages: the public pages, then the wallet's login and signup. */
export function prerenderUrls(): string[] {
  return [...publicUrls(), ...guestPaths];
}

/**
 * Renders one URL to HTML, with the title and description its page asked for. `prerender` waits for
 * lazy chunks (the wallet routes behind /login and /signup), so their HTML holds the real form rather
 * than the loader a Suspense boundary shows while its chunk loads. The server has no stored token, so
 * it renders what a signed-out visitor sees.
 */
export async function render(url: string): Promise<{ html: string; head: HeadData }> {
  const head: HeadData = { title: 'Owo', description: '' };
  const { prelude } = await prerender(
    <StrictMode>
      <HeadContext value={head}>
        <StaticRouter location={url}>
          <App />
        </StaticRouter>
      </HeadContext>
    </StrictMode>,
  );
  return { html: await new Response(prelude).text(), head };
}
