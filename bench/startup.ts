// Benchmark 4: embedded start-up. From `npm start` (web and API already built) to the first 200 on an /api
// route that reads the database (GET /api/sandbox/messages), on the embedded PGlite database; and the memory
// of the idle process. Restarts over an existing data directory are the target case (median of RUNS); the
// very first start, which creates the database (initdb), is reported beside it.
import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { freePort, ROOT } from './lib/api-server.ts';
import { ensureApiBuilt, ensureWebBuilt } from './lib/build.ts';
import { loadAverage, round } from './lib/cpu.ts';
import { writeResult } from './lib/results.ts';

const RUNS = Number(process.env.STARTUP_RUNS ?? 5);
const TARGET_MS = 2_000;
const PROBE = '/api/sandbox/messages?phone=08031234567';

/** The process (under npm → sh) that runs the API (start.mjs with the bundle in it, or tsx), found by its command line. */
function serverPid(rootPid: number): number | null {
  const queue = [rootPid];
  while (queue.length > 0) {
    const pid = queue.shift()!;
    try {
      const argv = readFileSync(`/proc/${pid}/cmdline`, 'utf8').split('\0');
      const isNode = /(^|\/)node$/.test(argv[0] ?? '');
      const cmd = argv.join(' ');
      if (isNode && /scripts\/start\.mjs|apps\/api\/src\/server\.ts/.test(cmd) && !hasServerChild(pid)) {
        return pid;
      }
      const children = readFileSync(`/proc/${pid}/task/${pid}/children`, 'utf8').trim();
      if (children) queue.push(...children.split(/\s+/).map(Number));
    } catch {
      // Gone meanwhile.
    }
  }
  return null;
}

/** start.mjs runs the bundle in-process, but spawns tsx (a child) when the bundle cannot be built. */
function hasServerChild(pid: number): boolean {
  try {
    const children = readFileSync(`/proc/${pid}/task/${pid}/children`, 'utf8').trim();
    return children
      .split(/\s+/)
      .filter(Boolean)
      .some((c) => /apps\/api\/src\/server\.ts/.test(readFileSync(`/proc/${c}/cmdline`, 'utf8')));
  } catch {
    return false;
  }
}

const rssMiB = (pid: number) => {
  const kb = Number(/VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1] ?? 0);
  return round(kb / 1024, 1);
};

async function stop(proc: ChildProcess) {
  const exited = new Promise((r) => proc.once('exit', r));
  process.kill(-proc.pid!, 'SIGTERM');
  const force = setTimeout(() => process.kill(-proc.pid!, 'SIGKILL'), 10_000);
  await exited;
  clearTimeout(force);
  // The API exits after npm; wait until its port is free again.
  await new Promise((r) => setTimeout(r, 300));
}

/** One `npm start`: milliseconds to the first 200, and the idle API's memory a few seconds later. */
async function startOnce(dataDir: string, measureMemory: boolean) {
  const port = await freePort();
  const started = performance.now();
  const proc = spawn('npm', ['start'], {
    cwd: ROOT,
    env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir, LOG_LEVEL: 'warn' },
    stdio: 'ignore',
    detached: true,
  });
  try {
    let ms: number | null = null;
    while (ms === null && performance.now() - started < 60_000) {
      try {
        const r = await fetch(`http://127.0.0.1:${port}${PROBE}`, { signal: AbortSignal.timeout(2_000) });
        await r.arrayBuffer();
        if (r.status === 200) ms = performance.now() - started;
      } catch {
        // Not up yet.
      }
      if (ms === null) await new Promise((r) => setTimeout(r, 10));
    }
    if (ms === null) throw new Error('no 200 within 60 s');
    let memory: { rssMiB: number; pid: number } | null = null;
    if (measureMemory) {
      await new Promise((r) => setTimeout(r, 5_000)); // idle: the worker ticks, nothing else
      const pid = serverPid(proc.pid!);
      if (pid) memory = { rssMiB: rssMiB(pid), pid };
    }
    return { ms: Math.round(ms), memory };
  } finally {
    await stop(proc);
  }
}

ensureWebBuilt();
ensureApiBuilt();
const loadBefore = loadAverage();
const dataDir = mkdtempSync(path.join(os.tmpdir(), 'owo-bench-startup-'));
try {
  const first = await startOnce(dataDir, false); // creates and migrates the embedded database
  console.log(`startup: first start (new database) ${first.ms} ms`);
  const runs: number[] = [];
  let idle: { rssMiB: number } | null = null;
  for (let i = 0; i < RUNS; i++) {
    const r = await startOnce(dataDir, i === RUNS - 1);
    runs.push(r.ms);
    if (r.memory) idle = { rssMiB: r.memory.rssMiB };
    console.log(`startup: restart ${i + 1}: ${r.ms} ms`);
  }
  const sorted = [...runs].sort((a, b) => a - b);
  const median = sorted[Math.floor(sorted.length / 2)]!;
  writeResult('startup', {
    conditions: { loadAverageBefore: loadBefore, loadAverageAfter: loadAverage() },
    command: 'npm start (web and API bundle built), embedded PGlite database, LOG_LEVEL=warn',
    probe: `GET ${PROBE}`,
    restartsMs: runs,
    medianMs: median,
    firstStartNewDatabaseMs: first.ms,
    idleMemory: idle,
    targetMs: TARGET_MS,
    target: 'median restart from `npm start` to the first 200 on /api ≤ 2 s',
    pass: median <= TARGET_MS,
  });
  process.exitCode = median <= TARGET_MS ? 0 : 1;
} finally {
  rmSync(dataDir, { recursive: true, force: true });
}
