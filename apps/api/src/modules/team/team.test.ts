import { randomUUID } from 'node:crypto';
import { errors } from '@owo/contract/messages';
import { teamMessages } from '@owo/contract/team';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { payersIdle } from '#modules/payouts/payouts-pay.ts';
import { INVITES_PER_HOUR } from '#modules/team/team-service.ts';
import { OWO_BANK } from '#rails/nuban.ts';
import {
  balance,
  type Customer,
  call,
  createTestApp,
  lastOtp,
  randomPhone,
  signUp,
  TEST_DEVICE_ID,
  type TestApp,
} from '#test/harness.ts';

// Teams for business accounts: roles, maker-checker and the audit log, through HTTP over a real database.

let t: TestApp;
let owner: Customer;
let admin: Customer;
let initiator: Customer;
let approver: Customer;
let viewer: Customer;
let stranger: Customer;
let payee: Customer;
let business: string;

const asMember = (c: Customer, actFor = business) => ({ token: c.token, headers: { 'x-act-for': actFor } });

async function inviteAs(c: Customer, role: string, limit?: number) {
  const r = await call(t, 'POST', '/api/team/members', {
    token: owner.token,
    body: { phone: c.phone, role, ...(limit ? { approval_limit: limit } : {}) },
  });
  expect(r.status, JSON.stringify(r.body)).toBe(200);
  return r.body.data.member;
}

const sendBody = (amount: number, to = payee) => ({
  kind: 'send',
  send: {
    amount,
    name: 'Payee',
    note: 'Supplier invoice',
    currency: 'NGN',
    account_number: to.accountNumber,
    bank_name: OWO_BANK.name,
    bank_code: OWO_BANK.code,
  },
});

async function prepare(by: Customer, amount: number) {
  const r = await call(t, 'POST', '/api/team/approvals', { ...asMember(by), body: sendBody(amount) });
  expect(r.status, JSON.stringify(r.body)).toBe(200);
  return r.body.data.approval;
}

const approve = (by: Customer, id: string, pin: string) =>
  call(t, 'POST', `/api/team/approvals/${id}/approve`, { ...asMember(by), body: { pin } });

async function businessTransactions(): Promise<number> {
  const r = await call(t, 'GET', '/api/accounts/transactions', { token: owner.token });
  return r.body.data.total;
}

beforeAll(async () => {
  t = await createTestApp();
  owner = await signUp(t, { type: 'business', pin: '4826', kyc: true, deposit: 200_000 });
  [admin, initiator, approver, viewer, stranger, payee] = await Promise.all([
    signUp(t, { pin: '5937' }),
    signUp(t, { pin: '6048' }),
    signUp(t, { pin: '7159' }),
    signUp(t, { pin: '8260' }),
    signUp(t, { pin: '9371', kyc: true, deposit: 1_000 }),
    signUp(t, {}),
  ]);
  const me = await call(t, 'GET', '/api/team/businesses', { token: owner.token });
  business = me.body.data.businesses[0].id;
  await inviteAs(admin, 'admin');
  await inviteAs(initiator, 'initiator');
  await inviteAs(approver, 'approver', 10_000);
  await inviteAs(viewer, 'viewer');
}, 240_000);
afterAll(() => t.close());

describe('the team', () => {
  it('lists the members with their roles for the owner, and each member sees the business to act for', async () => {
    const r = await call(t, 'GET', '/api/team/members', { token: owner.token });
    expect(r.status).toBe(200);
    const byPhone = Object.fromEntries(r.body.data.members.map((m: { phone: string }) => [m.phone, m]));
    expect(byPhone[`+234${approver.phone.slice(1)}`]).toMatchObject({
      role: 'approver',
      approval_limit: 10_000,
    });
    expect(r.body.data.members).toHaveLength(4);

    const mine = await call(t, 'GET', '/api/team/businesses', { token: approver.token });
    expect(mine.body.data.businesses).toHaveLength(2);
    expect(mine.body.data.businesses[0]).toMatchObject({ own: true, role: 'owner' });
    expect(mine.body.data.businesses[1]).toMatchObject({
      id: business,
      role: 'approver',
      approval_limit: 10_000,
    });
    expect(mine.body.data.businesses[1].permissions).toContain('approvals.decide');
  });

  it('attaches an invite to a phone that signs up later', async () => {
    const phone = randomPhone();
    const r = await call(t, 'POST', '/api/team/members', {
      token: owner.token,
      body: { phone, role: 'viewer' },
    });
    expect(r.status).toBe(200);
    expect(r.body.data.member).toMatchObject({ joined: false, name: null });
    const again = await call(t, 'POST', '/api/team/members', {
      token: owner.token,
      body: { phone, role: 'viewer' },
    });
    expect(again.status).toBe(409);
    expect(again.body.message).toBe(teamMessages.alreadyMember);
    // Sign up with that very phone: the business is there to choose.
    const init = await call(t, 'POST', '/api/auth/signup/initialize', {
      body: { country_code: 'NG', phone },
    });
    expect(init.status).toBe(200);
    const verify = await call(t, 'POST', '/api/auth/signup/verify', {
      body: { country_code: 'NG', phone, otp: await lastOtp(t, phone) },
    });
    const done = await call(t, 'POST', `/api/auth/signup/${verify.body.data.uuid}/complete`, {
      body: {
        email: `late${Date.now()}@example.ng`,
        password: 'Sup3rSecret',
        password_confirmation: 'Sup3rSecret',
        type: 'personal',
        uuid: verify.body.data.uuid,
      },
    });
    expect(done.status).toBe(200);
    const list = await call(t, 'GET', '/api/team/businesses', { token: done.body.data.token.access_token });
    expect(list.body.data.businesses.map((b: { id: string }) => b.id)).toContain(business);
    // The owner removes them again; the membership is gone at once.
    const removed = await call(t, 'DELETE', `/api/team/members/${r.body.data.member.id}`, {
      token: owner.token,
    });
    expect(removed.status).toBe(200);
    const after = await call(t, 'GET', '/api/accounts/transactions', {
      token: done.body.data.token.access_token,
      headers: { 'x-act-for': business },
    });
    expect(after.status).toBe(404);
  });

  it("the owner changes a member's role and limit; the member's rights follow at once", async () => {
    const extra = await signUp(t, { pin: '3692' });
    const m = await inviteAs(extra, 'viewer');
    expect((await call(t, 'GET', '/api/team/approvals', asMember(extra))).status).toBe(403);
    const noLimit = await call(t, 'PATCH', `/api/team/members/${m.id}`, {
      token: owner.token,
      body: { role: 'approver' },
    });
    expect(noLimit.status).toBe(400);
    const r = await call(t, 'PATCH', `/api/team/members/${m.id}`, {
      token: owner.token,
      body: { role: 'approver', approval_limit: 5_000 },
    });
    expect(r.status).toBe(200);
    expect(r.body.data.member).toMatchObject({ role: 'approver', approval_limit: 5_000 });
    expect((await call(t, 'GET', '/api/team/approvals', asMember(extra))).status).toBe(200);
    const audit = await call(t, 'GET', '/api/team/audit', { token: owner.token });
    expect(audit.body.data.data[0]).toMatchObject({ action: 'member.role_changed' });
    expect(audit.body.data.data[0].summary).toContain('from Viewer to Approver (limit ₦5,000.00)');
    expect((await call(t, 'DELETE', `/api/team/members/${m.id}`, { token: owner.token })).status).toBe(200);
    expect((await call(t, 'GET', '/api/team/approvals', asMember(extra))).status).toBe(404);
  });

  it('refuses teams on a personal account and an invite of oneself', async () => {
    const personal = await call(t, 'POST', '/api/team/members', {
      token: stranger.token,
      body: { phone: payee.phone, role: 'viewer' },
    });
    expect(personal.status).toBe(422);
    expect(personal.body.message).toBe(teamMessages.businessOnly);
    const self = await call(t, 'POST', '/api/team/members', {
      token: owner.token,
      body: { phone: owner.phone, role: 'admin' },
    });
    expect(self.status).toBe(422);
    expect(self.body.message).toBe(teamMessages.selfInvite);
    const noLimit = await call(t, 'POST', '/api/team/members', {
      token: owner.token,
      body: { phone: randomPhone(), role: 'approver' },
    });
    expect(noLimit.status).toBe(400);
    expect(noLimit.body.errors?.approval_limit).toBe(teamMessages.limitRequired);
  });
});

describe('maker-checker', () => {
  it("stores an initiator's send for approval: nothing moves and nothing is counted", async () => {
    const before = await balance(t, owner);
    const count = await businessTransactions();
    const a = await prepare(initiator, 2_500);
    expect(a).toMatchObject({ status: 'pending', amount: 2_500, kind: 'send' });
    expect(a.summary).toContain('₦2,500.00');
    expect(await balance(t, owner)).toBe(before);
    expect(await businessTransactions()).toBe(count);
    const inbox = await call(t, 'GET', '/api/team/approvals', asMember(approver));
    expect(inbox.body.data.approvals.map((x: { id: string }) => x.id)).toContain(a.id);
  });

  it('prepares once per draft: a retry with its key answers the same approval, another body with it is 409', async () => {
    const key = randomUUID();
    const ask = (amount: number) =>
      call(t, 'POST', '/api/team/approvals', {
        token: initiator.token,
        headers: { 'x-act-for': business, 'idempotency-key': key },
        body: sendBody(amount),
      });
    const [first, again] = await Promise.all([ask(3_100), ask(3_100)]);
    expect(first.status, JSON.stringify(first.body)).toBe(200);
    expect(again.status, JSON.stringify(again.body)).toBe(200);
    expect(again.body.data.approval.id).toBe(first.body.data.approval.id);
    const changed = await ask(3_200);
    expect(changed.status).toBe(409);
    expect(changed.body.message).toBe(errors.idempotencyConflict);
    const inbox = await call(t, 'GET', '/api/team/approvals', asMember(approver));
    const mine = inbox.body.data.approvals.filter((x: { amount: number }) => x.amount === 3_100);
    expect(mine).toHaveLength(1);
  });

  it("an approver approves with their own PIN: the business pays once, and the approver's wrong PIN counts on them", async () => {
    const a = await prepare(initiator, 3_000);
    const before = { business: await balance(t, owner), payee: await balance(t, payee) };
    // The business's PIN is not the approver's: refused, counted on the approver, not on the business.
    const wrong = await approve(approver, a.id, '4826');
    expect(wrong.status).toBe(422);
    expect(wrong.body.message).toBe(errors.pinIncorrect);
    const counts = await t.db.query<{ phone: string; pin_failed_attempts: number }>(
      `SELECT phone, pin_failed_attempts FROM users WHERE phone = ANY($1)`,
      [[`+234${approver.phone.slice(1)}`, `+234${owner.phone.slice(1)}`]],
    );
    const byPhone = Object.fromEntries(counts.rows.map((r) => [r.phone, r.pin_failed_attempts]));
    expect(byPhone[`+234${approver.phone.slice(1)}`]).toBe(1);
    expect(byPhone[`+234${owner.phone.slice(1)}`]).toBe(0);
    expect(await balance(t, owner)).toBe(before.business);

    // Two approvals at the same moment (the same approver twice, and the admin): one payment.
    const results = await Promise.all([approve(approver, a.id, '7159'), approve(admin, a.id, '5937')]);
    const statuses = results.map((r) => r.status).sort();
    expect(statuses[0]).toBe(200);
    expect([200, 409]).toContain(statuses[1]);
    expect(await balance(t, owner)).toBe(before.business - 3_000);
    expect(await balance(t, payee)).toBe(before.payee + 3_000);
    const done = results.find((r) => r.status === 200)!;
    expect(done.body.data.approval.status).toBe('approved');
    expect(done.body.data.payment.transaction.amount).toBe(3_000);

    const again = await approve(approver, a.id, '7159');
    expect(again.status).toBe(409);
    expect(again.body.message).toBe(teamMessages.alreadyDecided);
    expect(await balance(t, owner)).toBe(before.business - 3_000);
  });

  it('never lets anyone approve or reject a payment they prepared', async () => {
    const a = await prepare(admin, 1_000);
    const own = await approve(admin, a.id, '5937');
    expect(own.status).toBe(403);
    expect(own.body.message).toBe(teamMessages.ownApproval);
    const ownReject = await call(t, 'POST', `/api/team/approvals/${a.id}/reject`, {
      ...asMember(admin),
      body: { reason: 'Changed my mind' },
    });
    expect(ownReject.status).toBe(403);
    // The database refuses it too, whatever the code above says.
    await expect(
      t.db.query(`UPDATE team_approvals SET status = 'approved', decided_by = initiated_by WHERE uuid = $1`, [
        a.id,
      ]),
    ).rejects.toThrow();
    // The owner approves it with the business's PIN.
    expect((await approve(owner, a.id, '4826')).status).toBe(200);
  });

  it('refuses an approval above the approver’s limit, and an admin may approve it', async () => {
    const a = await prepare(initiator, 12_000);
    const before = await balance(t, owner);
    const over = await approve(approver, a.id, '7159');
    expect(over.status).toBe(422);
    expect(over.body.message).toBe(teamMessages.overLimit);
    expect(await balance(t, owner)).toBe(before);
    expect((await approve(admin, a.id, '5937')).status).toBe(200);
    expect(await balance(t, owner)).toBe(before - 12_000);
  });

  it('a rejected payment moves nothing and cannot be approved afterwards', async () => {
    const a = await prepare(initiator, 4_000);
    const before = await balance(t, owner);
    const r = await call(t, 'POST', `/api/team/approvals/${a.id}/reject`, {
      ...asMember(approver),
      body: { reason: 'Wrong invoice' },
    });
    expect(r.status).toBe(200);
    expect(r.body.data.approval).toMatchObject({ status: 'rejected', reason: 'Wrong invoice' });
    expect((await approve(admin, a.id, '5937')).status).toBe(409);
    expect(await balance(t, owner)).toBe(before);
  });

  it('an approved payment that the business cannot afford stays pending and moves nothing', async () => {
    const a = await prepare(initiator, 9_000_000);
    const before = await balance(t, owner);
    const r = await approve(owner, a.id, '4826');
    expect(r.status).toBe(422);
    expect(await balance(t, owner)).toBe(before);
    const still = await call(t, 'GET', `/api/team/approvals/${a.id}`, asMember(initiator));
    expect(still.body.data.approval.status).toBe('pending');
  });
});

describe("every role's refusals", () => {
  it('a viewer reads history, statements and links only', async () => {
    const history = await call(t, 'GET', '/api/accounts/transactions', asMember(viewer));
    expect(history.status).toBe(200);
    expect(history.body.data.total).toBe(await businessTransactions());
    const accounts = await call(t, 'GET', '/api/accounts', asMember(viewer));
    expect(accounts.body.data.accounts[0].account_number).toBe(owner.accountNumber);
    const statement = await t.app.inject({
      method: 'GET',
      url: `/api/accounts/${owner.accountUuid}/statement?format=csv`,
      headers: {
        authorization: `Bearer ${viewer.token}`,
        'x-act-for': business,
        'x-device-id': TEST_DEVICE_ID,
      },
      remoteAddress: t.ip,
    });
    expect(statement.statusCode).toBe(200);
    expect(statement.body).toContain('Supplier invoice');
    expect((await call(t, 'GET', '/api/payment-links', asMember(viewer))).status).toBe(200);
    for (const [method, url, body] of [
      ['POST', '/api/payment-links', { description: 'x', amount_type: 'open' }],
      ['GET', '/api/team/members', undefined],
      ['GET', '/api/team/audit', undefined],
      ['GET', '/api/team/approvals', undefined],
      ['POST', '/api/team/approvals', sendBody(1_000)],
    ] as const) {
      const r = await call(t, method, url, { ...asMember(viewer), body });
      expect(r.status, `${method} ${url}`).toBe(403);
      expect(r.body).toMatchObject({ status: false, message: teamMessages.notAllowed });
    }
  });

  it('an initiator prepares but cannot approve, manage the team or read the audit log', async () => {
    const a = await prepare(initiator, 1_100);
    expect((await approve(initiator, a.id, '6048')).status).toBe(403);
    expect((await call(t, 'GET', '/api/team/audit', asMember(initiator))).status).toBe(403);
    expect((await call(t, 'GET', '/api/team/members', asMember(initiator))).status).toBe(403);
  });

  it('an approver cannot prepare a payment, and an admin cannot change roles', async () => {
    expect(
      (await call(t, 'POST', '/api/team/approvals', { ...asMember(approver), body: sendBody(1_000) })).status,
    ).toBe(403);
    const invite = await call(t, 'POST', '/api/team/members', {
      ...asMember(admin),
      body: { phone: randomPhone(), role: 'viewer' },
    });
    expect(invite.status).toBe(403);
    // But an admin reads the team and manages links for the business.
    expect((await call(t, 'GET', '/api/team/members', asMember(admin))).status).toBe(200);
    const link = await call(t, 'POST', '/api/payment-links', {
      ...asMember(admin),
      body: { description: 'Team link', amount_type: 'open' },
    });
    expect(link.status).toBe(200);
    const owned = await call(t, 'GET', `/api/payment-links/${link.body.data.link.id}`, {
      token: owner.token,
    });
    expect(owned.status).toBe(200);
  });

  it('a caller who is not a member of the business gets 404, never data', async () => {
    for (const url of [
      '/api/team/members',
      '/api/team/approvals',
      '/api/accounts/transactions',
      '/api/payment-links',
    ]) {
      const r = await call(t, 'GET', url, asMember(stranger));
      expect(r.status, url).toBe(404);
      expect(r.body.data).toBeUndefined();
    }
    expect((await call(t, 'GET', '/api/accounts', { ...asMember(viewer, 'not-a-uuid') })).status).toBe(404);
  });

  it('every other route refuses to act for a business: a member moves no money of their own by mistake', async () => {
    const before = await balance(t, initiator);
    const r = await call(t, 'POST', '/api/transfer/remittance/send', {
      ...asMember(initiator),
      headers: { 'x-act-for': business, 'idempotency-key': `team-${Date.now()}` },
      body: { ...sendBody(1_000).send, pin: '6048' },
    });
    expect(r.status).toBe(403);
    expect(r.body.message).toBe(teamMessages.ownAccountOnly);
    expect(await balance(t, initiator)).toBe(before);
    // One's own id in the header is the same as none.
    const me = (await call(t, 'GET', '/api/team/businesses', { token: initiator.token })).body.data
      .businesses[0].id;
    expect((await call(t, 'GET', '/api/profile', asMember(initiator, me))).status).toBe(200);
  });

  it('personal accounts work exactly as before, with no header', async () => {
    expect((await call(t, 'GET', '/api/accounts/transactions', { token: stranger.token })).status).toBe(200);
    const links = await call(t, 'GET', '/api/payment-links', { token: stranger.token });
    expect(links.status).toBe(200);
  });
});

describe('payout batches', () => {
  const act = (c: Customer, method: 'GET' | 'POST', url: string, body?: unknown) =>
    call(t, method, url, { ...asMember(c), body });

  async function confirmedBatch(name: string) {
    const created = await act(initiator, 'POST', '/api/payouts', { name, account_id: owner.accountUuid });
    expect(created.status, JSON.stringify(created.body)).toBe(200);
    const id = created.body.data.batch.id as string;
    const csv = `Bank,Account Number,Amount,Narration\nOwo MFB,${payee.accountNumber},1500,Allowance\nOwo MFB,${payee.accountNumber},2500,Bonus`;
    expect((await act(initiator, 'POST', `/api/payouts/${id}/upload`, { csv })).status).toBe(200);
    // The initiator confirms with their own PIN: the batch waits for an approver, nothing is paid.
    const confirmed = await act(initiator, 'POST', `/api/payouts/${id}/confirm`, { pin: '6048' });
    expect(confirmed.status, JSON.stringify(confirmed.body)).toBe(200);
    expect(confirmed.body.data.batch.status).toBe('awaiting_approval');
    // Confirming again asks once.
    expect((await act(initiator, 'POST', `/api/payouts/${id}/confirm`, { pin: '6048' })).status).toBe(200);
    const inbox = await act(approver, 'GET', '/api/team/approvals');
    const mine = inbox.body.data.approvals.filter(
      (a: { kind: string; summary: string }) => a.kind === 'payout_batch' && a.summary.includes(name),
    );
    expect(mine).toHaveLength(1);
    expect(mine[0].amount).toBe(4000);
    return { id, approval: mine[0].id as string };
  }

  it("an initiator's confirmed batch waits; an approver approves it with their PIN and it is paid once", async () => {
    const before = { business: await balance(t, owner), payee: await balance(t, payee) };
    const { id, approval } = await confirmedBatch('Staff allowances');
    expect(await balance(t, owner)).toBe(before.business);
    expect((await approve(initiator, approval, '6048')).status).toBe(403);
    const ok = await approve(approver, approval, '7159');
    expect(ok.status, JSON.stringify(ok.body)).toBe(200);
    expect(ok.body.data.approval.status).toBe('approved');
    await payersIdle(t.app.deps);
    const done = await act(approver, 'GET', `/api/payouts/${id}`);
    expect(done.body.data.batch.status).toBe('done');
    expect(await balance(t, owner)).toBe(before.business - 4000);
    expect(await balance(t, payee)).toBe(before.payee + 4000);
    expect((await approve(admin, approval, '5937')).status).toBe(409);
    expect(await balance(t, owner)).toBe(before.business - 4000);
  });

  it('a rejected batch goes back to review and pays nothing; a viewer cannot prepare one', async () => {
    const before = await balance(t, owner);
    const { id, approval } = await confirmedBatch('Wrong file');
    const r = await call(t, 'POST', `/api/team/approvals/${approval}/reject`, {
      ...asMember(approver),
      body: { reason: 'Duplicate rows' },
    });
    expect(r.status).toBe(200);
    expect((await act(initiator, 'GET', `/api/payouts/${id}`)).body.data.batch.status).toBe('review');
    expect(await balance(t, owner)).toBe(before);
    const refused = await act(viewer, 'POST', '/api/payouts', { name: 'x', account_id: owner.accountUuid });
    expect(refused.status).toBe(403);
  });
});

describe('the audit log', () => {
  it('shows who did what and when to the owner and admins, newest first, paginated', async () => {
    const r = await call(t, 'GET', '/api/team/audit', { token: owner.token });
    expect(r.status).toBe(200);
    const actions = r.body.data.data.map((e: { action: string }) => e.action);
    for (const a of [
      'member.invited',
      'member.removed',
      'approval.requested',
      'approval.approved',
      'approval.rejected',
      'link.created',
    ]) {
      expect(actions, a).toContain(a);
    }
    expect(r.body.data.total).toBeGreaterThan(10);
    expect(r.body.data.per_page).toBe(20);
    const approved = r.body.data.data.find((e: { action: string }) => e.action === 'approval.approved');
    expect(approved.actor.name).toBeTruthy();
    expect(approved.created_at).toMatch(/^\d{4}-/);
    const byAdmin = await call(t, 'GET', '/api/team/audit?page=2', asMember(admin));
    expect(byAdmin.status).toBe(200);
    expect(byAdmin.body.data.current_page).toBe(2);
  });

  it('every team route is described in the OpenAPI document', async () => {
    const docs = (await t.app.inject({ method: 'GET', url: '/api/docs/json' })).json();
    for (const path of [
      '/team/members',
      '/team/members/{id}',
      '/team/approvals/{id}/approve',
      '/team/audit',
    ]) {
      expect(Object.keys(docs.paths), path).toContain(path);
    }
    expect(docs.paths['/team/members'].post.requestBody).toBeTruthy();
  });

  it("shows a member's name only once they have acted for the business, and limits invites per hour", async () => {
    const r = await call(t, 'GET', '/api/team/members', { token: owner.token });
    const byPhone = Object.fromEntries(
      r.body.data.members.map((m: { phone: string; name: string | null }) => [m.phone, m.name]),
    );
    expect(byPhone[`+234${initiator.phone.slice(1)}`]).toMatch(/\S/);
    expect(byPhone[`+234${viewer.phone.slice(1)}`]).toBeNull();

    const shop = await signUp(t, { type: 'business' });
    const statuses: number[] = [];
    for (let i = 0; i <= INVITES_PER_HOUR; i++) {
      const invite = await call(t, 'POST', '/api/team/members', {
        token: shop.token,
        body: { phone: randomPhone(), role: 'viewer' },
      });
      statuses.push(invite.status);
    }
    expect(statuses.slice(0, INVITES_PER_HOUR).every((s) => s === 200 || s === 409)).toBe(true);
    expect(statuses.at(-1)).toBe(429);
  });

  it('is append-only', async () => {
    await expect(t.db.query(`DELETE FROM team_audit`)).rejects.toThrow();
  });
});
