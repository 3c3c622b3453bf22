// The API as a real process for the benchmarks, on 127.0.0.1, with its CPU time readable from /proc.
import { type ChildProcess, spawn } from 'node:child_process';
import path from 'node:path';
import { freePort } from '../../apps/api/src/test/spawn.ts';
import { processCpuSeconds } from './cpu.ts';

export { freePort };

export const ROOT = path.resolve(import.meta.dirname, '../..');
export const SERVER_TS = path.join(ROOT, 'apps/api/src/server.ts');

export interface ApiServer {
  url: string;
  pid: number;
  proc: ChildProcess;
  cpuSeconds(): number;
  output(): string;
  stop(): Promise<void>;
}

/** The environment every benchmark gives the API: a real server, warnings only, the sandbox rails. */
export function benchEnv(databaseUrl: string, extra: Record<string, string> = {}): Record<string, string> {
  return {
    DATABASE_URL: databaseUrl,
    APP_MODE: 'sandbox',
    LOG_LEVEL: 'warn',
    HOST: '127.0.0.1',
    ...extra,
  };
}

export async function startApi(
  env: Record<string, string>,
  opts: { timeoutMs?: number; nodeArgs?: string[]; script?: string; args?: string[] } = {},
): Promise<ApiServer> {
  const timeoutMs = opts.timeoutMs ?? 60_000;
  const port = await freePort();
  const chunks: string[] = [];
  const script = [
    opts.script ?? SERVER_TS,
    ...(opts.args ?? []).map((a) => a.replace('{port}', String(port))),
  ];
  const proc = spawn(process.execPath, [...(opts.nodeArgs ?? []), '--import', 'tsx', ...script], {
    cwd: ROOT,
    // Benchmarks move far more than the new-device cap allows from fresh accounts: it is off unless asked for.
    env: { ...process.env, NEW_DEVICE_CAP_NAIRA: '0', ...env, PORT: String(port) },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  proc.stdout!.on('data', (d: Buffer) => chunks.push(d.toString()));
  proc.stderr!.on('data', (d: Buffer) => chunks.push(d.toString()));
  const exited = new Promise<void>((resolve) => proc.once('exit', () => resolve()));
  let dead = false;
  void exited.then(() => {
    dead = true;
  });
  const url = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + timeoutMs;
  while (!dead && Date.now() < deadline) {
    try {
      const r = await fetch(`${url}/api/ready-probe`, { signal: AbortSignal.timeout(1_000) });
      await r.arrayBuffer();
      if (r.status === 404) break;
    } catch {
      // Not listening yet.
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  if (dead || Date.now() >= deadline) {
    proc.kill('SIGKILL');
    throw new Error(`API did not start:\n${chunks.join('').slice(-2000)}`);
  }
  const pid = proc.pid!;
  return {
    url,
    pid,
    proc,
    cpuSeconds: () => processCpuSeconds(pid),
    output: () => chunks.join(''),
    async stop() {
      if (dead) return;
      proc.kill('SIGTERM');
      const force = setTimeout(() => proc.kill('SIGKILL'), 10_000);
      await exited;
      clearTimeout(force);
    },
  };
}
