import { errors } from '@owo/contract/messages';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { balance, type Customer, call, createTestApp, signUp, type TestApp } from '#test/harness.ts';
import { momoBody, PIN, post, usdBody } from '#test/transfers-helpers.ts';

// Issue 23, item 5: a conversion never creates money. The customer receives the amount rounded down and
// whatever is left under a cent's worth goes to the ledger's FX rounding account (decision 016).

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

/** Everything posted so far to the system account `code`, in kobo (0 before its first posting). */
async function postedTo(code: string): Promise<bigint> {
  const { rows } = await t.db.query<{ total: string | null }>(
    `SELECT sum(p.amount_minor)::text AS total FROM postings p JOIN accounts a ON a.id = p.account_id
     WHERE a.code = $1`,
    [code],
  );
  return BigInt(rows[0]?.total ?? '0');
}

async function newCard(c: Customer): Promise<{ id: string }> {
  const r = await post(t, c, '/api/cards', {});
  expect(r.status).toBe(200);
  return r.body.data.card;
}

describe('conversions never create money', () => {
  it('refuses to fund the dollar card with ₦7.50: it is worth less than one cent', async () => {
    const c = await signUp(t, { pin: PIN, kyc: true, deposit: 1_000 });
    const card = await newCard(c);
    const r = await post(t, c, `/api/cards/${card.id}/fund`, { amount: 7.5, pin: PIN });
    expect(r.status).toBe(422);
    // At ₦1,500 per dollar one cent costs ₦15.00: the customer is told the smallest amount that converts.
    expect(r.body.message).toBe(errors.belowOneCent('₦15.00'));
    expect(await balance(t, c)).toBe(1_000);
    const cards = await call(t, 'GET', '/api/cards', { token: c.token });
    expect(cards.body.data[0].balance).toBe(0);
  });

  it('credits the card rounded down and puts the naira left over in the FX rounding account', async () => {
    const c = await signUp(t, { pin: PIN, kyc: true, deposit: 20_000 });
    const card = await newCard(c);
    const [desk, rounding] = [await postedTo('fx:NGN'), await postedTo('fx:rounding:NGN')];
    const r = await post(t, c, `/api/cards/${card.id}/fund`, { amount: 10_000, pin: PIN });
    expect(r.status).toBe(200);
    // ₦10,000 ÷ 1,500 = $6.666…: the card gets $6.66 (worth ₦9,990), never $6.67 (worth ₦10,005).
    expect(r.body.data.card.balance).toBe(6.66);
    expect(r.body.data.receive).toEqual({ amount: 6.66, currency: 'USD', rate: 1500 });
    expect(await balance(t, c)).toBe(10_000);
    expect((await postedTo('fx:NGN')) - desk).toBe(999_000n);
    expect((await postedTo('fx:rounding:NGN')) - rounding).toBe(1_000n);
  });

  it('pays a USD wire rounded down; settlement puts the naira left over in the FX rounding account', async () => {
    const c = await signUp(t, { pin: PIN, kyc: true, deposit: 20_000 });
    const rounding = await postedTo('fx:rounding:NGN');
    const r = await post(t, c, '/api/transfer/usd/send', usdBody({ amount: 10_000 }));
    expect(r.status).toBe(200);
    expect(r.body.data.receive).toEqual({ amount: 6.66, currency: 'USD', rate: 1500 });
    const settled = await postedTo('settlement:usd_wire:USD');
    await t.app.worker.drain();
    expect((await postedTo('settlement:usd_wire:USD')) - settled).toBe(666n);
    expect((await postedTo('fx:rounding:NGN')) - rounding).toBe(1_000n);
  });

  it('quotes and pays Ghana mobile money rounded down', async () => {
    const c = await signUp(t, { pin: PIN, deposit: 20_000 });
    const quote = await post(t, c, '/api/transfer/momo/fee', {
      currency: 'GHS',
      number: '0241234567',
      amount: 50.55,
    });
    // ₦50.55 ÷ 100 = GH₵0.5055 → GH₵0.50
    expect(quote.body.data.receive).toEqual({ amount: 0.5, currency: 'GHS', rate: 100 });
    const rounding = await postedTo('fx:rounding:NGN');
    const r = await post(t, c, '/api/transfer/momo/send', momoBody({ amount: 1234.5 }));
    expect(r.status).toBe(200);
    expect(r.body.data.receive).toEqual({ amount: 12.34, currency: 'GHS', rate: 100 });
    await t.app.worker.drain();
    expect((await postedTo('fx:rounding:NGN')) - rounding).toBe(50n);
  });
});
