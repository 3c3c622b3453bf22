import { type ChildProcess, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { createServer } from 'node:net';
import path from 'node:path';

const ROOT = path.resolve(import.meta.dirname, '../../../..');
const SERVER = path.join(ROOT, 'apps/api/src/server.ts');

export interface SpawnedApi {
  url: string;
  port: number;
  proc: ChildProcess;
  /** Everything the process wrote to stdout and stderr so far. */
  output(): string;
  /** Resolves when the process has exited (after a kill or a crash). */
  exited: Promise<number | null>;
}

/** A free TCP port on 127.0.0.1 (asked of the OS, then released). */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const s = createServer();
    s.once('error', reject);
    s.listen(0, '127.0.0.1', () => {
      const port = (s.address() as { port: number }).port;
      s.close(() => resolve(port));
    });
  });
}

/**
 * Starts the real server process (`node --import tsx apps/api/src/server.ts`, or a built bundle's entry as plain
 * JavaScript) on 127.0.0.1 and waits until it answers HTTP, at most `readyTimeoutMs`.
 */
export async function spawnApi(opts: {
  env: Record<string, string>;
  port?: number;
  readyTimeoutMs?: number;
  /** A bundle's server.mjs (apps/api/scripts/build.mjs), run instead of the TypeScript. */
  bundle?: string;
}): Promise<SpawnedApi> {
  const port = opts.port ?? (await freePort());
  const chunks: string[] = [];
  const args = opts.bundle ? [opts.bundle] : ['--import', 'tsx', SERVER];
  const proc = spawn(process.execPath, args, {
    cwd: ROOT,
    // The new-device cap is off unless the caller turns it on (tests and benchmarks move more than it allows);
    // the books of a day are closed by no spawned server unless asked (a shared test database's days are not theirs).
    env: {
      ...process.env,
      HOST: '127.0.0.1',
      PORT: String(port),
      NEW_DEVICE_CAP_NAIRA: '0',
      CLOSE_BOOKS: 'false',
      ...opts.env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  proc.stdout!.on('data', (d: Buffer) => chunks.push(d.toString()));
  proc.stderr!.on('data', (d: Buffer) => chunks.push(d.toString()));
  const exited = new Promise<number | null>((resolve) => proc.once('exit', (code) => resolve(code)));
  const url = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + (opts.readyTimeoutMs ?? 30_000);
  let dead = false;
  void exited.then(() => {
    dead = true;
  });
  while (Date.now() < deadline && !dead) {
    try {
      const r = await fetch(`${url}/api/ready-probe`, { signal: AbortSignal.timeout(1_000) });
      await r.arrayBuffer();
      if (r.status === 404) return { url, port, proc, output: () => chunks.join(''), exited };
    } catch {
      // Not listening yet.
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  proc.kill('SIGKILL');
  throw new Error(`API on port ${port} did not start:\n${chunks.join('').slice(-2000)}`);
}

// biome-ignore lint/suspicious/noExplicitAny: the crash tests read replies loosely.
type Json = any;

/** A JSON client for a spawned server: `data` of a 200, else it throws with the status and the body. */
export type SpawnedHttp = (
  method: string,
  url: string,
  opts?: { token?: string; body?: unknown },
) => Promise<Json>;

export function httpTo(api: () => SpawnedApi, headers: Record<string, string>): SpawnedHttp {
  return async (method, url, opts = {}) => {
    const r = await fetch(`${api().url}${url}`, {
      method,
      headers: {
        ...headers,
        ...(opts.body !== undefined ? { 'content-type': 'application/json' } : {}),
        ...(opts.token ? { authorization: `Bearer ${opts.token}` } : {}),
      },
      ...(opts.body !== undefined ? { body: JSON.stringify(opts.body) } : {}),
    });
    const body: Json = await r.json();
    if (r.status !== 200) throw new Error(`${method} ${url}: ${r.status} ${JSON.stringify(body)}`);
    return body.data;
  };
}

/** Signs a new customer up over HTTP on a spawned server, as the web app does; answers the signup's reply. */
export async function signUpOver(
  http: SpawnedHttp,
  phone: string,
  type: 'personal' | 'business',
): Promise<Json> {
  await http('POST', '/api/auth/signup/initialize', { body: { country_code: 'NG', phone } });
  const sms = await http('GET', `/api/sandbox/messages?phone=${encodeURIComponent(phone)}`);
  const otp = /code is (\d{4})/.exec(sms[0].body)![1];
  const { uuid } = await http('POST', '/api/auth/signup/verify', {
    body: { country_code: 'NG', phone, otp },
  });
  return http('POST', `/api/auth/signup/${uuid}/complete`, {
    body: {
      email: `s${randomBytes(5).toString('hex')}@example.ng`,
      password: 'Sup3rSecret',
      password_confirmation: 'Sup3rSecret',
      type,
      uuid,
    },
  });
}
