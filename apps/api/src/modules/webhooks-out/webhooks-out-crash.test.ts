import { randomBytes } from 'node:crypto';
import { cpSync, mkdirSync, rmSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Db, openPglite, openPostgres } from '#db/db.ts';
import { TEMPLATE_DIR } from '#test/global-setup.ts';
import { randomPhone } from '#test/harness.ts';
import { httpTo, type SpawnedApi, signUpOver, spawnApi } from '#test/spawn.ts';
import { type Receiver, startReceiver } from '#test/webhook-receiver.ts';

// A real server process is killed with SIGKILL while it posts webhooks, and started again on the same
// database: no event is lost (each was written with its money movement), and an event delivered twice
// carries the same id and the same body.

const HEADERS = { 'x-device-id': 'webhooks-crash-device', 'x-client-type': 'web' };
const EVENTS = 12;

// On the real server this file uses a database of its own: its server's worker delivers every due webhook
// of the database it runs on, and on the suite's shared database it would deliver (by the real clock) the
// events webhooks-out.test.ts delivers by its test clock.
const sharedPg = process.env.TEST_DATABASE_URL;
const ownDbName = `owo_whcrash_${process.pid}_${randomBytes(3).toString('hex')}`;
const realPg = sharedPg
  ? Object.assign(new URL(sharedPg), { pathname: `/${ownDbName}` }).toString()
  : undefined;
const dataDir = realPg
  ? null
  : path.join(path.dirname(TEMPLATE_DIR), `webhooks-crash-${process.pid}-${randomBytes(4).toString('hex')}`);
const env: Record<string, string> = {
  APP_MODE: 'sandbox',
  LOG_LEVEL: 'warn',
  WORKER_INTERVAL_MS: '100',
  // A delivery's lease is this plus 5 s: how long the restarted server waits for the dead one's deliveries.
  WEBHOOK_TIMEOUT_MS: '2000',
  IP_RATE_LIMIT_PER_MINUTE: '100000',
  ...(realPg ? { DATABASE_URL: realPg } : { DATABASE_URL: '', DATA_DIR: dataDir! }),
};

let api: SpawnedApi | null = null;
let receiver: Receiver | null = null;
beforeAll(async () => {
  if (!sharedPg) return;
  const admin = openPostgres(sharedPg, 1);
  await admin.query(`CREATE DATABASE ${ownDbName}`);
  await admin.close();
});
afterAll(async () => {
  api?.proc.kill('SIGKILL');
  if (api) await api.exited;
  await receiver?.close();
  if (dataDir) rmSync(dataDir, { recursive: true, force: true });
  if (sharedPg) {
    const admin = openPostgres(sharedPg, 1);
    await admin.query(`DROP DATABASE IF EXISTS ${ownDbName} WITH (FORCE)`);
    await admin.close();
  }
});

const http = httpTo(() => api!, HEADERS);

/** A business signed up over HTTP. */
async function business() {
  const done = await signUpOver(http, randomPhone(), 'business');
  return {
    token: done.token.access_token as string,
    accountNumber: done.user.banks[0].account_number as string,
  };
}

const until = async (what: () => boolean, ms: number) => {
  for (const end = Date.now() + ms; Date.now() < end && !what(); )
    await new Promise((r) => setTimeout(r, 50));
};

describe('webhooks across a crash of the server', () => {
  it('loses no event when the server is killed mid-delivery, and a repeat carries the same id', async () => {
    if (dataDir) {
      mkdirSync(path.dirname(dataDir), { recursive: true });
      cpSync(TEMPLATE_DIR, dataDir, { recursive: true });
    }
    receiver = await startReceiver();
    // Slow answers: the server is killed while deliveries are on the wire.
    receiver.respond.delayMs = 1_500;
    api = await spawnApi({ env, readyTimeoutMs: 120_000 });
    const shop = await business();
    const endpoint = await http('POST', '/api/business/webhooks', {
      token: shop.token,
      body: { url: receiver.url, events: ['inflow.received'] },
    });
    for (let i = 0; i < EVENTS; i++) {
      await http('POST', '/api/sandbox/deposits', {
        body: { account_number: shop.accountNumber, amount: 100 + i, reference: `crash-${endpoint.id}-${i}` },
      });
    }
    await until(() => receiver!.received.length > 0, 10_000);
    expect(receiver.received.length).toBeGreaterThan(0);
    api.proc.kill('SIGKILL');
    await api.exited;

    receiver.respond.delayMs = 0;
    api = await spawnApi({ env, readyTimeoutMs: 120_000 });
    // The new process posts what was never posted, and (once the dead one's leases run out) what was on the wire.
    let log: Array<{ status: string }> = [];
    for (const end = Date.now() + 60_000; Date.now() < end; await new Promise((r) => setTimeout(r, 200))) {
      log = (await http('GET', `/api/business/webhooks/${endpoint.id}/deliveries`, { token: shop.token }))
        .deliveries;
      if (log.length === EVENTS && log.every((d) => d.status === 'delivered')) break;
    }
    expect(log.map((d) => d.status)).toEqual(Array(EVENTS).fill('delivered'));
    expect(new Set(receiver.received.map((r) => r.body.id)).size).toBe(EVENTS);
    // The deliveries on the wire at the kill were posted again by the new process...
    expect(receiver.received.length).toBeGreaterThan(EVENTS);
    // ...and whatever came twice is the same event: same id, same body.
    const byId = new Map<string, Set<string>>();
    for (const r of receiver.received) byId.set(r.body.id, (byId.get(r.body.id) ?? new Set()).add(r.raw));
    for (const bodies of byId.values()) expect(bodies.size).toBe(1);
    expect(receiver.received.map((r) => r.body.data.amount).sort((a, b) => a - b)).toEqual(
      expect.arrayContaining(Array.from({ length: EVENTS }, (_, i) => 100 + i)),
    );

    api.proc.kill('SIGTERM');
    await api.exited;
    api = null;
    const db: Db = realPg ? openPostgres(realPg, 2) : await openPglite(dataDir!);
    try {
      const { rows } = await db.query<{ state: string; n: bigint }>(
        `SELECT d.state, count(*) AS n FROM webhook_deliveries d JOIN webhook_endpoints e ON e.id = d.endpoint_id
         WHERE e.uuid = $1 GROUP BY d.state`,
        [endpoint.id],
      );
      expect(rows).toEqual([{ state: 'delivered', n: BigInt(EVENTS) }]);
    } finally {
      await db.close();
    }
  }, 300_000);
});
