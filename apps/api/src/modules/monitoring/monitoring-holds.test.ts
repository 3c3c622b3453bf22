import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Customer, call, lastOtp, onRealServer, signUp, type TestApp } from '#test/harness.ts';
import { createOwnTestApp } from '#test/own-database.ts';
import { createStaff, type TestStaff } from '#test/staff.ts';
import { PIN, remittanceBody, usdBody } from '#test/transfers-helpers.ts';
import { holdPayment, insertAlert, openCase, openCases, standingHoldAlerts } from './alerts-repository.ts';

// A hold rule keeps the money in Owo: the flagged send stays pending, the rail is never asked, until
// compliance releases it (paid) or rejects it (reversed to the customer through the ledger).

let t: TestApp;
let officer: TestStaff;
let second: TestStaff;
beforeAll(async () => {
  t = await createOwnTestApp();
  [officer, second] = await Promise.all([createStaff(t, 'compliance'), createStaff(t, 'compliance')]);
}, 120_000);
afterAll(() => t?.close());

const NEW_PHONE = 'monitoring-new-phone-01';
/** A compliance officer's decision on a hold, through the console's API. */
const decide = (hold: string, decision: 'release' | 'approve' | 'reject', note: string) =>
  call(t, 'POST', `/api/ops/monitoring/holds/${hold}/${decision}`, { token: officer.token, body: { note } });

/** Signs the customer in on a device the account never used (the new-device code texted to them). */
async function onNewDevice(c: Customer): Promise<Customer> {
  const headers = { 'x-device-id': NEW_PHONE };
  const first = await call(t, 'POST', '/api/auth/login', {
    body: { phone: c.phone, password: c.password },
    headers,
  });
  expect(first.body.data).toEqual({ step: 'verify_device' });
  const done = await call(t, 'POST', '/api/auth/login', {
    body: { phone: c.phone, password: c.password, otp: await lastOtp(t, c.phone) },
    headers,
  });
  expect(done.status, JSON.stringify(done.body)).toBe(200);
  return { ...c, token: done.body.data.token.access_token };
}

const sendFrom = (c: Customer, url: string, body: unknown, device?: string) =>
  call(t, 'POST', url, {
    token: c.token,
    body,
    headers: { 'idempotency-key': randomUUID(), ...(device ? { 'x-device-id': device } : {}) },
  });

async function outboxOf(reference: string) {
  const { rows } = await t.db.query<{ state: string; paid_by_rail: boolean; status: string }>(
    `SELECT o.state, tr.status, EXISTS (SELECT 1 FROM sandbox_payouts p WHERE p.reference = tr.reference) AS paid_by_rail
     FROM transactions tr JOIN outbox o ON o.transaction_id = tr.id WHERE tr.reference = $1`,
    [reference],
  );
  return rows[0]!;
}

/** The customer's balance in kobo, from the ledger's cached balance. */
async function balanceMinor(c: Customer): Promise<bigint> {
  const { rows } = await t.db.query<{ b: bigint }>(
    'SELECT balance_minor AS b FROM accounts WHERE uuid = $1',
    [c.accountUuid],
  );
  return rows[0]!.b;
}

async function holdOf(reference: string) {
  const { rows } = await t.db.query<{ uuid: string; code: string; status: string }>(
    `SELECT h.uuid::text AS uuid, r.code, h.status FROM monitoring_holds h
     JOIN monitoring_alerts a ON a.id = h.alert_id JOIN monitoring_rules r ON r.id = a.rule_id
     JOIN transactions tr ON tr.id = h.transaction_id WHERE tr.reference = $1`,
    [reference],
  );
  return rows[0];
}

describe('new device + new beneficiary + large amount (a hold rule)', () => {
  it('holds the send in Owo until compliance rejects it, then returns the money through the ledger', async () => {
    const owner = await signUp(t, { pin: PIN, kyc: true, deposit: 1_000_000 });
    const thief = await onNewDevice(owner);
    const r = await sendFrom(
      thief,
      '/api/transfer/remittance/send',
      remittanceBody({ amount: 400_000 }),
      NEW_PHONE,
    );
    expect(r.status, JSON.stringify(r.body)).toBe(200);
    const reference = r.body.data.transaction.reference as string;
    await t.app.worker.drain();
    // Held: the customer's money left their account for the rail's clearing account, inside Owo; the rail
    // was never asked to pay.
    expect(await outboxOf(reference)).toEqual({ state: 'held', status: 'pending', paid_by_rail: false });
    expect(await balanceMinor(owner)).toBe(100_000_000n - 40_000_000n - 5_375n);
    const hold = await holdOf(reference);
    expect(hold).toMatchObject({ code: 'new_device_beneficiary', status: 'held' });
    await t.app.worker.drain();
    expect((await outboxOf(reference)).paid_by_rail).toBe(false);

    const rejected = await decide(hold!.uuid, 'reject', 'Account taken over; confirmed with the owner');
    expect(rejected.status, JSON.stringify(rejected.body)).toBe(200);
    expect(rejected.body.data).toMatchObject({ status: 'rejected', decided_by: officer.uuid });
    await t.app.worker.drain();
    expect(await outboxOf(reference)).toEqual({ state: 'reversed', status: 'reversed', paid_by_rail: false });
    expect(await balanceMinor(owner)).toBe(100_000_000n);
    // A decided hold is not decided again.
    const again = await decide(hold!.uuid, 'release', 'again');
    expect(again.status).toBe(409);
    expect(again.body.message).toBe('This hold was already decided');
  }, 120_000);

  it('releases a held send to its rail, which pays it, on the word of two officers, never one', async () => {
    const owner = await signUp(t, { pin: PIN, kyc: true, deposit: 1_000_000 });
    const phone = await onNewDevice(owner);
    const r = await sendFrom(
      phone,
      '/api/transfer/remittance/send',
      remittanceBody({ amount: 250_000 }),
      NEW_PHONE,
    );
    const reference = r.body.data.transaction.reference as string;
    await t.app.worker.drain();
    const hold = await holdOf(reference);
    expect(hold?.status).toBe('held');
    // Nobody has asked yet: there is nothing to approve.
    const early = await decide(hold!.uuid, 'approve', 'Approving nothing');
    expect(early.status).toBe(409);
    expect(early.body.message).toBe('Nobody has asked to release this payment.');
    const asked = await decide(hold!.uuid, 'release', 'The owner bought a new phone; called to confirm');
    expect(asked.status, JSON.stringify(asked.body)).toBe(200);
    expect(asked.body.message).toBe('Release requested: a second officer approves it');
    expect(asked.body.data).toMatchObject({
      status: 'held',
      release_requested_by_email: officer.email,
      release_note: 'The owner bought a new phone; called to confirm',
    });
    // One officer's word does not let the money leave: asking again is refused, and the rail is not asked.
    const alone = await decide(hold!.uuid, 'release', 'Really, release it');
    expect(alone.status).toBe(409);
    expect(alone.body.message).toBe('A second officer must approve this release.');
    await t.app.worker.drain();
    expect(await outboxOf(reference)).toMatchObject({ state: 'held', paid_by_rail: false });
    // Nor can the database be told otherwise: a payment released by its own requester breaks a constraint.
    await expect(
      t.db.query(
        `UPDATE monitoring_holds SET status = 'released', decided_by = release_requested_by, decided_at = now()
         WHERE uuid = $1`,
        [hold!.uuid],
      ),
    ).rejects.toThrow(/monitoring_holds_payment_released_by_two/);

    // A second officer who had not seen the request (a page not yet refreshed) asks too: told to review it.
    const stale = await call(t, 'POST', `/api/ops/monitoring/holds/${hold!.uuid}/release`, {
      token: second.token,
      body: { note: 'Release it' },
    });
    expect(stale.status).toBe(409);
    expect(stale.body.message).toBe(
      'Another officer has asked to release this payment: approve or reject their request.',
    );
    const selfApproved = await decide(hold!.uuid, 'approve', 'My own request');
    expect(selfApproved.status).toBe(409);
    const approved = await call(t, 'POST', `/api/ops/monitoring/holds/${hold!.uuid}/approve`, {
      token: second.token,
      body: { note: 'Checked the call recording' },
    });
    expect(approved.status, JSON.stringify(approved.body)).toBe(200);
    expect(approved.body.data).toMatchObject({ status: 'released', decided_by: second.uuid });
    await t.app.worker.drain();
    expect(await outboxOf(reference)).toEqual({ state: 'settled', status: 'successful', paid_by_rail: true });
    const { rows } = await t.db.query<{ action: string; actor: string }>(
      `SELECT action, actor FROM audit_log WHERE subject_id = $1 ORDER BY id`,
      [hold!.uuid],
    );
    expect(rows).toEqual([
      { action: 'monitoring.hold.release_requested', actor: officer.email },
      { action: 'monitoring.hold.released', actor: second.email },
    ]);
  }, 120_000);

  it('lets the same large send through from the device the account always used', async () => {
    const owner = await signUp(t, { pin: PIN, kyc: true, deposit: 1_000_000 });
    const r = await sendFrom(owner, '/api/transfer/remittance/send', remittanceBody({ amount: 400_000 }));
    await t.app.worker.drain();
    expect(await outboxOf(r.body.data.transaction.reference)).toMatchObject({ state: 'settled' });
  }, 120_000);
});

describe('beneficiary screening (a hold rule)', () => {
  it('holds a wire to a listed name written another way, and pays one to a common name', async () => {
    const c = await signUp(t, { pin: PIN, kyc: true, deposit: 500_000 });
    const listed = await sendFrom(
      c,
      '/api/transfer/usd/send',
      usdBody({ amount: 100, account_name: 'Abdurrahman Yousef Alqadiri' }),
    );
    expect(listed.status, JSON.stringify(listed.body)).toBe(200);
    const common = await sendFrom(
      c,
      '/api/transfer/usd/send',
      usdBody({ amount: 100, account_name: 'John Carter' }),
    );
    await t.app.worker.drain();
    const held = listed.body.data.transaction.reference as string;
    expect(await outboxOf(held)).toMatchObject({ state: 'held', paid_by_rail: false });
    expect(await holdOf(held)).toMatchObject({ code: 'watchlist', status: 'held' });
    expect(await outboxOf(common.body.data.transaction.reference)).toMatchObject({ state: 'settled' });
    const { rows } = await t.db.query<{ hit: boolean; name: string }>(
      `SELECT s.hit, s.name FROM screenings s JOIN users u ON u.id = s.user_id
       WHERE u.uuid = $1 AND s.subject = 'beneficiary' ORDER BY s.id`,
      [c.userUuid],
    );
    expect(rows).toEqual([
      { hit: true, name: 'Abdurrahman Yousef Alqadiri' },
      { hit: false, name: 'John Carter' },
    ]);
  }, 120_000);
});

// Two sessions at once need the real server (PGlite is one session).
describe.runIf(onRealServer())('a case the engine is adding to', () => {
  for (const how of ['a hit', 'a standing window hold'] as const)
    it(`is closed only after the engine’s hold lands, so the close sees it and refuses (${how})`, async () => {
      const c = await signUp(t, { pin: PIN, kyc: true, deposit: 100_000 });
      const sent = await sendFrom(c, '/api/transfer/remittance/send', remittanceBody({ amount: 2000 }));
      expect(sent.status, JSON.stringify(sent.body)).toBe(200);
      const ids = await t.db.query<{ user_id: bigint; tx: bigint; rule: bigint; version: bigint }>(
        `SELECT u.id AS user_id, tr.id AS tx, r.id AS rule, v.id AS version
       FROM users u JOIN transactions tr ON tr.user_id = u.id AND tr.reference = $2,
            monitoring_rules r JOIN monitoring_rule_versions v ON v.rule_id = r.id AND v.status = 'active'
       WHERE u.uuid = $1 AND r.code = 'velocity'`,
        [c.userUuid, sent.body.data.transaction.reference],
      );
      const { user_id: userId, tx, rule, version } = ids.rows[0]!;
      const caseId = await t.db.tx((q) => openCase(q, userId));
      const caseUuid = (
        await t.db.query<{ uuid: string }>('SELECT uuid::text AS uuid FROM monitoring_cases WHERE id = $1', [
          String(caseId),
        ])
      ).rows[0]!.uuid;
      // The engine finds the case open, then (before it commits) adds an alert and holds the send on it.
      let found!: () => void;
      const finding = new Promise<void>((r) => {
        found = r;
      });
      let go!: () => void;
      const going = new Promise<void>((r) => {
        go = r;
      });
      if (how === 'a standing window hold') {
        // An earlier hold alert of the velocity rule (a window rule) on the case, inside its window.
        await t.db.tx((q) =>
          insertAlert(q, {
            caseId,
            userId,
            ruleId: rule,
            ruleVersionId: version,
            severity: 'high',
            action: 'hold',
            subject: 'transaction',
            transactionId: null,
            dedupeKey: `velocity:standing:${tx}`,
            evidence: {},
            transactionIds: [],
          }),
        );
      }
      const engine = t.db.tx(async (q) => {
        if (how === 'a hit') {
          const cases = await openCases(q, [userId]);
          expect(cases.get(userId)).toBe(caseId);
        } else {
          const standing = await standingHoldAlerts(q, [userId], [{ ruleId: rule, windowMinutes: 10 }]);
          expect(standing.map((a) => a.case_id)).toEqual([caseId]);
        }
        found();
        await going;
        const alertId = await insertAlert(q, {
          caseId,
          userId,
          ruleId: rule,
          ruleVersionId: version,
          severity: 'high',
          action: 'hold',
          subject: 'transaction',
          transactionId: tx,
          dedupeKey: `velocity:race:${tx}`,
          evidence: {},
          transactionIds: [tx],
        });
        expect(await holdPayment(q, { transactionId: tx, userId, caseId, alertId: alertId! })).toBe(true);
      });
      await finding;
      let settled = false;
      const close = call(t, 'POST', `/api/ops/cases/${caseUuid}/close`, {
        token: officer.token,
        body: { resolution: 'cleared', note: 'Nothing here' },
      }).finally(() => {
        settled = true;
      });
      const waiting = async () =>
        Number(
          (
            await t.db.query<{ n: string }>(
              `SELECT count(*)::text AS n FROM pg_stat_activity WHERE wait_event_type = 'Lock' AND datname = current_database()`,
            )
          ).rows[0]!.n,
        );
      // The officer's close waits for the engine's transaction instead of closing the case under it.
      await expect.poll(waiting, { timeout: 5_000 }).toBeGreaterThanOrEqual(1);
      expect(settled).toBe(false);
      go();
      await engine;
      const closed = await close;
      expect(closed.status, JSON.stringify(closed.body)).toBe(422);
      expect(await holdOf(sent.body.data.transaction.reference)).toMatchObject({ status: 'held' });
      const open = await t.db.query<{ status: string }>('SELECT status FROM monitoring_cases WHERE id = $1', [
        String(caseId),
      ]);
      expect(open.rows[0]!.status).toBe('open');
    }, 60_000);
});
