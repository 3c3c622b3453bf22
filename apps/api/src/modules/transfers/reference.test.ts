import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, createTestApp, signUp, type TestApp } from '#test/harness.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ config: { rates: { usd: '1612.5', ghs: '98.75' } } });
});
afterAll(() => t.close());

describe('transfer reference data', () => {
  it('lists the Nigerian banks with their CBN codes, Owo MFB included', async () => {
    const c = await signUp(t);
    const r = await call(t, 'GET', '/api/transfer/banks', { token: c.token });
    expect(r.status).toBe(200);
    const byName = new Map(
      r.body.data.map((b: { BankName: string; CBNBankCode: string }) => [b.BankName, b.CBNBankCode]),
    );
    expect(r.body.data.length).toBeGreaterThanOrEqual(40);
    expect(byName.get('Access Bank')).toBe('044');
    expect(byName.get('Guaranty Trust Bank')).toBe('058');
    expect(byName.get('Zenith Bank')).toBe('057');
    expect(byName.get('First Bank of Nigeria')).toBe('011');
    expect(byName.get('United Bank For Africa')).toBe('033');
    expect(byName.get('Kuda Microfinance Bank')).toBe('50211');
    expect(byName.get('OPay')).toBe('999992');
    expect(byName.get('Owo MFB')).toBe('090999');
    const codes = r.body.data.map((b: { CBNBankCode: string }) => b.CBNBankCode);
    expect(new Set(codes).size).toBe(codes.length);
    expect((await call(t, 'GET', '/api/transfer/banks')).status).toBe(401);
  });

  it('gives the configured rates in NGN per unit', async () => {
    const c = await signUp(t);
    const r = await call(t, 'GET', '/api/transfer/rates', { token: c.token });
    expect(r.body.data).toEqual({ rates: { usd: 1612.5, ghs: 98.75 } });
  });

  it('lists the GHS mobile money issuers and no others', async () => {
    const c = await signUp(t);
    const r = await call(t, 'GET', '/api/transfer/momo/issuers/GHS', { token: c.token });
    expect(r.status).toBe(200);
    expect(r.body.data.map((i: { code: string }) => i.code)).toEqual(['MTN', 'TELECEL', 'AT']);
    expect((await call(t, 'GET', '/api/transfer/momo/issuers/ghs', { token: c.token })).status).toBe(200);
    expect((await call(t, 'GET', '/api/transfer/momo/issuers/KES', { token: c.token })).status).toBe(404);
    expect((await call(t, 'GET', '/api/transfer/momo/issuers/GH', { token: c.token })).status).toBe(400);
  });

  it('documents every new call in the OpenAPI description', async () => {
    const r = await t.app.inject({ method: 'GET', url: '/api/docs/json' });
    expect(r.statusCode).toBe(200);
    const paths = Object.keys(r.json().paths);
    for (const p of [
      '/transfer/enaira/send',
      '/transfer/remittance/send',
      '/transfer/usd/send',
      '/transfer/momo/send',
      '/beneficiaries/{id}',
      '/cards/{id}/fund',
      '/cards/{id}/reveal',
      '/referrals',
    ]) {
      expect(
        paths.some((x) => x.endsWith(p)),
        p,
      ).toBe(true);
    }
  });
});
