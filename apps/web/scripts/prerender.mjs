// Pre-renders every public route, and the wallet's login and signup, to dist/pages/<route>.html so text
// (and those two forms) shows before any script runs.
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

const manifest = JSON.parse(readFileSync(join(distDir, '.vite/manifest.json'), 'utf8'));
function chunkWithImports(key, files = new Set()) {
  const chunk = manifest[key];
  if (!chunk) throw new Error(`prerender: ${key} is not in the build manifest (renamed? update this script)`);
  if (files.has(chunk.file)) return files;
  files.add(chunk.file);
  for (const dep of chunk.imports ?? []) chunkWithImports(dep, files);
  return files;
}

/**
 * A wallet page (login, signup) hydrates right after its first paint, so its HTML lists every chunk it
 * runs: the client entry, the wallet routes and its own route, with their imports. Without the list each
 * chunk is found only when the one before it runs (a waterfall of four steps). The hints sit in an inert
 * <template> that main.tsx moves into <head> after the first paint: fetched from the start, ~190 KB of
 * chunks would compete with the paint (and Lighthouse counts them as render-blocking).
 */
function walletPreloads(url) {
  const links = preloadLinks([
    'src/entry-client.tsx',
    'src/app/routes/wallet/wallet-routes.tsx',
    `src/app/routes/wallet${url}-route.tsx`,
  ]);
  return `<template id="module-preloads">${links}</template>`;
}

/** modulepreload links for these entries of the build's manifest and all they import, less the page's own script. */
function preloadLinks(keys) {
  const files = new Set();
  for (const key of keys) chunkWithImports(key, files);
  files.delete(manifest['index.html'].file); // the page's own <script>
  return [...files].map((file) => `<link rel="modulepreload" crossorigin href="/${file}">`).join('');
}

const template = readFileSync(join(distDir, 'index.html'), 'utf8');
if (!template.includes('<div id="root"></div>')) throw new Error('index.html has no empty #root');

const server = await import(pathToFileURL(join(ssrDir, 'entry-server.js')).href);

/**
 * The SPA shell as the wallet's signed-in screens get it: the empty shell with modulepreload links for the chunks
 * its first script will ask for (the client entry, the first calls, the wallet's routes, and on the dashboard the
 * dashboard's), so the browser fetches them beside that script rather than one after another once each has run.
 * The shell has nothing to paint before its script runs, so the links go straight into <head>. On 3G the balance
 * came about half a second sooner (bench/README.md). The server picks a shell by the first pattern in
 * shells.json that matches the path; any other page URL gets the plain shell (index.html).
 */
const shellChunks = [
  'src/entry-client.tsx',
  'src/app/first-calls.ts',
  'src/app/routes/wallet/wallet-routes.tsx',
];
const shells = [
  {
    file: 'shells/dashboard.html',
    patterns: [server.dashboardPath.source],
    chunks: [...shellChunks, 'src/app/routes/wallet/dashboard-route.tsx'],
  },
  {
    file: 'shells/wallet.html',
    patterns: server.walletPathPatterns.map((p) => p.source),
    chunks: shellChunks,
  },
];
mkdirSync(join(distDir, 'shells'), { recursive: true });
for (const shell of shells) {
  writeFileSync(
    join(distDir, shell.file),
    template.replace('</head>', `${preloadLinks(shell.chunks)}</head>`),
  );
}
writeFileSync(
  join(distDir, 'shells.json'),
  JSON.stringify(shells.flatMap(({ file, patterns }) => patterns.map((pattern) => ({ pattern, file })))),
);
const urls = server.prerenderUrls();
for (const url of urls) {
  const rendered = await server.render(url);
  // React puts preload hints for eager images first; they belong in <head>, outside the hydrated tree.
  let hints = rendered.html.match(/^(?:<link [^>]*\/>)+/)?.[0] ?? '';
  const html = rendered.html.slice(hints.length);
  if (server.isWalletPath(url)) hints += walletPreloads(url);
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
