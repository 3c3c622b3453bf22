// Reports, and holds to budgets, the JavaScript a visitor downloads (gzip) on a first load:
// - every pre-rendered public page: the scripts its HTML loads up front (React comes on the first
//   interaction and is reported beside) — budget 60 KB (scripts/budgets.json);
// - the signed-in dashboard: the SPA shell, the client entry, the wallet routes and the dashboard route,
//   each with everything they import — budget 160 KB; login and signup (the wallet's own doors) are
//   reported the same way. They are pre-rendered too, but hydrate right after their first paint (their
//   HTML lists all of that to preload), so they are reported here, not under the public pages' budget.
// Exits 1 when a budget is exceeded, so the build (which runs it last) fails.
// Usage: node scripts/report-size.mjs <client-dist-dir>
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import { gzipSync } from 'node:zlib';

const distDir = resolve(import.meta.dirname, '..', process.argv[2] ?? 'dist');
const gzipKb = (file) => gzipSync(readFileSync(join(distDir, file)), { level: 9 }).length / 1024;
const BUDGETS_KB = JSON.parse(readFileSync(join(import.meta.dirname, 'budgets.json'), 'utf8')).javascriptKb;

function* pages(dir) {
  for (const name of readdirSync(dir)) {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) yield* pages(path);
    else if (name.endsWith('.html')) yield path;
  }
}

/** Scripts the HTML loads up front: its module scripts and module preloads. */
function firstLoadScripts(html) {
  const scripts = [...html.matchAll(/<script[^>]+src="\/([^"]+\.js)"/g)].map((m) => m[1]);
  const preloads = [...html.matchAll(/<link rel="modulepreload"[^>]+href="\/([^"]+\.js)"/g)].map((m) => m[1]);
  return [...new Set([...scripts, ...preloads])];
}

const manifest = JSON.parse(readFileSync(join(distDir, '.vite/manifest.json'), 'utf8'));
function chunkWithImports(key, seen = new Set()) {
  const chunk = manifest[key];
  if (!chunk)
    throw new Error(`report-size: ${key} is not in the build manifest (renamed? update this script)`);
  if (seen.has(chunk.file)) return seen;
  seen.add(chunk.file);
  for (const dep of chunk.imports ?? []) chunkWithImports(dep, seen);
  return seen;
}
const sumKb = (files) => [...files].reduce((sum, file) => sum + gzipKb(file), 0);

/** A signed-in route's first load: shell → client entry (rendered at once) → wallet routes → the route. */
function walletRouteKb(route) {
  const files = new Set();
  for (const key of [
    'index.html',
    'src/entry-client.tsx',
    'src/app/routes/wallet/wallet-routes.tsx',
    `src/app/routes/wallet/${route}-route.tsx`,
  ]) {
    chunkWithImports(key, files);
  }
  return sumKb(files);
}

const walletPages = ['login', 'signup'];
const failures = [];
let worstPublic = 0;
console.log('first-load JS (gzip) per pre-rendered public page:');
for (const page of pages(join(distDir, 'pages'))) {
  if (walletPages.some((route) => page === join(distDir, 'pages', `${route}.html`))) continue;
  const kb = sumKb(firstLoadScripts(readFileSync(page, 'utf8')));
  worstPublic = Math.max(worstPublic, kb);
  console.log(`  /${relative(join(distDir, 'pages'), page)}: ${kb.toFixed(2)} KB`);
}
const hydrationFiles = chunkWithImports('src/entry-client.tsx');
const hydrationKb = sumKb(hydrationFiles);
// Each public page's own chunk (src/app/public-pages.ts) comes beside React and the app on that interaction.
let largestPage = { kb: 0, key: '' };
for (const key of Object.keys(manifest).filter((k) => k.startsWith('src/app/routes/marketing/'))) {
  const own = [...chunkWithImports(key)].filter((file) => !hydrationFiles.has(file));
  const kb = sumKb(own);
  if (kb > largestPage.kb) largestPage = { kb, key };
}
console.log(
  `added on the first interaction: React + app ${hydrationKb.toFixed(2)} KB, shared by every page, and the page's own chunk, at most ${largestPage.kb.toFixed(2)} KB (${largestPage.key})`,
);
console.log(
  `largest public first load: ${worstPublic.toFixed(2)} KB, budget ${BUDGETS_KB.publicPage} KB: ${
    worstPublic <= BUDGETS_KB.publicPage ? 'within' : 'OVER'
  }`,
);
if (worstPublic > BUDGETS_KB.publicPage) failures.push('a public page');

console.log('first-load JS (gzip) of the wallet app:');
for (const route of walletPages) console.log(`  /${route}: ${walletRouteKb(route).toFixed(2)} KB`);
const dashboardKb = walletRouteKb('dashboard');
console.log(
  `  /dashboard (signed in): ${dashboardKb.toFixed(2)} KB, budget ${BUDGETS_KB.dashboard} KB: ${
    dashboardKb <= BUDGETS_KB.dashboard ? 'within' : 'OVER'
  }`,
);
if (dashboardKb > BUDGETS_KB.dashboard) failures.push('the dashboard');

if (failures.length > 0) {
  console.error(`JavaScript budget exceeded by ${failures.join(' and ')}.`);
  process.exitCode = 1;
}
