// Bundles the API (our TypeScript and the contract package) into dist/server.mjs with esbuild, so
// `npm start` runs plain JavaScript: no TypeScript loader hook on every module at start-up. Packages from
// node_modules stay external (loaded as they are), except our own workspace packages (@owo/*, shipped as
// TypeScript); the SQL migrations are copied beside the bundle, where db/migrate.ts looks for them (its
// directory + /migrations).
// Usage: node apps/api/scripts/build.mjs
import { cpSync, mkdirSync, rmSync } from 'node:fs';
import path from 'node:path';
import { build } from 'esbuild';

const api = path.resolve(import.meta.dirname, '..');
const out = path.join(api, 'dist');
rmSync(out, { recursive: true, force: true });
mkdirSync(out, { recursive: true });
await build({
  entryPoints: { server: path.join(api, 'src/server.ts') },
  outdir: out,
  outExtension: { '.js': '.mjs' },
  // server.ts imports the app dynamically (it loads while the database opens): keep that a separate chunk,
  // beside the entry so every chunk's directory is dist/.
  splitting: true,
  chunkNames: '[name]-[hash]',
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  plugins: [
    {
      name: 'node-modules-external',
      setup(b) {
        b.onResolve({ filter: /^[^./#]/ }, (args) =>
          args.path.startsWith('@owo/') ? undefined : { path: args.path, external: true },
        );
      },
    },
  ],
  sourcemap: true,
  logLevel: 'warning',
});
cpSync(path.join(api, 'src/db/migrations'), path.join(out, 'migrations'), { recursive: true });
// Files modules read beside themselves (import.meta.dirname is dist/ in the bundle): the goAML schema and the
// sandbox watch lists.
cpSync(path.join(api, 'src/modules/reports/goaml'), path.join(out, 'goaml'), { recursive: true });
cpSync(path.join(api, 'src/modules/screening/sandbox'), path.join(out, 'sandbox'), { recursive: true });
