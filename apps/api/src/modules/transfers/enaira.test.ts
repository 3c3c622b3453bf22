import { errors, messages } from '@owo/contract/messages';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { balance, call, createTestApp, signUp, type TestApp } from '#test/harness.ts';
import { enairaBody, PIN, post, transaction } from '#test/transfers-helpers.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('eNaira', () => {
  it('resolves an alias to the same name every time, and unknown to 404', async () => {
    const c = await signUp(t);
    const a = await post(t, c, '/api/transfer/enaira/resolve', { alias: 'Ada.Okafor' });
    expect(a.status).toBe(200);
    expect(a.body.data.alias).toBe('ada.okafor');
    expect(a.body.data.name).toMatch(/^[A-Z][a-z]+ [A-Z][a-z]+$/);
    const again = await post(t, c, '/api/transfer/enaira/resolve', { alias: 'ada.okafor' });
    expect(again.body.data.name).toBe(a.body.data.name);
    const unknown = await post(t, c, '/api/transfer/enaira/resolve', { alias: 'unknown' });
    expect(unknown.status).toBe(404);
    expect(unknown.body.message).toBe(errors.aliasNotFound);
  });

  it('shows the spec messages', async () => {
    const c = await signUp(t);
    const resolve = (alias: unknown) => post(t, c, '/api/transfer/enaira/resolve', { alias });
    expect((await resolve('')).body.errors?.alias).toBe(messages.alias);
    expect((await resolve(undefined)).body.errors?.alias).toBe(messages.alias);
    expect((await resolve('a!')).body.errors?.alias).toBe(messages.aliasFormat);
    const send = (o: Record<string, unknown>) => post(t, c, '/api/transfer/enaira/send', enairaBody(o));
    expect((await send({ amount: '' })).body.errors?.amount).toBe(messages.amount);
    expect((await send({ amount: undefined })).body.errors?.amount).toBe(messages.amount);
    expect((await send({ amount: 10.555 })).body.errors?.amount).toBe(messages.amountFormat);
    expect((await send({ note: ' ' })).body.errors?.note).toBe(messages.description);
    expect((await send({ pin: '12' })).body.errors?.pin).toBe(messages.transactionPin);
    expect((await send({ alias: '' })).status).toBe(400);
  });

  it('quotes a free fee and sends: debited to the kobo, pending, then successful once settled', async () => {
    const c = await signUp(t, { pin: PIN, deposit: 5000 });
    const fee = await post(t, c, '/api/transfer/enaira/fee', { alias: 'ada.okafor', amount: 1234.56 });
    expect(fee.status).toBe(200);
    expect(fee.body.data).toMatchObject({ fee: 0, amount: 1234.56, total: 1234.56, currency: 'NGN' });

    const r = await post(t, c, '/api/transfer/enaira/send', enairaBody({ amount: 1234.56 }));
    expect(r.status).toBe(200);
    const tx = r.body.data.transaction;
    expect(tx).toMatchObject({ status: 'pending', rail: 'enaira', amount: 1234.56, fee: 0, total: 1234.56 });
    expect(tx.reference).toMatch(/^OWO-ENAIRA-\d{8}-[0-9A-F]{10}$/);
    expect(tx.counterparty_account).toBe('ada.okafor');
    expect(r.body.data.receive).toEqual({ amount: 1234.56, currency: 'NGN', rate: 1 });
    expect(await balance(t, c)).toBe(3765.44);

    await t.app.worker.drain();
    expect((await transaction(t, c, tx.uuid)).status).toBe('successful');
    expect(await balance(t, c)).toBe(3765.44);
    const history = await call(t, 'GET', '/api/accounts/transactions', { token: c.token });
    expect(history.body.data.data[0]).toMatchObject({ uuid: tx.uuid, status: 'successful' });
  });

  it('refuses an unknown alias at send time and moves nothing', async () => {
    const c = await signUp(t, { pin: PIN, deposit: 5000 });
    const r = await post(t, c, '/api/transfer/enaira/send', enairaBody({ alias: 'unknown' }));
    expect(r.status).toBe(404);
    expect(await balance(t, c)).toBe(5000);
  });
});
