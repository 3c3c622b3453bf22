import { randomBytes } from 'node:crypto';
import { cpSync, mkdirSync, rmSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signInflow } from '#lib/signature.ts';
import { TEMPLATE_DIR } from '#test/global-setup.ts';
import { randomPhone } from '#test/harness.ts';
import { type SpawnedApi, spawnApi } from '#test/spawn.ts';

// No secret, token, OTP, PIN or card number in logs. The real server process runs at the most
// verbose level (every request logged) through a whole customer journey; then its output is searched.

let api: SpawnedApi;
let dataDir: string | null = null;
const secrets = new Map<string, string>();

beforeAll(async () => {
  const url = process.env.TEST_DATABASE_URL;
  if (!url) {
    dataDir = path.join(
      path.dirname(TEMPLATE_DIR),
      `pglite-logs-${process.pid}-${randomBytes(4).toString('hex')}`,
    );
    mkdirSync(path.dirname(dataDir), { recursive: true });
    cpSync(TEMPLATE_DIR, dataDir, { recursive: true });
  }
  api = await spawnApi({
    env: {
      LOG_LEVEL: 'trace',
      // On the shared test database its worker must not deliver other test files' webhooks.
      DELIVER_WEBHOOKS: 'false',
      APP_MODE: 'sandbox',
      ...(url ? { DATABASE_URL: url } : { DATA_DIR: dataDir! }),
    },
  });
}, 60_000);
afterAll(async () => {
  api?.proc.kill('SIGKILL');
  await api?.exited;
  if (dataDir) rmSync(dataDir, { recursive: true, force: true });
});

async function send(method: string, url: string, body?: unknown, headers: Record<string, string> = {}) {
  const r = await fetch(`${api.url}${url}`, {
    method,
    headers: {
      'x-client-type': 'web',
      // One browser: signup's device, so the login needs no texted code.
      'x-device-id': 'log-redaction-device-01',
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      ...headers,
    },
    body: body === undefined ? undefined : typeof body === 'string' ? body : JSON.stringify(body),
  });
  // biome-ignore lint/suspicious/noExplicitAny: replies are read loosely here.
  return { status: r.status, body: (await r.json()) as any };
}

async function journey() {
  const phone = randomPhone();
  await send('POST', '/api/auth/signup/initialize', { country_code: 'NG', phone });
  const sms = await send('GET', `/api/sandbox/messages?phone=${phone}`);
  const otp = /code is (\d{4})/.exec(sms.body.data[0].body)![1]!;
  secrets.set('otp', otp);
  const verified = await send('POST', '/api/auth/signup/verify', { country_code: 'NG', phone, otp });
  const uuid = verified.body.data.uuid;
  // The credential that finishes the signup travels in the path: not logged either.
  secrets.set('signup completion credential', uuid);
  const password = `Pw${randomBytes(6).toString('hex')}9Z`;
  secrets.set('password', password);
  const email = `log${randomBytes(4).toString('hex')}@example.ng`;
  const done = await send('POST', `/api/auth/signup/${uuid}/complete`, {
    email,
    password,
    password_confirmation: password,
    type: 'personal',
    uuid,
  });
  expect(done.status).toBe(200);
  secrets.set('signup token', done.body.data.token.access_token);
  const login = await send('POST', '/api/auth/login', { phone, password, remember_me: true });
  const token = login.body.data.token.access_token;
  secrets.set('login token', token);
  const auth = { authorization: `Bearer ${token}` };
  await send('POST', '/api/auth/login', { phone, password: `${password}x` });
  // A malformed body that still carries the password: validation errors must not echo it.
  await send('POST', '/api/auth/login', { phone: 12, password });
  await send('POST', '/api/auth/login', `{"phone":"${phone}","password":"${password}"`);
  secrets.set('pin', '7391');
  await send('POST', '/api/profile/pin/setup', { pin: '7391', confirm_pin: '7391' }, auth);
  await send(
    'POST',
    '/api/profile/pin/update',
    { current_pin: '7391', pin: '7391x', confirm_pin: 'x' },
    auth,
  );
  const bvn = `2${String(Date.now()).slice(-10)}`;
  secrets.set('bvn', bvn);
  // The sandbox directory's record for it, looked up as a tester would: the BVN in the path is not logged either.
  const person = (await send('GET', `/api/sandbox/bvn/${bvn}`)).body.data;
  const kyc = await send(
    'POST',
    '/api/kyc/complete',
    {
      firstname: person.firstname,
      lastname: person.lastname,
      dob: person.dob,
      bvn,
      country: 'Nigeria',
      state: 'Lagos',
      address: '1 Marina',
      city: 'Lagos',
      postal_code: '100001',
      document_number: 'A99887766',
      document_type_id: 1,
    },
    auth,
  );
  expect(kyc.status).toBe(200);
  await send('GET', '/api/profile', undefined, auth);
  // A token offered in the URL is ignored (401) and must not be logged either.
  const viaQuery = await send('GET', `/api/profile?access_token=${token}`);
  expect(viaQuery.status).toBe(401);
  const account = (await send('GET', '/api/accounts', undefined, auth)).body.data.accounts[0].account_number;
  const webhook = JSON.stringify({ account_number: account, amount: 50, reference: `ref-${Date.now()}` });
  const signature = signInflow('sandbox-webhook-secret', webhook);
  secrets.set('webhook signature', signature.split('v1=')[1]!);
  expect((await send('POST', '/api/webhooks/inflow', webhook, { 'x-signature': signature })).status).toBe(
    200,
  );
  await send('POST', '/api/auth/logout', undefined, auth);
  await send('GET', '/api/profile', undefined, auth);
}

describe('logs', () => {
  it('hold no password, token, OTP, PIN, BVN or signature, even at trace level', async () => {
    await journey();
    api.proc.kill('SIGTERM');
    await api.exited;
    const out = api.output();
    // The log really covers the journey (otherwise this test would prove nothing).
    expect(out).toContain('/api/auth/login');
    expect(out).toContain('/api/kyc/complete');
    expect(out).toContain('/api/sandbox/bvn/');
    expect(out.split('\n').length).toBeGreaterThan(20);
    for (const [name, secret] of secrets) {
      const pattern = new RegExp(
        `(?<![0-9A-Za-z_-])${secret.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}(?![0-9A-Za-z_-])`,
      );
      const line = out.split('\n').find((l) => pattern.test(l.replace(/"time":\d+/, '')));
      expect(line?.slice(0, 400), `${name} appears in the log`).toBeUndefined();
    }
  });
});
