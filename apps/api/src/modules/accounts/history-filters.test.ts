import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, createTestApp, deposit, signUp, type TestApp } from '#test/harness.ts';
import { enairaBody, PIN, post } from '#test/transfers-helpers.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

type Row = { rail: string; direction: string; status: string; amount: number; fee: number; total: number };

describe('history filters', () => {
  it('filters by type (rail), direction, status and Lagos dates, additively', async () => {
    const c = await signUp(t, { pin: PIN, kyc: true, deposit: 20_000 });
    await deposit(t, c.accountNumber, 1_000);
    expect(
      (await post(t, c, '/api/transfer/enaira/send', enairaBody({ amount: 500 }), crypto.randomUUID()))
        .status,
    ).toBe(200);
    const list = async (query: string) => {
      const r = await call<{ data: Row[]; total: number; next_page_url: string | null }>(
        t,
        'GET',
        `/api/accounts/transactions?${query}`,
        { token: c.token },
      );
      expect(r.status).toBe(200);
      return r.body.data;
    };
    expect((await list('')).total).toBe(3);
    const credits = await list('direction=credit');
    expect(credits.total).toBe(2);
    expect(credits.data.every((row) => row.direction === 'credit')).toBe(true);
    const enaira = await list('type=enaira');
    expect(enaira.data.map((row) => row.rail)).toEqual(['enaira']);
    expect((await list('type=enaira&status=failed')).total).toBe(0);
    // Today in Lagos holds everything; a day long past holds nothing.
    const today = new Date(Date.now() + 60 * 60_000).toISOString().slice(0, 10);
    expect((await list(`from=${today}&to=${today}`)).total).toBe(3);
    expect((await list('from=2020-01-01&to=2020-01-31')).total).toBe(0);
  });

  it('refuses malformed filters with a clear 400', async () => {
    const c = await signUp(t);
    for (const query of [
      'status=lost',
      'direction=sideways',
      'type=DROP%20TABLE',
      'from=yesterday',
      'to=2026-13-45',
    ]) {
      const r = await call(t, 'GET', `/api/accounts/transactions?${query}`, { token: c.token });
      expect(r.status, query).toBe(400);
      expect(r.body.status).toBe(false);
    }
  });
});
