import { errors, messages } from '@owo/contract/messages';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { balance, completeKyc, createTestApp, signUp, type TestApp } from '#test/harness.ts';
import { PIN, post, transaction, usdBody } from '#test/transfers-helpers.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const send = (c: Awaited<ReturnType<typeof signUp>>, o: Record<string, unknown> = {}) =>
  post(t, c, '/api/transfer/usd/send', usdBody(o));

describe('USD transfer', () => {
  it('shows every spec message of the USD form, by where the account is', async () => {
    const c = await signUp(t, { pin: PIN });
    const cases: Array<[Record<string, unknown>, string, string]> = [
      [{ account_name: '' }, 'account_name', messages.accountName],
      [{ routing_number: '' }, 'routing_number', messages.routingNumber],
      [{ delivery_type: '' }, 'delivery_type', messages.deliveryType],
      [{ delivery_type: 'Pigeon' }, 'delivery_type', messages.deliveryType],
      [{ inside_us: 0, swift_code: '' }, 'swift_code', messages.swiftCode],
      [{ account_number: '' }, 'account_number', messages.accountNumber],
      [{ bank_name: '' }, 'bank_name', messages.bankName],
      [{ address: '' }, 'address', messages.usdAddress],
      [{ city: '' }, 'city', messages.usdCity],
      [{ zipcode: '' }, 'zipcode', messages.zipCode],
      [{ amount: '' }, 'amount', messages.amount],
      [{ note: '' }, 'note', messages.note],
      [{ routing_number: '021000022' }, 'routing_number', messages.routingNumberFormat],
      [{ country: 'Canada' }, 'country', messages.usdCountry],
      [{ address: '\ud800 Fifth Avenue' }, 'address', messages.usdAddress],
      [{ city: 'New \udc00York' }, 'city', messages.usdCity],
    ];
    for (const [override, field, message] of cases) {
      const r = await send(c, override);
      expect(r.status, field).toBe(400);
      expect(r.body.errors?.[field], field).toBe(message);
    }
    // Inside the US a Swift Code is not asked for; outside, routing number and delivery type are not.
    const inside = await send(c, { swift_code: '' });
    const outside = await send(c, {
      inside_us: 0,
      swift_code: 'CHASUS33',
      routing_number: '',
      delivery_type: '',
    });
    for (const r of [inside, outside]) expect(r.body.errors ?? {}).toEqual({});
  });

  it('needs verified KYC', async () => {
    const c = await signUp(t, { pin: PIN, deposit: 40_000 });
    const r = await send(c);
    expect(r.status).toBe(422);
    expect(r.body.message).toBe(errors.kycRequired);
    await completeKyc(t, c);
    expect((await send(c)).status).toBe(422);
    expect(await balance(t, c)).toBe(40_000);
  });

  it('debits naira + ₦2,500 and pays amount ÷ usd rate in dollars, to the cent', async () => {
    const c = await signUp(t, { pin: PIN, kyc: true, deposit: 100_000 });
    const r = await send(c, { amount: 10_000 });
    expect(r.status).toBe(200);
    expect(r.body.data.transaction).toMatchObject({
      status: 'pending',
      rail: 'usd_wire',
      amount: 10_000,
      fee: 2500,
      total: 12_500,
      counterparty_name: 'John Carter',
    });
    // 10,000 ÷ 1,500 = 6.666… → $6.66 (rounded down: a conversion never creates money)
    expect(r.body.data.receive).toEqual({ amount: 6.66, currency: 'USD', rate: 1500 });
    expect(r.body.data.transaction.meta.receive).toEqual({ amount: 6.66, currency: 'USD', rate: 1500 });
    expect(await balance(t, c)).toBe(87_500);
    await t.app.worker.drain();
    expect((await transaction(t, c, r.body.data.transaction.uuid)).status).toBe('successful');

    const outside = await send(c, {
      amount: 30_000,
      inside_us: 0,
      swift_code: 'chasus33xxx',
      routing_number: '',
      delivery_type: '',
    });
    expect(outside.status).toBe(200);
    expect(outside.body.data.receive.amount).toBe(20);
    expect(await balance(t, c)).toBe(55_000);
  });

  it('refuses an amount worth less than a cent', async () => {
    const c = await signUp(t, { pin: PIN, kyc: true, deposit: 10_000 });
    const r = await send(c, { amount: 0.01 });
    expect(r.status).toBe(422);
    expect(r.body.message).toBe(errors.belowOneCent('₦15.00'));
  });
});
