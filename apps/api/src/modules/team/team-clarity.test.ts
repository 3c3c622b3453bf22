import { teamMessages } from '@owo/contract/team';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { OWO_BANK } from '#rails/nuban.ts';
import {
  balance,
  type Customer,
  call,
  createTestApp,
  lastOtp,
  randomPhone,
  signUp,
  type TestApp,
} from '#test/harness.ts';

// Team money people can follow (issue 24 items 4-6): a member acting for a business pays from the business by
// every route and bills, through maker-checker, never from their own pocket; approvers see what they approve
// and are told when something waits; the one who asked learns the decision and its reason; an invitation
// arrives by text with a link, and the member who opens it joins by name.

let t: TestApp;
let owner: Customer;
let initiator: Customer;
let approver: Customer;
let smallApprover: Customer;
let payee: Customer;
let business: string;
const PINS = { owner: '4826', initiator: '6048', approver: '7159', small: '8260' };

const asMember = (c: Customer) => ({ token: c.token, headers: { 'x-act-for': business } });

async function invite(c: Customer | string, role: string, extra: Record<string, unknown> = {}) {
  const phone = typeof c === 'string' ? c : c.phone;
  const r = await call(t, 'POST', '/api/team/members', {
    token: owner.token,
    body: { phone, role, ...extra },
  });
  expect(r.status, JSON.stringify(r.body)).toBe(200);
  return r.body.data.member;
}

const inviteCode = (member: { invite_url: string }) => member.invite_url.split('/join/')[1]!;

/** The texts the sandbox SMS rail sent a phone, newest first. */
async function texts(phone: string): Promise<string[]> {
  const r = await call(t, 'GET', `/api/sandbox/messages?phone=${encodeURIComponent(phone)}`);
  return (r.body.data as Array<{ body: string }>).map((m) => m.body);
}

async function inbox(c: Customer) {
  const r = await call(t, 'GET', '/api/notifications', { token: c.token });
  return r.body.data.data as Array<{ kind: string; type: string; title: string; body: string; link: string }>;
}

async function prepare(by: Customer, body: Record<string, unknown>) {
  const r = await call(t, 'POST', '/api/team/approvals', { ...asMember(by), body });
  expect(r.status, JSON.stringify(r.body)).toBe(200);
  return r.body.data.approval;
}

const approve = (by: Customer, id: string, pin: string) =>
  call(t, 'POST', `/api/team/approvals/${id}/approve`, { ...asMember(by), body: { pin } });

const ngnSend = (amount: number, to: { account: string; bank: string }) => ({
  kind: 'send',
  send: {
    amount,
    name: 'Payee',
    note: 'Fabric supplier, March',
    currency: 'NGN',
    account_number: to.account,
    bank_name: '',
    bank_code: to.bank,
  },
});

beforeAll(async () => {
  t = await createTestApp();
  owner = await signUp(t, { type: 'business', pin: PINS.owner, kyc: true, deposit: 2_000_000 });
  [initiator, approver, smallApprover, payee] = await Promise.all([
    signUp(t, { pin: PINS.initiator, deposit: 3_000 }),
    signUp(t, { pin: PINS.approver, deposit: 4_000 }),
    signUp(t, { pin: PINS.small }),
    signUp(t, {}),
  ]);
  business = (await call(t, 'GET', '/api/team/businesses', { token: owner.token })).body.data.businesses[0]
    .id;
  await invite(initiator, 'initiator', { name: 'Ngozi (front desk)' });
  await invite(approver, 'approver', { approval_limit: 1_000_000 });
  await invite(smallApprover, 'approver', { approval_limit: 1_000 });
}, 240_000);
afterAll(() => t.close());

describe('acting for a business', () => {
  it('pays every route and a bill from the business through approval; the members’ own money never moves', async () => {
    const before = {
      business: await balance(t, owner),
      initiator: await balance(t, initiator),
      approver: await balance(t, approver),
    };
    const prepared = [
      await prepare(initiator, ngnSend(7_500, { account: payee.accountNumber, bank: OWO_BANK.code })),
      await prepare(initiator, ngnSend(20_000, { account: '0123456785', bank: '058' })),
      await prepare(initiator, {
        kind: 'enaira',
        send: { alias: 'ada.okafor', amount: 1_500, name: 'Ada', note: 'Samples' },
      }),
      await prepare(initiator, {
        kind: 'momo',
        send: {
          amount: 10_000,
          note: 'Accra agent',
          currency: 'GHS',
          account_name: 'Kofi Mensah',
          issuer: 'MTN',
          number: '0241234567',
        },
      }),
      await prepare(initiator, {
        kind: 'usd',
        send: {
          amount: 150_000,
          account_name: 'Acme Looms Inc',
          account_number: '123456789',
          address: '1 Loom Street',
          city: 'Charlotte',
          country: 'USA',
          inside_us: 1,
          note: 'Looms deposit',
          routing_number: '021000021',
          zipcode: '28201',
          bank_name: 'Chase',
          delivery_type: 'ACH',
        },
      }),
      await prepare(initiator, {
        kind: 'bill',
        bill: { biller: 'mtn-airtime', customer_id: '08031234567', amount: 2_000 },
      }),
    ];
    // Prepared, nothing moved anywhere.
    expect(await balance(t, owner)).toBe(before.business);
    expect(prepared.map((a) => [a.kind, a.route])).toEqual([
      ['send', 'remittance'],
      ['send', 'remittance'],
      ['send', 'enaira'],
      ['send', 'momo'],
      ['send', 'usd'],
      ['bill', null],
    ]);
    let total = 0;
    for (const a of prepared) {
      const r = await approve(approver, a.id, PINS.approver);
      expect(r.status, JSON.stringify(r.body)).toBe(200);
      expect(r.body.data.approval.status).toBe('approved');
      expect(r.body.data.payment.transaction.amount).toBe(a.amount);
      total += a.total;
    }
    // The business paid each amount with its fee, once; the members' own accounts did not move.
    expect(await balance(t, owner)).toBeCloseTo(before.business - total, 2);
    expect(await balance(t, initiator)).toBe(before.initiator);
    expect(await balance(t, approver)).toBe(before.approver);
    expect(await balance(t, payee)).toBe(7_500);
    const history = await call(t, 'GET', '/api/accounts/transactions', { token: owner.token });
    const debits = history.body.data.data.filter((x: { direction: string }) => x.direction === 'debit');
    expect(debits.length).toBeGreaterThanOrEqual(6);
  });

  it('pays a prepared bill once when two people approve it and another rejects it at the same moment', async () => {
    const before = await balance(t, owner);
    const a = await prepare(initiator, {
      kind: 'bill',
      bill: { biller: 'mtn-airtime', customer_id: '08031234567', amount: 1_500 },
    });
    const [one, two, no] = await Promise.all([
      approve(approver, a.id, PINS.approver),
      approve(owner, a.id, PINS.owner),
      call(t, 'POST', `/api/team/approvals/${a.id}/reject`, {
        ...asMember(smallApprover),
        body: { reason: 'Late' },
      }),
    ]);
    // Whichever decision commits first wins; the others are refused (409) or replay the same payment.
    const after = (await call(t, 'GET', `/api/team/approvals/${a.id}`, asMember(approver))).body.data
      .approval;
    const history = (await call(t, 'GET', '/api/accounts/transactions', { token: owner.token })).body.data
      .data;
    const debits = history.filter(
      (x: { reference: string }) =>
        after.transaction_reference && x.reference === after.transaction_reference,
    );
    if (after.status === 'approved') {
      expect(no.status).toBe(409);
      expect([one.status, two.status]).toContain(200);
      expect(debits).toHaveLength(1);
      // The approval tells what became of the payment, from its transaction.
      expect(after.payment_status).toBe(debits[0].status);
      expect(await balance(t, owner)).toBeCloseTo(before - a.total, 2);
    } else {
      expect(after.status).toBe('rejected');
      expect(no.status).toBe(200);
      expect([one.status, two.status]).toEqual([409, 409]);
      expect(await balance(t, owner)).toBe(before);
    }
  });

  it('refuses the member’s own send and bill routes while acting for the business (403, nothing moves)', async () => {
    const before = await balance(t, initiator);
    const send = await call(t, 'POST', '/api/transfer/remittance/send', {
      ...asMember(initiator),
      body: {
        ...ngnSend(100, { account: payee.accountNumber, bank: OWO_BANK.code }).send,
        pin: PINS.initiator,
      },
    });
    expect(send.status).toBe(403);
    expect(send.body.message).toBe(teamMessages.ownAccountOnly);
    const bill = await call(t, 'POST', '/api/bills/pay', {
      ...asMember(initiator),
      body: { biller: 'mtn-airtime', customer_id: '08031234567', amount: 100, pin: PINS.initiator },
    });
    expect(bill.status).toBe(403);
    expect(await balance(t, initiator)).toBe(before);
  });

  it('shows the business’s insights to a member acting for it, and names the accounts one may act for', async () => {
    const own = await call(t, 'GET', '/api/insights', { token: initiator.token });
    const acting = await call(t, 'GET', '/api/insights', asMember(initiator));
    const owners = await call(t, 'GET', '/api/insights', { token: owner.token });
    expect(acting.status).toBe(200);
    expect(acting.body.data).toEqual(owners.body.data);
    expect(acting.body.data).not.toEqual(own.body.data);

    const list = (await call(t, 'GET', '/api/team/businesses', { token: initiator.token })).body.data
      .businesses;
    expect(list[0]).toMatchObject({ own: true, personal: true });
    // Before KYC names them, a person's own account reads as their phone, never "My account".
    expect(list[0].name).toMatch(/^0\d{3} \d{3} \d{4}$/);
    expect(list[1]).toMatchObject({ id: business, own: false, personal: false, role: 'initiator' });
  });
});

describe('approvals people can decide on', () => {
  it('shows the approver the recipient, bank, masked account, amount, fee, total, narration, who asked and when', async () => {
    const a = await prepare(initiator, ngnSend(20_000, { account: '0123456785', bank: '058' }));
    const r = await call(t, 'GET', `/api/team/approvals/${a.id}`, asMember(approver));
    expect(r.status).toBe(200);
    const seen = r.body.data.approval;
    expect(seen).toMatchObject({
      status: 'pending',
      route: 'remittance',
      amount: 20_000,
      fee: 26.88,
      total: 20_026.88,
      note: 'Fabric supplier, March',
      recipient: { bank: 'Guaranty Trust Bank', account: '******6785' },
      business: { id: business },
      initiated_by: { name: 'Ngozi (front desk)' },
    });
    expect(seen.recipient.name).toMatch(/\S/);
    expect(JSON.stringify(seen)).not.toContain('0123456785');
    expect(Date.parse(seen.created_at)).toBeGreaterThan(Date.now() - 60_000);
    // Who may approve it: the owner and the approver whose limit covers it; not one with a smaller limit.
    expect(seen.waiting_for).toContain('the owner');
    expect(seen.waiting_for).toHaveLength(2);
    expect(seen.waiting_for.join()).not.toContain('Ngozi');
  });

  it('tells each person who may approve, by text and in the app, and never the one who asked', async () => {
    const a = await prepare(initiator, ngnSend(5_000, { account: payee.accountNumber, bank: OWO_BANK.code }));
    await t.app.worker.drain();
    const link = `/team/approvals/${a.id}?business=${business}`;
    for (const who of [approver, owner]) {
      const sms = (await texts(who.phone)).find((x) => x.includes(a.id));
      expect(sms).toContain('Approval needed: ₦5,000.00 to ');
      expect(sms).toContain(link);
      const note = (await inbox(who)).find((n) => n.link === link);
      expect(note).toMatchObject({ kind: 'team', type: 'approval_waiting' });
      expect(note?.body).toContain('asks you to approve it for');
    }
    // Above the small approver's limit, and not for the initiator.
    expect((await texts(smallApprover.phone)).some((x) => x.includes(a.id))).toBe(false);
    expect((await inbox(initiator)).some((n) => n.link === link)).toBe(false);
  });

  it('a refusal needs a reason, which the one who asked reads; an approval tells them too', async () => {
    const a = await prepare(initiator, ngnSend(3_000, { account: payee.accountNumber, bank: OWO_BANK.code }));
    const noReason = await call(t, 'POST', `/api/team/approvals/${a.id}/reject`, {
      ...asMember(approver),
      body: { reason: '  ' },
    });
    expect(noReason.status).toBe(400);
    expect(noReason.body.errors?.reason).toBe(teamMessages.reasonRequired);
    const r = await call(t, 'POST', `/api/team/approvals/${a.id}/reject`, {
      ...asMember(approver),
      body: { reason: 'Wrong invoice number' },
    });
    expect(r.status).toBe(200);
    const mine = await call(t, 'GET', `/api/team/approvals/${a.id}`, asMember(initiator));
    expect(mine.body.data.approval).toMatchObject({ status: 'rejected', reason: 'Wrong invoice number' });
    expect(mine.body.data.approval.waiting_for).toEqual([]);
    const b = await prepare(initiator, ngnSend(2_500, { account: payee.accountNumber, bank: OWO_BANK.code }));
    expect((await approve(approver, b.id, PINS.approver)).status).toBe(200);
    await t.app.worker.drain();
    const notes = await inbox(initiator);
    const rejected = notes.find((n) => n.type === 'approval_rejected' && n.link.includes(a.id));
    expect(rejected?.body).toContain('“Wrong invoice number”');
    expect(notes.find((n) => n.type === 'approval_approved' && n.link.includes(b.id))).toBeTruthy();
    expect((await texts(initiator.phone)).some((x) => x.includes('Wrong invoice number'))).toBe(true);
  });

  it('shows a payout batch’s payments and totals to the approver', async () => {
    const created = await call(t, 'POST', '/api/payouts', {
      ...asMember(initiator),
      body: { name: 'March wages', account_id: owner.accountUuid },
    });
    expect(created.status, JSON.stringify(created.body)).toBe(200);
    const id = created.body.data.batch.id;
    const csv = `bank,account_number,amount,narration\n058,0123456785,1000,wages one\n${OWO_BANK.code},${payee.accountNumber},2500,wages two`;
    expect(
      (await call(t, 'POST', `/api/payouts/${id}/upload`, { ...asMember(initiator), body: { csv } })).status,
    ).toBe(200);
    const confirmed = await call(t, 'POST', `/api/payouts/${id}/confirm`, {
      ...asMember(initiator),
      body: { pin: PINS.initiator },
    });
    expect(confirmed.status, JSON.stringify(confirmed.body)).toBe(200);
    const list = await call(t, 'GET', '/api/team/approvals', asMember(approver));
    const waiting = list.body.data.approvals.find(
      (x: { batch: { name: string } | null }) => x.batch?.name === 'March wages',
    );
    expect(waiting).toMatchObject({ kind: 'payout_batch', amount: 3_500, fee: 10.75, total: 3_510.75 });
    expect(waiting.batch).toMatchObject({ count: 2, rows: null });
    const one = await call(t, 'GET', `/api/team/approvals/${waiting.id}`, asMember(approver));
    expect(one.body.data.approval.batch.rows).toEqual([
      expect.objectContaining({
        row: 1,
        bank: 'Guaranty Trust Bank',
        account: '******6785',
        amount: 1_000,
        fee: 10.75,
      }),
      expect.objectContaining({
        row: 2,
        account: `******${payee.accountNumber.slice(-4)}`,
        amount: 2_500,
        fee: 0,
      }),
    ]);
  });
});

describe('team onboarding', () => {
  it('texts an invited phone a link; whoever signs up with it joins and appears by name', async () => {
    const phone = randomPhone();
    const member = await invite(phone, 'viewer', { name: 'Tunde' });
    expect(member).toMatchObject({ name: 'Tunde', joined: false, accepted: false });
    const [sms] = await texts(phone);
    expect(sms).toContain('invited you to its team as Viewer');
    expect(sms).toContain(member.invite_url);
    const code = inviteCode(member);

    // The invitation's page, before anyone signs in: the business, the role, the phone masked.
    const page = await call(t, 'GET', `/api/public/team-invites/${code}`);
    expect(page.status).toBe(200);
    expect(page.body.data).toEqual({
      business: expect.any(String),
      role: 'viewer',
      phone: `0${phone.slice(1, 4)} *** ${phone.slice(-4)}`,
    });
    expect((await call(t, 'GET', '/api/public/team-invites/0000')).status).toBe(404);

    // Someone else's login cannot join with it.
    const other = await call(t, 'POST', `/api/team/invites/${code}/accept`, { token: payee.token });
    expect(other.status).toBe(404);

    // The phone signs up (as the harness does) and joins: it lands in the business.
    const tunde = await signUpWithPhone(phone);
    const joined = await call(t, 'POST', `/api/team/invites/${code}/accept`, { token: tunde.token });
    expect(joined.status).toBe(200);
    expect(joined.body.data.business).toMatchObject({ id: business, role: 'viewer', own: false });
    expect(joined.body.data.business.permissions).toContain('history.read');
    const again = await call(t, 'POST', `/api/team/invites/${code}/accept`, { token: tunde.token });
    expect(again.status).toBe(200);

    const team = await call(t, 'GET', '/api/team/members', { token: owner.token });
    const row = team.body.data.members.find((m: { id: string }) => m.id === member.id);
    expect(row).toMatchObject({ joined: true, accepted: true, invite_url: null });
    // Joined before KYC named them: the name the team gave stays.
    expect(row.name).toBe('Tunde');
    const audit = await call(t, 'GET', '/api/team/audit', { token: owner.token });
    expect(audit.body.data.data.map((a: { action: string }) => a.action)).toContain('member.joined');
  });

  it('a removed member’s invitation opens nothing', async () => {
    const phone = randomPhone();
    const member = await invite(phone, 'viewer');
    const code = inviteCode(member);
    expect((await call(t, 'DELETE', `/api/team/members/${member.id}`, { token: owner.token })).status).toBe(
      200,
    );
    expect((await call(t, 'GET', `/api/public/team-invites/${code}`)).status).toBe(404);
  });
});

/** A customer signing up with a given phone, exactly as the harness's signUp does with a random one. */
async function signUpWithPhone(phone: string): Promise<Customer> {
  const init = await call(t, 'POST', '/api/auth/signup/initialize', { body: { country_code: 'NG', phone } });
  expect(init.status).toBe(200);
  const otp = await lastOtp(t, phone);
  const verify = await call(t, 'POST', '/api/auth/signup/verify', {
    body: { country_code: 'NG', phone, otp },
  });
  const uuid = verify.body.data.uuid;
  const password = 'Sup3rSecret';
  const done = await call(t, 'POST', `/api/auth/signup/${uuid}/complete`, {
    body: {
      email: `j${Date.now()}${phone.slice(-4)}@example.ng`,
      password,
      password_confirmation: password,
      type: 'personal',
      uuid,
    },
  });
  expect(done.status, JSON.stringify(done.body)).toBe(200);
  return { phone, token: done.body.data.token.access_token } as Customer;
}
