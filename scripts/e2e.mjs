// Browser tests: Playwright in Debian's Chromium against the real server (its webServer builds the site).
// Without Chromium on this machine they cannot run; say so loudly instead of passing silently.
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';

if (!existsSync('/usr/bin/chromium')) {
  const msg = 'Browser tests NOT run: /usr/bin/chromium is missing (sudo apt-get install -y chromium).';
  console.error(`\n${msg}\n`);
  process.exit(process.env.CI ? 1 : 0);
}
const run = (cmd, args) => {
  const r = spawnSync(cmd, args, { stdio: 'inherit' });
  if (r.status !== 0) process.exit(r.status ?? 1);
};
run('npx', ['playwright', 'test', ...process.argv.slice(2)]);
