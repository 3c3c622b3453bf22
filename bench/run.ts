// `npm run bench`: every benchmark in turn, each in its own process (as `npm run bench:<name>` runs it
// alone), then one summary. A benchmark that misses its target still writes its figures; the run carries
// on and exits 1 at the end if any missed or failed.
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { ROOT } from './lib/api-server.ts';
import { RESULTS_DIR } from './lib/results.ts';

const BENCHMARKS: Array<{ name: string; script: string; result: string }> = [
  { name: 'throughput', script: 'throughput.ts', result: 'throughput' },
  { name: 'latency', script: 'latency.ts', result: 'latency' },
  { name: 'scale', script: 'scale.ts', result: 'scale' },
  { name: 'startup', script: 'startup.ts', result: 'startup' },
  { name: 'web', script: 'web-budgets.ts', result: 'web' },
  { name: 'verify', script: 'ledger-verify.ts', result: 'ledger-verify' },
  { name: 'statement', script: 'statement.ts', result: 'statement' },
];

const only = process.argv.slice(2);
const started = performance.now();
const rows: string[] = [];
let failed = 0;
for (const b of BENCHMARKS.filter((x) => only.length === 0 || only.includes(x.name))) {
  console.log(`\n=== bench:${b.name} (load average ${os.loadavg()[0]!.toFixed(2)})`);
  const t0 = performance.now();
  const r = spawnSync(process.execPath, ['--import', 'tsx', path.join(ROOT, 'bench', b.script)], {
    cwd: ROOT,
    stdio: 'inherit',
  });
  const seconds = Math.round((performance.now() - t0) / 1000);
  const file = path.join(RESULTS_DIR, `${b.result}.json`);
  const doc = existsSync(file) ? JSON.parse(readFileSync(file, 'utf8')) : null;
  const fresh = doc && Date.parse(doc.at) >= Date.now() - (performance.now() - t0) - 1_000;
  const verdict = r.status === 0 ? 'pass' : fresh ? 'MISS' : 'ERROR (no result)';
  if (r.status !== 0) failed++;
  rows.push(`${b.name.padEnd(11)} ${verdict.padEnd(18)} ${String(seconds).padStart(4)} s`);
}
console.log(
  `\n=== summary (${Math.round((performance.now() - started) / 1000)} s; figures in bench/results/)`,
);
for (const row of rows) console.log(row);
process.exitCode = failed > 0 ? 1 : 0;
