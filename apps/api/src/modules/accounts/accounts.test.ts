import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isValidNuban, OWO_BANK } from '#rails/nuban.ts';
import { balance, call, createTestApp, deposit, signUp, type TestApp } from '#test/harness.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('accounts and history', () => {
  it('opens a NUBAN-valid account and shows a deposit in the balance and history, to the kobo', async () => {
    const c = await signUp(t);
    expect(isValidNuban(OWO_BANK.code, c.accountNumber)).toBe(true);
    expect(await balance(t, c)).toBe(0);
    await deposit(t, c.accountNumber, 1234.56);
    await deposit(t, c.accountNumber, '0.44');
    expect(await balance(t, c)).toBe(1235);
    const account = await call(t, 'GET', `/api/accounts/${c.accountUuid}`, { token: c.token });
    expect(account.body.data.account).toMatchObject({
      balance: 1235,
      account_number: c.accountNumber,
      currency: 'NGN',
    });
    expect(account.body.data.transactions.map((x: { amount: number }) => x.amount)).toEqual([0.44, 1234.56]);
    const tx = account.body.data.transactions[1];
    const one = await call(t, 'GET', `/api/transactions/${tx.uuid}`, { token: c.token });
    expect(one.body.data.transaction).toMatchObject({
      status: 'successful',
      direction: 'credit',
      rail: 'inflow',
    });
  });

  it('refuses bad deposit amounts', async () => {
    const c = await signUp(t);
    for (const amount of [0, -5, 1.234, '12abc', 'NaN', 1e30, null]) {
      const r = await call(t, 'POST', '/api/sandbox/deposits', {
        body: { account_number: c.accountNumber, amount },
      });
      expect(r.status, String(amount)).toBe(400);
    }
    expect(await balance(t, c)).toBe(0);
    const unknown = await call(t, 'POST', '/api/sandbox/deposits', {
      body: { account_number: '0000000000', amount: 10 },
    });
    expect(unknown.status).toBe(404);
  });

  it('keeps a tier-1 balance at or under ₦300,000', async () => {
    const c = await signUp(t);
    await deposit(t, c.accountNumber, 300_000);
    const over = await call(t, 'POST', '/api/sandbox/deposits', {
      body: { account_number: c.accountNumber, amount: 0.01 },
    });
    expect(over.status).toBe(422);
    expect(await balance(t, c)).toBe(300_000);
  });

  it('pages history newest first, 20 a page, Laravel-style, and searches it', async () => {
    const c = await signUp(t);
    for (let i = 1; i <= 25; i++) {
      await call(t, 'POST', '/api/sandbox/deposits', {
        body: {
          account_number: c.accountNumber,
          amount: i,
          sender_name: i === 7 ? 'Chinedu 100% Ventures' : `Sender ${i}`,
        },
      });
    }
    const p1 = await call(t, 'GET', '/api/accounts/transactions?page=1', { token: c.token });
    expect(p1.body.data).toMatchObject({
      current_page: 1,
      per_page: 20,
      total: 25,
      last_page: 2,
      from: 1,
      to: 20,
    });
    expect(p1.body.data.data).toHaveLength(20);
    expect(p1.body.data.data[0].amount).toBe(25);
    expect(p1.body.data.next_page_url).toContain('page=2');
    expect(p1.body.data.prev_page_url).toBeNull();
    const p2 = await call(t, 'GET', '/api/accounts/transactions?page=2', { token: c.token });
    expect(p2.body.data.data.map((x: { amount: number }) => x.amount)).toEqual([5, 4, 3, 2, 1]);
    expect(p2.body.data).toMatchObject({ from: 21, to: 25, next_page_url: null });
    const found = await call(t, 'GET', `/api/accounts/transactions?search=${encodeURIComponent('100%')}`, {
      token: c.token,
    });
    expect(found.body.data.total).toBe(1);
    expect(found.body.data.data[0].amount).toBe(7);
    // '~' is in no name, narration or reference (a sandbox reference is base64url: "zzz" can be in one).
    const none = await call(t, 'GET', `/api/accounts/transactions?search=${encodeURIComponent('~~~')}`, {
      token: c.token,
    });
    expect(none.body.data).toMatchObject({ total: 0, from: null, data: [] });
    expect((await call(t, 'GET', '/api/accounts/transactions?page=0', { token: c.token })).status).toBe(400);
    expect((await call(t, 'GET', '/api/accounts/transactions?page=abc', { token: c.token })).status).toBe(
      400,
    );
  });

  it("answers 404 for another customer's account and transaction", async () => {
    const a = await signUp(t, { deposit: 50 });
    const b = await signUp(t);
    const history = await call(t, 'GET', '/api/accounts/transactions', { token: a.token });
    const txUuid = history.body.data.data[0].uuid;
    expect((await call(t, 'GET', `/api/accounts/${a.accountUuid}`, { token: b.token })).status).toBe(404);
    expect((await call(t, 'GET', `/api/transactions/${txUuid}`, { token: b.token })).status).toBe(404);
    expect((await call(t, 'GET', '/api/accounts/not-a-uuid', { token: b.token })).status).toBe(400);
    const bHistory = await call(t, 'GET', '/api/accounts/transactions', { token: b.token });
    expect(bHistory.body.data.total).toBe(0);
  });
});
