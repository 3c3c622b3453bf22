import { developerMessages } from '@owo/contract/developers';
import { teamMessages } from '@owo/contract/team';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '#app';
import { sha256 } from '#lib/crypto.ts';
import { createKey as createKeyAs } from '#modules/api-keys/api-keys-service.ts';
import { payersIdle } from '#modules/payouts/payouts-pay.ts';
import { balance, type Customer, call, createTestApp, signUp, type TestApp } from '#test/harness.ts';

// API keys for businesses (issue 29, item 3): over HTTP, through the real app and database.

let t: TestApp;
let owner: Customer;
let admin: Customer;
let initiator: Customer;
let payee: Customer;
let business: string;
let production: FastifyInstance;

const asMember = (c: Customer) => ({ token: c.token, headers: { 'x-act-for': business } });

async function createKey(scopes: string[], by: { token: string; headers?: Record<string, string> } = owner) {
  const r = await call(t, 'POST', '/api/business/api-keys', {
    ...by,
    body: { name: `Server ${scopes}`, scopes },
  });
  expect(r.status, JSON.stringify(r.body)).toBe(200);
  return r.body.data as { id: string; key: string; prefix: string };
}

const linkBody = { description: 'Invoice 2041', amount_type: 'fixed', amount: 2500 };

beforeAll(async () => {
  t = await createTestApp();
  owner = await signUp(t, { type: 'business', pin: '4826', kyc: true, deposit: 100_000 });
  [admin, initiator, payee] = await Promise.all([
    signUp(t, { pin: '5937' }),
    signUp(t, { pin: '6048' }),
    signUp(t, {}),
  ]);
  business = (await call(t, 'GET', '/api/team/businesses', { token: owner.token })).body.data.businesses[0]
    .id;
  for (const [c, role] of [
    [admin, 'admin'],
    [initiator, 'initiator'],
  ] as const) {
    const r = await call(t, 'POST', '/api/team/members', {
      token: owner.token,
      body: { phone: c.phone, role },
    });
    expect(r.status, JSON.stringify(r.body)).toBe(200);
  }
  // The same database served in production mode (as after a deploy): what a sandbox key may not do there.
  production = await buildApp({ config: { ...t.config, mode: 'production' }, db: t.db, logger: false });
  await production.ready();
}, 240_000);
afterAll(async () => {
  await production.close();
  await t.close();
});

describe('creating, listing and revoking keys', () => {
  it('shows the secret once, keeps only its hash, and lists keys without it', async () => {
    const created = await createKey(['read']);
    expect(created.key).toMatch(/^owo_test_[A-Za-z0-9_-]{43}$/);
    expect(created.key.startsWith(created.prefix)).toBe(true);
    const stored = await t.db.query<{ secret_hash: string }>(
      'SELECT secret_hash FROM api_keys WHERE uuid = $1',
      [created.id],
    );
    expect(stored.rows[0]!.secret_hash).toBe(sha256(created.key));
    const list = await call(t, 'GET', '/api/business/api-keys', { token: owner.token });
    expect(list.status).toBe(200);
    const listed = list.body.data.keys.find((k: { id: string }) => k.id === created.id);
    expect(listed).toMatchObject({ scopes: ['read'], mode: 'test', revoked_at: null });
    expect(JSON.stringify(list.body)).not.toContain(created.key);
  });

  it('lets an admin acting for the business manage keys, but not an initiator or a personal account', async () => {
    expect((await createKey(['collect'], asMember(admin))).key).toBeTruthy();
    const byInitiator = await call(t, 'POST', '/api/business/api-keys', {
      ...asMember(initiator),
      body: { name: 'x', scopes: ['read'] },
    });
    expect(byInitiator.status).toBe(403);
    expect(byInitiator.body.message).toBe(teamMessages.notAllowed);
    const personal = await call(t, 'POST', '/api/business/api-keys', {
      token: payee.token,
      body: { name: 'x', scopes: ['read'] },
    });
    expect(personal.status).toBe(422);
    expect(personal.body.message).toBe(developerMessages.businessOnly);
  });

  it('refuses a key with no name or no scope, or an unknown scope', async () => {
    for (const body of [
      { name: '', scopes: ['read'] },
      { name: 'x', scopes: [] },
      { name: 'x', scopes: ['admin'] },
    ]) {
      const r = await call(t, 'POST', '/api/business/api-keys', { token: owner.token, body });
      expect(r.status, JSON.stringify(body)).toBe(400);
      expect(r.body.status).toBe(false);
    }
  });

  it('a revoked key answers 401', async () => {
    const { id, key } = await createKey(['read']);
    expect((await call(t, 'GET', '/api/accounts', { token: key })).status).toBe(200);
    const revoked = await call(t, 'DELETE', `/api/business/api-keys/${id}`, { token: owner.token });
    expect(revoked.status).toBe(200);
    expect(revoked.body.data.revoked_at).not.toBeNull();
    const after = await call(t, 'GET', '/api/accounts', { token: key });
    expect(after.status).toBe(401);
    expect(after.body.message).toBe(developerMessages.keyInvalid);
  });
});

describe('what a key may do', () => {
  it('acts for its business with its scopes: a scope the key does not have answers 403', async () => {
    const reader = await createKey(['read']);
    const refused = await call(t, 'POST', '/api/payment-links', { token: reader.key, body: linkBody });
    expect(refused.status).toBe(403);
    expect(refused.body.message).toBe(developerMessages.scopeMissing);
    const collector = await createKey(['collect']);
    const made = await call(t, 'POST', '/api/payment-links', { token: collector.key, body: linkBody });
    expect(made.status, JSON.stringify(made.body)).toBe(200);
    // The link is the business's: its owner sees it.
    const mine = await call(t, 'GET', '/api/payment-links', { token: owner.token });
    expect(JSON.stringify(mine.body.data)).toContain(made.body.data.link.id);
    // The reader reads the business's accounts; the collector has no read scope for payouts.
    const accounts = await call(t, 'GET', '/api/accounts', { token: reader.key });
    expect(accounts.body.data.accounts[0].uuid).toBe(owner.accountUuid);
    expect((await call(t, 'GET', '/api/payouts', { token: collector.key })).status).toBe(403);
  });

  it('works on the routes that accept keys only, and for its own business only', async () => {
    const { key } = await createKey(['read', 'collect', 'payout']);
    for (const url of ['/api/business/api-keys', '/api/team/approvals', '/api/profile']) {
      const r = await call(t, 'GET', url, { token: key });
      expect(r.status, url).toBe(403);
      expect(r.body.message).toBe(developerMessages.notForKeys);
    }
    const actFor = await call(t, 'GET', '/api/accounts', {
      token: key,
      headers: { 'x-act-for': payee.userUuid },
    });
    expect(actFor.status).toBe(403);
    expect(actFor.body.message).toBe(developerMessages.keyActsForItsBusiness);
  });

  it('a browser origin is refused: a key works server-to-server only', async () => {
    const { key } = await createKey(['read']);
    for (const headers of [
      { origin: 'https://evil.example' } as Record<string, string>,
      { cookie: 'session=1' },
      { 'sec-fetch-site': 'same-origin' },
    ]) {
      const r = await call(t, 'GET', '/api/accounts', { token: key, headers });
      expect(r.status, JSON.stringify(headers)).toBe(403);
      expect(r.body.message).toBe(developerMessages.serverOnly);
    }
    // A server's own HTTP client is served, Node's fetch included (it sends Sec-Fetch-Mode, never Sec-Fetch-Site).
    const node = await call(t, 'GET', '/api/accounts', {
      token: key,
      headers: { 'sec-fetch-mode': 'cors', 'user-agent': 'node', accept: '*/*' },
    });
    expect(node.status).toBe(200);
  });

  it('a test key is refused in production mode, and a live key in the sandbox', async () => {
    const { key } = await createKey(['read']);
    const prod = await production.inject({
      method: 'GET',
      url: '/api/accounts',
      headers: { authorization: `Bearer ${key}` },
    });
    expect(prod.statusCode).toBe(401);
    expect(prod.json().message).toBe(developerMessages.testKeyInProduction);
    const live = await call(t, 'GET', '/api/accounts', { token: `owo_live_${'A'.repeat(43)}` });
    expect(live.status).toBe(401);
    expect(live.body.message).toBe(developerMessages.liveKeyInSandbox);
  });

  it('has a rate limit of its own, and every request it makes is recorded', async () => {
    const limited = await createKey(['read']);
    const other = await createKey(['read']);
    await t.db.query('UPDATE api_keys SET rate_limit_per_minute = 2 WHERE uuid = $1', [limited.id]);
    expect((await call(t, 'GET', '/api/accounts', { token: limited.key })).status).toBe(200);
    expect((await call(t, 'GET', '/api/accounts', { token: limited.key })).status).toBe(200);
    const third = await call(t, 'GET', '/api/accounts', { token: limited.key });
    expect(third.status).toBe(429);
    expect(third.body.message).toBe(developerMessages.keyRateLimited);
    expect((await call(t, 'GET', '/api/accounts', { token: other.key })).status).toBe(200);
    // A use is recorded after its answer has gone (onResponse), so on a busy machine the last may still be on
    // its way when the answer arrives here, and two records may commit in another order than their answers.
    const uses = () =>
      t.db.query<{ route: string; status_code: number }>(
        `SELECT u.route, u.status_code FROM api_key_uses u JOIN api_keys k ON k.id = u.key_id
         WHERE k.uuid = $1 ORDER BY u.id`,
        [limited.id],
      );
    await expect
      .poll(async () => (await uses()).rows.map((u) => u.status_code).sort(), { timeout: 10_000 })
      .toEqual([200, 200, 429]);
    expect((await uses()).rows[0]!.route).toBe('/api/accounts');
    const list = await call(t, 'GET', '/api/business/api-keys', { token: owner.token });
    expect(list.body.data.keys.find((k: { id: string }) => k.id === limited.id).last_used_at).not.toBeNull();
  });
});

describe("a key's payout batches", () => {
  async function keyBatch(key: string, amounts: number[]) {
    const created = await call(t, 'POST', '/api/payouts', {
      token: key,
      body: { name: `API batch ${amounts.join('+')}`, account_id: owner.accountUuid },
    });
    expect(created.status, JSON.stringify(created.body)).toBe(200);
    const id = created.body.data.batch.id as string;
    const rows = amounts.map((a, i) => `Owo MFB,${payee.accountNumber},${a},Row ${i + 1}`);
    const csv = ['Bank,Account Number,Amount,Narration', ...rows].join('\n');
    expect((await call(t, 'POST', `/api/payouts/${id}/upload`, { token: key, body: { csv } })).status).toBe(
      200,
    );
    return id;
  }

  it('a key cannot approve a payout: its batch waits for a person, who approves it with their PIN', async () => {
    const { key } = await createKey(['payout']);
    const before = await balance(t, owner);
    const id = await keyBatch(key, [1200, 800]);
    const confirmed = await call(t, 'POST', `/api/payouts/${id}/confirm`, { token: key, body: {} });
    expect(confirmed.status, JSON.stringify(confirmed.body)).toBe(200);
    expect(confirmed.body.data.batch.status).toBe('awaiting_approval');
    expect(await balance(t, owner)).toBe(before);
    const inbox = await call(t, 'GET', '/api/team/approvals', { token: owner.token });
    const approval = inbox.body.data.approvals.find((a: { summary: string }) =>
      a.summary.includes('1200+800'),
    );
    expect(approval.initiated_by.name).toBe('API key “Server payout”');
    const byKey = await call(t, 'POST', `/api/team/approvals/${approval.id}/approve`, {
      token: key,
      body: { pin: '4826' },
    });
    expect(byKey.status).toBe(403);
    // The owner may approve what the business's key prepared.
    const ok = await call(t, 'POST', `/api/team/approvals/${approval.id}/approve`, {
      token: owner.token,
      body: { pin: '4826' },
    });
    expect(ok.status, JSON.stringify(ok.body)).toBe(200);
    await payersIdle(t.app.deps);
    expect(await balance(t, owner)).toBe(before - 2000);
  });

  it('a batch confirmed by a key revoked since is never paid on its word; rejecting it sends it back to review', async () => {
    const { key, id: keyId } = await createKey(['payout']);
    const before = await balance(t, owner);
    const id = await keyBatch(key, [700, 300]);
    const confirmed = await call(t, 'POST', `/api/payouts/${id}/confirm`, { token: key, body: {} });
    expect(confirmed.body.data.batch.status).toBe('awaiting_approval');
    expect((await call(t, 'DELETE', `/api/business/api-keys/${keyId}`, { token: owner.token })).status).toBe(
      200,
    );
    const inbox = await call(t, 'GET', '/api/team/approvals', { token: owner.token });
    const approval = inbox.body.data.approvals.find((a: { summary: string }) =>
      a.summary.includes('700+300'),
    );
    const refused = await call(t, 'POST', `/api/team/approvals/${approval.id}/approve`, {
      token: owner.token,
      body: { pin: '4826' },
    });
    expect(refused.status, JSON.stringify(refused.body)).toBe(409);
    expect(refused.body.message).toBe(teamMessages.keyRevoked);
    const rejected = await call(t, 'POST', `/api/team/approvals/${approval.id}/reject`, {
      token: owner.token,
      body: { reason: 'Key revoked' },
    });
    expect(rejected.status, JSON.stringify(rejected.body)).toBe(200);
    const batch = await call(t, 'GET', `/api/payouts/${id}`, { token: owner.token });
    expect(batch.body.data.batch.status).toBe('review');
    await payersIdle(t.app.deps);
    expect(await balance(t, owner)).toBe(before);
  });

  it("pays without a person only below the owner's automatic approval limit, which only the owner sets", async () => {
    const { key } = await createKey(['payout']);
    const byAdmin = await call(t, 'PUT', '/api/business/api-settings', {
      ...asMember(admin),
      body: { auto_approve_limit: 5000 },
    });
    expect(byAdmin.status).toBe(403);
    const set = await call(t, 'PUT', '/api/business/api-settings', {
      token: owner.token,
      body: { auto_approve_limit: 5000 },
    });
    expect(set.status, JSON.stringify(set.body)).toBe(200);
    expect(set.body.data.auto_approve_limit).toBe(5000);
    const before = await balance(t, owner);
    const small = await keyBatch(key, [3000]);
    const paid = await call(t, 'POST', `/api/payouts/${small}/confirm`, { token: key, body: {} });
    expect(paid.body.data.batch.status).toBe('paying');
    await payersIdle(t.app.deps);
    expect(await balance(t, owner)).toBe(before - 3000);
    const big = await keyBatch(key, [4000, 2000]);
    const waits = await call(t, 'POST', `/api/payouts/${big}/confirm`, { token: key, body: {} });
    expect(waits.body.data.batch.status).toBe('awaiting_approval');
    expect(await balance(t, owner)).toBe(before - 3000);
    await call(t, 'PUT', '/api/business/api-settings', {
      token: owner.token,
      body: { auto_approve_limit: null },
    });
  });

  it('a person confirming still needs their PIN', async () => {
    const { key } = await createKey(['payout']);
    const id = await keyBatch(key, [500]);
    const r = await call(t, 'POST', `/api/payouts/${id}/confirm`, { token: owner.token, body: {} });
    expect(r.status).toBe(400);
    expect(r.body.errors?.pin).toBeTruthy();
  });
});

describe("an admin's own key", () => {
  it('does not let its maker approve what it confirmed, and stops working with the pending batch when they leave', async () => {
    const second = await signUp(t, { pin: '7159' });
    const added = await call(t, 'POST', '/api/team/members', {
      token: owner.token,
      body: { phone: second.phone, role: 'admin' },
    });
    expect(added.status, JSON.stringify(added.body)).toBe(200);
    const { key } = await createKey(['payout', 'read'], asMember(second));
    const before = await balance(t, owner);
    const created = await call(t, 'POST', '/api/payouts', {
      token: key,
      body: { name: 'Admin key batch', account_id: owner.accountUuid },
    });
    const id = created.body.data.batch.id as string;
    const csv = `Bank,Account Number,Amount,Narration\nOwo MFB,${payee.accountNumber},1500,Mine`;
    expect((await call(t, 'POST', `/api/payouts/${id}/upload`, { token: key, body: { csv } })).status).toBe(
      200,
    );
    const confirmed = await call(t, 'POST', `/api/payouts/${id}/confirm`, { token: key, body: {} });
    expect(confirmed.body.data.batch.status).toBe('awaiting_approval');
    const inbox = await call(t, 'GET', '/api/team/approvals', asMember(second));
    const approval = inbox.body.data.approvals.find((a: { summary: string }) =>
      a.summary.includes('Admin key batch'),
    );
    // The admin who made the key is its batch's maker: a second person must approve it.
    const own = await call(t, 'POST', `/api/team/approvals/${approval.id}/approve`, {
      ...asMember(second),
      body: { pin: '7159' },
    });
    expect(own.status).toBe(403);
    expect(own.body.message).toBe(teamMessages.ownApproval);
    expect(await balance(t, owner)).toBe(before);

    // Removed from the team, their key stops working and the batch it confirmed no longer waits.
    const removed = await call(t, 'DELETE', `/api/team/members/${added.body.data.member.id}`, {
      token: owner.token,
    });
    expect(removed.status, JSON.stringify(removed.body)).toBe(200);
    expect((await call(t, 'GET', '/api/accounts', { token: key })).status).toBe(401);
    const after = await call(t, 'GET', '/api/team/approvals', { token: owner.token });
    const cancelled = after.body.data.approvals.find((a: { id: string }) => a.id === approval.id);
    expect(cancelled?.status ?? 'gone from the pending list').not.toBe('pending');
    const late = await call(t, 'POST', `/api/team/approvals/${approval.id}/approve`, {
      token: owner.token,
      body: { pin: '4826' },
    });
    expect(late.status).toBe(409);
    expect(await balance(t, owner)).toBe(before);
    const keys = await call(t, 'GET', '/api/business/api-keys', { token: owner.token });
    expect(
      keys.body.data.keys.find((k: { prefix: string }) => key.startsWith(k.prefix)).revoked_at,
    ).not.toBeNull();
  });
});

describe('a key made while its maker is being removed', () => {
  it('is refused when the removal committed after the request read the role: no key outlives its maker', async () => {
    const leaving = await signUp(t, {});
    const invited = await call(t, 'POST', '/api/team/members', {
      token: owner.token,
      body: { phone: leaving.phone, role: 'admin' },
    });
    expect(invited.status, JSON.stringify(invited.body)).toBe(200);
    const ids = await t.db.query<{ owner: bigint; caller: bigint }>(
      'SELECT (SELECT id FROM users WHERE uuid = $1) AS owner, (SELECT id FROM users WHERE uuid = $2) AS caller',
      [owner.userUuid, leaving.userUuid],
    );
    const { owner: ownerId, caller: callerId } = ids.rows[0]!;
    // The request read the admin's role; the owner's removal commits before its key is written.
    const actor = { callerId, ownerId, role: 'admin' as const, approvalLimitMinor: null };
    await t.db.query(
      `UPDATE team_members SET removed_at = now() WHERE business_id = $1
         AND phone = (SELECT phone FROM users WHERE id = $2)`,
      [String(ownerId), String(callerId)],
    );
    await expect(
      createKeyAs(t.app.deps, actor, { name: 'Late key', scopes: ['read'] }),
    ).rejects.toMatchObject({ statusCode: 404 });
    const made = await t.db.query('SELECT 1 FROM api_keys WHERE created_by = $1', [String(callerId)]);
    expect(made.rows).toHaveLength(0);
  });
});

describe('the API documentation', () => {
  it('describes every key route with an operation id', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/docs/json' });
    const docs = res.json();
    expect(res.statusCode, res.body.slice(0, 500)).toBe(200);
    expect(docs.paths['/business/api-keys'].post.operationId).toBe('createApiKey');
    expect(docs.paths['/business/api-keys'].get.operationId).toBe('listApiKeys');
    expect(docs.paths['/business/api-keys/{id}'].delete.operationId).toBe('revokeApiKey');
  });
});
