import { StrictMode } from 'react';
import { prerender } from 'react-dom/static';
import { StaticRouter } from 'react-router';
import { blogPosts } from '#features/blog/blog-posts';
import { App } from './app/app';
import { publicPages } from './app/public-pages';
import { publicPageAt } from './app/public-routes';
import { dashboardPath, guestPaths, isWalletPath, walletPathPatterns } from './app/wallet-paths';
import { HeadContext, type HeadData } from './lib/head';

export { dashboardPath, isWalletPath, walletPathPatterns };

/**
 * Every URL the build writes to dist/pages: the public pages (one per built-in blog post), then the wallet's
 * login and signup.
 */
export function prerenderUrls(): string[] {
  const publicUrls = publicPages.flatMap(({ path }) =>
    path === '/blog/:blogId' ? blogPosts.map((post) => `/blog/${post.blogId}`) : [path],
  );
  return [...publicUrls, ...guestPaths];
}

/**
 * Renders one URL to HTML, with the title and description its page asked for. `prerender` waits for
 * lazy chunks (the wallet routes behind /login and /signup), so their HTML holds the real form rather
 * than the loader a Suspense boundary shows while its chunk loads. The server has no stored token, so
 * it renders what a signed-out visitor sees.
 */
export async function render(url: string): Promise<{ html: string; head: HeadData }> {
  const head: HeadData = { title: 'Owo', description: '' };
  // The page's chunk first, as the browser fetches it before hydrating: it renders at once, not suspended.
  await publicPageAt(url)?.preload();
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
