import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Customer, createTestApp, onRealServer, signUp, type TestApp } from '#test/harness.ts';
import { type SpawnedApi, spawnApi } from '#test/spawn.ts';
import { openSse, type SseStream } from './sse-client.ts';

// Two real API server processes on one PostgreSQL database: a send made through one must reach the
// recipient's stream held on the other (LISTEN/NOTIFY), a reconnect with Last-Event-ID must replay what was
// missed, one customer's stream never carries another's events, and a revoked token's stream closes.

// The device id the test harness signs up with (tokens are bound to their device).
const DEVICE = { 'x-device-id': 'harness-device-0001', 'x-client-type': 'web' };

let t: TestApp;
let p1: SpawnedApi;
let p2: SpawnedApi;
let ada: Customer;
let bola: Customer;
let chidi: Customer;
const open: SseStream[] = [];

const stream = async (api: SpawnedApi, token: string, headers: Record<string, string> = {}) => {
  const s = await openSse(`${api.url}/api/events`, {
    ...DEVICE,
    authorization: `Bearer ${token}`,
    ...headers,
  });
  open.push(s);
  return s;
};

async function post(api: SpawnedApi, path: string, token: string | null, body: unknown, headers = {}) {
  const r = await fetch(`${api.url}${path}`, {
    method: 'POST',
    headers: {
      ...DEVICE,
      'content-type': 'application/json',
      ...(token ? { authorization: `Bearer ${token}` } : {}),
      ...headers,
    },
    body: JSON.stringify(body),
  });
  return { status: r.status, body: await r.json() };
}

const send = (api: SpawnedApi, from: Customer, to: Customer, amount: number) =>
  post(
    api,
    '/api/transfer/remittance/send',
    from.token,
    {
      amount,
      name: 'Recipient',
      note: 'events test',
      currency: 'NGN',
      account_number: to.accountNumber,
      bank_name: 'Owo MFB',
      bank_code: '090999',
      pin: '2580',
    },
    { 'idempotency-key': `ev-${Date.now()}-${Math.random()}` },
  );

describe.skipIf(!onRealServer())('event streams across two API processes on one database', () => {
  beforeAll(async () => {
    t = await createTestApp();
    [ada, bola, chidi] = await Promise.all([
      signUp(t, { pin: '2580', kyc: true, deposit: 50_000 }),
      signUp(t, { pin: '2580', kyc: true }),
      signUp(t, {}),
    ]);
    const env = {
      APP_MODE: 'sandbox',
      LOG_LEVEL: 'warn',
      // On the shared test database its worker must not deliver other test files' webhooks.
      DELIVER_WEBHOOKS: 'false',
      DATABASE_URL: process.env.TEST_DATABASE_URL!,
      NEW_DEVICE_CAP_NAIRA: '0',
    };
    [p1, p2] = await Promise.all([
      spawnApi({ env, readyTimeoutMs: 120_000 }),
      spawnApi({ env, readyTimeoutMs: 120_000 }),
    ]);
  }, 240_000);

  afterAll(async () => {
    for (const s of open) s.close();
    for (const p of [p1, p2]) p?.proc.kill('SIGTERM');
    await Promise.all([p1?.exited, p2?.exited]);
    await t?.close();
  });

  it("delivers a send made through one process as the recipient's credit event on the other within a second", async () => {
    const bolaOnP2 = await stream(p2, bola.token);
    const adaOnP1 = await stream(p1, ada.token);
    expect(bolaOnP2.status).toBe(200);
    const started = Date.now();
    const sent = await send(p1, ada, bola, 1_250);
    expect(sent.status, JSON.stringify(sent.body)).toBe(200);
    const credit = await bolaOnP2.waitFor((e) => e.event === 'credit', 1_000);
    expect(Date.now() - started).toBeLessThan(1_500);
    expect(credit.data).toMatchObject({ kind: 'credit', amount: 1250, currency: 'NGN', read: false });
    expect(credit.data.title).toMatch(/^Credit ₦1,250\.00 from /);
    expect(credit.id).toBe(credit.data.id);
    const debit = await adaOnP1.waitFor((e) => e.event === 'debit', 1_000);
    expect(debit.data.amount).toBe(1250);
    // Each customer's stream carries only their own side of the send.
    expect(bolaOnP2.events.every((e) => e.event !== 'debit')).toBe(true);
    expect(adaOnP1.events.every((e) => e.event !== 'credit')).toBe(true);
    expect(bolaOnP2.events.map((e) => e.data.transaction)).not.toContain(debit.data.transaction);
  });

  it("never carries another customer's events: two customers, streams on both processes", async () => {
    const adaStreams = [await stream(p1, ada.token), await stream(p2, ada.token)];
    const bolaStreams = [await stream(p1, bola.token), await stream(p2, bola.token)];
    const r1 = await send(p1, ada, bola, 300);
    const r2 = await send(p2, ada, bola, 400);
    expect([r1.status, r2.status]).toEqual([200, 200]);
    for (const s of bolaStreams) {
      await s.waitFor((e) => e.event === 'credit' && e.data.amount === 400, 2_000);
      await s.waitFor((e) => e.event === 'credit' && e.data.amount === 300, 2_000);
    }
    for (const s of adaStreams) await s.waitFor((e) => e.event === 'debit' && e.data.amount === 400, 2_000);
    const bolaTx = new Set(bolaStreams.flatMap((s) => s.events.map((e) => e.data.transaction)));
    const adaTx = new Set(adaStreams.flatMap((s) => s.events.map((e) => e.data.transaction)));
    for (const tx of adaTx) expect(bolaTx.has(tx)).toBe(false);
    for (const s of adaStreams) expect(s.events.filter((e) => e.event === 'credit')).toEqual([]);
    for (const s of bolaStreams) expect(s.events.filter((e) => e.event === 'debit')).toEqual([]);
    // Both processes' streams of one customer saw the same events, in the same (id) order.
    const ids = (s: SseStream) => s.events.map((e) => e.id);
    expect(ids(bolaStreams[0]!)).toEqual(ids(bolaStreams[1]!));
    expect(ids(adaStreams[0]!)).toEqual(ids(adaStreams[1]!));
  });

  it('replays what was missed when a stream reconnects with Last-Event-ID', async () => {
    const first = await stream(p2, bola.token);
    await send(p1, ada, bola, 111);
    const seen = await first.waitFor((e) => e.event === 'credit' && e.data.amount === 111, 2_000);
    first.close();
    // While Bola is away: two more credits, through the other process and the sandbox deposit route.
    await send(p1, ada, bola, 222);
    const dep = await post(p1, '/api/sandbox/deposits', null, {
      account_number: bola.accountNumber,
      amount: 333,
    });
    expect(dep.status).toBe(200);
    const again = await stream(p2, bola.token, { 'last-event-id': seen.id! });
    const a = await again.waitFor((e) => e.data.amount === 222, 2_000);
    const b = await again.waitFor((e) => e.data.amount === 333, 2_000);
    expect(BigInt(a.id!)).toBeGreaterThan(BigInt(seen.id!));
    expect(BigInt(b.id!)).toBeGreaterThan(BigInt(a.id!));
    expect(b.data.title).toBe('Credit ₦333.00 from Sandbox Deposit');
    // Nothing before the resume point is sent again.
    expect(again.events.some((e) => e.id === seen.id)).toBe(false);
  });

  it('closes a stream when its token is revoked (signed out through the other process)', async () => {
    const s = await stream(p2, chidi.token);
    expect(s.status).toBe(200);
    const out = await post(p1, '/api/auth/logout', chidi.token, {});
    expect(out.status).toBe(200);
    const started = Date.now();
    await s.ended;
    expect(Date.now() - started).toBeLessThan(2_000);
    const again = await stream(p2, chidi.token);
    expect(again.status).toBe(401);
  });
});
