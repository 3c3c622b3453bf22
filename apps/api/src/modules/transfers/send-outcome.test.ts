import { errors } from '@owo/contract/messages';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { balance, type Customer, call, createTestApp, signUp, type TestApp } from '#test/harness.ts';
import { newKey, PIN, post, remittanceBody } from '#test/transfers-helpers.ts';

// A phone that lost a send's answer asks the server what became of it by the send's Idempotency-Key
// (issue 24): it must learn the truth (paid, on its way, refused and returned, or never received), so that
// only a send that never arrived invites the customer to try again.

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const outcome = (c: Customer, key: string) =>
  call(t, 'GET', `/api/transfers/by-key/${key}`, { token: c.token });

describe('GET /api/transfers/by-key/{key}', () => {
  it('says a key no send spent was never received (404), and nothing was taken', async () => {
    const c = await signUp(t, { pin: PIN, deposit: 5_000 });
    const r = await outcome(c, newKey());
    expect(r.status).toBe(404);
    expect(r.body).toMatchObject({ status: false, message: errors.transferNotReceived });
    expect(await balance(t, c)).toBe(5_000);
  });

  it('follows a bank send from on its way to paid, with the transaction as it stands', async () => {
    const c = await signUp(t, { pin: PIN, deposit: 5_000 });
    const key = newKey();
    const sent = await post(t, c, '/api/transfer/remittance/send', remittanceBody({ amount: 2_000 }), key);
    expect(sent.status).toBe(200);

    const pending = await outcome(c, key);
    expect(pending.body.data.outcome).toBe('pending');
    expect(pending.body.data.transaction).toMatchObject({
      uuid: sent.body.data.transaction.uuid,
      amount: 2_000,
      fee: 10.75,
      status: 'pending',
    });

    await t.app.worker.drain();
    const paid = await outcome(c, key);
    expect(paid.body.data.outcome).toBe('paid');
    expect(paid.body.data.transaction.status).toBe('successful');
  });

  it("answers for a bill paid with the key too: the app's next start asks it about a bill as about a send", async () => {
    const c = await signUp(t, { pin: PIN, deposit: 5_000 });
    const key = newKey();
    const paid = await post(
      t,
      c,
      '/api/bills/pay',
      { biller: 'mtn-airtime', customer_id: '08031234567', amount: 1_000, pin: PIN, save_beneficiary: false },
      key,
    );
    expect(paid.status, JSON.stringify(paid.body)).toBe(200);
    await t.app.worker.drain();
    const r = await outcome(c, key);
    expect(r.status).toBe(200);
    expect(r.body.data.transaction).toMatchObject({ uuid: paid.body.data.transaction.uuid, amount: 1_000 });
    expect(['paid', 'pending']).toContain(r.body.data.outcome);
  });

  it('says a send the rail refused came back (refused), never that it was paid', async () => {
    const c = await signUp(t, { pin: PIN, deposit: 5_000 });
    const key = newKey();
    // The sandbox rail refuses exactly 999 and the send is reversed.
    expect(
      (await post(t, c, '/api/transfer/remittance/send', remittanceBody({ amount: 999 }), key)).status,
    ).toBe(200);
    await t.app.worker.drain();
    const r = await outcome(c, key);
    expect(r.body.data.outcome).toBe('refused');
    expect(r.body.data.transaction.status).toBe('reversed');
    expect(await balance(t, c)).toBe(5_000);
  });

  it("never shows another customer's send: their key reads as never received", async () => {
    const a = await signUp(t, { pin: PIN, deposit: 5_000 });
    const b = await signUp(t);
    const key = newKey();
    expect((await post(t, a, '/api/transfer/remittance/send', remittanceBody(), key)).status).toBe(200);
    expect((await outcome(b, key)).status).toBe(404);
    expect((await outcome(a, key)).status).toBe(200);
    await t.app.worker.drain();
  });

  it('refuses a malformed key and an anonymous caller', async () => {
    const c = await signUp(t);
    const bad = await outcome(c, '%20spaced');
    expect(bad.status).toBe(400);
    expect(bad.body.status).toBe(false);
    expect((await call(t, 'GET', `/api/transfers/by-key/${newKey()}`)).status).toBe(401);
  });
});
