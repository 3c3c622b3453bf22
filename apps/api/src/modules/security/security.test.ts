import { deviceMessages } from '@owo/contract/devices';
import { errors } from '@owo/contract/messages';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  type Customer,
  call,
  createTestApp,
  lastOtp,
  signUp,
  type TestApp,
  wrongCode,
} from '#test/harness.ts';
import { newKey, PIN, post, remittanceBody } from '#test/transfers-helpers.ts';

// The customer's own guards, enforced inside the money move: the new-device cap, their own daily limit and
// the freeze; and the security alerts each change records.

let t: TestApp;
let recipient: Customer;
beforeAll(async () => {
  t = await createTestApp({ config: { newDeviceCapNaira: 20_000, newDeviceCapHours: 24 } });
  recipient = await signUp(t, { kyc: true });
});
afterAll(() => t.close());

/** A send to another Owo account (free, instant). */
const sendOwo = (c: Customer, amount: number) =>
  post(
    t,
    c,
    '/api/transfer/remittance/send',
    remittanceBody({
      amount,
      account_number: recipient.accountNumber,
      bank_name: 'Owo MFB',
      bank_code: '090999',
      save_beneficiary: false,
    }),
    newKey(),
  );
/** A send through a bank rail (pending, settled later). */
const sendBank = (c: Customer, amount: number) =>
  post(t, c, '/api/transfer/remittance/send', remittanceBody({ amount }), newKey());

const moveClock = (c: Customer, column: string, hours: number) =>
  t.db.query(`UPDATE users SET ${column} = ${column} - make_interval(hours => $2) WHERE uuid = $1`, [
    c.userUuid,
    hours,
  ]);

const securityTypes = async (c: Customer) => {
  const { rows } = await t.db.query<{ type: string }>(
    `SELECT payload->>'type' AS type FROM events
     WHERE kind = 'security' AND user_id = (SELECT id FROM users WHERE uuid = $1) ORDER BY id`,
    [c.userUuid],
  );
  return rows.map((r) => r.type);
};

describe('new-device cap', () => {
  it("caps a new account's first 24 hours at ₦20,000 in total, says what is left and when it lifts", async () => {
    const c = await signUp(t, { pin: PIN, kyc: true, deposit: 100_000 });
    const over = await sendOwo(c, 20_001);
    expect(over.status).toBe(422);
    expect(over.body.message).toMatch(/^New device limit: you can send ₦20,000\.00 in total/);
    expect(over.body.message).toContain('You have ₦20,000.00 left');
    expect(over.body.message).toMatch(/the limit lifts at \d\d:\d\d on \d{1,2} [A-Z][a-z]{2} \(Lagos time\)/);

    expect((await sendOwo(c, 15_000)).status).toBe(200);
    const view = await call(t, 'GET', '/api/security', { token: c.token });
    expect(view.body.data.new_device_cap).toMatchObject({ limit: 20_000, left: 5_000 });
    // Bank sends count too, by the amount sent (issue 24 item 8): ₦5,000 and its fee fit the ₦5,000 left,
    // and then nothing is left.
    const bank = await sendBank(c, 5_000);
    expect(bank.status, JSON.stringify(bank.body)).toBe(200);
    expect(bank.body.data.transaction.fee).toBeGreaterThan(0);
    const after = await sendOwo(c, 100);
    expect(after.status).toBe(422);
    expect(after.body.message).toContain('You have ₦0.00 left');

    // 25 hours later the window is over.
    await moveClock(c, 'send_cap_from', 25);
    expect((await sendOwo(c, 20_001)).status).toBe(200);
    expect((await call(t, 'GET', '/api/security', { token: c.token })).body.data.new_device_cap).toBeNull();
  });

  it('lets a ₦20,000 send through on a new device, fee on top, and refuses more at the fee quote, before the PIN', async () => {
    const c = await signUp(t, { pin: PIN, kyc: true, deposit: 100_000 });
    const quote = (amount: number) =>
      post(t, c, '/api/transfer/remittance/fee', {
        currency: 'NGN',
        amount,
        bank_name: 'GTBank',
        bank_code: '058',
      });
    const over = await quote(20_001);
    expect(over.status).toBe(422);
    expect(over.body.message).toMatch(/^New device limit: you can send ₦20,000\.00 in total/);
    expect(over.body.errors?.amount).toBe(over.body.message);
    // Every route's fee quote holds the amount to the cap the same way (issue 24 item 8).
    for (const [path, body] of [
      ['/api/transfer/enaira/fee', { alias: 'farm.three', amount: 20_001 }],
      ['/api/transfer/momo/fee', { currency: 'GHS', number: '0241234567', amount: 20_001 }],
    ] as const) {
      const refused = await post(t, c, path, body);
      expect(refused.status, path).toBe(422);
      expect(refused.body.message).toMatch(/^New device limit: you can send ₦20,000\.00 in total/);
    }
    expect((await quote(20_000)).status).toBe(200);
    // What the amount screen reads: what is left and until when.
    const limits = await call(t, 'GET', '/api/transfer/limits', { token: c.token });
    expect(limits.body.data).toMatchObject({
      can_send: 20_000,
      binding: 'new_device',
      new_device: { limit: 20_000, left: 20_000 },
      restriction: null,
      frozen: false,
    });
    expect(Date.parse(limits.body.data.new_device.until)).toBeGreaterThan(Date.now() + 23 * 3_600_000);
    const sent = await sendBank(c, 20_000);
    expect(sent.status, JSON.stringify(sent.body)).toBe(200);
    expect(sent.body.data.transaction.total).toBe(20_026.88);
    expect((await quote(100)).status).toBe(422);
    const none = await call(t, 'GET', '/api/transfer/limits', { token: c.token });
    expect(none.body.data).toMatchObject({ can_send: 0, binding: 'new_device', new_device: { left: 0 } });
  });

  it("starts again with a new device's first login", async () => {
    const c = await signUp(t, { pin: PIN, kyc: true, deposit: 100_000 });
    await moveClock(c, 'send_cap_from', 25);
    expect((await sendOwo(c, 20_001)).status).toBe(200);
    const device = `dev-${crypto.randomUUID()}`;
    await call(t, 'POST', '/api/auth/login', {
      body: { phone: c.phone, password: c.password },
      headers: { 'x-device-id': device },
    });
    const done = await call(t, 'POST', '/api/auth/login', {
      body: { phone: c.phone, password: c.password, otp: await lastOtp(t, c.phone) },
      headers: { 'x-device-id': device },
    });
    const onPhone = { ...c, token: done.body.data.token.access_token };
    const r = await call(t, 'POST', '/api/transfer/remittance/send', {
      token: onPhone.token,
      headers: { 'x-device-id': device, 'idempotency-key': newKey() },
      body: remittanceBody({
        amount: 20_001,
        account_number: recipient.accountNumber,
        bank_name: 'Owo MFB',
        bank_code: '090999',
        save_beneficiary: false,
      }),
    });
    expect(r.status).toBe(422);
    expect(r.body.message).toContain('You have ₦20,000.00 left');
  });
});

describe('own daily limit', () => {
  it('applies a lower limit at once and a higher one after 24 hours', async () => {
    const c = await signUp(t, { pin: PIN, kyc: true, deposit: 200_000 });
    await moveClock(c, 'send_cap_from', 25);
    const lower = await post(t, c, '/api/security/daily-limit', { amount: 10_000 });
    expect(lower.status).toBe(200);
    expect(lower.body.message).toBe('Your daily limit is now ₦10,000.00.');
    expect(lower.body.data.daily_limit).toMatchObject({ own: 10_000, effective: 10_000, pending: null });
    expect((await sendOwo(c, 6_000)).status).toBe(200);
    const over = await sendOwo(c, 4_001);
    expect(over.status).toBe(422);
    expect(over.body.message).toBe(
      'This is above the daily limit you set (₦10,000.00). You can send ₦4,000.00 more today.',
    );

    const higher = await post(t, c, '/api/security/daily-limit', { amount: 50_000 });
    expect(higher.status).toBe(200);
    expect(higher.body.message).toMatch(
      /^Your daily limit rises to ₦50,000\.00 at \d\d:\d\d on .+ \(Lagos time\)\. Until then it stays ₦10,000\.00\.$/,
    );
    expect(higher.body.data.daily_limit.effective).toBe(10_000);
    expect(higher.body.data.daily_limit.pending.amount).toBe(50_000);
    expect((await sendOwo(c, 4_001)).status).toBe(422);
    // A day later the raise applies.
    await moveClock(c, 'own_limit_next_at', 25);
    expect((await sendOwo(c, 4_001)).status).toBe(200);
    const view = await call(t, 'GET', '/api/security', { token: c.token });
    expect(view.body.data.daily_limit).toMatchObject({ own: 50_000, effective: 50_000, pending: null });

    const above = await post(t, c, '/api/security/daily-limit', { amount: 6_000_000 });
    expect(above.status).toBe(422);
    expect(above.body.errors?.amount).toContain(deviceMessages.ownLimitAboveTier);
    expect((await securityTypes(c)).filter((k) => k === 'limit_changed')).toHaveLength(2);
  });
});

describe('freeze', () => {
  it('refuses sends and card funding at once; unfreezing needs the PIN and a texted code', async () => {
    const c = await signUp(t, { pin: PIN, kyc: true, deposit: 100_000 });
    await moveClock(c, 'send_cap_from', 25);
    const card = await call(t, 'POST', '/api/cards', { token: c.token, body: {} });
    const cardId = card.body.data.card.id as string;

    const frozen = await post(t, c, '/api/security/freeze', {});
    expect(frozen.status).toBe(200);
    expect(frozen.body.data.frozen).toBe(true);
    for (const r of [
      await sendOwo(c, 100),
      await sendBank(c, 100),
      await post(t, c, `/api/cards/${cardId}/fund`, { amount: 1_500, pin: PIN }, newKey()),
    ]) {
      expect(r.status).toBe(422);
      expect(r.body.message).toBe(deviceMessages.frozen);
    }

    // Without a code sent, or with a wrong PIN or code, it stays frozen.
    expect((await post(t, c, '/api/security/unfreeze', { pin: PIN, otp: '123456' })).status).not.toBe(200);
    expect((await post(t, c, '/api/security/unfreeze/code', {})).status).toBe(200);
    const otp = await lastOtp(t, c.phone);
    const badPin = await post(t, c, '/api/security/unfreeze', { pin: '0000', otp });
    expect(badPin.status).toBe(422);
    expect(badPin.body.message).toBe(errors.pinIncorrect);
    const badCode = await post(t, c, '/api/security/unfreeze', {
      pin: PIN,
      otp: wrongCode(otp),
    });
    expect(badCode.status).toBe(400);
    expect(badCode.body.message).toBe(errors.otpInvalid);
    expect((await sendOwo(c, 100)).status).toBe(422);

    const open = await post(t, c, '/api/security/unfreeze', { pin: PIN, otp });
    expect(open.status).toBe(200);
    expect(open.body.data.frozen).toBe(false);
    expect((await sendOwo(c, 100)).status).toBe(200);
    expect(
      (await post(t, c, `/api/cards/${cardId}/fund`, { amount: 1_500, pin: PIN }, newKey())).status,
    ).toBe(200);
    // (The verified identity's own notice came before: signUp verifies KYC.)
    expect(await securityTypes(c)).toEqual(['kyc_approved', 'frozen', 'unfrozen']);
  });
});
