import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadConfig, unsupportedRuntime } from './config.ts';
import { call, createTestApp } from './test/harness.ts';

describe('modes', () => {
  it('refuses to start in production without a real database and secrets', () => {
    expect(() => loadConfig({ APP_MODE: 'production' })).toThrow(/DATABASE_URL/);
  });

  it('refuses to serve production on a Node.js line that gets no security fixes', () => {
    expect(unsupportedRuntime('v20.20.2')).toMatch(/Node.js v20.20.2 gets no security fixes/);
    expect(unsupportedRuntime('18.20.0')).not.toBeNull();
    expect(unsupportedRuntime('22.12.0')).toBeNull();
    expect(unsupportedRuntime('v24.21.0')).toBeNull();
  });

  it('refuses to start a production server on sandbox rails', () => {
    const r = spawnSync(process.execPath, ['--import', 'tsx', path.join(import.meta.dirname, 'server.ts')], {
      env: {
        ...process.env,
        APP_MODE: 'production',
        DATABASE_URL: 'postgres://postgres@127.0.0.1:1/none',
        PIN_HMAC_SECRET: 'p'.repeat(32),
        OTP_HMAC_SECRET: 'o'.repeat(32),
        WEBHOOK_SECRET: 'w'.repeat(32),
        STAFF_TOTP_KEY: 't'.repeat(32),
      },
      encoding: 'utf8',
      timeout: 60_000,
    });
    expect(r.status).toBe(1);
    // On an end-of-life Node.js (a machine that ships 20) the runtime check stops it first.
    const reason = unsupportedRuntime(process.versions.node)
      ? 'gets no security fixes'
      : 'refuses to start on sandbox rails';
    expect(r.stderr).toContain(reason);
  }, 90_000);

  it('has no sandbox routes in production mode, and serves OpenAPI at /api/docs', async () => {
    const t = await createTestApp({ config: { mode: 'production' } });
    try {
      expect((await call(t, 'GET', '/api/sandbox/messages?phone=08031234567')).status).toBe(404);
      expect(
        (
          await call(t, 'POST', '/api/sandbox/deposits', {
            body: { account_number: '0123456789', amount: 5 },
          })
        ).status,
      ).toBe(404);
      const docs = await t.app.inject({ method: 'GET', url: '/api/docs/json' });
      expect(docs.statusCode).toBe(200);
      const paths = Object.keys(docs.json().paths);
      expect(paths).toContain('/auth/signup/initialize');
      expect(paths).toContain('/accounts/transactions');
      const headers = (await t.app.inject({ method: 'GET', url: '/api/nope' })).headers;
      expect(String(headers['content-security-policy'])).toContain("script-src 'self'");
      expect(headers['strict-transport-security']).toBeTruthy();
    } finally {
      await t.close();
    }
  });
});
