import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, createTestApp, signUp, type TestApp } from '#test/harness.ts';

// A CSP without inline script, the other security headers on every reply (API and pages),
// HSTS only in production, and nothing that carries a token or a balance kept by any cache.

let dist: string;
let t: TestApp;
let prod: TestApp;

beforeAll(async () => {
  dist = mkdtempSync(path.join(tmpdir(), 'owo-dist-'));
  mkdirSync(path.join(dist, 'assets'));
  writeFileSync(
    path.join(dist, 'index.html'),
    '<!doctype html><title>Owo</title><script type="module" src="/assets/app.js"></script>',
  );
  writeFileSync(path.join(dist, 'assets', 'app.js'), 'console.log(1)');
  t = await createTestApp({ config: { webDist: dist } });
  prod = await createTestApp({ config: { mode: 'production', webDist: dist } });
});
afterAll(async () => {
  await t.close();
  await prod.close();
  rmSync(dist, { recursive: true, force: true });
});

function directives(csp: unknown): Map<string, string[]> {
  const map = new Map<string, string[]>();
  for (const part of String(csp ?? '').split(';')) {
    const [name, ...values] = part.trim().split(/\s+/);
    if (name) map.set(name, values);
  }
  return map;
}

function expectSecurityHeaders(headers: Record<string, unknown>, where: string) {
  const csp = directives(headers['content-security-policy']);
  const scripts = csp.get('script-src') ?? csp.get('default-src') ?? [];
  expect(scripts, where).toEqual(["'self'"]);
  for (const unsafe of ["'unsafe-inline'", "'unsafe-eval'", 'data:', '*', 'http:', 'https:']) {
    expect(scripts, `${where}: script-src allows ${unsafe}`).not.toContain(unsafe);
  }
  expect(csp.get('default-src'), where).toEqual(["'self'"]);
  expect(csp.get('object-src'), where).toEqual(["'none'"]);
  expect(csp.get('frame-ancestors'), where).toEqual(["'none'"]);
  expect(csp.get('base-uri'), where).toEqual(["'self'"]);
  expect(csp.get('form-action'), where).toEqual(["'self'"]);
  expect(headers['x-content-type-options'], where).toBe('nosniff');
  expect(headers['x-frame-options'], where).toMatch(/^(DENY|SAMEORIGIN)$/);
  expect(headers['referrer-policy'], where).toBe('no-referrer');
  expect(headers['cross-origin-opener-policy'], where).toBe('same-origin');
  expect(headers['x-powered-by'], where).toBeUndefined();
  expect(headers.server, where).toBeUndefined();
}

describe('security headers', () => {
  it('sends them on API replies, errors, the SPA shell, assets and not-found pages', async () => {
    const c = await signUp(t);
    const replies = {
      'login reply': await call(t, 'POST', '/api/auth/login', {
        body: { phone: c.phone, password: c.password },
      }),
      'API 401': await call(t, 'GET', '/api/accounts'),
      'API 404': await call(t, 'GET', '/api/nope'),
      'API 400': await call(t, 'POST', '/api/auth/login', { body: { phone: 5 } }),
    };
    for (const [where, r] of Object.entries(replies)) expectSecurityHeaders(r.headers, where);
    for (const url of ['/', '/dashboard', '/assets/app.js', '/assets/missing.js']) {
      const r = await t.app.inject({ method: 'GET', url });
      expectSecurityHeaders(r.headers, url);
    }
  });

  it('keeps every API reply out of caches: tokens, balances and history are no-store', async () => {
    const c = await signUp(t, { deposit: 100 });
    const login = await call(t, 'POST', '/api/auth/login', {
      body: { phone: c.phone, password: c.password },
    });
    const token = login.body.data.token.access_token;
    for (const [label, r] of [
      ['login', login],
      ['accounts', await call(t, 'GET', '/api/accounts', { token })],
      ['history', await call(t, 'GET', '/api/accounts/transactions', { token })],
      ['profile', await call(t, 'GET', '/api/profile', { token })],
      ['401', await call(t, 'GET', '/api/profile')],
    ] as const) {
      expect(String(r.headers['cache-control']), label).toContain('no-store');
    }
    // Hashed assets stay cacheable: the rule is for the API only.
    const asset = await t.app.inject({ method: 'GET', url: '/assets/app.js' });
    expect(asset.headers['cache-control']).toContain('immutable');
  });

  it('sends HSTS and upgrade-insecure-requests in production only', async () => {
    const sandbox = await call(t, 'GET', '/api/accounts');
    expect(sandbox.headers['strict-transport-security']).toBeUndefined();
    expect(directives(sandbox.headers['content-security-policy']).has('upgrade-insecure-requests')).toBe(
      false,
    );
    const r = await call(prod, 'GET', '/api/accounts');
    expectSecurityHeaders(r.headers, 'production');
    expect(String(r.headers['strict-transport-security'])).toMatch(/max-age=\d{8,}; includeSubDomains/);
    expect(directives(r.headers['content-security-policy']).has('upgrade-insecure-requests')).toBe(true);
  });

  it('serves no HTML for a missing script, so a stale chunk cannot run as a page', async () => {
    const r = await t.app.inject({ method: 'GET', url: '/assets/missing.js' });
    expect(r.statusCode).toBe(404);
    expect(String(r.headers['content-type'])).not.toContain('html');
  });

  it('sends a form posted to a page (before its script ran) back to the page, reading nothing', async () => {
    const r = await t.app.inject({
      method: 'POST',
      url: '/login',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'username=08012345678&password=secret',
    });
    expect(r.statusCode).toBe(303);
    expect(r.headers.location).toBe('/login');
    expect(r.body).not.toContain('secret');
    expectSecurityHeaders(r.headers, 'POST /login');
    // Never to another site: a path that starts with two slashes (or a backslash) is one to a browser.
    for (const url of ['//evil.example/login', '///evil.example/login']) {
      const away = await t.app.inject({ method: 'POST', url });
      expect(away.statusCode, url).toBe(303);
      expect(away.headers.location, url).toBe('/evil.example/login');
    }
    // The API keeps its own 404.
    const api = await t.app.inject({ method: 'POST', url: '/api/nope' });
    expect(api.statusCode).toBe(404);
    expect(api.json()).toMatchObject({ status: false });
  });
});
