import { errors, messages } from '@owo/contract/messages';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { balance, createTestApp, signUp, type TestApp } from '#test/harness.ts';
import { momoBody, PIN, post, transaction } from '#test/transfers-helpers.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('Ghana mobile money', () => {
  it('quotes 1% with a ₦100 minimum and the cedi amount at the ghs rate', async () => {
    const c = await signUp(t);
    const fee = async (amount: number) =>
      (await post(t, c, '/api/transfer/momo/fee', { currency: 'GHS', number: '0241234567', amount })).body;
    expect((await fee(5000)).data).toEqual({
      fee: 100,
      amount: 5000,
      total: 5100,
      currency: 'NGN',
      receive: { amount: 50, currency: 'GHS', rate: 100 },
    });
    expect((await fee(12_345.67)).data).toMatchObject({ fee: 123.46, total: 12_469.13 });
    const missing = await post(t, c, '/api/transfer/momo/fee', {
      currency: 'GHS',
      number: '0000000000',
      amount: 10,
    });
    expect(missing.status).toBe(404);
    expect(missing.body.message).toBe(errors.momoNumberNotFound);
  });

  it('shows the spec messages', async () => {
    const c = await signUp(t, { pin: PIN });
    const send = (o: Record<string, unknown>) => post(t, c, '/api/transfer/momo/send', momoBody(o));
    expect((await send({ issuer: '' })).body.errors?.issuer).toBe(messages.issuer);
    expect((await send({ issuer: 'GLO' })).body.errors?.issuer).toBe(messages.issuer);
    expect((await send({ amount: '' })).body.errors?.amount).toBe(messages.amount);
    expect((await send({ note: '' })).body.errors?.note).toBe(messages.description);
    expect((await send({ account_name: '' })).body.errors?.account_name).toBe(messages.accountName);
    expect((await send({ number: '241234567' })).body.errors?.number).toBe(messages.mobileNumber);
    expect((await send({ number: '12345678901' })).body.errors?.number).toBe(messages.mobileNumber);
    expect((await send({ currency: 'KES' })).body.errors?.currency).toBe(messages.momoCurrency);
  });

  it('refuses text the database cannot store with the field message, not a 500', async () => {
    const c = await signUp(t, { pin: PIN, deposit: 5000 });
    const send = (o: Record<string, unknown>) => post(t, c, '/api/transfer/momo/send', momoBody(o));
    const lone = await send({ account_name: '\udfff\ud800' });
    expect(lone.status).toBe(400);
    expect(lone.body.errors?.account_name).toBe(messages.accountName);
    expect((await send({ note: 'a\u0000b' })).status).toBe(400);
    expect((await send({ account_name: 'Ọlá 😀 Mensah', amount: 100 })).status).toBe(200);
    expect(await balance(t, c)).toBe(4800);
    await t.app.worker.drain();
  });

  it('sends: debits amount + fee, pays amount ÷ ghs rate, settles; 0000000000 is not found', async () => {
    const c = await signUp(t, { pin: PIN, deposit: 20_000 });
    const r = await post(
      t,
      c,
      '/api/transfer/momo/send',
      momoBody({ amount: 1234.5, issuer: 'Vodafone Cash' }),
    );
    expect(r.status).toBe(200);
    expect(r.body.data.transaction).toMatchObject({
      status: 'pending',
      rail: 'momo',
      amount: 1234.5,
      fee: 100,
      total: 1334.5,
      counterparty_bank: 'Telecel Cash',
      counterparty_account: '0241234567',
    });
    expect(r.body.data.receive).toEqual({ amount: 12.34, currency: 'GHS', rate: 100 });
    expect(await balance(t, c)).toBe(18_665.5);
    await t.app.worker.drain();
    expect((await transaction(t, c, r.body.data.transaction.uuid)).status).toBe('successful');

    const missing = await post(t, c, '/api/transfer/momo/send', momoBody({ number: '0000000000' }));
    expect(missing.status).toBe(404);
    expect(await balance(t, c)).toBe(18_665.5);
  });
});
