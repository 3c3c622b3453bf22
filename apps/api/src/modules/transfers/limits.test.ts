import { errors } from '@owo/contract/messages';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { verifyLedger } from '#ledger/verify.ts';
import { balance, call, completeKyc, createTestApp, deposit, signUp, type TestApp } from '#test/harness.ts';
import { enairaBody, PIN, post, remittanceBody } from '#test/transfers-helpers.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const enaira = (c: Awaited<ReturnType<typeof signUp>>, amount: number | string, pin = PIN) =>
  post(t, c, '/api/transfer/enaira/send', enairaBody({ amount, pin }));

describe('tier limits', () => {
  // The refusals write money as every other surface does (the one formatter, issue 24 item 1): ₦50,000.00.
  it('holds tier 1 to ₦50,000 a transfer and a day, and tier 3 after verified KYC to ₦5,000,000 a day', async () => {
    const c = await signUp(t, { pin: PIN, deposit: 300_000 });
    // Tier 1 also caps the balance at ₦300,000: one more kobo is refused.
    await expect(deposit(t, c.accountNumber, 0.01)).rejects.toThrow(/above ₦300,000\.00\./);

    const big = await enaira(c, 50_000.01);
    expect(big.status).toBe(422);
    expect(big.body.message).toBe(`${errors.limitExceeded} Your limit is ₦50,000.00 a transfer.`);
    expect((await enaira(c, 30_000)).status).toBe(200);
    const daily = await enaira(c, 20_000.01);
    expect(daily.status).toBe(422);
    expect(daily.body.message).toBe(`${errors.limitExceeded} Your daily limit is ₦50,000.00.`);
    expect((await enaira(c, 20_000)).status).toBe(200);
    expect((await enaira(c, 0.01)).status).toBe(422);
    expect(await balance(t, c)).toBe(250_000);

    await completeKyc(t, c, { verify: true });
    expect((await enaira(c, 200_000)).status).toBe(200);
    await deposit(t, c.accountNumber, 5_000_000);
    // Sent today: ₦250,000; ₦4,750,000 more reaches ₦5,000,000 exactly (the tier's limit counts what is sent;
    // the ₦53.75 fee is not part of it).
    expect(
      (await post(t, c, '/api/transfer/remittance/send', remittanceBody({ amount: 4_750_000 }))).status,
    ).toBe(200);
    const over = await enaira(c, 0.01);
    expect(over.status).toBe(422);
    expect(over.body.message).toBe(`${errors.limitExceeded} Your daily limit is ₦5,000,000.00.`);
    expect(await balance(t, c)).toBe(299_946.25);
    await t.app.worker.drain();
  });

  it('counts Owo-to-Owo and bank sends in the day by what they send (not their fees), and gives a reversed send its part back', async () => {
    const c = await signUp(t, { pin: PIN, deposit: 100_000 });
    const friend = await signUp(t);
    const toFriend = (amount: number) =>
      post(
        t,
        c,
        '/api/transfer/remittance/send',
        remittanceBody({ amount, bank_code: '090999', account_number: friend.accountNumber }),
      );
    expect((await toFriend(48_900)).status).toBe(200);
    // ₦999 by bank fits (₦49,899 sent); its ₦10.75 fee is not counted toward the tier's day.
    expect((await post(t, c, '/api/transfer/remittance/send', remittanceBody({ amount: 999 }))).status).toBe(
      200,
    );
    expect((await toFriend(101)).status).toBe(200);
    // The amount step and the limits page read the same answer (money_allowance): ₦50,000 sent, nothing left.
    const limits = (await call(t, 'GET', '/api/transfer/limits', { token: c.token })).body.data;
    expect(limits).toMatchObject({
      can_send: 0,
      binding: 'daily',
      daily: { limit: 50_000, spent: 50_000, left: 0 },
    });
    const page = (await call(t, 'GET', '/api/security', { token: c.token })).body.data;
    expect(page.daily_limit).toMatchObject({ effective: 50_000, spent_today: 50_000 });
    const over = await toFriend(100);
    expect(over.status).toBe(422);
    expect(over.body.message).toBe(`${errors.limitExceeded} Your daily limit is ₦50,000.00.`);
    // The bank refuses 999: the send is reversed and its ₦999 is the customer's to send again today.
    await t.app.worker.drain();
    expect((await toFriend(999)).status).toBe(200);
    expect((await toFriend(100)).status).toBe(422);
    expect(await balance(t, c)).toBe(50_000);
    const { rows } = await t.db.query<{ spent: bigint; sent: bigint }>(
      `SELECT sum(spent_minor)::bigint AS spent, sum(sent_minor)::bigint AS sent FROM daily_spend d
       JOIN users u ON u.id = d.user_id WHERE u.uuid = $1`,
      [c.userUuid],
    );
    expect(rows[0]).toEqual({ spent: 5_000_000n, sent: 5_000_000n });
    expect((await verifyLedger(t.db)).problems).toEqual([]);
  });
});

describe('transaction PIN', () => {
  it('locks sends for 30 minutes after five wrong PINs, even the right one, then lets it through', async () => {
    const c = await signUp(t, { pin: PIN, deposit: 5000 });
    for (let i = 1; i <= 4; i++) {
      const r = await enaira(c, 100, '0000');
      expect(r.status).toBe(422);
      expect(r.body.errors?.pin).toBe(errors.pinIncorrect);
    }
    const fifth = await enaira(c, 100, '0000');
    expect(fifth.status).toBe(423);
    expect(fifth.body.message).toBe(errors.pinLocked);
    const right = await enaira(c, 100);
    expect(right.status).toBe(423);
    const { rows } = await t.db.query<{ minutes: number }>(
      `SELECT round(extract(epoch FROM pin_locked_until - now()) / 60)::int AS minutes FROM users WHERE uuid = $1`,
      [c.userUuid],
    );
    expect(rows[0]!.minutes).toBe(30);
    expect(await balance(t, c)).toBe(5000);

    await t.db.query(`UPDATE users SET pin_locked_until = now() - interval '1 second' WHERE uuid = $1`, [
      c.userUuid,
    ]);
    expect((await enaira(c, 100)).status).toBe(200);
    expect(await balance(t, c)).toBe(4900);
  });

  it('clears the count after a right PIN, even when the send itself is refused', async () => {
    const c = await signUp(t, { pin: PIN, deposit: 100 });
    for (let i = 0; i < 4; i++) expect((await enaira(c, 50, '0000')).status).toBe(422);
    const broke = await enaira(c, 500);
    expect(broke.body.message).toBe(errors.insufficientFunds);
    expect((await enaira(c, 50, '0000')).status).toBe(422); // the count starts again: not locked
    expect((await enaira(c, 50)).status).toBe(200);
  });

  it('asks for a PIN to be set first', async () => {
    const c = await signUp(t, { deposit: 1000 });
    const r = await enaira(c, 100);
    expect(r.status).toBe(422);
    expect(r.body.message).toBe(errors.pinNotSet);
  });
});
