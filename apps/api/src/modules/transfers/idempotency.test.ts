import { errors } from '@owo/contract/messages';
import { sendReply } from '@owo/contract/transfers';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { OWO_BANK } from '#rails/nuban.ts';
import { balance, call, createTestApp, deposit, signUp, type TestApp } from '#test/harness.ts';
import { enairaBody, momoBody, newKey, PIN, post, remittanceBody, usdBody } from '#test/transfers-helpers.ts';

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
      expect(r.text).toBe(replies[0]!.text);
    }
    expect(replies.filter((r) => r.headers['idempotent-replayed'] === 'true')).toHaveLength(19);
    expect(await balance(t, c)).toBe(10_000 - 1500 - 10.75);
    expect((await history(c)).total).toBe(2); // the deposit and one send
  });

  it('answers each send with the text kept with its key, and a replay with the same bytes', async () => {
    const c = await signUp(t, { pin: PIN, kyc: true, deposit: 100_000 });
    const friend = await signUp(t, { pin: PIN });
    const sends: Array<[string, Record<string, unknown>]> = [
      [
        '/api/transfer/remittance/send',
        remittanceBody({ amount: 1200, account_number: friend.accountNumber, bank_code: OWO_BANK.code }),
      ],
      ['/api/transfer/remittance/send', remittanceBody({ amount: 1300 })],
      ['/api/transfer/enaira/send', enairaBody({ amount: 700 })],
      ['/api/transfer/usd/send', usdBody({ amount: 15_000 })],
      ['/api/transfer/momo/send', momoBody({ amount: 5000 })],
    ];
    for (const [url, body] of sends) {
      const key = newKey();
      const first = await post(t, c, url, body, key);
      expect(first.status, url).toBe(200);
      expect(first.headers['content-type']).toBe('application/json; charset=utf-8');
      expect(first.headers['idempotent-replayed']).toBeUndefined();
      // The reply leaves as the money core kept it with the key: never parsed and written out again.
      const { rows } = await t.db.query<{ response_body: string }>(
        'SELECT response_body FROM idempotency_keys WHERE key = $1',
        [key],
      );
      expect(first.text).toBe(rows[0]?.response_body);
      // It is the contract's reply, whole: the schema would neither drop nor add a field.
      expect(sendReply.parse(first.body)).toEqual(first.body);
      expect(first.body.data.transaction.uuid).toMatch(/^[0-9a-f-]{36}$/);
      const again = await post(t, c, url, body, key);
      expect(again.status).toBe(200);
      expect(again.headers['idempotent-replayed']).toBe('true');
      expect(again.headers['content-type']).toBe('application/json; charset=utf-8');
      expect(again.text).toBe(first.text);
    }
    expect((await history(c)).total).toBe(1 + sends.length);
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
