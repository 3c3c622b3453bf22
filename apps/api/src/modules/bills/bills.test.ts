import { billMessages } from '@owo/contract/bills';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { verifyLedger } from '#ledger/verify.ts';
import { balance, type Customer, call, createTestApp, signUp, type TestApp } from '#test/harness.ts';
import { newKey, PIN, post, transaction } from '#test/transfers-helpers.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const METER = '45012345678';
const SMARTCARD = '7012345678';

const pay = (c: Customer, body: Record<string, unknown>, key = newKey()) =>
  post(t, c, '/api/bills/pay', { pin: PIN, save_beneficiary: false, ...body }, key);

/** Pays, lets the worker settle, and returns the transaction as the customer sees it. */
async function paySettled(c: Customer, body: Record<string, unknown>) {
  const r = await pay(c, body);
  expect(r.status, JSON.stringify(r.body)).toBe(200);
  expect(r.body.data.transaction.status).toBe('pending');
  await t.app.worker.drain();
  return transaction(t, c, r.body.data.transaction.uuid);
}

const clearing = async () =>
  (
    await t.db.query<{ total: bigint }>(
      `SELECT coalesce(sum(p.amount_minor), 0)::bigint AS total FROM postings p
       JOIN accounts a ON a.id = p.account_id WHERE a.code = 'clearing:bills:NGN'`,
    )
  ).rows[0]!.total;

describe('bills catalogue', () => {
  it('lists the four categories, the billers of each and their products', async () => {
    const c = await signUp(t);
    const get = (url: string) => call(t, 'GET', url, { token: c.token });
    const cats = await get('/api/bills/categories');
    expect(cats.body.data.map((x: { code: string }) => x.code)).toEqual([
      'airtime',
      'data',
      'electricity',
      'cable',
    ]);
    const names = async (category: string) =>
      (await get(`/api/bills/billers?category=${category}`)).body.data.map((b: { name: string }) => b.name);
    expect(await names('airtime')).toEqual(['MTN', 'Airtel', 'Glo', '9mobile']);
    expect(await names('data')).toHaveLength(4);
    const discos = await names('electricity');
    expect(discos).toHaveLength(22);
    expect(discos).toContain('Ikeja Electric Prepaid');
    expect(discos).toContain('Yola Electric Postpaid');
    expect(await names('cable')).toEqual(['DStv', 'GOtv', 'StarTimes']);
    expect((await get('/api/bills/billers?category=water')).status).toBe(400);

    const bundles = (await get('/api/bills/billers/mtn-data/products')).body.data;
    expect(bundles[0]).toMatchObject({ code: 'mtn-1gb-1d', size: '1GB', validity: '1 day', price: 500 });
    const bouquets = (await get('/api/bills/billers/dstv/products')).body.data;
    expect(bouquets.map((b: { name: string }) => b.name)).toContain('DStv Compact');
    expect((await get('/api/bills/billers/nepa/products')).status).toBe(404);
  });
});

describe('validating a customer number', () => {
  it('names the meter owner with the address, and the smartcard holder with the bouquet', async () => {
    const c = await signUp(t);
    const validate = (biller: string, customer_id: string) =>
      post(t, c, '/api/bills/validate', { biller, customer_id });
    const meter = await validate('ikeja-electric-prepaid', METER);
    expect(meter.status).toBe(200);
    expect(meter.body.data.name).toMatch(/^\w+ \w+$/);
    expect(meter.body.data.address).toContain('Ikeja, Lagos');
    expect((await validate('ikeja-electric-prepaid', METER)).body.data.name).toBe(meter.body.data.name);
    const card = await validate('dstv', SMARTCARD);
    expect(card.body.data.current_bouquet).toMatch(/^DStv /);
  });

  it('refuses a malformed meter or smartcard with a clear 400, and all zeros is not found', async () => {
    const c = await signUp(t);
    const validate = (biller: string, customer_id: string) =>
      post(t, c, '/api/bills/validate', { biller, customer_id });
    const short = await validate('eko-electric-prepaid', '1234567');
    expect(short.status).toBe(400);
    expect(short.body.message).toBe(billMessages.meter);
    expect((await validate('eko-electric-prepaid', '123456789012')).body.errors?.customer_id).toBe(
      billMessages.meter,
    );
    expect((await validate('gotv', '12345678901')).body.message).toBe(billMessages.smartcard);
    const zeros = await validate('eko-electric-prepaid', '00000000000');
    expect(zeros.status).toBe(404);
    expect(zeros.body.message).toBe(billMessages.meterNotFound);
    expect((await validate('startimes', '0000000000')).body.message).toBe(billMessages.smartcardNotFound);
    expect((await validate('mtn-airtime', '12345')).body.message).toBe(billMessages.phone);
  });

  it('warns, without refusing, when a phone has another network’s prefix', async () => {
    const c = await signUp(t);
    const same = await post(t, c, '/api/bills/validate', {
      biller: 'mtn-airtime',
      customer_id: '+2348031234567',
    });
    expect(same.body.data).toMatchObject({ customer_id: '08031234567', warning: null });
    const other = await post(t, c, '/api/bills/validate', { biller: 'mtn-data', customer_id: '08051234567' });
    expect(other.status).toBe(200);
    expect(other.body.data.warning).toContain('Glo');
  });
});

describe('paying bills', () => {
  it('buys airtime for one’s own number and settles it into the biller’s settlement account', async () => {
    const c = await signUp(t, { pin: PIN, deposit: 10_000 });
    const tx = await paySettled(c, { biller: 'mtn-airtime', customer_id: c.phone, amount: 500 });
    expect(tx).toMatchObject({ status: 'successful', rail: 'bills', amount: 500, fee: 0, total: 500 });
    expect(tx.meta.bill).toMatchObject({ category: 'airtime', biller: 'mtn-airtime', customer_id: c.phone });
    expect(await balance(t, c)).toBe(9_500);
  });

  it('buys a data bundle at its price and refuses another amount', async () => {
    const c = await signUp(t, { pin: PIN, deposit: 10_000 });
    const wrong = await pay(c, {
      biller: 'airtel-data',
      product: 'airtel-1gb-1d',
      customer_id: '08021234567',
      amount: 400,
    });
    expect(wrong.status).toBe(422);
    expect(wrong.body.message).toContain(billMessages.priceMismatch);
    const missing = await pay(c, { biller: 'airtel-data', customer_id: '08021234567', amount: 500 });
    expect(missing.body.errors?.product).toBe(billMessages.product);
    const tx = await paySettled(c, {
      biller: 'airtel-data',
      product: 'airtel-1gb-1d',
      customer_id: '08021234567',
      amount: 500,
    });
    expect(tx).toMatchObject({ status: 'successful', amount: 500, fee: 0 });
    expect(tx.meta.bill.product_name).toBe('1GB 1 day');
    expect(await balance(t, c)).toBe(9_500);
  });

  it('pays a prepaid meter with the fee: a 20-digit token and kWh on the transaction and by SMS', async () => {
    const c = await signUp(t, { pin: PIN, deposit: 20_000 });
    const fee = await post(t, c, '/api/bills/fee', { biller: 'ikeja-electric-prepaid', amount: 5000 });
    expect(fee.body.data).toEqual({ amount: 5000, fee: 100, total: 5100, currency: 'NGN' });
    const tx = await paySettled(c, { biller: 'ikeja-electric-prepaid', customer_id: METER, amount: 5000 });
    expect(tx).toMatchObject({ status: 'successful', amount: 5000, fee: 100, total: 5100 });
    expect(tx.meta.token).toMatch(/^\d{20}$/);
    // ₦5,000 at the sandbox Band A tariff of ₦209.50/kWh.
    expect(tx.meta.units).toBe('23.86');
    expect(await balance(t, c)).toBe(14_900);
    const sms = await call(t, 'GET', `/api/sandbox/messages?phone=${c.phone}`);
    const grouped = tx.meta.token.replace(/(\d{4})(?=\d)/g, '$1-');
    const text = sms.body.data.find((m: { body: string }) => m.body.includes(grouped));
    expect(text?.body).toContain(
      `Paid: ₦5,100.00 (₦5,000.00 + ₦100.00 fee) to Ikeja Electric Prepaid · Meter ******${METER.slice(-4)} · Token ${grouped} (23.86 kWh)`,
    );
  });

  it('pays a postpaid meter and a cable bouquet, each with the fee and no token', async () => {
    const c = await signUp(t, { pin: PIN, deposit: 30_000 });
    const post1 = await paySettled(c, {
      biller: 'abuja-electric-postpaid',
      customer_id: '1234567890123',
      amount: 2500,
    });
    expect(post1).toMatchObject({ status: 'successful', fee: 100 });
    expect(post1.meta.token).toBeUndefined();
    const tv = await paySettled(c, {
      biller: 'gotv',
      product: 'gotv-max',
      customer_id: SMARTCARD,
      amount: 8500,
    });
    expect(tv).toMatchObject({ status: 'successful', amount: 8500, fee: 100, total: 8600 });
    expect(await balance(t, c)).toBe(30_000 - 2600 - 8600);
  });

  it('gives the money back when the biller refuses ₦999, and the ledger stays balanced', async () => {
    const c = await signUp(t, { pin: PIN, deposit: 5_000 });
    const before = await clearing();
    const airtime = await paySettled(c, { biller: 'glo-airtime', customer_id: '08051234567', amount: 999 });
    expect(airtime.status).toBe('reversed');
    const power = await paySettled(c, { biller: 'kano-electric-prepaid', customer_id: METER, amount: 999 });
    expect(power.status).toBe('reversed');
    expect(power.meta.token).toBeUndefined();
    expect(await balance(t, c)).toBe(5_000);
    expect(await clearing()).toBe(before);
    expect((await verifyLedger(t.db)).problems).toEqual([]);
  });

  it('pays once for a replayed Idempotency-Key', async () => {
    const c = await signUp(t, { pin: PIN, deposit: 5_000 });
    const key = newKey();
    const body = { biller: '9mobile-airtime', customer_id: '08091234567', amount: 1000 };
    const first = await pay(c, body, key);
    const again = await pay(c, body, key);
    expect(again.status).toBe(200);
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect(again.body.data.transaction.uuid).toBe(first.body.data.transaction.uuid);
    expect(await balance(t, c)).toBe(4_000);
    expect((await pay(c, { ...body, amount: 1200 }, key)).status).toBe(409);
    await t.app.worker.drain();
  });

  it('refuses amounts outside the bounds, an invalid meter, all zeros and a wrong PIN, moving nothing', async () => {
    const c = await signUp(t, { pin: PIN, deposit: 100_000 });
    const airtime = (amount: number) => pay(c, { biller: 'mtn-airtime', customer_id: c.phone, amount });
    expect((await airtime(49)).body.message).toBe(billMessages.airtimeBounds);
    expect((await airtime(50_001)).status).toBe(422);
    const low = await pay(c, { biller: 'jos-electric-prepaid', customer_id: METER, amount: 499 });
    expect(low.status).toBe(422);
    expect(low.body.message).toBe(billMessages.electricityMinimum);
    const badMeter = await pay(c, { biller: 'jos-electric-prepaid', customer_id: '123', amount: 1000 });
    expect(badMeter.status).toBe(400);
    expect(badMeter.body.message).toBe(billMessages.meter);
    const zeros = await pay(c, { biller: 'jos-electric-prepaid', customer_id: '00000000000', amount: 1000 });
    expect(zeros.status).toBe(404);
    expect(
      (await pay(c, { biller: 'mtn-airtime', customer_id: c.phone, amount: 100, pin: '9999' })).status,
    ).toBe(422);
    expect(await balance(t, c)).toBe(100_000);
  });

  it('saves a biller customer for reuse, once per number', async () => {
    const c = await signUp(t, { pin: PIN, deposit: 20_000 });
    await pay(c, {
      biller: 'eko-electric-prepaid',
      customer_id: METER,
      amount: 1000,
      save_beneficiary: true,
    });
    await pay(c, {
      biller: 'eko-electric-prepaid',
      customer_id: METER,
      amount: 1500,
      save_beneficiary: true,
    });
    await pay(c, { biller: 'mtn-airtime', customer_id: c.phone, amount: 100, save_beneficiary: false });
    await t.app.worker.drain();
    const saved = await call(t, 'GET', '/api/bills/beneficiaries?category=electricity', { token: c.token });
    expect(saved.body.data).toHaveLength(1);
    expect(saved.body.data[0]).toMatchObject({
      biller: 'eko-electric-prepaid',
      biller_name: 'Eko Electric Prepaid',
      category: 'electricity',
      customer_id: METER,
    });
    const other = await signUp(t);
    expect((await call(t, 'GET', '/api/bills/beneficiaries', { token: other.token })).body.data).toEqual([]);
  });
});
