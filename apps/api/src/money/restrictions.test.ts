import { randomInt } from 'node:crypto';
import { errors, type RestrictionType, restrictionMessages } from '@owo/contract/messages';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { payersIdle } from '#modules/payouts/payouts-pay.ts';
import { OWO_BANK } from '#rails/nuban.ts';
import {
  balance,
  type Customer,
  call,
  createTestApp,
  signedInflow,
  signUp,
  type TestApp,
} from '#test/harness.ts';
import { newKey, PIN, post, remittanceBody } from '#test/transfers-helpers.ts';
import { liftRestriction, placeRestriction } from './restrictions-repository.ts';

// Staff restrictions held by the money core on every path that moves money (issue 25 item 4): post-no-debit
// lets money in and nothing out, a freeze and a closure move nothing. Through HTTP over a real database.

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

/** Staff ids: the staff table is migration 021's; restrictions keep the id alone. */
const STAFF_A = BigInt(randomInt(1_000_000, 2_000_000));
const STAFF_B = STAFF_A + 1n;

const idOf = async (c: Customer) =>
  BigInt(
    (await t.db.query<{ id: string }>('SELECT id FROM users WHERE uuid = $1', [c.userUuid])).rows[0]!.id,
  );

async function restrict(c: Customer, type: RestrictionType) {
  const userId = await idOf(c);
  const r = await t.db.tx((q) =>
    placeRestriction(q, {
      userId,
      type,
      reason: 'Test: reported by a bank',
      staffId: STAFF_A,
    }),
  );
  expect(r.code).toBe('ok');
  return r.uuid!;
}

/** Lifts it the only way there is: one staff member asks, another lifts. */
async function lift(uuid: string) {
  expect(
    await t.db.tx((q) => liftRestriction(q, { restrictionUuid: uuid, staffId: STAFF_A, reason: 'ok' })),
  ).toBe('requested');
  expect(
    await t.db.tx((q) => liftRestriction(q, { restrictionUuid: uuid, staffId: STAFF_B, reason: null })),
  ).toBe('lifted');
}

const owoSend = (from: Customer, to: Customer, amount: number) =>
  post(
    t,
    from,
    '/api/transfer/remittance/send',
    remittanceBody({
      amount,
      account_number: to.accountNumber,
      bank_name: OWO_BANK.name,
      bank_code: OWO_BANK.code,
      save_beneficiary: false,
    }),
    newKey(),
  );

const refusedWith = (r: { status: number; body: { message: string } }, message: string) => {
  expect(r.status, JSON.stringify(r.body)).toBe(422);
  expect(r.body.message).toBe(message);
};

describe('post-no-debit', () => {
  it('refuses every debit with a message that says why, and still lets money in', async () => {
    const c = await signUp(t, { pin: PIN, kyc: true, deposit: 50_000 });
    const other = await signUp(t, { pin: PIN, kyc: true, deposit: 10_000 });
    await restrict(c, 'pnd');

    refusedWith(await owoSend(c, other, 1_000), restrictionMessages.pnd);
    refusedWith(
      await post(t, c, '/api/transfer/remittance/send', remittanceBody({ amount: 1_000 }), newKey()),
      restrictionMessages.pnd,
    );
    refusedWith(
      await post(
        t,
        c,
        '/api/bills/pay',
        { pin: PIN, save_beneficiary: false, biller: 'mtn-airtime', customer_id: c.phone, amount: 500 },
        newKey(),
      ),
      restrictionMessages.pnd,
    );
    const card = (await post(t, c, '/api/cards', {})).body.data.card;
    refusedWith(
      await post(t, c, `/api/cards/${card.id}/fund`, { amount: 15_000, pin: PIN }, newKey()),
      restrictionMessages.pnd,
    );

    // Money in: an Owo send and a bank inflow both land.
    expect((await owoSend(other, c, 2_000)).status).toBe(200);
    expect(
      (
        await signedInflow(t, {
          account_number: c.accountNumber,
          amount: 3_000,
          reference: `PND-${newKey()}`,
        })
      ).statusCode,
    ).toBe(200);
    expect(await balance(t, c)).toBe(55_000);
    // Nothing was written by the refusals: no history row beside the two credits and the first deposit.
    const history = await call(t, 'GET', '/api/accounts/transactions', { token: c.token });
    expect(history.body.data.total).toBe(3);
  });

  it("shows on the customer's profile, and once lifted (by two people) the customer can send again", async () => {
    const c = await signUp(t, { pin: PIN, kyc: true, deposit: 5_000 });
    const other = await signUp(t);
    const profile = async () =>
      (await call(t, 'GET', '/api/profile', { token: c.token })).body.data.restriction;
    expect(await profile()).toBeNull();
    const uuid = await restrict(c, 'pnd');
    expect(await profile()).toEqual({ type: 'pnd', message: restrictionMessages.pnd });
    // One person cannot both ask and lift.
    expect(
      await t.db.tx((q) => liftRestriction(q, { restrictionUuid: uuid, staffId: STAFF_A, reason: 'x' })),
    ).toBe('requested');
    expect(
      await t.db.tx((q) => liftRestriction(q, { restrictionUuid: uuid, staffId: STAFF_A, reason: null })),
    ).toBe('same_staff');
    refusedWith(await owoSend(c, other, 1_000), restrictionMessages.pnd);
    expect(
      await t.db.tx((q) => liftRestriction(q, { restrictionUuid: uuid, staffId: STAFF_B, reason: null })),
    ).toBe('lifted');
    expect(await profile()).toBeNull();
    expect((await owoSend(c, other, 1_000)).status).toBe(200);
  });

  it('allows one live restriction of a type per customer, and the strongest is in force', async () => {
    const c = await signUp(t, { pin: PIN, kyc: true });
    await restrict(c, 'pnd');
    const userId = await idOf(c);
    const again = await t.db.tx((q) =>
      placeRestriction(q, { userId, type: 'pnd', reason: 'twice', staffId: STAFF_B }),
    );
    expect(again.code).toBe('already_restricted');
    await restrict(c, 'freeze');
    expect((await call(t, 'GET', '/api/profile', { token: c.token })).body.data.restriction.type).toBe(
      'freeze',
    );
  });
});

describe('freeze', () => {
  it('refuses money out, an Owo send in (with the recipient message) and a bank inflow in, which the bank returns', async () => {
    const c = await signUp(t, { pin: PIN, kyc: true, deposit: 20_000 });
    const other = await signUp(t, { pin: PIN, kyc: true, deposit: 10_000 });
    const uuid = await restrict(c, 'freeze');

    refusedWith(await owoSend(c, other, 1_000), restrictionMessages.freeze);
    refusedWith(await owoSend(other, c, 1_000), errors.recipientCannotReceive);
    const reference = `FRZ-${newKey()}`;
    const inflow = await signedInflow(t, { account_number: c.accountNumber, amount: 3_000, reference });
    expect(inflow.statusCode).toBe(422);
    expect(inflow.json().message).toBe(restrictionMessages.cannotReceive);
    expect(await balance(t, c)).toBe(20_000);
    expect(await balance(t, other)).toBe(10_000);

    // The refused inflow was not claimed: the bank's retry after the freeze is lifted credits it, once.
    await lift(uuid);
    expect(
      (await signedInflow(t, { account_number: c.accountNumber, amount: 3_000, reference })).statusCode,
    ).toBe(200);
    expect(
      (await signedInflow(t, { account_number: c.accountNumber, amount: 3_000, reference })).statusCode,
    ).toBe(200);
    expect(await balance(t, c)).toBe(23_000);
  });

  it("refuses a payment link's payment into a frozen business, by Owo wallet and by bank transfer", async () => {
    const shop = await signUp(t, { type: 'business', pin: '4826', kyc: true });
    const payer = await signUp(t, { pin: PIN, kyc: true, deposit: 10_000 });
    const link = (
      await call(t, 'POST', '/api/payment-links', {
        token: shop.token,
        body: { description: 'Ankara', amount_type: 'fixed', amount: 2_500 },
      })
    ).body.data.link;
    await restrict(shop, 'freeze');
    const byWallet = await call(t, 'POST', `/api/payment-links/${link.slug}/pay`, {
      token: payer.token,
      body: { pin: PIN },
      headers: { 'idempotency-key': newKey() },
    });
    refusedWith(byWallet, errors.recipientCannotReceive);
    const byBank = await signedInflow(t, {
      account_number: link.bank_transfer.account_number,
      amount: 2_500,
      reference: `LNK-${newKey()}`,
    });
    expect(byBank.statusCode).toBe(422);
    expect(byBank.json().message).toBe(restrictionMessages.cannotReceive);
    expect(await balance(t, payer)).toBe(10_000);
    expect(await balance(t, shop)).toBe(0);
  });

  it("refuses a team's payment from a frozen business, and a payout batch's confirm", async () => {
    const owner = await signUp(t, { type: 'business', pin: '4826', kyc: true, deposit: 50_000 });
    const approver = await signUp(t, { pin: '7159' });
    const initiator = await signUp(t, { pin: '6048' });
    const payee = await signUp(t, {});
    for (const [c, role] of [
      [approver, 'approver'],
      [initiator, 'initiator'],
    ] as const) {
      const invite = await call(t, 'POST', '/api/team/members', {
        token: owner.token,
        body: { phone: c.phone, role, ...(role === 'approver' ? { approval_limit: 10_000 } : {}) },
      });
      expect(invite.status, JSON.stringify(invite.body)).toBe(200);
    }
    const business = (await call(t, 'GET', '/api/team/businesses', { token: owner.token })).body.data
      .businesses[0].id;
    const prepared = await call(t, 'POST', '/api/team/approvals', {
      token: initiator.token,
      headers: { 'x-act-for': business },
      body: {
        kind: 'send',
        send: {
          amount: 2_000,
          name: 'Payee',
          note: 'Invoice',
          currency: 'NGN',
          account_number: payee.accountNumber,
          bank_name: OWO_BANK.name,
          bank_code: OWO_BANK.code,
        },
      },
    });
    expect(prepared.status, JSON.stringify(prepared.body)).toBe(200);
    const batch = await call(t, 'POST', '/api/payouts', {
      token: owner.token,
      body: { name: 'Salaries', account_id: owner.accountUuid },
    });
    const batchId = batch.body.data.batch.id;
    const up = await call(t, 'POST', `/api/payouts/${batchId}/upload`, {
      token: owner.token,
      body: {
        csv: `Bank,Account Number,Amount,Narration\nOwo MFB,${payee.accountNumber},1500,Pay`,
        file_name: 'a.csv',
      },
    });
    expect(up.status, JSON.stringify(up.body)).toBe(200);

    await restrict(owner, 'freeze');
    expect(prepared.body.data.approval.status).toBe('pending');
    const approved = await call(t, 'POST', `/api/team/approvals/${prepared.body.data.approval.id}/approve`, {
      token: approver.token,
      headers: { 'x-act-for': business },
      body: { pin: '7159' },
    });
    refusedWith(approved, restrictionMessages.freeze);
    refusedWith(
      await call(t, 'POST', `/api/payouts/${batchId}/confirm`, { token: owner.token, body: { pin: '4826' } }),
      restrictionMessages.freeze,
    );
    await payersIdle(t.app.deps);
    expect(await balance(t, owner)).toBe(50_000);
    expect(await balance(t, payee)).toBe(0);
  });
});

describe('close', () => {
  it('waits for transfers on their way: a bank refusing one later would have nowhere to put the money', async () => {
    const c = await signUp(t, { pin: PIN, kyc: true, deposit: 5_000 });
    const other = await signUp(t, { pin: PIN, kyc: true });
    const sent = await post(
      t,
      c,
      '/api/transfer/remittance/send',
      remittanceBody({ amount: 1_000 }),
      newKey(),
    );
    expect(sent.status, JSON.stringify(sent.body)).toBe(200);
    expect((await owoSend(c, other, await balance(t, c))).status).toBe(200);
    expect(await balance(t, c)).toBe(0);
    const userId = await idOf(c);
    const place = () =>
      t.db.tx((q) => placeRestriction(q, { userId, type: 'close', reason: 'asked', staffId: STAFF_A }));
    expect((await place()).code).toBe('transfers_pending');
    // Held by monitoring, it is still on its way: compliance rejecting the hold would return the money here.
    const held = await t.db.query(
      `UPDATE outbox SET state = 'held' WHERE transaction_id IN (SELECT id FROM transactions WHERE user_id = $1)`,
      [String(userId)],
    );
    expect(held.rowCount).toBe(1);
    expect((await place()).code).toBe('transfers_pending');
    await t.db.query(
      `UPDATE outbox SET state = 'pending' WHERE transaction_id IN (SELECT id FROM transactions WHERE user_id = $1)`,
      [String(userId)],
    );
    await t.app.worker.drain();
    expect((await place()).code).toBe('ok');
  });

  it('can only be placed on an account at zero, and then nothing moves', async () => {
    const c = await signUp(t, { pin: PIN, kyc: true, deposit: 1_000 });
    const other = await signUp(t, { pin: PIN, kyc: true, deposit: 5_000 });
    const userId = await idOf(c);
    const early = await t.db.tx((q) =>
      placeRestriction(q, { userId, type: 'close', reason: 'asked', staffId: STAFF_A }),
    );
    expect(early.code).toBe('balance_not_zero');
    expect((await owoSend(c, other, 1_000)).status).toBe(200);
    await restrict(c, 'close');
    refusedWith(await owoSend(other, c, 1_000), errors.recipientCannotReceive);
    const inflow = await signedInflow(t, {
      account_number: c.accountNumber,
      amount: 100,
      reference: `CLS-${newKey()}`,
    });
    expect(inflow.statusCode).toBe(422);
    refusedWith(await owoSend(c, other, 100), restrictionMessages.close);
    expect((await call(t, 'GET', '/api/profile', { token: c.token })).body.data.restriction).toEqual({
      type: 'close',
      message: restrictionMessages.close,
    });
  });
});
