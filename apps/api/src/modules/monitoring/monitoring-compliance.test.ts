import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { checkAgainstSchema, DEFAULT_GOAML_SCHEMA } from '#modules/reports/goaml.ts';
import { type Customer, call, deposit, signUp, type TestApp } from '#test/harness.ts';
import { createOwnTestApp } from '#test/own-database.ts';
import { createStaff, type TestStaff } from '#test/staff.ts';
import { PIN, remittanceBody, validNuban } from '#test/transfers-helpers.ts';

// What compliance does through the console's API: tune a rule with a second officer's approval, read a
// customer's case (alerts, evidence, transactions, holds), decide the holds, escalate the case to a goAML
// suspicious transaction report that validates against the repo's schema, and read the daily CTR.

let t: TestApp;
let maker: TestStaff;
let checker: TestStaff;
let support: TestStaff;
beforeAll(async () => {
  t = await createOwnTestApp();
  [maker, checker, support] = await Promise.all([
    createStaff(t, 'compliance'),
    createStaff(t, 'compliance'),
    createStaff(t, 'support'),
  ]);
}, 120_000);
afterAll(() => t?.close());

const ops = (who: TestStaff, method: 'GET' | 'POST', url: string, body?: unknown) =>
  call(t, method, `/api/ops${url}`, { token: who.token, ...(body === undefined ? {} : { body }) });

const send = (from: Customer, body: Record<string, unknown>) =>
  call(t, 'POST', '/api/transfer/remittance/send', {
    token: from.token,
    body: remittanceBody(body),
    headers: { 'idempotency-key': randomUUID() },
  });

describe('rules change with a second approval', () => {
  it('lists the shipped rules, refuses a bad change, and needs another officer to approve', async () => {
    const rules = await ops(maker, 'GET', '/monitoring/rules');
    expect(rules.status).toBe(200);
    expect(rules.body.data.map((r: { code: string }) => r.code)).toEqual([
      'velocity',
      'structuring',
      'new_device_beneficiary',
      'fan_in_out',
      'dormant',
      'link_repeat_payer',
      'watchlist',
    ]);
    const bad = await ops(maker, 'POST', '/monitoring/rules/velocity/proposals', {
      enabled: true,
      severity: 'high',
      action: 'hold',
      params: { min_sends: 0, window_minutes: 10 },
      reason: 'Tighter',
    });
    expect(bad.status).toBe(400);
    expect(Object.keys(bad.body.errors ?? {})).toEqual(['params.min_sends']);
    const change = {
      enabled: true,
      severity: 'high',
      action: 'hold',
      params: { min_sends: 5, window_minutes: 10 },
      reason: 'Mule accounts seen sending in bursts of five',
    };
    const proposed = await ops(maker, 'POST', '/monitoring/rules/velocity/proposals', change);
    expect(proposed.status, JSON.stringify(proposed.body)).toBe(200);
    expect(proposed.body.data.proposed).toMatchObject({
      version: 2,
      status: 'proposed',
      proposed_by: maker.uuid,
    });
    expect(proposed.body.data.active.version).toBe(1);
    expect((await ops(checker, 'POST', '/monitoring/rules/velocity/proposals', change)).status).toBe(409);
    expect((await ops(support, 'POST', '/monitoring/rules/velocity/versions/2/approve', {})).status).toBe(
      403,
    );
    const own = await ops(maker, 'POST', '/monitoring/rules/velocity/versions/2/approve', {});
    expect(own.status).toBe(403);
    expect(own.body.message).toBe('A second compliance officer must approve or reject this change');
    const approved = await ops(checker, 'POST', '/monitoring/rules/velocity/versions/2/approve', {});
    expect(approved.status).toBe(200);
    expect(approved.body.data).toMatchObject({
      active: {
        version: 2,
        action: 'hold',
        params: { min_sends: 5, window_minutes: 10 },
        decided_by: checker.uuid,
        proposed_by_email: maker.email,
        decided_by_email: checker.email,
      },
      proposed: null,
    });
    const versions = await ops(maker, 'GET', '/monitoring/rules/velocity/versions');
    expect(versions.body.data.map((v: { status: string }) => v.status)).toEqual(['active', 'superseded']);
  });
});

describe("a customer's case, its holds and its report", () => {
  it('holds the sends of a customer the tuned velocity rule flags, then escalates to a goAML STR', async () => {
    const [mule, friend] = await Promise.all([
      signUp(t, { pin: PIN, kyc: true, deposit: 100_000 }),
      signUp(t, { pin: PIN }),
    ]);
    for (let i = 0; i < 4; i++) {
      expect(
        (await send(mule, { amount: 100, bank_code: '090999', account_number: friend.accountNumber })).status,
      ).toBe(200);
    }
    const first = await send(mule, { amount: 5_000, account_number: validNuban('058') });
    await t.app.worker.drain();
    // Still inside the alert's window and the case is open: the next send waits too.
    const second = await send(mule, { amount: 6_000, bank_code: '044', account_number: validNuban('044') });
    expect(second.status, JSON.stringify(second.body)).toBe(200);
    await t.app.worker.drain();

    const cases = await ops(maker, 'GET', `/monitoring/cases?customer=${mule.userUuid}`);
    expect(cases.status).toBe(200);
    expect(cases.body.data).toHaveLength(1);
    const c = cases.body.data[0];
    expect(c).toMatchObject({ status: 'open', customer: { uuid: mule.userUuid } });
    expect(c.alerts).toHaveLength(1);
    expect(c.alerts[0]).toMatchObject({
      rule: { code: 'velocity', version: 2, indicator: 'OWO-VEL' },
      action: 'hold',
      evidence: { sends: 5, min_sends: 5 },
      transaction: first.body.data.transaction.uuid,
    });
    expect(c.transactions.map((x: { amount: string }) => x.amount)).toEqual([
      '100.00',
      '100.00',
      '100.00',
      '100.00',
      '5000.00',
    ]);
    expect(c.holds.map((h: { transaction: string; status: string }) => [h.transaction, h.status])).toEqual([
      [first.body.data.transaction.uuid, 'held'],
      [second.body.data.transaction.uuid, 'held'],
    ]);
    const waiting = await ops(maker, 'GET', '/monitoring/holds');
    expect(waiting.body.data.map((h: { uuid: string }) => h.uuid)).toEqual(
      c.holds.map((h: { uuid: string }) => h.uuid),
    );
    // The holds desk reads whose send it is, the rule that held it and the payment, without opening the case.
    expect(waiting.body.data[0]).toMatchObject({
      case: c.uuid,
      customer: mule.userUuid,
      customer_name: c.customer.name,
      rule: { code: 'velocity', name: 'Velocity' },
      payment: { amount: '5000.00', currency: 'NGN', rail: expect.any(String), status: 'pending' },
    });

    const early = await ops(maker, 'POST', `/cases/${c.uuid}/close`, {
      resolution: 'cleared',
      note: 'Looks fine',
    });
    expect(early.status).toBe(422);
    for (const h of c.holds) {
      expect(
        (await ops(checker, 'POST', `/monitoring/holds/${h.uuid}/reject`, { note: 'Mule pattern' })).body
          .data,
      ).toMatchObject({ status: 'rejected', decided_by: checker.uuid, decided_by_email: checker.email });
    }
    await t.app.worker.drain();

    const escalated = await ops(maker, 'POST', `/cases/${c.uuid}/close`, {
      resolution: 'escalated',
      note: 'Five sends in two minutes to a new account and two banks, right after a deposit: a mule pattern.',
    });
    expect(escalated.status, JSON.stringify(escalated.body)).toBe(200);
    expect(escalated.body.data).toMatchObject({ status: 'escalated', closed_by: maker.uuid });
    expect(escalated.body.data.report).not.toBeNull();
    expect(
      (await ops(maker, 'POST', `/cases/${c.uuid}/close`, { resolution: 'cleared', note: 'x' })).status,
    ).toBe(409);
    const filed = await ops(maker, 'GET', '/reports/str');
    expect(filed.status).toBe(200);
    expect(filed.body.data[0]).toMatchObject({
      uuid: escalated.body.data.report.uuid,
      case: c.uuid,
      customer: { uuid: mule.userUuid },
      transaction_count: 5,
      filed_by: maker.email,
    });
    expect((await ops(support, 'GET', '/reports/str')).status).toBe(403);
    // Finance reads the end of the day, not the regulator's reports: an STR is confidential and names people in full.
    const finance = await createStaff(t, 'finance');
    expect((await ops(finance, 'GET', '/reports/str')).status).toBe(403);
    expect((await ops(finance, 'GET', `/cases/${c.uuid}/str.xml`)).status).toBe(403);
    expect((await ops(finance, 'GET', '/reports/ctr')).status).toBe(403);

    const xml = await t.app.inject({
      method: 'GET',
      url: `/api/ops/cases/${c.uuid}/str.xml`,
      headers: { authorization: `Bearer ${maker.token}` },
    });
    expect(xml.statusCode).toBe(200);
    expect(xml.headers['content-type']).toContain('application/xml');
    expect(await checkAgainstSchema(xml.body, DEFAULT_GOAML_SCHEMA)).toEqual([]);
    expect(xml.body).toContain('<report_code>STR</report_code>');
    expect(xml.body).toContain('<indicator>OWO-VEL</indicator>');
    expect(xml.body).toContain('<amount_local>5000.00</amount_local>');
    expect(xml.body.match(/<t_to_my_client>/g)).toHaveLength(4);
    expect(xml.body.match(/<t_from_my_client>/g)).toHaveLength(5);
    expect(xml.body.match(/<t_to>/g)).toHaveLength(1);
    // Broken on purpose, the same report fails the schema: the check can fail.
    const broken = xml.body.replace('<report_code>STR</report_code>', '<report_code>XYZ</report_code>');
    expect(await checkAgainstSchema(broken, DEFAULT_GOAML_SCHEMA)).not.toEqual([]);

    const { rows } = await t.db.query<{ action: string }>(
      `SELECT action FROM audit_log WHERE action LIKE 'monitoring.%' OR action LIKE 'reports.%' ORDER BY id`,
    );
    expect(rows.map((r) => r.action)).toEqual(
      expect.arrayContaining([
        'monitoring.rule.proposed',
        'monitoring.rule.approved',
        'monitoring.cases.viewed',
        'monitoring.hold.rejected',
        'monitoring.case.escalated',
        'reports.str.downloaded',
      ]),
    );
  }, 120_000);
});

describe('reading about people is recorded', () => {
  it('every list of cases names the customers it showed, and a name screened by hand is on the record', async () => {
    const since = await auditHigh();
    const all = await ops(support, 'GET', '/monitoring/cases?limit=50');
    expect(all.status).toBe(403);
    const listed = await ops(checker, 'GET', '/monitoring/cases?limit=50');
    expect(listed.status).toBe(200);
    const screened = await ops(checker, 'POST', '/screening/check', { name: 'Zebulon Quartermain' });
    expect(screened.status).toBe(200);
    // An id typed in capitals is the same id: the record names it as PostgreSQL writes it, so a search finds it.
    const someone = await signUp(t, { pin: PIN });
    const shouted = await ops(checker, 'GET', `/monitoring/cases?customer=${someone.userUuid.toUpperCase()}`);
    expect(shouted.status).toBe(200);

    const { rows } = await t.db.query<{
      actor: string;
      action: string;
      subject_id: string | null;
      detail: unknown;
    }>('SELECT actor, action, subject_id, detail FROM audit_log WHERE id > $1 ORDER BY id', [since]);
    expect(rows).toEqual([
      {
        actor: checker.email,
        action: 'monitoring.cases.viewed',
        subject_id: null,
        detail: {
          cases: listed.body.data.length,
          status: null,
          customers: [
            ...new Set(listed.body.data.map((c: { customer: { uuid: string } }) => c.customer.uuid)),
          ],
        },
      },
      {
        actor: checker.email,
        action: 'screening.check',
        subject_id: 'Zebulon Quartermain',
        detail: expect.objectContaining({
          hit: screened.body.data.hit,
          threshold: screened.body.data.threshold,
        }),
      },
      {
        actor: checker.email,
        action: 'monitoring.cases.viewed',
        subject_id: someone.userUuid,
        detail: { cases: 0, status: null, customers: [] },
      },
    ]);
  });
});

const auditHigh = async () =>
  (await t.db.query<{ id: string }>('SELECT coalesce(max(id), 0)::text AS id FROM audit_log')).rows[0]!.id;

describe('the daily currency transaction report', () => {
  it('lists the individuals past ₦5,000,000 and companies past ₦10,000,000 of a Lagos day, and keeps it', async () => {
    const [big, small, company] = await Promise.all([
      signUp(t, { pin: PIN, kyc: true }),
      signUp(t, { pin: PIN, kyc: true }),
      signUp(t, { pin: PIN, kyc: true, type: 'business' }),
    ]);
    await deposit(t, big.accountNumber, 3_000_000);
    await deposit(t, big.accountNumber, 2_500_000);
    await deposit(t, small.accountNumber, 4_999_999);
    await deposit(t, company.accountNumber, 6_000_000);
    // Three days ago in Lagos (the worker keeps yesterday's report by itself).
    const { rows } = await t.db.query<{ day: string }>(
      `SELECT to_char((now() AT TIME ZONE 'Africa/Lagos')::date - 3, 'YYYY-MM-DD') AS day`,
    );
    const day = rows[0]!.day;
    await t.db.query(
      `UPDATE transactions SET created_at = ($1::date + time '12:00') AT TIME ZONE 'Africa/Lagos'
       WHERE user_id IN (SELECT id FROM users WHERE uuid = ANY($2::uuid[]))`,
      [day, [big.userUuid, small.userUuid, company.userUuid]],
    );
    const r = await ops(maker, 'GET', `/reports/ctr?date=${day}`);
    expect(r.status, JSON.stringify(r.body)).toBe(200);
    expect(r.body.data).toMatchObject({
      date: day,
      individual_threshold: '5000000.00',
      company_threshold: '10000000.00',
    });
    expect(r.body.data.rows).toEqual([
      expect.objectContaining({
        customer: big.userUuid,
        type: 'personal',
        credits: '5500000.00',
        credit_count: 2,
      }),
    ]);
    const csv = await t.app.inject({
      method: 'GET',
      url: `/api/ops/reports/ctr.csv?date=${day}`,
      headers: { authorization: `Bearer ${maker.token}` },
    });
    expect(csv.statusCode).toBe(200);
    expect(csv.body.split('\n')[1]).toContain(`${day},${big.userUuid}`);
    // Kept as made: a later movement dated that day does not change it.
    await deposit(t, small.accountNumber, 1);
    await t.db.query(
      `UPDATE transactions SET created_at = ($1::date + time '13:00') AT TIME ZONE 'Africa/Lagos'
       WHERE user_id = (SELECT id FROM users WHERE uuid = $2)`,
      [day, small.userUuid],
    );
    expect((await ops(maker, 'GET', `/reports/ctr?date=${day}`)).body.data.rows).toHaveLength(1);
    const lagos = await t.db.query<{ today: string }>(
      `SELECT to_char((now() AT TIME ZONE 'Africa/Lagos')::date, 'YYYY-MM-DD') AS today`,
    );
    const today = await ops(maker, 'GET', `/reports/ctr?date=${lagos.rows[0]!.today}`);
    expect(today.status).toBe(422);
    // Each read is on the record, the first one as the one that made the report.
    const reads = await t.db.query<{ action: string; detail: { made: boolean } }>(
      `SELECT action, detail FROM audit_log WHERE subject_id = $1 ORDER BY id`,
      [`ctr:${day}`],
    );
    expect(reads.rows).toEqual([
      { action: 'reports.ctr.viewed', detail: { made: true } },
      { action: 'reports.ctr.downloaded', detail: { made: false } },
      { action: 'reports.ctr.viewed', detail: { made: false } },
    ]);
  }, 120_000);
});
