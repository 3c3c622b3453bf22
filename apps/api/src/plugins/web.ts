import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import { errors } from '@owo/contract/messages';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';

/**
 * Serves the built web app: hashed assets (pre-compressed, cached for a year), pre-rendered public
 * pages from dist/pages, and the SPA shell for every other page route. A missing file with an
 * extension is a real 404, never the shell (a missing chunk must not come back as HTML). A form POSTed to
 * a page is sent back to that page.
 */
export async function registerWeb(app: FastifyInstance, distDir: string) {
  const hasDist = existsSync(path.join(distDir, 'index.html'));
  const shellPaths = readShellPaths(distDir);
  const shells = readShells(distDir);
  if (hasDist) {
    // The pages, the shell and the few files beside them: a route each, known at start-up.
    await app.register(fastifyStatic, {
      root: distDir,
      prefix: '/',
      index: false,
      wildcard: false,
      globIgnore: ['assets/**'],
      preCompressed: true,
      setHeaders: (reply) => reply.header('cache-control', 'no-cache'),
    });
    // The hashed assets (most of the files): one route for all, each looked up when asked for. A route per file
    // cost about 170 ms of a restart here. Under /assets/ only, so a path the API's router refuses (an overlong
    // parameter is a 414) never falls through to it.
    await app.register(async (assets) => {
      // The plugin refuses a path that is not canonical (`/assets/%2e%2e/…`, a backslash) with a 403: nothing is
      // there, the plain 404 like any other missing file. Every other error goes on to the app's handler.
      assets.setErrorHandler((err: FastifyError, _request, reply) => {
        if (err.statusCode === 403) return plainNotFound(reply);
        throw err;
      });
      await assets.register(fastifyStatic, {
        root: path.join(distDir, 'assets'),
        prefix: '/assets/',
        decorateReply: false,
        index: false,
        wildcard: true,
        // A folder is never a file: straight to the plain 404 below.
        allowedPath: (pathname) => !pathname.endsWith('/'),
        preCompressed: true,
        setHeaders: (reply) => reply.header('cache-control', 'public, max-age=31536000, immutable'),
      });
    });
  }

  app.setNotFoundHandler(async (request: FastifyRequest, reply: FastifyReply) => {
    const url = request.url.split('?')[0] ?? '/';
    if (url === '/api' || url.startsWith('/api/')) {
      return reply.code(404).send({ status: false, message: errors.notFound });
    }
    const isPagePath = !path.extname(url) && !url.startsWith('/assets/');
    // A pre-rendered form (login, signup) submitted by the browser itself, before its script took over:
    // nothing is read from the body; the visitor is sent back to the page (303: fetched with GET).
    // Always a path on this site: `//evil.example/x` (or `/\evil.example`) would be another site to a browser.
    if (request.method === 'POST' && isPagePath && hasDist) {
      return reply
        .code(303)
        .header('cache-control', 'no-store')
        .redirect(`/${url.replace(/^[/\\]+/, '')}`);
    }
    const isPage = (request.method === 'GET' || request.method === 'HEAD') && isPagePath;
    if (!isPage || !hasDist) return plainNotFound(reply);
    reply.header('cache-control', 'no-cache');
    // The operations console: its own page (ops.html), staff-only, never indexed.
    if ((url === '/ops' || url.startsWith('/ops/')) && existsSync(path.join(distDir, 'ops.html'))) {
      reply.header('x-robots-tag', 'noindex, nofollow');
      return reply.type('text/html').sendFile('ops.html');
    }
    // Receipt and statement verify pages, payment-link pages and team invitations are public but must never
    // be indexed.
    if (/^\/(r|s|pay|join)\//.test(url)) reply.header('x-robots-tag', 'noindex, nofollow');
    const file = pageFile(distDir, url);
    // Neither a pre-rendered page nor a route of the app: the shell shows its not-found page, with a 404.
    if (file === 'index.html' && !shellPaths.some((pattern) => pattern.test(url))) reply.code(404);
    // A wallet screen: the shell that lists the chunks its first script will ask for.
    const shell = file === 'index.html' ? shells.find(({ pattern }) => pattern.test(url))?.file : undefined;
    return reply.type('text/html').sendFile(shell ?? file);
  });
}

/** Nothing there, and not a page: a file, an asset, a path that climbs out of the folder. */
function plainNotFound(reply: FastifyReply) {
  return reply.code(404).type('text/plain').send('Not found');
}

/**
 * The page URLs the SPA shell answers with 200 (the wallet, /home, /pay/…, /r/…, /s/…), written by the web
 * build from apps/web/src/app/shell-paths.ts. A build without the file answers every page with 200.
 */
function readShellPaths(distDir: string): RegExp[] {
  const file = path.join(distDir, 'shell-paths.json');
  if (!existsSync(file)) return [/.*/];
  return (JSON.parse(readFileSync(file, 'utf8')) as string[]).map((source) => new RegExp(source));
}

/**
 * The SPA shell's variants that list a wallet screen's chunks (`<link rel="modulepreload">`), by the path patterns
 * they serve, first match wins: written by the web build (apps/web/scripts/prerender.mjs). A build without them,
 * or a variant whose file is missing, leaves those paths to the plain shell.
 */
function readShells(distDir: string): Array<{ pattern: RegExp; file: string }> {
  const list = path.join(distDir, 'shells.json');
  if (!existsSync(list)) return [];
  return (JSON.parse(readFileSync(list, 'utf8')) as Array<{ pattern: string; file: string }>)
    .filter(({ file }) => existsSync(path.join(distDir, file)))
    .map(({ pattern, file }) => ({ pattern: new RegExp(pattern), file }));
}

/** The pre-rendered file of a public page if the build made one, else the SPA shell. */
function pageFile(distDir: string, url: string): string {
  let clean: string;
  try {
    clean = decodeURIComponent(url).replace(/\/+$/, '') || '/';
  } catch {
    return 'index.html';
  }
  if (!/^[/a-zA-Z0-9_-]*$/.test(clean)) return 'index.html';
  const rel = clean === '/' ? 'pages/index.html' : `pages${clean}.html`;
  return existsSync(path.join(distDir, rel)) ? rel : 'index.html';
}
