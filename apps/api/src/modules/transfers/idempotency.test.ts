import { errors } from '@owo/contract/messages';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { balance, call, createTestApp, deposit, signUp, type TestApp } from '#test/harness.ts';
import { enairaBody, newKey, PIN, post, remittanceBody } from '#test/transfers-helpers.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const history = async (c: Awaited<ReturnType<typeof signUp>>) =>
  (await call(t, 'GET', '/api/accounts/transactions', { token: c.token })).body.data;

describe('Idempotency-Key', () => {
  it('sent 20 times at once debits once, and every request gets the same reply', async () => {
    const c = await signUp(t, { pin: PIN, deposit: 10_000 });
    const key = newKey();
    const body = remittanceBody({ amount: 1500 });
    const replies = await Promise.all(
      Array.from({ length: 20 }, () => post(t, c, '/api/transfer/remittance/send', body, key)),
    );
    for (const r of replies) {
      expect(r.status).toBe(200);
      expect(r.body).toEqual(replies[0]!.body);
    }
    expect(replies.filter((r) => r.headers['idempotent-replayed'] === 'true')).toHaveLength(19);
    expect(await balance(t, c)).toBe(10_000 - 1500 - 10.75);
    expect((await history(c)).total).toBe(2); // the deposit and one send
  });

  it('replays the first reply later, and refuses the key with a different body (409)', async () => {
    const c = await signUp(t, { pin: PIN, deposit: 10_000 });
    const key = newKey();
    const first = await post(t, c, '/api/transfer/enaira/send', enairaBody({ amount: 700 }), key);
    expect(first.status).toBe(200);
    await t.app.worker.drain();
    const again = await post(t, c, '/api/transfer/enaira/send', enairaBody({ amount: '700.00' }), key);
    expect(again.status).toBe(200);
    expect(again.body).toEqual(first.body);
    const other = await post(t, c, '/api/transfer/enaira/send', enairaBody({ amount: 701 }), key);
    expect(other.status).toBe(409);
    expect(other.body.message).toBe(errors.idempotencyConflict);
    const elsewhere = await post(t, c, '/api/transfer/remittance/send', remittanceBody({ amount: 700 }), key);
    expect(elsewhere.status).toBe(409);
    expect(await balance(t, c)).toBe(9300);
  });

  it('lets a refused draft be corrected and sent again with the same key', async () => {
    const c = await signUp(t, { pin: PIN, deposit: 500 });
    const key = newKey();
    const wrongPin = await post(
      t,
      c,
      '/api/transfer/enaira/send',
      enairaBody({ amount: 800, pin: '0000' }),
      key,
    );
    expect(wrongPin.status).toBe(422);
    expect(wrongPin.body.message).toBe(errors.pinIncorrect);
    const broke = await post(t, c, '/api/transfer/enaira/send', enairaBody({ amount: 800 }), key);
    expect(broke.status).toBe(422);
    expect(broke.body.message).toBe(errors.insufficientFunds);
    await deposit(t, c.accountNumber, 500);
    const sent = await post(t, c, '/api/transfer/enaira/send', enairaBody({ amount: 800 }), key);
    expect(sent.status).toBe(200);
    expect(await balance(t, c)).toBe(200);
  });

  it('still needs the right PIN to replay, and counts a wrong one', async () => {
    const c = await signUp(t, { pin: PIN, deposit: 1000 });
    const key = newKey();
    expect((await post(t, c, '/api/transfer/enaira/send', enairaBody({ amount: 100 }), key)).status).toBe(
      200,
    );
    const wrong = await post(
      t,
      c,
      '/api/transfer/enaira/send',
      enairaBody({ amount: 100, pin: '1111' }),
      key,
    );
    expect(wrong.status).toBe(422);
    expect(wrong.body.message).toBe(errors.pinIncorrect);
    const { rows } = await t.db.query<{ pin_failed_attempts: number }>(
      'SELECT pin_failed_attempts FROM users WHERE uuid = $1',
      [c.userUuid],
    );
    expect(rows[0]!.pin_failed_attempts).toBe(1);
    expect(await balance(t, c)).toBe(900);
  });

  it('keeps keys per customer, and refuses a malformed key', async () => {
    const a = await signUp(t, { pin: PIN, deposit: 1000 });
    const b = await signUp(t, { pin: PIN, deposit: 1000 });
    const key = newKey();
    expect((await post(t, a, '/api/transfer/enaira/send', enairaBody({ amount: 100 }), key)).status).toBe(
      200,
    );
    expect((await post(t, b, '/api/transfer/enaira/send', enairaBody({ amount: 100 }), key)).status).toBe(
      200,
    );
    expect(await balance(t, a)).toBe(900);
    expect(await balance(t, b)).toBe(900);
    const bad = await post(t, a, '/api/transfer/enaira/send', enairaBody(), 'x'.repeat(256));
    expect(bad.status).toBe(400);
    expect(bad.body.message).toBe(errors.idempotencyKeyInvalid);
  });

  it('forgets keys after a day', async () => {
    const c = await signUp(t, { pin: PIN, deposit: 1000 });
    const key = newKey();
    expect((await post(t, c, '/api/transfer/enaira/send', enairaBody({ amount: 100 }), key)).status).toBe(
      200,
    );
    await t.db.query(`UPDATE idempotency_keys SET created_at = now() - interval '25 hours' WHERE key = $1`, [
      key,
    ]);
    await t.app.worker.drain();
    const { rows } = await t.db.query('SELECT 1 FROM idempotency_keys WHERE key = $1', [key]);
    expect(rows).toHaveLength(0);
  });
});
