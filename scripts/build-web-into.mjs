// Builds the web app into a folder of its own (the same steps as `npm run build -w apps/web`, without the
// budget report), so several browser-test servers can run side by side on one machine.
// Usage: node scripts/build-web-into.mjs <out-dir>   (VITE_* variables pass through)
import { spawnSync } from 'node:child_process';
import { resolve } from 'node:path';

const out = resolve(process.argv[2] ?? '.tmp/web-e2e');
const web = resolve(import.meta.dirname, '../apps/web');
const run = (cmd, args) => {
  const r = spawnSync(cmd, args, { stdio: 'inherit', cwd: web });
  if (r.status !== 0) process.exit(r.status ?? 1);
};
run('npx', ['vite', 'build', '--outDir', out, '--emptyOutDir']);
run('npx', ['vite', 'build', '--ssr', 'src/entry-server.tsx', '--outDir', `${out}-ssr`, '--emptyOutDir']);
run('node', ['scripts/prerender.mjs', out, `${out}-ssr`]);
run('node', ['scripts/compress.mjs', out]);
