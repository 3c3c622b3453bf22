// "Already built": a benchmark builds what it serves first, outside its timing, when a source is newer.
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { ROOT } from './api-server.ts';

function newestMtime(dir: string): number {
  let newest = 0;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const p = path.join(dir, entry.name);
    newest = Math.max(newest, entry.isDirectory() ? newestMtime(p) : statSync(p).mtimeMs);
  }
  return newest;
}

const CONTRACT = path.join(ROOT, 'packages/contract/src');

/** Runs `npm run build -w <workspace>` unless `output` is newer than every file under `sources`. */
function ensureBuilt(workspace: string, output: string, sources: string[]) {
  const file = path.join(ROOT, output);
  const all = [...sources.map((s) => path.join(ROOT, s)), CONTRACT];
  if (existsSync(file) && Math.max(...all.map(newestMtime)) <= statSync(file).mtimeMs) return;
  console.log(`bench: building ${workspace} first (npm run build -w ${workspace})…`);
  const r = spawnSync('npm', ['run', 'build', '-w', workspace], { cwd: ROOT, stdio: 'inherit' });
  if (r.status !== 0)
    throw new Error(
      `the ${workspace} build failed (for the web app: a JavaScript budget, or the build itself)`,
    );
}

/** The web app as `npm start` serves it (apps/web/dist). */
export const ensureWebBuilt = () => ensureBuilt('apps/web', 'apps/web/dist/index.html', ['apps/web/src']);
/** The API's bundle as `npm start` runs it (apps/api/dist). */
export const ensureApiBuilt = () => ensureBuilt('apps/api', 'apps/api/dist/server.mjs', ['apps/api/src']);
