import { lagosDate } from '@owo/contract/lagos-time';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Customer, createTestApp, deposit, signUp, type TestApp } from '#test/harness.ts';
import { newKey, PIN, post, remittanceBody } from '#test/transfers-helpers.ts';
import { balancesAsAt, closeDay, ledgerChecks, trialBalanceOf } from './end-of-day.ts';

// The whole ledger's figures: this file has a database of its own (on the real server too).
let t: TestApp;
let ada: Customer;
beforeAll(async () => {
  t = await createTestApp({ ownDatabase: true });
  ada = await signUp(t, { pin: PIN, kyc: true, deposit: 50_000 });
  const sent = await post(
    t,
    ada,
    '/api/transfer/remittance/send',
    remittanceBody({ amount: 7_000 }),
    newKey(),
  );
  expect(sent.status).toBe(200);
  await t.app.worker.drain();
}, 60_000);
afterAll(() => t.close());

const today = () => lagosDate(new Date());
const yesterday = () => new Date(Date.parse(`${today()}T00:00:00Z`) - 86_400_000).toISOString().slice(0, 10);

describe('the end of the day', () => {
  it('a Lagos day begins at midnight WAT (23:00 UTC the day before), the one bound every day query uses', async () => {
    const { rows } = await t.db.query<{ start: Date; same: string; before: string; end: Date }>(
      `SELECT lagos_day_start('2026-11-27') AS start, lagos_day(lagos_day_start('2026-11-27'))::text AS same,
         lagos_day(lagos_day_start('2026-11-27') - interval '1 microsecond')::text AS before,
         lagos_day_start('2026-12-31'::date + 1) AS end`,
    );
    expect(rows[0]!.start.toISOString()).toBe('2026-11-26T23:00:00.000Z');
    expect(rows[0]).toMatchObject({ same: '2026-11-27', before: '2026-11-26' });
    expect(rows[0]!.end.toISOString()).toBe('2026-12-31T23:00:00.000Z');
  });

  it("today's trial balance lists every account class, and its debits equal its credits", async () => {
    const tb = await trialBalanceOf(t.app.deps);
    expect(tb).toMatchObject({ date: today(), closed: false, balanced: true });
    const line = (cls: string) => tb.lines.find((l) => l.class === cls && l.currency === 'NGN');
    // ₦50,000 in, ₦7,000 + ₦26.88 out: the customers hold the rest, the fee is revenue, NIP paid the 7,000.
    expect(line('customer')).toMatchObject({ opening: 0, closing: 42_973.12 });
    expect(line('fees')).toMatchObject({ closing: 26.88 });
    expect(line('settlement:nip')).toMatchObject({ closing: 7_000, total_credits: 7_000 });
    expect(line('clearing:nip')).toMatchObject({ total_debits: 7_000, total_credits: 7_000, closing: 0 });
    expect(line('funding:inbound')).toMatchObject({ total_debits: 50_000, closing: -50_000 });
    expect(tb.lines.find((l) => l.class === 'fx' && l.currency === 'USD')).toMatchObject({ closing: 0 });
    for (const total of tb.totals) {
      expect(total.total_debits, total.currency).toBe(total.total_credits);
      expect(total.closing, total.currency).toBe(0);
    }
  });

  it('a closed day is kept once, with a ledger check, and read back as kept', async () => {
    expect(await closeDay(t.db, today(), { check: true })).toBe(true);
    expect(await closeDay(t.db, today(), { check: true })).toBe(false);
    const kept = await trialBalanceOf(t.app.deps, today());
    const computed = await trialBalanceOf(t.app.deps);
    expect(kept.closed).toBe(false); // today is never served from the kept copy
    const rows = await t.db.query<{ n: bigint }>(
      'SELECT count(*) AS n FROM eod_trial_balances WHERE value_date = $1::date',
      [today()],
    );
    expect(Number(rows.rows[0]!.n)).toBe(computed.lines.length);
    const [check] = await ledgerChecks(t.app.deps);
    expect(check).toMatchObject({ date: today(), ok: true, problems: [] });
    expect(check!.counts?.entries).toBeGreaterThan(0);
  });

  it('a past day is closed when asked for, kept, and balances', async () => {
    const tb = await trialBalanceOf(t.app.deps, yesterday());
    expect(tb).toMatchObject({ date: yesterday(), closed: true, balanced: true });
    expect(tb.lines.every((l) => l.closing === 0 && l.total_debits === 0)).toBe(true);
    expect(await trialBalanceOf(t.app.deps, yesterday())).toEqual(tb);
    await expect(trialBalanceOf(t.app.deps, '2999-01-01')).rejects.toMatchObject({ statusCode: 400 });
  });

  it('gives balances as at any moment, from the ledger', async () => {
    const before = new Date();
    await deposit(t, ada.accountNumber, 1_234.5);
    const then = await balancesAsAt(t.app.deps, { at: before.toISOString(), account: ada.accountNumber });
    const now = await balancesAsAt(t.app.deps, { account: ada.accountNumber });
    expect(then.account).toMatchObject({
      class: 'customer',
      account_number: ada.accountNumber,
      balance: 42_973.12,
    });
    expect(now.account!.balance).toBe(44_207.62);
    const customers = (b: typeof now) =>
      b.lines.find((l) => l.class === 'customer' && l.currency === 'NGN')!.balance;
    expect([customers(then), customers(now)]).toEqual([42_973.12, 44_207.62]);
    const dayBefore = await balancesAsAt(t.app.deps, { date: yesterday(), account: 'clearing:nip:NGN' });
    expect(dayBefore.account).toMatchObject({ class: 'clearing:nip', balance: 0 });
    expect(dayBefore.lines.every((l) => l.balance === 0)).toBe(true);
  });
});
