// Reports the JavaScript a visitor downloads (gzip) on the first load of each pre-rendered page,
// and what the first interaction adds. Usage: node scripts/report-size.mjs <client-dist-dir>
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import { gzipSync } from 'node:zlib';

const distDir = resolve(import.meta.dirname, '..', process.argv[2] ?? 'dist');
const gzipKb = (file) => gzipSync(readFileSync(join(distDir, file)), { level: 9 }).length / 1024;
const budgetKb = 60;

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
  if (!chunk || seen.has(chunk.file)) return seen;
  seen.add(chunk.file);
  for (const dep of chunk.imports ?? []) chunkWithImports(dep, seen);
  return seen;
}
const hydrationKb = [...chunkWithImports('src/entry-client.tsx')].reduce(
  (sum, file) => sum + gzipKb(file),
  0,
);

let worst = 0;
console.log('first-load JS (gzip) per pre-rendered page:');
for (const page of pages(join(distDir, 'pages'))) {
  const kb = firstLoadScripts(readFileSync(page, 'utf8')).reduce((sum, file) => sum + gzipKb(file), 0);
  worst = Math.max(worst, kb);
  console.log(`  /${relative(join(distDir, 'pages'), page)}: ${kb.toFixed(2)} KB`);
}
console.log(
  `added on the first interaction (React + app, shared by every page): ${hydrationKb.toFixed(2)} KB`,
);
console.log(
  `largest first load: ${worst.toFixed(2)} KB, budget ${budgetKb} KB: ${worst <= budgetKb ? 'within' : 'OVER'}`,
);
if (worst > budgetKb) process.exitCode = 1;
