import { readFileSync } from 'node:fs';
import path from 'node:path';
import { developerMessages } from '@owo/contract/developers';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { buildApp } from '#app';
import { type Customer, call, createTestApp, deposit, signUp, type TestApp } from '#test/harness.ts';
import { PIN, post, remittanceBody } from '#test/transfers-helpers.ts';
import { type Receiver, startReceiver } from '#test/webhook-receiver.ts';
import { verifyOwoSignature } from '../../../../../docs/examples/verify-webhook.ts';
import { backoffMs, deliverWebhooks, RETRY_MS } from './deliver.ts';

// Outgoing webhooks (issue 29, item 4): events written with the money move, delivered by the worker, signed,
// retried, logged and sent again; endpoints inside our network refused.

let t: TestApp;
let shop: Customer;
let payer: Customer;
let receiver: Receiver;
let production: FastifyInstance;

async function register(events: string[], url = receiver.url, who = shop) {
  const r = await call(t, 'POST', '/api/business/webhooks', { token: who.token, body: { url, events } });
  expect(r.status, JSON.stringify(r.body)).toBe(200);
  return r.body.data as { id: string; secret: string };
}
const remove = (id: string) => call(t, 'DELETE', `/api/business/webhooks/${id}`, { token: shop.token });
const log = async (id: string) =>
  (await call(t, 'GET', `/api/business/webhooks/${id}/deliveries`, { token: shop.token })).body.data
    .deliveries;

beforeAll(async () => {
  // This file's worker delivers webhooks by its test clock, so on the real server it runs on a database of
  // its own (created here, dropped on close): on the suite's shared one it would also meet every other file's
  // due events.
  t = await createTestApp({ config: { deliverWebhooks: true }, ownDatabase: true });
  receiver = await startReceiver();
  shop = await signUp(t, { type: 'business', pin: '4826', kyc: true, deposit: 50_000 });
  payer = await signUp(t, { pin: PIN, kyc: true, deposit: 50_000 });
  production = await buildApp({ config: { ...t.config, mode: 'production' }, db: t.db, logger: false });
  await production.ready();
}, 240_000);
afterAll(async () => {
  await receiver.close();
  await production.close();
  await t.close();
});
beforeEach(() => {
  receiver.received.length = 0;
  receiver.respond.status = 200;
});

describe('delivering events', () => {
  it('delivers a paid payment link with its id, slug, amount and payer, signed with the endpoint secret', async () => {
    const endpoint = await register(['payment_link.paid']);
    const link = await call(t, 'POST', '/api/payment-links', {
      token: shop.token,
      body: { description: 'Jollof for 4', amount_type: 'fixed', amount: 6500 },
    });
    const { id, slug } = link.body.data.link;
    const paid = await call(t, 'POST', `/api/payment-links/${slug}/pay`, {
      token: payer.token,
      body: { pin: PIN },
      headers: { 'idempotency-key': `hook-pay-${Date.now()}` },
    });
    expect(paid.status, JSON.stringify(paid.body)).toBe(200);
    await t.app.worker.drain();
    expect(receiver.received).toHaveLength(1);
    const [got] = receiver.received;
    expect(got!.body).toMatchObject({
      type: 'payment_link.paid',
      data: { payment_link: { id, slug }, amount: 6500, currency: 'NGN', channel: 'owo' },
    });
    expect(got!.body.data.payer_name).toBeTruthy();
    expect(got!.body.id).toBe(got!.headers['x-owo-event-id']);
    // The signature verifies with the endpoint's secret (the README's sample), and with no other.
    expect(got!.headers['x-signature']).toMatch(/^t=\d+,v1=[0-9a-f]{64}$/);
    expect(verifyOwoSignature(got!.raw, got!.headers['x-signature'] as string, endpoint.secret)).toBe(true);
    expect(verifyOwoSignature(got!.raw, got!.headers['x-signature'] as string, `${endpoint.secret}x`)).toBe(
      false,
    );
    expect(verifyOwoSignature(`${got!.raw} `, got!.headers['x-signature'] as string, endpoint.secret)).toBe(
      false,
    );
    const [entry] = await log(endpoint.id);
    expect(entry).toMatchObject({
      event_id: got!.body.id,
      status: 'delivered',
      attempts: 1,
      last_status: 200,
    });
    await remove(endpoint.id);
  });

  it('delivers only the events an endpoint chose: an inflow, a settled and a reversed transfer', async () => {
    const endpoint = await register(['inflow.received', 'transfer.settled', 'transfer.reversed']);
    await deposit(t, shop.accountNumber, 1234.5);
    const shopPin = { ...remittanceBody({ pin: '4826' }) };
    expect((await post(t, shop, '/api/transfer/remittance/send', shopPin, `s-${Date.now()}`)).status).toBe(
      200,
    );
    const refused = remittanceBody({ pin: '4826', amount: 999 });
    expect((await post(t, shop, '/api/transfer/remittance/send', refused, `r-${Date.now()}`)).status).toBe(
      200,
    );
    await t.app.worker.drain();
    const types = receiver.received.map((r) => r.body.type).sort();
    expect(types).toEqual(['inflow.received', 'transfer.reversed', 'transfer.settled']);
    const inflow = receiver.received.find((r) => r.body.type === 'inflow.received')!;
    expect(inflow.body.data.amount).toBe(1234.5);
    await remove(endpoint.id);
  });

  it('a 500 from the endpoint is retried on the backoff schedule, then the endpoint is switched off and the owner told', async () => {
    const endpoint = await register(['inflow.received']);
    receiver.respond.status = 500;
    await deposit(t, shop.accountNumber, 100);
    const start = new Date();
    expect(await deliverWebhooks(t.app.deps, start)).toBe(1);
    const at = (ms: number) => new Date(start.getTime() + ms);
    // 1 minute after the first failure, then 2, 4, …: never before.
    expect(await deliverWebhooks(t.app.deps, at(backoffMs(1) - 1_000))).toBe(0);
    expect(await deliverWebhooks(t.app.deps, at(backoffMs(1)))).toBe(1);
    expect(await deliverWebhooks(t.app.deps, at(backoffMs(1) + backoffMs(2) - 1_000))).toBe(0);
    let clock = backoffMs(1) + backoffMs(2);
    expect(await deliverWebhooks(t.app.deps, at(clock))).toBe(1);
    const [entry] = await log(endpoint.id);
    expect(entry).toMatchObject({ status: 'pending', attempts: 3, last_status: 500 });
    expect(new Date(entry.next_attempt_at).getTime()).toBe(at(clock + backoffMs(3)).getTime());
    // Every attempt carried the same event id.
    expect(new Set(receiver.received.map((r) => r.body.id)).size).toBe(1);
    // For three days, then it gives up.
    let attempts = 3;
    while (clock + backoffMs(attempts) <= RETRY_MS + 60_000) {
      clock += backoffMs(attempts);
      attempts += (await deliverWebhooks(t.app.deps, at(clock))) > 0 ? 1 : 0;
    }
    const [last] = await log(endpoint.id);
    expect(last.status).toBe('failed');
    expect(attempts).toBeLessThan(40);
    const list = await call(t, 'GET', '/api/business/webhooks', { token: shop.token });
    expect(list.body.data.endpoints.find((e: { id: string }) => e.id === endpoint.id).status).toBe(
      'disabled',
    );
    const inbox = await call(t, 'GET', '/api/notifications', { token: shop.token });
    expect(JSON.stringify(inbox.body.data)).toContain(developerMessages.endpointDisabledTitle);
    await remove(endpoint.id);
  });

  it('a redelivery keeps the same event id', async () => {
    const endpoint = await register(['inflow.received']);
    await deposit(t, shop.accountNumber, 200);
    await t.app.worker.drain();
    const [first] = await log(endpoint.id);
    expect(first.status).toBe('delivered');
    const again = await call(
      t,
      'POST',
      `/api/business/webhooks/${endpoint.id}/deliveries/${first.id}/redeliver`,
      {
        token: shop.token,
      },
    );
    expect(again.status, JSON.stringify(again.body)).toBe(200);
    expect(again.body.data.status).toBe('pending');
    await t.app.worker.drain();
    expect(receiver.received).toHaveLength(2);
    expect(receiver.received[1]!.body.id).toBe(receiver.received[0]!.body.id);
    expect(receiver.received[1]!.raw).toBe(receiver.received[0]!.raw);
    await remove(endpoint.id);
  });

  it("another business's endpoint and its deliveries are not found", async () => {
    const endpoint = await register(['inflow.received']);
    const other = await signUp(t, { type: 'business' });
    for (const url of [
      `/api/business/webhooks/${endpoint.id}/deliveries`,
      `/api/business/webhooks/${endpoint.id}/deliveries/${endpoint.id}/redeliver`,
    ]) {
      const r = await call(t, url.endsWith('redeliver') ? 'POST' : 'GET', url, { token: other.token });
      expect(r.status, url).toBe(404);
    }
    await remove(endpoint.id);
  });
});

describe('where an endpoint may be', () => {
  const registerIn = (app: FastifyInstance, url: string) =>
    app.inject({
      method: 'POST',
      url: '/api/business/webhooks',
      headers: { authorization: `Bearer ${shop.token}`, 'x-device-id': 'harness-device-0001' },
      payload: { url, events: ['inflow.received'] },
    });

  it('a private address is refused in production mode, and plain HTTP', async () => {
    for (const url of [
      'https://10.1.2.3/hook',
      'https://192.168.1.10/hook',
      'https://127.0.0.1/hook',
      'https://169.254.169.254/latest/meta-data',
      'https://[::1]/hook',
      'https://[fd00::1]/hook',
      'https://[::ffff:10.0.0.1]/hook',
      'https://localhost/hook',
    ]) {
      const r = await registerIn(production, url);
      expect(r.statusCode, url).toBe(422);
      expect(r.json().message, url).toBe(developerMessages.privateAddress);
    }
    const plain = await registerIn(production, 'http://93.184.215.14/hook');
    expect(plain.statusCode).toBe(422);
    expect(plain.json().message).toBe(developerMessages.httpsOnly);
    const local = await registerIn(production, 'http://127.0.0.1:4000/hook');
    expect(local.json().message).toBe(developerMessages.httpsOnly);
  });

  it('a delivery never connects inside our network, even when a name starts resolving there later', async () => {
    const endpoint = await register(['inflow.received']);
    // As if the endpoint's name had resolved to a public address when it was registered and now answers
    // with a loopback one (DNS rebinding): the delivery's own lookup refuses it before connecting.
    const port = new URL(receiver.url).port;
    await t.db.query('UPDATE webhook_endpoints SET url = $2 WHERE uuid = $1', [
      endpoint.id,
      `http://localhost:${port}/owo/webhooks`,
    ]);
    await deposit(t, shop.accountNumber, 300);
    expect(await deliverWebhooks(t.app.deps)).toBe(1);
    expect(receiver.received).toHaveLength(0);
    const [entry] = await log(endpoint.id);
    expect(entry).toMatchObject({ status: 'pending', attempts: 1, last_status: null });
    expect(entry.last_error).toContain('private address');
    await remove(endpoint.id);
  });

  it('the sandbox also allows http://127.0.0.1, and nothing else private', async () => {
    expect((await registerIn(t.app, 'http://127.0.0.1:4000/hook')).statusCode).toBe(200);
    expect((await registerIn(t.app, 'https://10.1.2.3/hook')).json().message).toBe(
      developerMessages.privateAddress,
    );
    expect((await registerIn(t.app, 'http://10.1.2.3/hook')).json().message).toBe(
      developerMessages.httpsOnly,
    );
  });
});

describe('the README', () => {
  it('carries the signature sample the tests verify with, word for word', () => {
    const root = path.resolve(import.meta.dirname, '../../../../..');
    const sample = readFileSync(path.join(root, 'docs/examples/verify-webhook.ts'), 'utf8');
    const readme = readFileSync(path.join(root, 'README.md'), 'utf8');
    expect(readme.includes(sample.trim()), 'README.md has docs/examples/verify-webhook.ts').toBe(true);
  });
});
