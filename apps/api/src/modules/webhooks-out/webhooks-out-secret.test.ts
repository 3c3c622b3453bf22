import { developerMessages } from '@owo/contract/developers';
import { errors } from '@owo/contract/messages';
import { teamMessages } from '@owo/contract/team';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { type Customer, call, createTestApp, deposit, signUp, type TestApp } from '#test/harness.ts';
import { type Receiver, startReceiver } from '#test/webhook-receiver.ts';
import { verifyOwoSignature } from '../../../../../docs/examples/verify-webhook.ts';
import { deliverWebhooks } from './deliver.ts';

// A webhook signing secret is rolled by a manager, and withdrawn when the teammate who holds it is removed or
// demoted (migration 057): a former admin must not keep a secret the business's server trusts.

let t: TestApp;
let shop: Customer;
let business: string;
let receiver: Receiver;

type Endpoint = { id: string; secret: string; status: string; disabled_reason: string | null };
const asMember = (c: Customer) => ({ token: c.token, headers: { 'x-act-for': business } });

async function register(by: { token: string; headers?: Record<string, string> } = { token: shop.token }) {
  const r = await call(t, 'POST', '/api/business/webhooks', {
    ...by,
    body: { url: receiver.url, events: ['inflow.received'] },
  });
  expect(r.status, JSON.stringify(r.body)).toBe(200);
  return r.body.data as Endpoint;
}
const roll = (id: string, by: { token: string; headers?: Record<string, string> } = { token: shop.token }) =>
  call<Endpoint>(t, 'POST', `/api/business/webhooks/${id}/rotate-secret`, by);
const remove = (id: string) => call(t, 'DELETE', `/api/business/webhooks/${id}`, { token: shop.token });
const listed = async (id: string) =>
  (await call(t, 'GET', '/api/business/webhooks', { token: shop.token })).body.data.endpoints.find(
    (e: Endpoint) => e.id === id,
  ) as Endpoint;
const storedSecret = async (id: string) =>
  (await t.db.query<{ secret: string }>('SELECT secret FROM webhook_endpoints WHERE uuid = $1', [id]))
    .rows[0]!.secret;
const audit = async () =>
  (await call(t, 'GET', '/api/team/audit', { token: shop.token })).body.data.data as Array<{
    action: string;
    summary: string;
  }>;
const signedWith = (secret: string) =>
  receiver.received.map((r) => verifyOwoSignature(r.raw, r.headers['x-signature'] as string, secret));

async function addMember(role: string) {
  const c = await signUp(t, { pin: '7159' });
  const r = await call(t, 'POST', '/api/team/members', { token: shop.token, body: { phone: c.phone, role } });
  expect(r.status, JSON.stringify(r.body)).toBe(200);
  return { customer: c, memberId: r.body.data.member.id as string };
}

beforeAll(async () => {
  // This file's worker delivers by the real clock on a database of its own (see webhooks-out.test.ts).
  t = await createTestApp({ config: { deliverWebhooks: true }, ownDatabase: true });
  receiver = await startReceiver();
  shop = await signUp(t, { type: 'business', pin: '4826', kyc: true, deposit: 50_000 });
  business = (await call(t, 'GET', '/api/team/businesses', { token: shop.token })).body.data.businesses[0].id;
}, 240_000);
afterAll(async () => {
  await receiver.close();
  await t.close();
});
beforeEach(() => {
  receiver.received.length = 0;
  receiver.respond.status = 200;
});

describe('rolling a signing secret', () => {
  it('answers a new secret once, and every delivery after it, queued before or after, is signed with it and not the old', async () => {
    const endpoint = await register();
    await deposit(t, shop.accountNumber, 100);
    const rolled = await roll(endpoint.id);
    expect(rolled.status, JSON.stringify(rolled.body)).toBe(200);
    expect(rolled.body.message).toBe(developerMessages.secretRolled);
    expect(rolled.body.data).toMatchObject({ id: endpoint.id, status: 'active', disabled_reason: null });
    expect(rolled.body.data.secret).toMatch(/^whsec_/);
    expect(rolled.body.data.secret).not.toBe(endpoint.secret);
    await deposit(t, shop.accountNumber, 200);
    expect(await deliverWebhooks(t.app.deps)).toBe(2);
    expect(signedWith(rolled.body.data.secret)).toEqual([true, true]);
    expect(signedWith(endpoint.secret)).toEqual([false, false]);
    expect(JSON.stringify(await listed(endpoint.id))).not.toContain('whsec_');
    expect((await audit())[0]).toMatchObject({
      action: 'webhook.secret_rolled',
      summary: `Rolled the signing secret of webhook endpoint ${receiver.url}`,
    });
    await remove(endpoint.id);
  });

  it('is refused (403) to a member without developers.manage, and the secret stays as it was', async () => {
    const endpoint = await register();
    const { customer: initiator } = await addMember('initiator');
    const r = await roll(endpoint.id, asMember(initiator));
    expect(r.status, JSON.stringify(r.body)).toBe(403);
    expect(r.body.message).toBe(teamMessages.notAllowed);
    expect(await storedSecret(endpoint.id)).toBe(endpoint.secret);
    // An admin may.
    const { customer: admin } = await addMember('admin');
    expect((await roll(endpoint.id, asMember(admin))).status).toBe(200);
    await remove(endpoint.id);
  });

  it("another business's endpoint is not found, and keeps signing with its own secret", async () => {
    const endpoint = await register();
    const other = await signUp(t, { type: 'business' });
    const r = await roll(endpoint.id, { token: other.token });
    expect(r.status).toBe(404);
    expect(r.body.message).toBe(errors.notFound);
    expect(await storedSecret(endpoint.id)).toBe(endpoint.secret);
    const own = await roll(endpoint.id);
    expect(own.status, JSON.stringify(own.body)).toBe(200);
    expect(await storedSecret(endpoint.id)).toBe(own.body.data.secret);
    await remove(endpoint.id);
  });
});

describe('a teammate who held a secret leaves', () => {
  it("a removed admin's endpoint gets a secret nobody is shown, is switched off until a roll, and keeps its waiting deliveries", async () => {
    const { customer: admin, memberId } = await addMember('admin');
    const endpoint = await register(asMember(admin));
    await deposit(t, shop.accountNumber, 300);
    const removed = await call(t, 'DELETE', `/api/team/members/${memberId}`, { token: shop.token });
    expect(removed.status, JSON.stringify(removed.body)).toBe(200);

    const off = await listed(endpoint.id);
    expect(off).toMatchObject({ status: 'disabled', disabled_reason: 'secret_withdrawn' });
    const withdrawn = await storedSecret(endpoint.id);
    expect(withdrawn).toMatch(/^whsec_/);
    expect(withdrawn).not.toBe(endpoint.secret);
    expect(await audit()).toContainEqual(
      expect.objectContaining({
        action: 'webhook.secret_withdrawn',
        summary: `Replaced the signing secret of webhook endpoint ${receiver.url} and switched it off: its creator was removed from the team`,
      }),
    );
    const inbox = await call(t, 'GET', '/api/notifications', { token: shop.token });
    expect(JSON.stringify(inbox.body.data)).toContain(developerMessages.secretWithdrawnBody);

    // Nothing is signed with the secret nobody holds: the delivery waits, and "switch on" is refused.
    expect(await deliverWebhooks(t.app.deps)).toBe(0);
    const on = await call(t, 'POST', `/api/business/webhooks/${endpoint.id}/enable`, { token: shop.token });
    expect(on.status).toBe(409);
    expect(on.body.message).toBe(developerMessages.rollSecretFirst);
    expect((await roll(endpoint.id, asMember(admin))).status).toBe(404);

    const rolled = await roll(endpoint.id);
    expect(rolled.body.data).toMatchObject({ status: 'active', disabled_reason: null });
    expect(await deliverWebhooks(t.app.deps)).toBe(1);
    expect(signedWith(rolled.body.data.secret)).toEqual([true]);
    expect(signedWith(endpoint.secret)).toEqual([false]);
    expect((await audit())[0]!.summary).toContain('and switched it on');
    await remove(endpoint.id);
  });

  it("a demoted admin's endpoint is switched off too; one whose secret another manager rolled since is left on", async () => {
    const { customer: admin, memberId } = await addMember('admin');
    const theirs = await register(asMember(admin));
    const rolledByOwner = await register(asMember(admin));
    const { body } = await roll(rolledByOwner.id);
    const demoted = await call(t, 'PATCH', `/api/team/members/${memberId}`, {
      token: shop.token,
      body: { role: 'viewer' },
    });
    expect(demoted.status, JSON.stringify(demoted.body)).toBe(200);
    expect(await listed(theirs.id)).toMatchObject({
      status: 'disabled',
      disabled_reason: 'secret_withdrawn',
    });
    expect(await listed(rolledByOwner.id)).toMatchObject({ status: 'active' });
    expect(await storedSecret(rolledByOwner.id)).toBe(body.data.secret);
    expect((await audit()).map((a) => a.summary)).toContain(
      `Replaced the signing secret of webhook endpoint ${receiver.url} and switched it off: its creator was given a lower role`,
    );
    await remove(theirs.id);
    await remove(rolledByOwner.id);
  });
});
