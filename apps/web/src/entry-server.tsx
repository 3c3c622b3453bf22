import { StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import { StaticRouter } from 'react-router';
import { App } from './app/app';
import { prerenderUrls } from './app/public-routes';
import { HeadContext, type HeadData } from './lib/head';

export { prerenderUrls };

/** Renders one public URL to HTML, with the title and description its page asked for. */
export function render(url: string): { html: string; head: HeadData } {
  const head: HeadData = { title: 'Owo', description: '' };
  const html = renderToString(
    <StrictMode>
      <HeadContext value={head}>
        <StaticRouter location={url}>
          <App />
        </StaticRouter>
      </HeadContext>
    </StrictMode>,
  );
  return { html, head };
}
