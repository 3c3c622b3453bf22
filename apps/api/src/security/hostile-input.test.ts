import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { redactPath, redactQuery } from '#app';
import { registerErrorHandler } from '#plugins/errors.ts';
import {
  balance,
  type Customer,
  call,
  createTestApp,
  kycBody,
  signedInflow,
  signUp,
  type TestApp,
} from '#test/harness.ts';

// The fuzzer's findings, each pinned as a plain example so it stays fixed whatever the fuzzer's seed.

let t: TestApp;
let c: Customer;
beforeAll(async () => {
  t = await createTestApp();
  c = await signUp(t, { pin: '2580', deposit: 1_000 });
});
afterAll(() => t.close());

const expectEnvelope = (r: { statusCode: number; json(): unknown }, status: number) => {
  expect(r.statusCode).toBe(status);
  expect(r.json()).toMatchObject({ status: false, message: expect.any(String) });
};

describe('hostile input found by the fuzzer', () => {
  it('answers 400, not 500, to a missing body or a body that is not an object', async () => {
    for (const payload of [undefined, '"text"', '42', '[]', 'null']) {
      const r = await t.app.inject({
        method: 'POST',
        url: '/api/auth/login',
        headers: payload === undefined ? {} : { 'content-type': 'application/json' },
        ...(payload === undefined ? {} : { payload }),
      });
      expectEnvelope(r, 400);
      expect(r.json().errors).toEqual({ body: expect.any(String) });
    }
  });

  it('answers in the envelope to an overlong path parameter and a broken percent-encoding', async () => {
    const long = await t.app.inject({ method: 'GET', url: `/api/transactions/${'x'.repeat(3000)}` });
    expectEnvelope(long, 414);
    const broken = await t.app.inject({ method: 'GET', url: '/api/transactions/%E0%A4%A' });
    expectEnvelope(broken, 400);
  });

  it('refuses NUL characters with 400 wherever they come: body, query, path, signed webhook', async () => {
    const login = await call(t, 'POST', '/api/auth/login', {
      body: { email: 'a\u0000b@example.ng', password: 'Wrong1234' },
    });
    expect(login.status).toBe(400);
    const kyc = await call(t, 'POST', '/api/kyc/complete', {
      token: c.token,
      body: kycBody({ firstname: 'Ada\u0000' }),
    });
    expect(kyc.status).toBe(400);
    const search = await call(t, 'GET', '/api/accounts/transactions?search=a%00b', { token: c.token });
    expect(search.status).toBe(400);
    const webhook = await signedInflow(t, {
      account_number: c.accountNumber,
      amount: 5,
      sender_name: 'Evil\u0000Corp',
      reference: `NUL-${Date.now()}`,
    });
    expectEnvelope(webhook, 400);
    expect(await balance(t, c)).toBe(1_000);
  });

  it('refuses half a surrogate pair in a signed webhook with 400, as everywhere else (it was kept as �)', async () => {
    const webhook = await signedInflow(t, {
      account_number: c.accountNumber,
      amount: 5,
      sender_name: 'Evil\ud800Corp',
      reference: `SUR-${Date.now()}`,
    });
    expectEnvelope(webhook, 400);
    expect(await balance(t, c)).toBe(1_000);
  });

  it('answers 400, not 500, to a day or a moment outside the years the database and the Lagos day can hold', async () => {
    for (const query of ['from=0001-01-01', 'to=0000-01-01', 'from=3000-01-01']) {
      const r = await call(t, 'GET', `/api/accounts/transactions?${query}`, { token: c.token });
      expect(r.status, query).toBe(400);
    }
    for (const expires of ['9999-12-31T23:59:59-12:00', '0001-01-01T00:00:00+01:00']) {
      const link = await call(t, 'POST', '/api/payment-links', {
        token: c.token,
        body: { description: 'Exp', amount_type: 'fixed', amount: '5', expires_at: expires },
      });
      expect(link.status, expires).toBe(400);
      expect(link.body.errors).toEqual({ expires_at: 'Enter a valid date and time' });
    }
  });

  it('answers 503 with Retry-After, not 500, when PostgreSQL rolls a request back (deadlock, serialization)', async () => {
    const app = Fastify({ logger: false });
    registerErrorHandler(app);
    app.get('/:code', async (req) => {
      throw Object.assign(new Error('deadlock detected'), { code: (req.params as { code: string }).code });
    });
    for (const code of ['40P01', '40001']) {
      const r = await app.inject({ method: 'GET', url: `/${code}` });
      expectEnvelope(r, 503);
      expect(r.headers['retry-after']).toBe('1');
    }
    await app.close();
  });

  it('keeps secrets that a client put in a query string out of the logged URL', () => {
    expect(redactQuery('/api/profile?access_token=abc&page=2&pin=1234&search=x')).toBe(
      '/api/profile?access_token=[redacted]&page=2&pin=[redacted]&search=x',
    );
    expect(redactQuery('/api/profile')).toBe('/api/profile');
  });

  it('keeps codes in a path out of the logged URL: invitations, enrolment links, BVNs', () => {
    for (const [url, logged] of [
      ['/api/public/team-invites/AbC123xyz', '/api/public/team-invites/[redacted]'],
      ['/api/team/invites/AbC123xyz/accept', '/api/team/invites/[redacted]/accept'],
      ['/join/AbC123xyz?x=1', '/join/[redacted]?x=1'],
      ['/ops/enrol/AbC123xyz', '/ops/enrol/[redacted]'],
      ['/api/sandbox/bvn/22212345678', '/api/sandbox/bvn/[redacted]'],
    ]) {
      expect(redactPath(url!)).toBe(logged);
    }
  });
});
