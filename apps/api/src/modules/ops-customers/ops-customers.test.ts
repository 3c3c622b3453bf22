import { randomUUID } from 'node:crypto';
import { restrictionMessages } from '@owo/contract/messages';
import { opsMessages } from '@owo/contract/ops';
import { opsCustomerMessages } from '@owo/contract/ops-customers';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PERMISSIONS } from '#modules/staff/permissions.ts';
import { totpCode } from '#modules/staff/totp.ts';
import { TIERS } from '#money';
import {
  type Customer,
  call,
  createTestApp,
  deposit,
  kycBody,
  randomBvn,
  signUp,
  type TestApp,
} from '#test/harness.ts';
import { createStaff, createStaffTeam, type TestStaff } from '#test/staff.ts';

let t: TestApp;
let team: Awaited<ReturnType<typeof createStaffTeam>>;

beforeAll(async () => {
  t = await createTestApp();
  team = await createStaffTeam(t);
});
afterAll(async () => {
  await t?.close();
});

const as = (s: TestStaff) => ({ token: s.token });
const search = (s: TestStaff, q: string, extra = '') =>
  call(t, 'GET', `/api/ops/customers?q=${encodeURIComponent(q)}${extra}`, as(s));
const open = (s: TestStaff, c: Customer) => call(t, 'GET', `/api/ops/customers/${c.userUuid}`, as(s));
const giveReason = (s: TestStaff, c: Customer, reason = 'Customer called about a transfer') =>
  call(t, 'POST', `/api/ops/customers/${c.userUuid}/access`, { ...as(s), body: { reason } });

async function auditOf(subject: string, action: string) {
  const { rows } = await t.db.query<{ staff_id: bigint; detail: Record<string, unknown> }>(
    'SELECT staff_id, detail FROM audit_log WHERE subject_id = $1 AND action = $2 ORDER BY id',
    [subject, action],
  );
  return rows;
}

/** A customer with a name of our choosing (names come from KYC; a unique one makes searches exact). */
async function named(firstname: string, lastname: string, opts: Parameters<typeof signUp>[1] = {}) {
  const c = await signUp(t, opts);
  await t.db.query('UPDATE users SET firstname = $2, lastname = $3 WHERE uuid = $1', [
    c.userUuid,
    firstname,
    lastname,
  ]);
  return c;
}

/** A surname nobody else has: letters only (a word with digits is taken for a transaction reference). */
const unique = () =>
  `Zq${Array.from({ length: 8 }, () => String.fromCharCode(97 + Math.floor(Math.random() * 26))).join('')}`;

const SEND = {
  amount: 1_500,
  name: 'Friend',
  note: 'lunch',
  currency: 'NGN',
  bank_name: 'Owo MFB',
  bank_code: '090999',
  pin: '4826',
};

describe('finding a customer', () => {
  it('finds a customer by phone in any Nigerian format, e-mail, account number, reference and name', async () => {
    const surname = unique();
    const c = await named('Adaeze', surname, { pin: '4826', deposit: 2_000 });
    const national = c.phone; // 080…
    const local = national.slice(1);
    const forms = [
      national,
      `+234${local}`,
      `234${local}`,
      `+234 ${local.slice(0, 3)} ${local.slice(3, 6)} ${local.slice(6)}`,
      `${national.slice(0, 4)}-${national.slice(4, 7)}-${national.slice(7)}`,
      local,
    ];
    for (const q of forms) {
      const r = await search(team.support, q);
      expect(r.status, q).toBe(200);
      expect(r.body.data.match, q).toBe('phone');
      expect(
        r.body.data.customers.map((x: { uuid: string }) => x.uuid),
        q,
      ).toEqual([c.userUuid]);
    }
    const byEmail = await search(team.support, c.email.toUpperCase());
    expect(byEmail.body.data).toMatchObject({ match: 'email', total: 1 });
    const byAccount = await search(team.support, c.accountNumber);
    expect(byAccount.body.data.match).toBe('account');
    expect(byAccount.body.data.customers[0].uuid).toBe(c.userUuid);
    const history = await call(t, 'GET', '/api/accounts/transactions', { token: c.token });
    const deposited = history.body.data.data[0].reference as string;
    const byReference = await search(team.support, deposited);
    expect(byReference.body.data).toMatchObject({ match: 'reference', total: 1 });
    expect(byReference.body.data.customers[0].uuid).toBe(c.userUuid);
    // A credit whose partner reference holds no digit (the history shows it as INFLOW-…) is still found.
    const lettersOnly = `SANDBOX-${surname.replace(/[^A-Za-z]/g, '')}-Credit`;
    const credited = await call(t, 'POST', '/api/sandbox/deposits', {
      body: { account_number: c.accountNumber, amount: 100, reference: lettersOnly },
    });
    expect(credited.status).toBe(200);
    const byLetters = await search(team.support, `INFLOW-${lettersOnly}`);
    expect(byLetters.body.data).toMatchObject({ match: 'reference', total: 1 });
    // An Owo reference typed in lower case finds both sides of the transfer.
    const other = await signUp(t);
    const sent = await call(t, 'POST', '/api/transfer/remittance/send', {
      token: c.token,
      body: { ...SEND, account_number: other.accountNumber },
    });
    expect(sent.status).toBe(200);
    const bothSides = await search(team.support, sent.body.data.transaction.reference.toLowerCase());
    expect(bothSides.body.data.customers.map((x: { uuid: string }) => x.uuid).sort()).toEqual(
      [c.userUuid, other.userUuid].sort(),
    );
    const byName = await search(team.support, `ada ${surname.slice(1, 7).toLowerCase()}`);
    expect(byName.body.data.match).toBe('name');
    expect(byName.body.data.customers.map((x: { uuid: string }) => x.uuid)).toEqual([c.userUuid]);
    const byId = await search(team.support, c.userUuid);
    expect(byId.body.data.customers[0].name).toBe(`Adaeze ${surname}`);
  });

  it('masks phone and e-mail for support and shows them to compliance', async () => {
    const c = await signUp(t);
    const bySupport = (await search(team.support, c.phone)).body.data.customers[0];
    expect(bySupport.phone).toMatch(/^\+234 \d{3} \*\*\* \d{4}$/);
    expect(bySupport.phone.slice(-4)).toBe(c.phone.slice(-4));
    expect(bySupport.email).toMatch(/^c\*\*\*.@example\.ng$/);
    const byCompliance = (await search(team.compliance, c.phone)).body.data.customers[0];
    expect(byCompliance.phone).toBe(`+234${c.phone.slice(1)}`);
    expect(byCompliance.email).toBe(c.email);
  });

  it('pages a name search on the server and counts the matches', async () => {
    const surname = unique();
    for (let i = 0; i < 7; i++) await named(`Chidi${i}`, surname);
    const first = await search(team.finance, surname, '&per_page=5');
    expect(first.body.data).toMatchObject({
      total: 7,
      total_capped: false,
      page: 1,
      per_page: 5,
      order: 'relevance',
    });
    expect(first.body.data.customers).toHaveLength(5);
    const second = await search(team.finance, surname, '&per_page=5&page=2');
    expect(second.body.data.customers).toHaveLength(2);
    const all = [...first.body.data.customers, ...second.body.data.customers].map(
      (x: { name: string }) => x.name,
    );
    expect(new Set(all).size).toBe(7);
  });

  it('asks for more than a letter or two, and records every search in the audit log', async () => {
    const r = await search(team.support, 'ab');
    expect(r.status).toBe(400);
    expect(r.body.message).toBe(opsCustomerMessages.searchTooShort);
    const marker = unique();
    await search(team.support, marker);
    const { rows } = await t.db.query<{ detail: { q: string } }>(
      "SELECT detail FROM audit_log WHERE action = 'customers.search' AND detail->>'q' = $1",
      [marker],
    );
    expect(rows).toHaveLength(1);
  });

  it("keeps a phone or e-mail search in the audit log masked: the admins who read it do not see customers' contacts", async () => {
    const c = await signUp(t, { kyc: true });
    const email = c.email;
    expect((await search(team.compliance, c.phone)).body.data.total).toBe(1);
    expect((await search(team.compliance, email)).body.data.total).toBe(1);
    const { rows } = await t.db.query<{ detail: { q: string; match: string } }>(
      `SELECT a.detail FROM audit_log a JOIN staff s ON s.id = a.staff_id
       WHERE a.action = 'customers.search' AND s.email = $1 ORDER BY a.id DESC LIMIT 2`,
      [team.compliance.email],
    );
    const kept = rows.map((r) => r.detail);
    expect(kept[1]).toMatchObject({
      q: `+234 ${c.phone.slice(1, 4)} *** ${c.phone.slice(-4)}`,
      match: 'phone',
    });
    expect(kept[0]).toMatchObject({
      q: `${email[0]}***${email.split('@')[0]!.at(-1)}@example.ng`,
      match: 'email',
    });
    const log = JSON.stringify(
      (await call(t, 'GET', `/api/ops/audit?staff=${team.compliance.uuid}&limit=50`, as(team.admin))).body
        .data.entries,
    );
    expect(log).toContain(kept[1]!.q);
    expect(log).not.toContain(c.phone.slice(1));
    expect(log).not.toContain(email);
  });
});

describe("a customer's page", () => {
  it('opens only after a reason, once per customer per staff session; every opening is audited with it', async () => {
    const c = await signUp(t, { kyc: true });
    const s = await createStaff(t, 'support');
    const before = await open(s, c);
    expect(before.status).toBe(428);
    expect(before.body.message).toBe(opsCustomerMessages.reasonRequired);
    const short = await giveReason(s, c, 'hm');
    expect(short.status).toBe(400);
    expect((await giveReason(s, c, 'Customer says a transfer did not arrive')).status).toBe(200);
    expect((await open(s, c)).status).toBe(200);
    expect((await open(s, c)).status).toBe(200);
    const views = await auditOf(c.userUuid, 'customer.view');
    expect(views).toHaveLength(2);
    expect(views[0]!.detail).toEqual({ reason: 'Customer says a transfer did not arrive' });
    expect(await auditOf(c.userUuid, 'customer.access')).toHaveLength(1);
    // A new session of the same person asks again.
    const again = await call(t, 'POST', '/api/ops/auth/login', {
      body: { email: s.email, password: s.password, totp: totpCode(s.totpSecret, Date.now() + 30_000) },
    });
    const second = await call(t, 'GET', `/api/ops/customers/${c.userUuid}`, { token: again.body.data.token });
    expect(second.status).toBe(428);
    // An unknown customer is a 404, not a question.
    const none = await call(t, 'GET', '/api/ops/customers/00000000-0000-4000-8000-000000000000', as(s));
    expect(none.status).toBe(404);
  });

  it('shows profile, KYC, accounts, cards, devices, limits and transactions with timelines, and never a secret', async () => {
    const c = await signUp(t, { pin: '4826', kyc: true, deposit: 10_000 });
    const other = await signUp(t);
    const sent = await call(t, 'POST', '/api/transfer/remittance/send', {
      token: c.token,
      body: { ...SEND, account_number: other.accountNumber },
    });
    expect(sent.status).toBe(200);
    const card = await call(t, 'POST', '/api/cards', { token: c.token, body: {} });
    expect(card.status).toBe(200);
    await giveReason(team.support, c);
    const r = await open(team.support, c);
    expect(r.status).toBe(200);
    const p = r.body.data;
    expect(p.profile).toMatchObject({
      uuid: c.userUuid,
      name: `${c.firstname} ${c.lastname}`,
      pin_set: true,
    });
    expect(p.masked).toBe(true);
    expect(p.profile.phone).toMatch(/\*\*\*/);
    expect(p.profile.dob).toMatch(/^\d{4}-\*\*-\*\*$/);
    expect(p.kyc).toMatchObject({ status: 'verified', tier: 3 });
    expect(p.kyc.submissions[0].bvn).toMatch(/^•+\d{4}$/);
    expect(p.accounts[0]).toMatchObject({
      account_number: c.accountNumber,
      currency: 'NGN',
      balance_minor: '850000',
    });
    expect(p.cards[0]).toEqual({
      uuid: expect.any(String),
      last4: expect.stringMatching(/^\d{4}$/),
      status: 'active',
      balance_minor: '0',
      currency: 'USD',
    });
    expect(p.devices[0]).toMatchObject({ trusted: true });
    expect(p.sessions.length).toBeGreaterThan(0);
    // The limits are the money core's own values.
    expect(p.limits).toMatchObject({
      tier: 3,
      per_transfer_minor: String(TIERS[3].perTransferMinor),
      daily_tier_minor: String(TIERS[3].dailyMinor),
      spent_today_minor: '150000',
      max_balance_minor: null,
    });
    const send = p.transactions.find((x: { direction: string }) => x.direction === 'debit');
    expect(send).toMatchObject({ amount_minor: '150000', status: 'successful' });
    // What the customer's own history says of it: the console tells the same story.
    const mine = (await call(t, 'GET', '/api/accounts/transactions', { token: c.token })).body.data.data.find(
      (x: { uuid: string }) => x.uuid === send.uuid,
    );
    expect(send.description).toEqual(mine.description);
    expect(send.timeline.map((s: { step: string }) => s.step)).toEqual(['created', 'debited', 'paid']);
    expect(p.complaints).toEqual([]);
    // No PIN, password, token, card number or code of the customer's is in the reply.
    const { rows } = await t.db.query<Record<string, string>>(
      `SELECT u.pin_hmac, u.password_hash, c.pan_encrypted, c.cvv_encrypted FROM users u JOIN cards c ON c.user_id = u.id
       WHERE u.uuid = $1`,
      [c.userUuid],
    );
    const text = JSON.stringify(r.body);
    for (const secret of Object.values(rows[0]!)) expect(text).not.toContain(secret);
    expect(text).not.toContain(c.token);
    expect(text).not.toMatch(/pan|cvv|pin_hmac|password/i);
    // Compliance sees the details in full.
    await giveReason(team.compliance, c, 'Reviewing the account for compliance');
    const full = (await open(team.compliance, c)).body.data;
    expect(full.masked).toBe(false);
    expect(full.profile.phone).toBe(`+234${c.phone.slice(1)}`);
    expect(full.profile.dob).toMatch(/^\d{4}-\d{2}-\d{2}$/);
  });

  it('takes staff notes after a reason, newest first, and never lets one be changed', async () => {
    const c = await signUp(t);
    const note = (s: TestStaff, body: string) =>
      call(t, 'POST', `/api/ops/customers/${c.userUuid}/notes`, { ...as(s), body: { body } });
    expect((await note(team.support, 'Called back')).status).toBe(428);
    await giveReason(team.support, c);
    expect((await note(team.support, 'Called back, no answer')).status).toBe(200);
    expect((await note(team.support, 'Reached the customer')).status).toBe(200);
    const page = (await open(team.support, c)).body.data;
    expect(page.notes.map((n: { body: string }) => n.body)).toEqual([
      'Reached the customer',
      'Called back, no answer',
    ]);
    expect(page.notes[0].staff_email).toBe(team.support.email);
    expect(await auditOf(c.userUuid, 'customer.note')).toHaveLength(2);
    await expect(
      t.db.query(
        "UPDATE customer_notes SET body = 'rewritten' WHERE user_id = (SELECT id FROM users WHERE uuid = $1)",
        [c.userUuid],
      ),
    ).rejects.toThrow(/append-only/);
    expect((await note(team.admin, 'x')).status).toBe(403);
  });
});

/** Submits KYC with a first name that is not the BVN record's: refused and kept as a review case. */
async function mismatch(c: Customer, bvn = randomBvn()) {
  const r = await call(t, 'POST', '/api/kyc/complete', {
    token: c.token,
    body: kycBody({ bvn, firstname: 'Tobiloba' }),
  });
  expect(r.status).toBe(422);
  return bvn;
}

async function queueItem(s: TestStaff, customerUuid: string) {
  for (let page = 1; page < 50; page++) {
    const r = await call(t, 'GET', `/api/ops/kyc?per_page=50&page=${page}`, as(s));
    expect(r.status).toBe(200);
    const hit = r.body.data.cases.find(
      (x: { customer: { uuid: string } }) => x.customer.uuid === customerUuid,
    );
    if (hit || r.body.data.cases.length < 50) return hit;
  }
  return undefined;
}

const decide = (
  s: TestStaff,
  id: string,
  decision: 'approve' | 'reject',
  reason = 'Checked against the BVN record',
) => call(t, 'POST', `/api/ops/kyc/${id}/decision`, { ...as(s), body: { decision, reason } });

const profile = async (c: Customer) =>
  (await call(t, 'GET', '/api/profile', { token: c.token })).body.data.user;

describe('the identity review queue', () => {
  it("shows the customer's entries beside the BVN record; an approval verifies them at once and tells them", async () => {
    const c = await signUp(t);
    const bvn = await mismatch(c);
    await mismatch(c, bvn);
    const item = await queueItem(team.compliance, c.userUuid);
    expect(item).toMatchObject({
      reason: 'mismatch',
      mismatched: ['firstname'],
      attempts: 2,
      bvn: `•••••••${bvn.slice(-4)}`,
      entered: { firstname: 'Tobiloba' },
      document: { type: 'National Identity Card (NIN)', number: '12345678901' },
      customer: { uuid: c.userUuid, kyc_status: 'none', tier: 1 },
    });
    const record = (await call(t, 'GET', `/api/sandbox/bvn/${bvn}`)).body.data;
    expect(item.record).toMatchObject({
      firstname: record.firstname,
      lastname: record.lastname,
      dob: record.dob,
    });
    expect((await profile(c)).kyc_status).toBe('none');

    const ok = await decide(
      team.compliance,
      item.id,
      'approve',
      'Tobiloba is the name on the NIN; BVN photo matches',
    );
    expect(ok.status).toBe(200);
    expect(ok.body.data.customer).toEqual({ uuid: c.userUuid, kyc_status: 'verified', tier: 3 });
    const user = await profile(c);
    expect(user).toMatchObject({
      kyc_status: 'verified',
      firstname: record.firstname,
      lastname: record.lastname,
    });
    // Told in-app at once, and by SMS when the alerts task runs.
    const inbox = await call(t, 'GET', '/api/notifications', { token: c.token });
    expect(JSON.stringify(inbox.body.data)).toContain('Identity verified');
    await t.app.worker.drain();
    const sms = await call(t, 'GET', `/api/sandbox/messages?phone=${encodeURIComponent(c.phone)}`);
    expect(sms.body.data[0].body).toContain('Identity verified');
    // The tier is in force: a tier-3 deposit above the tier-1 balance cap is accepted.
    await deposit(t, c.accountNumber, 400_000);
    const audited = await auditOf(c.userUuid, 'kyc.approve');
    expect(audited).toHaveLength(1);
    expect(audited[0]!.detail).toMatchObject({ case: item.id, tier: 3 });
    expect(await queueItem(team.compliance, c.userUuid)).toBeUndefined();
    const again = await decide(team.compliance, item.id, 'reject');
    expect(again.status).toBe(409);
    expect(again.body.message).toBe(opsCustomerMessages.caseDecided);
  });

  it('a rejection tells the customer, who can try again', async () => {
    const c = await signUp(t);
    const bvn = await mismatch(c);
    const item = await queueItem(team.compliance, c.userUuid);
    const r = await decide(team.compliance, item.id, 'reject', 'The names belong to someone else');
    expect(r.status).toBe(200);
    expect(r.body.data.customer).toMatchObject({ kyc_status: 'rejected', tier: 1 });
    expect((await profile(c)).kyc_status).toBe('rejected');
    const inbox = await call(t, 'GET', '/api/notifications', { token: c.token });
    expect(JSON.stringify(inbox.body.data)).toContain('Identity not verified');
    const retry = await call(t, 'POST', '/api/kyc/complete', { token: c.token, body: kycBody({ bvn }) });
    expect(retry.status).toBe(200);
    expect(await auditOf(c.userUuid, 'kyc.reject')).toHaveLength(1);
  });

  it('keeps one BVN to one person: a BVN already linked shows its holder and cannot be approved', async () => {
    const bvn = randomBvn();
    const holder = await signUp(t);
    const held = await call(t, 'POST', '/api/kyc/complete', { token: holder.token, body: kycBody({ bvn }) });
    expect(held.status).toBe(200);
    const c = await signUp(t);
    const linked = await call(t, 'POST', '/api/kyc/complete', { token: c.token, body: kycBody({ bvn }) });
    expect(linked.status).toBe(409);
    const item = await queueItem(team.compliance, c.userUuid);
    expect(item).toMatchObject({
      reason: 'bvn_linked',
      mismatched: ['bvn'],
      bvn_holder: { uuid: holder.userUuid },
    });
    const approve = await decide(team.compliance, item.id, 'approve');
    expect(approve.status).toBe(409);
    expect(approve.body.message).toBe(opsCustomerMessages.bvnHeldElsewhere);
    expect((await profile(c)).kyc_status).toBe('none');
    expect((await decide(team.compliance, item.id, 'reject')).status).toBe(200);
  });

  it('screens an approval against the watch-lists like a submission: a listed name waits for the monitoring desk', async () => {
    const listedBvn = randomBvn();
    const listed = await createTestApp({
      rails: {
        bvn: {
          // A BVN whose record names a person on the sandbox watch-list.
          async lookup(bvn) {
            if (bvn === listedBvn) {
              return { bvn, firstname: 'Victor', middlename: '', lastname: 'Dragunov', dob: '1968-04-02' };
            }
            const { sandboxBvnRecord } = await import('#rails/bvn.ts');
            return sandboxBvnRecord(bvn);
          },
        },
      },
    });
    try {
      const officer = await createStaff(listed, 'compliance');
      const c = await signUp(listed);
      const typed = await call(listed, 'POST', '/api/kyc/complete', {
        token: c.token,
        body: kycBody({ bvn: listedBvn, firstname: 'Viktor', lastname: 'Dragunov', dob: '1968-04-02' }),
      });
      expect(typed.status).toBe(422);
      const { rows } = await listed.db.query<{ uuid: string }>(
        'SELECT c.uuid::text AS uuid FROM kyc_review_cases c JOIN users u ON u.id = c.user_id WHERE u.uuid = $1',
        [c.userUuid],
      );
      const r = await call(listed, 'POST', `/api/ops/kyc/${rows[0]!.uuid}/decision`, {
        token: officer.token,
        body: { decision: 'approve', reason: 'Viktor is the passport spelling of Victor' },
      });
      expect(r.status).toBe(200);
      expect(r.body.message).toBe(opsCustomerMessages.kycHeld);
      expect(r.body.data.customer).toMatchObject({ kyc_status: 'in_review', tier: 1 });
      const holds = await listed.db.query<{ status: string }>(
        `SELECT h.status FROM monitoring_holds h JOIN users u ON u.id = h.user_id
         WHERE u.uuid = $1 AND h.kind = 'onboarding'`,
        [c.userUuid],
      );
      expect(holds.rows).toEqual([{ status: 'held' }]);
      const inbox = await call(listed, 'GET', '/api/notifications', { token: c.token });
      expect(JSON.stringify(inbox.body.data)).not.toContain('Identity verified');
      // Compliance sees the alert on the customer's page and in the dashboard; support's page has no alerts.
      await call(listed, 'POST', `/api/ops/customers/${c.userUuid}/access`, {
        token: officer.token,
        body: { reason: 'Watch-list hold after an identity approval' },
      });
      const page = await call(listed, 'GET', `/api/ops/customers/${c.userUuid}`, { token: officer.token });
      expect(page.body.data.alerts).toEqual([
        expect.objectContaining({ subject: 'onboarding', action: 'hold', case_status: 'open' }),
      ]);
      // The alert names its case, which the console's case page opens.
      const kase = await call(listed, 'GET', `/api/ops/cases/${page.body.data.alerts[0].case}`, {
        token: officer.token,
      });
      expect(kase.body.data).toMatchObject({ status: 'open', customer: { uuid: c.userUuid } });
      const dash = await call(listed, 'GET', '/api/ops/dashboard', { token: officer.token });
      expect(dash.body.data.alerts_open).toBeGreaterThanOrEqual(1);
      const agent = await createStaff(listed, 'support');
      await call(listed, 'POST', `/api/ops/customers/${c.userUuid}/access`, {
        token: agent.token,
        body: { reason: 'Customer called about their identity' },
      });
      const masked = await call(listed, 'GET', `/api/ops/customers/${c.userUuid}`, { token: agent.token });
      expect(masked.body.data.alerts).toBeNull();
    } finally {
      await listed.close();
    }
  });

  it('is for compliance only: support, finance and admin are refused the queue and the decision', async () => {
    const c = await signUp(t);
    await mismatch(c);
    const item = await queueItem(team.compliance, c.userUuid);
    for (const role of ['support', 'finance', 'admin'] as const) {
      const list = await call(t, 'GET', '/api/ops/kyc', as(team[role]));
      expect(list.status, role).toBe(403);
      expect(list.body.message).toBe(opsMessages.notAllowed);
      expect((await decide(team[role], item.id, 'approve')).status, role).toBe(403);
    }
    expect((await profile(c)).kyc_status).toBe('none');
  });
});

const restrict = (
  s: TestStaff,
  c: Customer,
  type: 'pnd' | 'freeze' | 'close',
  reason = 'Reported by the sending bank',
) => call(t, 'POST', `/api/ops/customers/${c.userUuid}/restrictions`, { ...as(s), body: { type, reason } });
const lift = (s: TestStaff, id: string, reason = 'Bank withdrew the report') =>
  call(t, 'POST', `/api/ops/restrictions/${id}/lift`, { ...as(s), body: { reason } });
const sendFrom = (c: Customer, to: Customer) =>
  call(t, 'POST', '/api/transfer/remittance/send', {
    token: c.token,
    body: { ...SEND, account_number: to.accountNumber },
  });

describe('restrictions', () => {
  it('post-no-debit placed by compliance blocks a send at once, with its message; lifting takes a second person', async () => {
    const c = await signUp(t, { pin: '4826', kyc: true, deposit: 10_000 });
    const other = await signUp(t);
    const placed = await restrict(team.compliance, c, 'pnd');
    expect(placed.status).toBe(200);
    expect(placed.body.data.restriction).toMatchObject({
      type: 'pnd',
      status: 'live',
      placed_by: team.compliance.email,
    });
    const id = placed.body.data.restriction.id as string;
    const refused = await sendFrom(c, other);
    expect(refused.status).toBe(422);
    expect(refused.body.message).toBe(restrictionMessages.pnd);
    // Money still comes in.
    await deposit(t, c.accountNumber, 100);
    expect((await restrict(team.compliance, c, 'pnd')).status).toBe(409);
    // The search and the page show it.
    expect((await search(team.support, c.phone)).body.data.customers[0].restriction).toBe('pnd');
    await giveReason(team.support, c);
    const page = (await open(team.support, c)).body.data;
    expect(page.restriction_in_force).toBe('pnd');
    expect(page.restrictions[0]).toMatchObject({ id, reason: 'Reported by the sending bank' });

    // One person asks, the same person cannot finish it, another compliance member does.
    const asked = await lift(team.compliance, id);
    expect(asked.status).toBe(200);
    expect(asked.body.message).toBe(opsCustomerMessages.liftRequested);
    expect(asked.body.data.restriction).toMatchObject({
      status: 'lift_pending',
      lift_requested_by: team.compliance.email,
    });
    const self = await lift(team.compliance, id);
    expect(self.status).toBe(403);
    expect(self.body.message).toBe(opsCustomerMessages.liftSameStaff);
    expect((await sendFrom(c, other)).status).toBe(422);
    const second = await createStaff(t, 'compliance');
    const lifted = await lift(second, id, 'Checked with the bank: report withdrawn');
    expect(lifted.status).toBe(200);
    expect(lifted.body.data.restriction).toMatchObject({ status: 'lifted', lifted_by: second.email });
    expect((await sendFrom(c, other)).status).toBe(200);
    expect((await lift(second, id)).status).toBe(404);
    const actions = [
      ...(await auditOf(c.userUuid, 'restriction.place')),
      ...(await auditOf(c.userUuid, 'restriction.lift_request')),
      ...(await auditOf(c.userUuid, 'restriction.lift')),
    ];
    expect(actions).toHaveLength(3);
  });

  it('closes an account only at a zero balance, and says so', async () => {
    const funded = await signUp(t, { deposit: 50 });
    const refused = await restrict(team.compliance, funded, 'close', 'Customer asked to close the account');
    expect(refused.status).toBe(422);
    expect(refused.body.message).toBe(opsCustomerMessages.closeNeedsZeroBalance);
    const empty = await signUp(t);
    const closed = await restrict(team.compliance, empty, 'close', 'Customer asked to close the account');
    expect(closed.status).toBe(200);
    const inflow = await call(t, 'POST', '/api/sandbox/deposits', {
      body: { account_number: empty.accountNumber, amount: 100 },
    });
    expect(inflow.status).toBe(422);
  });

  it('is for compliance only: support, finance and admin are refused placing and lifting', async () => {
    const c = await signUp(t);
    const placed = await restrict(team.compliance, c, 'freeze');
    const id = placed.body.data.restriction.id as string;
    for (const role of ['support', 'finance', 'admin'] as const) {
      expect((await restrict(team[role], c, 'pnd')).status, role).toBe(403);
      expect((await lift(team[role], id)).status, role).toBe(403);
    }
    const dash = await call(t, 'GET', '/api/ops/dashboard', as(team.support));
    expect(dash.body.data.restrictions_today).toBeGreaterThanOrEqual(1);
  });
});

describe('the dashboard', () => {
  it('shows every role the queues, money moved today and the last ledger check, which finance can run', async () => {
    const c = await signUp(t, { pin: '4826', kyc: true, deposit: 5_000 });
    await mismatch(await signUp(t));
    const opened = await call(t, 'POST', '/api/complaints', {
      token: c.token,
      body: { category: 'other', message: 'I cannot change my e-mail address' },
    });
    expect(opened.status).toBe(200);
    // The customer's page lists it with its tracking number and the time left to the CBN deadline.
    await giveReason(team.support, c);
    const listed = (await open(team.support, c)).body.data.complaints;
    expect(listed).toEqual([
      expect.objectContaining({
        id: opened.body.data.id,
        tracking_number: opened.body.data.tracking_number,
        status: 'open',
        due_at: opened.body.data.due_at,
      }),
    ]);
    expect(listed[0].seconds_left).toBeGreaterThan(13 * 24 * 3600);
    expect(listed[0].urgency).toBe('later');
    for (const role of ['support', 'compliance', 'finance', 'admin'] as const) {
      const r = await call(t, 'GET', '/api/ops/dashboard', as(team[role]));
      expect(r.status, role).toBe(200);
      expect(r.body.data.kyc_waiting).toBeGreaterThanOrEqual(1);
      expect(BigInt(r.body.data.today.received_minor)).toBeGreaterThanOrEqual(500_000n);
      expect(r.body.data.complaints.later).toBeGreaterThanOrEqual(1);
    }
    expect(c.accountNumber).toBeTruthy();
    expect((await call(t, 'POST', '/api/ops/ledger/check', as(team.support))).status).toBe(403);
    const check = await call(t, 'POST', '/api/ops/ledger/check', as(team.finance));
    expect(check.status).toBe(200);
    expect(check.body.data.ok).toBe(true);
    const after = await call(t, 'GET', '/api/ops/dashboard', as(team.support));
    expect(after.body.data.ledger_check).toMatchObject({ ok: true, problems: [] });
    // One home for the ledger checks: the dashboard's run is on the end of the day's list, and a check run
    // there is the one the dashboard shows next.
    const kept = await call(t, 'GET', '/api/ops/reports/ledger-checks', as(team.finance));
    expect(kept.body.data[0]).toMatchObject({ checked_at: check.body.data.checked_at, date: null, ok: true });
    const eod = await call(t, 'POST', '/api/ops/reports/ledger-checks', as(team.finance));
    const latest = await call(t, 'GET', '/api/ops/dashboard', as(team.support));
    expect(latest.body.data.ledger_check.checked_at).toBe(eod.body.data.check.checked_at);
    const stale = await t.db.query("SELECT to_regclass('ledger_checks') AS t");
    expect(stale.rows[0]!.t).toBeNull();
  });

  it('shows the sends still waiting on their rail after five minutes, and those that could not reach it', async () => {
    const c = await signUp(t, { pin: '4826', deposit: 5_000 });
    const sent = await call(t, 'POST', '/api/transfer/enaira/send', {
      token: c.token,
      body: { alias: 'ada.okafor', amount: 1000, name: 'Ada', note: 'Lunch', pin: '4826' },
      headers: { 'idempotency-key': randomUUID() },
    });
    expect(sent.status, JSON.stringify(sent.body)).toBe(200);
    const waiting = async () =>
      (await call(t, 'GET', '/api/ops/dashboard', as(team.support))).body.data.payouts_waiting;
    const before = await waiting();
    // Six minutes old, its last try unable to reach the rail, and not yet asked again.
    const { rows } = await t.db.query<{ created_at: Date }>(
      `UPDATE outbox SET created_at = now() - interval '6 minutes', refusal_reason = 'rail error: connect ETIMEDOUT',
         due_at = now() + interval '1 hour'
       WHERE transaction_id = (SELECT id FROM transactions WHERE uuid = $1) AND state = 'pending'
       RETURNING created_at`,
      [sent.body.data.transaction.uuid],
    );
    expect(rows).toHaveLength(1);
    const after = await waiting();
    expect(after.count).toBe(before.count + 1);
    expect(after.failing).toBe(before.failing + 1);
    expect(Date.parse(after.oldest_at)).toBeLessThanOrEqual(rows[0]!.created_at.getTime());
  });
});

describe('every role × every customer action (the matrix, on real customers)', () => {
  it('allows exactly the roles the permission matrix names', async () => {
    const c = await signUp(t);
    const failures: string[] = [];
    for (const role of ['support', 'compliance', 'finance', 'admin'] as const) {
      const s = team[role];
      const checks: Array<[keyof typeof PERMISSIONS, () => ReturnType<typeof call>]> = [
        ['customers.read', () => search(s, c.phone)],
        ['customers.read', () => giveReason(s, c)],
        ['customers.read', () => open(s, c)],
        [
          'customers.note',
          () => call(t, 'POST', `/api/ops/customers/${c.userUuid}/notes`, { ...as(s), body: { body: 'n' } }),
        ],
        ['kyc.read', () => call(t, 'GET', '/api/ops/kyc', as(s))],
        ['dashboard.read', () => call(t, 'GET', '/api/ops/dashboard', as(s))],
        ['ledger.check', () => call(t, 'POST', '/api/ops/ledger/check', as(s))],
        ['restrictions.place', () => restrict(s, c, role === 'compliance' ? 'pnd' : 'freeze')],
      ];
      for (const [permission, run] of checks) {
        const r = await run();
        const allowed = (PERMISSIONS[permission] as readonly string[]).includes(role);
        if (allowed !== (r.status === 200)) failures.push(`${role} ${permission} → ${r.status}`);
      }
    }
    expect(failures).toEqual([]);
  });
});
