import http from 'node:http';
import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { retryWhole } from '#db/retry.ts';
import { type Fault, injectOnce } from '#test/db-faults.ts';
import { balance, call, createTestApp, onRealServer, signUp, type TestApp } from '#test/harness.ts';
import { newKey, PIN, post, remittanceBody } from '#test/transfers-helpers.ts';
import { registerDatabaseRetryWindow } from './database-retry.ts';
import { sessionCacheOf } from './session-cache.ts';

// Decision 019: a request whose database connection dies under it waits and is run again, whole, on a
// fresh connection; the customer sees its answer, not a 503, and nothing moves twice.

describe("a request's retry window", () => {
  it('is counted from its arrival, across its hooks and the parsing of its body', async () => {
    const app = Fastify();
    registerDatabaseRetryWindow(app);
    // Authentication takes 100 ms; a slow client's body arrives 700 ms after its headers: 800 ms of a 1 s
    // window are gone before the handler's first database call.
    app.addHook('onRequest', async () => {
      await new Promise((r) => setTimeout(r, 100));
    });
    app.post('/t', async () => {
      const started = performance.now();
      let runs = 0;
      const gone = Object.assign(new Error('terminating connection'), { code: '57P01' });
      await retryWhole(1_000, false, async () => {
        runs++;
        throw gone;
      }).catch(() => null);
      return { waited: performance.now() - started, runs };
    });
    try {
      const base = new URL(await app.listen({ port: 0, host: '127.0.0.1' }));
      const body = JSON.stringify({ a: 1 });
      const text = await new Promise<string>((resolve, reject) => {
        const req = http.request(
          {
            host: base.hostname,
            port: base.port,
            path: '/t',
            method: 'POST',
            headers: { 'content-type': 'application/json', 'content-length': Buffer.byteLength(body) },
          },
          (res) => {
            let data = '';
            res.on('data', (c) => {
              data += c;
            });
            res.on('end', () => resolve(data));
          },
        );
        req.on('error', reject);
        req.flushHeaders();
        // The body arrives later, in the socket's own events, outside the hook's context.
        setTimeout(() => req.end(body), 700);
      });
      const { waited, runs } = JSON.parse(text) as { waited: number; runs: number };
      expect(runs).toBeGreaterThan(1);
      expect(waited).toBeLessThan(500); // what was left of the window, not a fresh second
    } finally {
      await app.close();
    }
  });
});

describe.runIf(onRealServer())('a request while its database connection dies', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ databaseRetryMs: 15_000 });
  });
  afterAll(() => t.close());

  const sendOnce = async (fault: Fault, key: string | undefined) => {
    const c = await signUp(t, { pin: PIN, deposit: 10_000 });
    const fi = injectOnce(/money_send_batch/, fault);
    try {
      const r = await post(t, c, '/api/transfer/remittance/send', remittanceBody({ amount: 1500 }), key);
      expect(fi.state.fired).toBe(1);
      const history = await call(t, 'GET', '/api/accounts/transactions', { token: c.token });
      return { r, c, history: history.body.data };
    } finally {
      await fi.restore();
    }
  };

  it('a send whose backend is terminated mid-request answers 200 and debits once', async () => {
    const { r, c, history } = await sendOnce('terminate before it runs', newKey());
    expect(r.status).toBe(200);
    expect(history.total).toBe(2); // the deposit and one send
    expect(await balance(t, c)).toBe(10_000 - 1500 - Number(r.body.data.transaction.fee));
  });

  it("a send whose COMMIT's answer is lost answers 200 with its reply, and debits once", async () => {
    const { r, c, history } = await sendOnce('lose its answer after it committed', newKey());
    expect(r.status).toBe(200);
    expect(r.headers['idempotent-replayed']).toBe('true');
    expect(history.total).toBe(2);
    expect(
      history.data.filter((h: { uuid: string }) => h.uuid === r.body.data.transaction.uuid),
    ).toHaveLength(1);
    expect(await balance(t, c)).toBe(10_000 - 1500 - Number(r.body.data.transaction.fee));
  });

  it("a send without an Idempotency-Key whose COMMIT's answer is lost is not sent again: 503, debited once", async () => {
    const { r, c, history } = await sendOnce('lose its answer after it committed', undefined);
    expect(r.status).toBe(503);
    expect(r.headers['retry-after']).toBe('1');
    expect(history.total).toBe(2);
    const sent = history.data.find((h: { direction: string }) => h.direction === 'debit');
    expect(await balance(t, c)).toBe(10_000 - 1500 - Number(sent.fee));
  });

  it('a read whose session lookup loses its backend answers 200', async () => {
    const c = await signUp(t, { pin: PIN, deposit: 700 });
    // The lookup must reach the database: this process forgets the session it kept (decision 034).
    sessionCacheOf(t.db, t.config.sessionCacheMs).clear();
    const fi = injectOnce(/FROM sessions/, 'terminate before it runs');
    try {
      const r = await call(t, 'GET', '/api/accounts', { token: c.token });
      expect(fi.state.fired).toBe(1);
      expect(r.status).toBe(200);
      expect(r.body.data.accounts[0].balance).toBe(700);
    } finally {
      await fi.restore();
    }
  });
});
