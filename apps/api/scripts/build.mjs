// Bundles the API (our TypeScript, the contract package and most packages it uses) into dist/server.mjs with
// esbuild, so `npm start` runs plain JavaScript: no TypeScript loader hook, and no resolving and reading of the
// packages' several hundred files, at start-up. The packages in EXTERNAL stay in node_modules, loaded as they
// are (the list says why); the SQL migrations are copied beside the bundle, where db/migrate.ts looks for them (its
// directory + /migrations).
// Usage: node apps/api/scripts/build.mjs [out folder, default apps/api/dist; keep it under apps/api, where the
// external packages resolve]
import { cpSync, mkdirSync, rmSync } from 'node:fs';
import path from 'node:path';
import { build } from 'esbuild';
import firstUsePackages from './first-use-packages.cjs';

/**
 * Packages left out of the bundle: each reads files beside its own code (WebAssembly, fonts, static assets,
 * its package.json), loads a native addon, or starts worker threads from its own files; or it is loaded only on
 * first use (lib/lazy-modules.ts), so bundling it would load it at start-up. pg-native and cloudflare:sockets
 * are pg's optional imports, absent here.
 */
const EXTERNAL = [
  '@electric-sql/pglite', // its WebAssembly and share files
  '@node-rs/argon2', // a native addon
  '@fastify/swagger', // reads its package.json beside itself
  '@fastify/swagger-ui', // serves Swagger UI's files from its own folder
  'pino', // starts transports and its thread-stream from its own files
  ...firstUsePackages, // loaded on first use (pdfkit also reads its fonts beside itself)
  'xmllint-wasm', // its WebAssembly
  'pg-native',
  'cloudflare:sockets',
];
const isExternal = (id) => EXTERNAL.some((name) => id === name || id.startsWith(`${name}/`));

const api = path.resolve(import.meta.dirname, '..');
const out = process.argv[2] ? path.resolve(process.argv[2]) : path.join(api, 'dist');
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
  target: 'node22',
  // The bundled packages are CommonJS in part: they require() Node's own modules, which an ES module has no
  // require for; each chunk gets one.
  banner: {
    js: "import { createRequire as __owoCreateRequire } from 'node:module'; const require = __owoCreateRequire(import.meta.url);",
  },
  plugins: [
    {
      name: 'external-packages',
      setup(b) {
        b.onResolve({ filter: /^[^./#]/ }, (args) =>
          isExternal(args.path) ? { path: args.path, external: true } : undefined,
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
