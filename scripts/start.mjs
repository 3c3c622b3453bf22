// `npm start`: build the web app and the API bundle if missing or older than their sources, then serve web +
// API. The API runs as the esbuild bundle (plain JavaScript starts faster than TypeScript through tsx); if the
// bundle cannot be built, it runs from source through tsx as before.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import module from 'node:module';
import path from 'node:path';
import { pathToFileURL } from 'node:url';

// V8 keeps the code it compiles for the bundle and its packages on disk (the system's temporary folder), so a
// restart reads it back instead of compiling again. A changed file is compiled afresh.
module.enableCompileCache();

const root = path.resolve(import.meta.dirname, '..');
const web = path.join(root, 'apps/web');
const built = path.join(web, 'dist/index.html');

function newestMtime(dir) {
  let newest = 0;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const p = path.join(dir, entry.name);
    newest = Math.max(newest, entry.isDirectory() ? newestMtime(p) : statSync(p).mtimeMs);
  }
  return newest;
}

const sources = [path.join(web, 'src'), path.join(root, 'packages/contract/src')];
const stale =
  !existsSync(built) || Math.max(...sources.filter(existsSync).map(newestMtime)) > statSync(built).mtimeMs;
if (stale) {
  console.log('Building the web app…');
  const r = spawnSync('npm', ['run', 'build'], { cwd: root, stdio: 'inherit' });
  if (r.status !== 0) process.exit(r.status ?? 1);
}

const apiBundle = path.join(root, 'apps/api/dist/server.mjs');
const apiSources = [path.join(root, 'apps/api/src'), path.join(root, 'packages/contract/src')];
const apiStale =
  !existsSync(apiBundle) ||
  Math.max(...apiSources.filter(existsSync).map(newestMtime)) > statSync(apiBundle).mtimeMs;
const bundled =
  !apiStale ||
  spawnSync(process.execPath, [path.join(root, 'apps/api/scripts/build.mjs')], {
    cwd: root,
    stdio: 'inherit',
  }).status === 0;
if (bundled) {
  // The bundle runs in this process: one Node start-up fewer. It handles SIGINT/SIGTERM itself.
  await import(pathToFileURL(apiBundle).href);
} else {
  const server = spawn(process.execPath, ['--import', 'tsx', path.join(root, 'apps/api/src/server.ts')], {
    cwd: root,
    stdio: 'inherit',
  });
  for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
  server.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
}
