import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Customer, call, deposit, signUp, type TestApp } from '#test/harness.ts';
import { createOwnTestApp } from '#test/own-database.ts';
import { PIN, remittanceBody, validNuban } from '#test/transfers-helpers.ts';
import { monitorBatch } from './engine.ts';

// Each rule Owo ships fires on its pattern and stays quiet just short of it, and an ordinary customer's month
// raises nothing. The worker evaluates committed history after the fact (drain), as in production.

let t: TestApp;
beforeAll(async () => {
  t = await createOwnTestApp();
}, 120_000);
afterAll(() => t?.close());

const customer = (o: { kyc?: boolean; deposit?: number } = {}) =>
  signUp(t, { pin: PIN, kyc: o.kyc ?? true, deposit: o.deposit });

/** A send through the remittance route: to an Owo account (instant) or to a bank (through the outbox). */
function send(from: Customer, amount: number, to: { owo: Customer } | { bank: string; account?: string }) {
  const body =
    'owo' in to
      ? remittanceBody({ amount, bank_code: '090999', account_number: to.owo.accountNumber })
      : remittanceBody({ amount, bank_code: to.bank, account_number: to.account ?? validNuban(to.bank) });
  return call(t, 'POST', '/api/transfer/remittance/send', {
    token: from.token,
    body,
    headers: { 'idempotency-key': randomUUID() },
  }).then((r) => {
    expect(r.status, JSON.stringify(r.body)).toBe(200);
    return r;
  });
}

/** The customer's alerts: the rule, its action and evidence, and how many transactions make the pattern. */
async function alertsOf(c: Customer) {
  await t.app.worker.drain();
  const { rows } = await t.db.query<{
    code: string;
    action: string;
    evidence: Record<string, unknown>;
    transactions: number;
  }>(
    `SELECT r.code, a.action, a.evidence,
       (SELECT count(*) FROM monitoring_alert_transactions x WHERE x.alert_id = a.id)::int AS transactions
     FROM monitoring_alerts a JOIN monitoring_rules r ON r.id = a.rule_id
     JOIN users u ON u.id = a.user_id WHERE u.uuid = $1 ORDER BY a.id`,
    [c.userUuid],
  );
  return rows;
}
const codes = async (c: Customer) => (await alertsOf(c)).map((a) => a.code);

describe('velocity (20 or more sends within 10 minutes)', () => {
  it('fires on the 20th send, with the 20 sends as its evidence, and not on 19', async () => {
    const [fast, slow, friend] = await Promise.all([
      customer({ deposit: 10_000 }),
      customer({ deposit: 10_000 }),
      customer({ kyc: false }),
    ]);
    for (let i = 0; i < 19; i++) {
      await send(fast, 100, { owo: friend });
      await send(slow, 100, { owo: friend });
    }
    expect(await codes(slow)).toEqual([]);
    expect(await codes(fast)).toEqual([]);
    await send(fast, 100, { owo: friend });
    const alerts = await alertsOf(fast);
    expect(alerts.map((a) => a.code)).toEqual(['velocity']);
    expect(alerts[0]).toMatchObject({ action: 'alert', transactions: 20 });
    expect(alerts[0]!.evidence).toMatchObject({ sends: 20, min_sends: 20, window_minutes: 10 });
    // Once per window: the 21st send adds no second alert.
    await send(fast, 100, { owo: friend });
    expect(await codes(fast)).toEqual(['velocity']);
    expect(await codes(friend)).toEqual([]);
  }, 120_000);
});

describe('several hits in one batch', () => {
  it("raises one alert each, in the customer's own case: the open one kept, a new one opened", async () => {
    const [a, b, c, friend] = await Promise.all([
      customer({ deposit: 10_000 }),
      customer({ deposit: 10_000 }),
      customer({ deposit: 10_000 }),
      customer({ kyc: false }),
    ]);
    await t.app.worker.drain();
    const { rows: open } = await t.db.query<{ id: bigint }>(
      'INSERT INTO monitoring_cases (user_id) SELECT id FROM users WHERE uuid = $1 RETURNING id',
      [c.userUuid],
    );
    const { rows: feed } = await t.db.query<{ position: bigint }>('SELECT position FROM monitoring_feed');
    for (let i = 0; i < 20; i++) for (const x of [a, b, c]) await send(x, 100, { owo: friend });
    const batch = () => t.db.tx((q) => monitorBatch(q));
    expect(await batch()).toMatchObject({ read: 120, more: false });
    const alerts = async () =>
      (
        await t.db.query<{
          uuid: string;
          code: string;
          case_id: bigint;
          own_case: boolean;
          own: number;
          all: number;
        }>(
          `SELECT u.uuid, r.code, a.case_id, c.user_id = a.user_id AND c.status = 'open' AS own_case,
             (SELECT count(*) FROM monitoring_alert_transactions x JOIN transactions tx ON tx.id = x.transaction_id
              WHERE x.alert_id = a.id AND tx.user_id = a.user_id AND tx.direction = 'debit')::int AS own,
             (SELECT count(*) FROM monitoring_alert_transactions x WHERE x.alert_id = a.id)::int AS all
           FROM monitoring_alerts a JOIN monitoring_rules r ON r.id = a.rule_id
           JOIN monitoring_cases c ON c.id = a.case_id JOIN users u ON u.id = a.user_id
           WHERE u.uuid = ANY($1::uuid[]) ORDER BY a.id`,
          [[a, b, c, friend].map((x) => x.userUuid)],
        )
      ).rows;
    const raised = await alerts();
    expect(raised.map((r) => r.uuid).sort()).toEqual([a, b, c].map((x) => x.userUuid).sort());
    for (const r of raised) expect(r).toMatchObject({ code: 'velocity', own_case: true, own: 20, all: 20 });
    expect(new Set(raised.map((r) => r.case_id)).size).toBe(3);
    expect(raised.find((r) => r.uuid === c.userUuid)!.case_id).toBe(open[0]!.id);
    // A batch repeated whole (a crash before its commit was known) raises nothing twice.
    await t.db.query('UPDATE monitoring_feed SET position = $1', [feed[0]!.position]);
    expect((await batch()).read).toBe(120);
    expect(await alerts()).toEqual(raised);
  }, 120_000);
});

describe('structuring (three sends just below ₦1,000,000 within a day)', () => {
  it('fires on the third send in the band, not on two, nor on sends at the threshold', async () => {
    const [splitter, honest] = await Promise.all([
      customer({ deposit: 3_000_000 }),
      customer({ deposit: 3_000_000 }),
    ]);
    for (const amount of [950_000, 990_000]) {
      await send(splitter, amount, { bank: '058' });
      await send(honest, amount, { bank: '058' });
    }
    await send(honest, 1_000_000, { bank: '044' });
    expect(await codes(honest)).toEqual([]);
    expect(await codes(splitter)).toEqual([]);
    await send(splitter, 905_000, { bank: '033' });
    const alerts = await alertsOf(splitter);
    expect(alerts.map((a) => a.code)).toEqual(['structuring']);
    expect(alerts[0]!.evidence).toMatchObject({ sends: 3, total_minor: '284500000' });
  }, 120_000);
});

describe('fan-in, fan-out (10 senders in, 80 % out within the hour)', () => {
  it('fires on the account that collects from ten people and sends most of it on, not on one that keeps it', async () => {
    const [mule, keeper] = await Promise.all([customer(), customer()]);
    const senders = await Promise.all(
      Array.from({ length: 10 }, () => signUp(t, { pin: PIN, deposit: 30_000 })),
    );
    for (const s of senders) {
      await send(s, 11_000, { owo: mule });
      await send(s, 11_000, { owo: keeper });
    }
    await send(mule, 90_000, { bank: '058' });
    await send(keeper, 50_000, { bank: '058' });
    const alerts = await alertsOf(mule);
    expect(alerts.map((a) => a.code)).toEqual(['fan_in_out']);
    expect(alerts[0]!.evidence).toMatchObject({ senders: 10, in_minor: '11000000' });
    expect(alerts[0]!.transactions).toBe(11);
    expect(await codes(keeper)).toEqual([]);
  }, 120_000);
});

describe('dormant account suddenly active (180 days, then ₦50,000 within a day)', () => {
  /** Moves the customer's account and history back in time, as if they had been away. */
  async function backdate(c: Customer, days: number) {
    await t.app.worker.drain();
    await t.db.query(
      `UPDATE users SET created_at = created_at - make_interval(days => 400) WHERE uuid = $1`,
      [c.userUuid],
    );
    await t.db.query(
      `UPDATE transactions SET created_at = created_at - make_interval(days => $2)
       WHERE user_id = (SELECT id FROM users WHERE uuid = $1)`,
      [c.userUuid, days],
    );
  }

  it('fires when an account quiet for 200 days sends ₦60,000; not after 30 quiet days, nor for ₦20,000', async () => {
    const [sleeper, regular, small] = await Promise.all([
      customer({ deposit: 100_000 }),
      customer({ deposit: 100_000 }),
      customer({ deposit: 100_000 }),
    ]);
    await backdate(sleeper, 200);
    await backdate(regular, 30);
    await backdate(small, 200);
    await send(sleeper, 60_000, { bank: '058' });
    await send(regular, 60_000, { bank: '058' });
    await send(small, 20_000, { bank: '058' });
    const alerts = await alertsOf(sleeper);
    expect(alerts.map((a) => a.code)).toEqual(['dormant']);
    expect(alerts[0]!.evidence).toMatchObject({ dormant_days: 180, moved_minor: '6000000' });
    expect(await codes(regular)).toEqual([]);
    expect(await codes(small)).toEqual([]);
  }, 120_000);
});

describe('payment link paid again and again by one payer (5 times, ₦100,000, within a day)', () => {
  it("fires on the link owner's fifth payment from one payer, not on four", async () => {
    const [shop, payer, other] = await Promise.all([
      customer(),
      customer({ deposit: 200_000 }),
      customer({ deposit: 200_000 }),
    ]);
    const created = await call(t, 'POST', '/api/payment-links', {
      token: shop.token,
      body: { description: 'Phones and accessories', amount_type: 'open' },
    });
    const slug = created.body.data.link.slug as string;
    const pay = (who: Customer, amount: number) =>
      call(t, 'POST', `/api/payment-links/${slug}/pay`, {
        token: who.token,
        body: { pin: PIN, amount },
        headers: { 'idempotency-key': randomUUID() },
      }).then((r) => expect(r.status, JSON.stringify(r.body)).toBe(200));
    for (let i = 0; i < 4; i++) {
      await pay(payer, 25_000);
      await pay(other, 30_000);
    }
    expect(await codes(shop)).toEqual([]);
    await pay(payer, 25_000);
    const alerts = await alertsOf(shop);
    expect(alerts.map((a) => a.code)).toEqual(['link_repeat_payer']);
    expect(alerts[0]!.evidence).toMatchObject({ payments: 5, total_minor: '12500000' });
    expect(await codes(payer)).toEqual([]);
  }, 120_000);
});

describe("an ordinary customer's month", () => {
  it('raises no alert: salary in, rent and bills to banks, transfers to friends, a link paid once', async () => {
    const [ada, friend1, friend2, shop] = await Promise.all([
      customer({ deposit: 450_000 }),
      customer({ deposit: 20_000 }),
      customer({ deposit: 20_000 }),
      customer(),
    ]);
    const link = await call(t, 'POST', '/api/payment-links', {
      token: shop.token,
      body: { description: 'Tailoring', amount_type: 'fixed', amount: 15_000 },
    });
    const landlord = validNuban('058');
    await send(ada, 150_000, { bank: '058', account: landlord });
    await send(ada, 18_500, { bank: '044' });
    for (const amount of [5_000, 12_000, 7_500, 20_000]) {
      await send(ada, amount, { owo: friend1 });
      await send(ada, amount / 2, { owo: friend2 });
    }
    await send(friend1, 3_000, { owo: ada });
    await send(friend2, 4_500, { owo: ada });
    await call(t, 'POST', `/api/payment-links/${link.body.data.link.slug}/pay`, {
      token: ada.token,
      body: { pin: PIN },
      headers: { 'idempotency-key': randomUUID() },
    });
    await deposit(t, ada.accountNumber, 450_000);
    await send(ada, 150_000, { bank: '058', account: landlord });
    for (const c of [ada, friend1, friend2, shop]) expect(await codes(c)).toEqual([]);
  }, 120_000);
});
