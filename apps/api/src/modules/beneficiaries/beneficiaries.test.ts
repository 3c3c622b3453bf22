import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, createTestApp, signUp, type TestApp } from '#test/harness.ts';
import { enairaBody, momoBody, PIN, post, remittanceBody, usdBody } from '#test/transfers-helpers.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('beneficiaries', () => {
  it('are saved once by sends, listed, filtered by type, and deleted; never another customer’s', async () => {
    const c = await signUp(t, { pin: PIN, kyc: true, deposit: 100_000 });
    const bank = remittanceBody();
    await post(t, c, '/api/transfer/remittance/send', bank);
    await post(t, c, '/api/transfer/remittance/send', { ...bank, amount: 300 });
    await post(t, c, '/api/transfer/enaira/send', enairaBody());
    await post(
      t,
      c,
      '/api/transfer/enaira/send',
      enairaBody({ alias: 'not.saved', save_beneficiary: false }),
    );
    await post(t, c, '/api/transfer/remittance/send', remittanceBody({ save_beneficiary: 'false' }));
    await post(t, c, '/api/transfer/momo/send', momoBody({ issuer: 'MTN Mobile Money' }));
    expect((await post(t, c, '/api/transfer/usd/send', usdBody())).status).toBe(200);

    const list = await call(t, 'GET', '/api/beneficiaries', { token: c.token });
    expect(list.status).toBe(200);
    expect(list.body.data.map((b: { type: string }) => b.type).sort()).toEqual([
      'bank',
      'enaira',
      'momo',
      'usd',
    ]);
    const byType = Object.fromEntries(list.body.data.map((b: { type: string }) => [b.type, b]));
    expect(byType.bank).toMatchObject({
      account_number: bank.account_number,
      bank_code: '058',
      bank_name: 'Guaranty Trust Bank',
      currency: 'NGN',
    });
    expect(byType.enaira).toMatchObject({ alias: 'ada.okafor', currency: 'NGN' });
    expect(byType.momo).toMatchObject({
      issuer: 'MTN',
      number: '0241234567',
      name: 'Kwame Mensah',
      currency: 'GHS',
    });
    expect(byType.usd).toMatchObject({ account_number: '123456789012', currency: 'USD' });
    expect(byType.usd.details).toMatchObject({
      routing_number: '021000021',
      delivery_type: 'ACH',
      zipcode: '10118',
    });

    const enairaOnly = await call(t, 'GET', '/api/beneficiaries?type=enaira', { token: c.token });
    expect(enairaOnly.body.data).toHaveLength(1);

    const other = await signUp(t);
    expect((await call(t, 'GET', '/api/beneficiaries', { token: other.token })).body.data).toEqual([]);
    const theirs = await call(t, 'DELETE', `/api/beneficiaries/${byType.bank.id}`, { token: other.token });
    expect(theirs.status).toBe(404);

    const del = await call(t, 'DELETE', `/api/beneficiaries/${byType.bank.id}`, { token: c.token });
    expect(del.status).toBe(200);
    expect((await call(t, 'DELETE', `/api/beneficiaries/${byType.bank.id}`, { token: c.token })).status).toBe(
      404,
    );
    expect((await call(t, 'DELETE', '/api/beneficiaries/not-a-uuid', { token: c.token })).status).toBe(400);
    const after = await call(t, 'GET', '/api/beneficiaries', { token: c.token });
    expect(after.body.data).toHaveLength(3);
    await t.app.worker.drain();
  });
});
