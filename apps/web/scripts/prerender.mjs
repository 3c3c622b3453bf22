// Pre-renders every public route to dist/pages/<route>.html so text shows before any script runs.
// Usage: node scripts/prerender.mjs <client-dist-dir> [<ssr-dir>]  (paths relative to apps/web)
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';

const webDir = resolve(import.meta.dirname, '..');
const distDir = resolve(webDir, process.argv[2] ?? 'dist');
const ssrDir = resolve(webDir, process.argv[3] ?? '.ssr');

const escapeHtml = (text) =>
  text.replaceAll('&', '&amp;').replaceAll('<', '&lt;').replaceAll('>', '&gt;').replaceAll('"', '&quot;');

/** '/' -> pages/index.html, '/blog/3' -> pages/blog/3.html */
export function pageFileFor(url) {
  return url === '/' ? 'index.html' : `${url.replace(/^\//, '')}.html`;
}

const template = readFileSync(join(distDir, 'index.html'), 'utf8');
if (!template.includes('<div id="root"></div>')) throw new Error('index.html has no empty #root');

const server = await import(pathToFileURL(join(ssrDir, 'entry-server.js')).href);
const urls = server.prerenderUrls();
for (const url of urls) {
  const rendered = server.render(url);
  // React puts preload hints for eager images first; they belong in <head>, outside the hydrated tree.
  const hints = rendered.html.match(/^(?:<link [^>]*\/>)+/)?.[0] ?? '';
  const html = rendered.html.slice(hints.length);
  const head = rendered.head;
  let page = template.replace('<div id="root"></div>', `<div id="root">${html}</div>`);
  page = page.replace('</head>', `${hints}</head>`);
  page = page.replace(/<title>[^<]*<\/title>/, `<title>${escapeHtml(head.title)}</title>`);
  if (head.description) {
    page = page.replace(
      /<meta name="description" content="[^"]*"\s*\/?>/,
      `<meta name="description" content="${escapeHtml(head.description)}" />`,
    );
  }
  const file = join(distDir, 'pages', pageFileFor(url));
  mkdirSync(dirname(file), { recursive: true });
  writeFileSync(file, page);
}
console.log(`prerendered ${urls.length} pages into ${join(distDir, 'pages')}`);
