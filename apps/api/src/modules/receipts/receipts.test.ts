import { randomBytes, randomInt } from 'node:crypto';
import { errors } from '@owo/contract/messages';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Customer, call, createTestApp, signUp, TEST_DEVICE_ID, type TestApp } from '#test/harness.ts';
import { enairaBody, PIN, post, remittanceBody } from '#test/transfers-helpers.ts';
import { RECEIPT_LOOKUPS_PER_MINUTE } from './receipts-service.ts';

let t: TestApp;
let ada: Customer;
let bayo: Customer;
beforeAll(async () => {
  t = await createTestApp();
  [ada, bayo] = await Promise.all([
    signUp(t, { pin: PIN, kyc: true, deposit: 50_000 }),
    signUp(t, { pin: PIN, kyc: true, deposit: 1_000 }),
  ]);
});
afterAll(() => t.close());

// Each test calls the public route from its own address, so the per-IP limit only meets the test about it.
const newIp = () => `10.${randomInt(0, 256)}.${randomInt(0, 256)}.${randomInt(1, 255)}`;

async function publicReceipt(code: string, ip = newIp()) {
  const res = await t.app.inject({ method: 'GET', url: `/api/public/receipts/${code}`, remoteAddress: ip });
  return { status: res.statusCode, body: res.json(), headers: res.headers, raw: res.body };
}

async function detail(c: Customer, uuid: string) {
  const r = await call(t, 'GET', `/api/transactions/${uuid}`, { token: c.token });
  expect(r.status).toBe(200);
  return r.body.data;
}

async function sendToGtb(amount: number) {
  const accountNumber = remittanceBody().account_number;
  const r = await post(
    t,
    ada,
    '/api/transfer/remittance/send',
    remittanceBody({ amount, account_number: accountNumber }),
  );
  expect(r.status).toBe(200);
  return { uuid: r.body.data.transaction.uuid as string, accountNumber };
}

describe('the public receipt of an external send', () => {
  it('shows Pending, then Paid with the time it settled, with masked parties and nothing else', async () => {
    const { uuid, accountNumber } = await sendToGtb(2_000);
    const before = await detail(ada, uuid);
    expect(before.receipt.code).toMatch(/^[0-9a-f]{40}$/);
    // No PUBLIC_URL in tests: the link points at the origin the request came to.
    expect(before.receipt_url).toBe(`http://localhost:80/r/${before.receipt.code}`);
    expect(before.receipt.url).toBe(before.receipt_url);
    expect(before.receipt.session_id).toMatch(/^090999\d{24}$/);
    expect(before.receipt.recipient.account).toBe(`******${accountNumber.slice(-4)}`);
    expect(before.receipt.timeline.map((s: { step: string }) => s.step)).toEqual([
      'created',
      'debited',
      'sent',
      'paid',
    ]);
    expect(before.receipt.timeline.at(-1).at).toBeNull();

    const pending = await publicReceipt(before.receipt.code);
    expect(pending.status).toBe(200);
    expect(pending.headers['x-robots-tag']).toContain('noindex');
    expect(pending.body.data).toMatchObject({
      state: 'pending',
      amount: 2000,
      currency: 'NGN',
      settled_at: null,
      recipient: { account: `******${accountNumber.slice(-4)}`, bank: 'Guaranty Trust Bank' },
    });
    // Least data: a masked sender name, no phone, no balance, no full account number on either side.
    expect(pending.body.data.sender.name).toMatch(/^\S+ [A-Z]\.$/);
    for (const secret of [
      ada.phone,
      ada.phone.slice(1),
      ada.accountNumber,
      accountNumber,
      'balance',
      ada.email,
    ]) {
      expect(pending.raw).not.toContain(secret);
    }

    await t.app.worker.drain();
    const paid = await publicReceipt(before.receipt.code);
    expect(paid.body.data.state).toBe('paid');
    expect(Date.parse(paid.body.data.settled_at)).toBeGreaterThanOrEqual(
      Date.parse(paid.body.data.created_at),
    );
    const after = await detail(ada, uuid);
    expect(after.transaction.status).toBe('successful');
    const steps = Object.fromEntries(
      after.receipt.timeline.map((s: { step: string; at: string }) => [s.step, s.at]),
    );
    expect(steps.sent).not.toBeNull();
    expect(steps.paid).toBe(paid.body.data.settled_at);
  });

  it('shows Reversed, with the time the money went back, for the amount the sandbox refuses (999)', async () => {
    const { uuid } = await sendToGtb(999);
    const { receipt } = await detail(ada, uuid);
    expect((await publicReceipt(receipt.code)).body.data.state).toBe('pending');
    await t.app.worker.drain();
    const reversed = await publicReceipt(receipt.code);
    expect(reversed.body.data).toMatchObject({ state: 'reversed', settled_at: null });
    expect(reversed.body.data.reversed_at).toEqual(expect.any(String));
    const after = await detail(ada, uuid);
    expect(after.transaction.status).toBe('reversed');
    expect(after.receipt.timeline.map((s: { step: string }) => s.step)).toEqual([
      'created',
      'debited',
      'sent',
      'refused',
      'returned',
    ]);
    expect(after.receipt.timeline.at(-1).at).toBe(reversed.body.data.reversed_at);
  });

  it('answers the same 404 for an altered code, a random code and a malformed one', async () => {
    const { uuid } = await sendToGtb(100);
    const { receipt } = await detail(ada, uuid);
    const last = receipt.code.at(-1);
    const altered = `${receipt.code.slice(0, -1)}${last === '0' ? '1' : '0'}`;
    const replies = await Promise.all(
      [altered, randomBytes(20).toString('hex'), 'not-a-code', receipt.code.toUpperCase()].map((c) =>
        publicReceipt(c),
      ),
    );
    for (const r of replies) {
      expect(r.status).toBe(404);
      expect(r.body).toEqual({ status: false, message: errors.receiptNotFound });
      expect(r.headers['x-robots-tag']).toContain('noindex');
    }
    expect(errors.receiptNotFound).toBe("We can't find this receipt");
  });

  it('limits look-ups per IP address', async () => {
    const ip = newIp();
    const code = randomBytes(20).toString('hex');
    for (let i = 0; i < RECEIPT_LOOKUPS_PER_MINUTE; i++)
      expect((await publicReceipt(code, ip)).status).toBe(404);
    const limited = await publicReceipt(code, ip);
    expect(limited.status).toBe(429);
    expect(limited.headers['retry-after']).toBeDefined();
    expect((await publicReceipt(code)).status).toBe(404); // another address is not affected
  });
});

describe('receipts belong to their customer', () => {
  it('gives another customer a 404 for the transaction, its receipt and its PDF; the owner gets a PDF', async () => {
    const { uuid } = await sendToGtb(150);
    expect((await call(t, 'GET', `/api/transactions/${uuid}`, { token: bayo.token })).status).toBe(404);
    const theirs = await t.app.inject({
      method: 'GET',
      url: `/api/transactions/${uuid}/receipt.pdf`,
      headers: {
        'x-client-type': 'web',
        'x-device-id': TEST_DEVICE_ID,
        authorization: `Bearer ${bayo.token}`,
      },
    });
    expect(theirs.statusCode).toBe(404);
    const mine = await t.app.inject({
      method: 'GET',
      url: `/api/transactions/${uuid}/receipt.pdf`,
      headers: {
        'x-client-type': 'web',
        'x-device-id': TEST_DEVICE_ID,
        authorization: `Bearer ${ada.token}`,
      },
    });
    expect(mine.statusCode).toBe(200);
    expect(mine.headers['content-type']).toContain('application/pdf');
    expect(mine.headers['content-disposition']).toMatch(/^attachment; filename="owo-receipt-.+\.pdf"$/);
    expect(mine.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
  });

  it('gives every movement a receipt: both sides of an Owo transfer, a deposit, an eNaira send', async () => {
    const sent = await post(t, ada, '/api/transfer/remittance/send', {
      ...remittanceBody({ amount: 300, note: 'Suya' }),
      account_number: bayo.accountNumber,
      bank_name: 'Owo MFB',
      bank_code: '090999',
    });
    expect(sent.status).toBe(200);
    const debit = await detail(ada, sent.body.data.transaction.uuid);
    expect(debit.receipt).toMatchObject({
      state: 'paid',
      session_id: expect.stringMatching(/^090999\d{24}$/),
    });
    expect(debit.receipt.settled_at).not.toBeNull();
    const history = await call(t, 'GET', '/api/accounts/transactions', { token: bayo.token });
    const credit = await detail(bayo, history.body.data.data[0].uuid);
    expect(credit.transaction.direction).toBe('credit');
    expect(credit.receipt.code).not.toBe(debit.receipt.code);
    expect(credit.receipt.session_id).toBe(debit.receipt.session_id);
    expect(credit.receipt.timeline.map((s: { step: string }) => s.step)).toEqual(['created', 'credited']);
    const deposit = await detail(bayo, history.body.data.data.at(-1).uuid);
    expect(deposit.receipt.code).toMatch(/^[0-9a-f]{40}$/);
    const enaira = await post(t, ada, '/api/transfer/enaira/send', enairaBody({ amount: 200 }));
    expect((await detail(ada, enaira.body.data.transaction.uuid)).receipt.session_id).toBeNull();

    const { rows } = await t.db.query<{ bad: bigint }>(
      `SELECT count(*) AS bad FROM transactions WHERE receipt_code !~ '^[0-9a-f]{40}$'`,
    );
    expect(rows[0]!.bad).toBe(0n);
  });
});
