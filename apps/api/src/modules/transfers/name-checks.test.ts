import { errors } from '@owo/contract/messages';
import { payoutMessages } from '@owo/contract/payouts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '#config';
import { OWO_BANK } from '#rails/nuban.ts';
import { type Customer, call, createTestApp, signUp, type TestApp } from '#test/harness.ts';
import { enairaBody, momoBody, PIN, post, remittanceBody, validNuban } from '#test/transfers-helpers.ts';
import { nameCheckBudget } from './name-checks.ts';

// Issue 23, item 4: every path that resolves a name draws on one budget per customer and Lagos day, by tier
// (docs/decisions/013-name-check-budgets.md). Small budgets here, so a test reaches them in a few calls.

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({
    config: { nameChecksPerDay: { tier1: 3, tier2: 300, tier3: 4, business: 2 } },
  });
});
afterAll(() => t.close());

const resolve = (c: Customer, accountNumber: string, bankCode = '058') =>
  post(t, c, '/api/transfer/remittance/resolve', {
    account_number: accountNumber,
    currency: 'NGN',
    bank_code: bankCode,
  });

async function newBatch(c: Customer) {
  const r = await call(t, 'POST', '/api/payouts', {
    token: c.token,
    body: { name: 'Farm', account_id: c.accountUuid },
  });
  expect(r.status, JSON.stringify(r.body)).toBe(200);
  return r.body.data.batch.id as string;
}
const upload = (c: Customer, id: string, lines: string[]) =>
  call(t, 'POST', `/api/payouts/${id}/upload`, {
    token: c.token,
    body: { csv: ['bank,account_number,amount,narration', ...lines].join('\n'), file_name: 'farm.csv' },
  });
const statuses = (rows: Array<{ status: string; reason: string | null }>) =>
  rows.map((r) => (r.status === 'problem' ? r.reason : r.status));

describe('name-check budgets', () => {
  it('a payout upload resolves names only within the day’s budget and marks the rest, keeping the file', async () => {
    const c = await signUp(t); // fresh, unverified: tier 1, 3 name checks a day here
    const accounts = Array.from({ length: 5 }, () => validNuban('058'));
    const id = await newBatch(c);
    const r = await upload(c, id, [
      ...accounts.map((a) => `058,${a},2500,Salary`),
      `058,${accounts[0]},3000,Bonus`, // a name already resolved today is free
    ]);
    expect(r.status, JSON.stringify(r.body)).toBe(200);
    expect(r.body.data.batch.status).toBe('review');
    const limit = payoutMessages.nameCheckLimit;
    expect(statuses(r.body.data.rows)).toEqual(['ready', 'ready', 'ready', limit, limit, 'ready']);
    expect(limit).toBe(errors.nameCheckLimit);

    // The budget is spent for single lookups too: a new name is refused, a name already resolved is free.
    const refused = await resolve(c, validNuban('044'), '044');
    expect(refused.status).toBe(429);
    expect(refused.body).toMatchObject({ status: false, message: errors.nameCheckLimit });
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    expect((await resolve(c, accounts[1]!)).status).toBe(200);

    // Fixing a row draws on the same budget.
    const fixed = await call(t, 'POST', `/api/payouts/${id}/rows/4`, {
      token: c.token,
      body: { bank: '058', account_number: validNuban('058'), amount: '2500', narration: 'Salary' },
    });
    expect(fixed.status).toBe(200);
    expect(fixed.body.data.rows[3]).toMatchObject({ status: 'problem', reason: errors.nameCheckLimit });
  });

  it('every way to name a recipient (resolve, quote, send, bills) draws on the one budget', async () => {
    const c = await signUp(t, { pin: PIN, deposit: 20_000 });
    const account = validNuban('058');
    expect((await resolve(c, account)).status).toBe(200);
    expect((await post(t, c, '/api/transfer/enaira/resolve', { alias: 'farm.one' })).status).toBe(200);
    const quote = await post(t, c, '/api/transfer/momo/fee', {
      currency: 'GHS',
      number: '0241234500',
      amount: 5000,
    });
    expect(quote.status).toBe(200);

    const refusals = [
      await post(
        t,
        c,
        '/api/transfer/remittance/send',
        remittanceBody({ account_number: validNuban('058') }),
      ),
      await post(t, c, '/api/transfer/enaira/send', enairaBody({ alias: 'farm.two' })),
      await post(t, c, '/api/transfer/enaira/fee', { alias: 'farm.three', amount: 100 }),
      await post(t, c, '/api/transfer/momo/send', momoBody({ number: '0241234501' })),
      await post(t, c, '/api/bills/validate', { biller: 'dstv', customer_id: '7012345678' }),
      await resolve(c, validNuban('044'), '044'),
    ];
    expect(refusals.map((r) => [r.status, r.body.message])).toEqual(
      refusals.map(() => [429, errors.nameCheckLimit]),
    );
    // Names resolved today are free: the customer can still pay the people they looked up.
    const sent = await post(
      t,
      c,
      '/api/transfer/remittance/send',
      remittanceBody({ account_number: account }),
    );
    expect(sent.status, JSON.stringify(sent.body)).toBe(200);
    expect((await post(t, c, '/api/transfer/momo/send', momoBody({ number: '0241234500' }))).status).toBe(
      200,
    );
  });

  it('looks up Owo accounts on the same budget (they name real customers)', async () => {
    const c = await signUp(t);
    const others = await Promise.all([signUp(t), signUp(t), signUp(t), signUp(t)]);
    const answers = [];
    for (const o of others) answers.push((await resolve(c, o.accountNumber, OWO_BANK.code)).status);
    expect(answers).toEqual([200, 200, 200, 429]);
  });

  it('a business’s prepared sends draw on the business’s budget', async () => {
    const owner = await signUp(t, { type: 'business', pin: '4826', kyc: true, deposit: 50_000 });
    const prepare = (accountNumber: string) =>
      call(t, 'POST', '/api/team/approvals', {
        token: owner.token,
        body: {
          kind: 'send',
          send: {
            amount: 2_000,
            name: 'Supplier',
            note: 'Invoice',
            currency: 'NGN',
            account_number: accountNumber,
            bank_name: 'Guaranty Trust Bank',
            bank_code: '058',
          },
        },
      });
    expect((await prepare(validNuban('058'))).status).toBe(200);
    expect((await prepare(validNuban('058'))).status).toBe(200);
    const third = await prepare(validNuban('058'));
    expect(third.status).toBe(429);
    expect(third.body.message).toBe(errors.nameCheckLimit);
  });

  it('never lets concurrent lookups spend more than the budget', async () => {
    const c = await signUp(t);
    const answers = await Promise.all(Array.from({ length: 10 }, () => resolve(c, validNuban('058'))));
    const statuses = answers.map((r) => r.status).sort();
    expect(statuses).toEqual([...Array(3).fill(200), ...Array(7).fill(429)]);
    // Two uploads at once share the one budget as well.
    const d = await signUp(t);
    const [a, b] = [await newBatch(d), await newBatch(d)];
    const lines = () => Array.from({ length: 3 }, () => `058,${validNuban('058')},2500,Salary`);
    const [ra, rb] = await Promise.all([upload(d, a, lines()), upload(d, b, lines())]);
    const ready = [...ra.body.data.rows, ...rb.body.data.rows].filter((r) => r.status === 'ready');
    expect(ready).toHaveLength(3);
  });
});

describe('the budget of a customer', () => {
  const config = loadConfig({});
  it('is by tier by default: 50 before KYC, 5,000 verified (tier 3) and for a verified business', () => {
    expect(config.nameChecksPerDay).toEqual({ tier1: 50, tier2: 300, tier3: 5_000, business: 5_000 });
    expect(nameCheckBudget(config, { type: 'personal', kyc_status: 'none' })).toBe(50);
    expect(nameCheckBudget(config, { type: 'personal', kyc_status: 'in_review' })).toBe(50);
    expect(nameCheckBudget(config, { type: 'personal', kyc_status: 'verified' })).toBe(5_000);
    expect(nameCheckBudget(config, { type: 'business', kyc_status: 'none' })).toBe(50);
    expect(nameCheckBudget(config, { type: 'business', kyc_status: 'verified' })).toBe(5_000);
  });

  it('is configured by environment variables', () => {
    const env = {
      NAME_CHECKS_TIER_1: '10',
      NAME_CHECKS_TIER_2: '20',
      NAME_CHECKS_TIER_3: '30',
      NAME_CHECKS_BUSINESS: '40',
    };
    const c = loadConfig(env);
    expect(c.nameChecksPerDay).toEqual({ tier1: 10, tier2: 20, tier3: 30, business: 40 });
    expect(nameCheckBudget(c, { type: 'business', kyc_status: 'verified' })).toBe(40);
    expect(() => loadConfig({ NAME_CHECKS_TIER_1: '-1' })).toThrow();
  });
});
