import { errors } from '@owo/contract/messages';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { balance, createTestApp, onRealServer, signUp, type TestApp } from '#test/harness.ts';
import { enairaBody, PIN, post, remittanceBody } from '#test/transfers-helpers.ts';

let t: TestApp;
beforeAll(async () => {
  // Enough connections that the 50 requests really do run at once on the real server.
  t = await createTestApp();
});
afterAll(() => t.close());

describe(`concurrent sends (${onRealServer() ? 'real PostgreSQL' : 'PGlite'})`, () => {
  it('50 at once from an account that can afford 10: exactly 10 succeed and nothing goes negative', async () => {
    const c = await signUp(t, { pin: PIN, deposit: 10 * 1010.75 });
    const replies = await Promise.all(
      Array.from({ length: 50 }, () =>
        post(t, c, '/api/transfer/remittance/send', remittanceBody({ amount: 1000 })),
      ),
    );
    const ok = replies.filter((r) => r.status === 200);
    const refused = replies.filter((r) => r.status === 422);
    expect(ok).toHaveLength(10);
    expect(refused).toHaveLength(40);
    for (const r of refused) expect(r.body.message).toBe(errors.insufficientFunds);
    expect(new Set(ok.map((r) => r.body.data.transaction.reference)).size).toBe(10);
    expect(await balance(t, c)).toBe(0);
    const { rows } = await t.db.query<{ n: bigint }>(
      `SELECT count(*) AS n FROM accounts WHERE kind = 'customer' AND balance_minor < 0`,
    );
    expect(rows[0]!.n).toBe(0n);
    await t.app.worker.drain();
  });

  it('sends between two customers in both directions at once without deadlock or loss', async () => {
    const a = await signUp(t, { pin: PIN, kyc: true, deposit: 10_000 });
    const b = await signUp(t, { pin: PIN, kyc: true, deposit: 10_000 });
    const owo = (to: typeof a) =>
      remittanceBody({ amount: 100, account_number: to.accountNumber, bank_code: '090999' });
    const replies = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        i % 2 === 0
          ? post(t, a, '/api/transfer/remittance/send', owo(b))
          : post(t, b, '/api/transfer/remittance/send', owo(a)),
      ),
    );
    expect(replies.map((r) => r.status)).toEqual(Array(20).fill(200));
    expect(await balance(t, a)).toBe(10_000);
    expect(await balance(t, b)).toBe(10_000);
  });

  it('one customer on several routes at once: every kobo accounted for', async () => {
    const c = await signUp(t, { pin: PIN, deposit: 20_000 });
    const replies = await Promise.all([
      ...Array.from({ length: 10 }, () =>
        post(t, c, '/api/transfer/enaira/send', enairaBody({ amount: 500 })),
      ),
      ...Array.from({ length: 10 }, () =>
        post(t, c, '/api/transfer/remittance/send', remittanceBody({ amount: 1000 })),
      ),
    ]);
    expect(replies.map((r) => r.status)).toEqual(Array(20).fill(200));
    expect(await balance(t, c)).toBe(20_000 - 10 * 500 - 10 * 1010.75);
    await t.app.worker.drain();
  });
});
