import { execFile } from 'node:child_process';
import { readdirSync } from 'node:fs';
import { promisify } from 'node:util';
import pg from 'pg';
import { ADMIN_URL } from '../lib/database.ts';
import type { ApiProcess } from './api-process.ts';
import { request } from './client.ts';
import type { Rng } from './workload.ts';

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** kill -9 the API `kills` times at random moments, restarting it each time. */
export async function killLoop(api: ApiProcess, kills: number, r: Rng, deadline: number) {
  const events: Array<{ after_ms: number; restart_ms: number }> = [];
  for (let i = 0; i < kills && Date.now() < deadline; i++) {
    const wait = r.int(500, 2_500);
    await sleep(wait);
    await api.kill9();
    events.push({ after_ms: wait, restart_ms: Math.round(await api.restart()) });
  }
  return events;
}

/** pg_terminate_backend on every connection to our database (only ours), `rounds` times during load. */
export async function terminateLoop(database: string, rounds: number, r: Rng) {
  const admin = new pg.Client({ connectionString: ADMIN_URL });
  await admin.connect();
  let terminated = 0;
  try {
    for (let i = 0; i < rounds; i++) {
      await sleep(r.int(400, 1_500));
      const res = await admin.query<{ n: string }>(
        `SELECT count(*) FILTER (WHERE pg_terminate_backend(pid)) AS n FROM pg_stat_activity
         WHERE datname = $1 AND pid <> pg_backend_pid()`,
        [database],
      );
      terminated += Number(res.rows[0]!.n);
    }
  } finally {
    await admin.end();
  }
  return { rounds, terminated_backends: terminated };
}

/**
 * Restarts the PostgreSQL server once while a prober calls the API every 100 ms; the API must wait the
 * restart out (decision 019), answer 503 in the envelope only past its retry window, and recover by itself.
 * The server is shared: brief, and only in the full profile.
 */
export async function restartPostgres(base: string, token: string) {
  const version = readdirSync('/etc/postgresql')[0]!;
  const seen: Array<{ t: number; status: number; envelope: boolean; retryAfter: boolean }> = [];
  let probing = true;
  const started = performance.now();
  const prober = (async () => {
    while (probing) {
      try {
        const res = await request(base, 'GET', '/api/accounts', { token, timeoutMs: 20_000 });
        seen.push({
          t: performance.now() - started,
          status: res.status,
          envelope: typeof res.body?.status === 'boolean' && typeof res.body?.message === 'string',
          retryAfter: Boolean(res.headers.get('retry-after')),
        });
      } catch {
        seen.push({ t: performance.now() - started, status: 0, envelope: false, retryAfter: false });
      }
      await sleep(100);
    }
  })();
  await sleep(500);
  const down = performance.now();
  await promisify(execFile)('pg_ctlcluster', ['--skip-systemctl-redirect', version, 'main', 'restart'], {
    timeout: 60_000,
  });
  const back = performance.now();
  // Probe until the API has answered 200 five times in a row since the server came back (or 30 s).
  const deadline = Date.now() + 30_000;
  const sinceBack = () => seen.filter((s) => s.t >= back - started).slice(-5);
  while (Date.now() < deadline && !(sinceBack().length === 5 && sinceBack().every((s) => s.status === 200))) {
    await sleep(100);
  }
  probing = false;
  await prober;
  const during = seen.filter((s) => s.t >= down - started && s.status !== 200);
  const firstOkAfter = seen.find((s) => s.t >= back - started && s.status === 200);
  return {
    restart_ms: Math.round(back - down),
    probes: seen.length,
    replies_503: during.filter((s) => s.status === 503).length,
    replies_503_in_envelope_with_retry_after: during.filter(
      (s) => s.status === 503 && s.envelope && s.retryAfter,
    ).length,
    other_failures: during.filter((s) => s.status !== 503).map((s) => s.status),
    recovered_ms_after_restart: firstOkAfter ? Math.round(firstOkAfter.t - (back - started)) : null,
  };
}
