import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Customer, call, createTestApp, deposit, signUp, type TestApp } from '#test/harness.ts';
import { recordSecurityEvent } from './notifications-service.ts';
import { openSse } from './sse-client.ts';

// The inbox (paginated, unread count, mark read), the alerts (SMS and e-mail per preference, exactly once,
// security alerts always), stream tickets, and the stream on whichever database the run uses (this file is
// also the embedded-PGlite check: run it without TEST_DATABASE_URL).

let t: TestApp;
let base: string;
const DEVICE = { 'x-device-id': 'harness-device-0001', 'x-client-type': 'web' };

beforeAll(async () => {
  t = await createTestApp();
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  base = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
}, 60_000);
afterAll(() => t.close());

const userId = async (c: Customer) =>
  (await t.db.query<{ id: bigint }>('SELECT id FROM users WHERE uuid = $1', [c.userUuid])).rows[0]!.id;
const sms = async (c: Customer) =>
  (
    await call<Array<{ body: string }>>(
      t,
      'GET',
      `/api/sandbox/messages?phone=${encodeURIComponent(c.phone)}`,
    )
  ).body.data;
const emails = async (c: Customer) =>
  (
    await call<Array<{ subject: string; body: string }>>(
      t,
      'GET',
      `/api/sandbox/emails?address=${encodeURIComponent(c.email)}`,
    )
  ).body.data;
const inbox = (c: Customer, page = 1) =>
  call(t, 'GET', `/api/notifications?page=${page}`, { token: c.token });

describe('notifications inbox', () => {
  it('lists every credit and debit newest first, paginated, with the unread count, and marks them read', async () => {
    const c = await signUp(t, { pin: '2580', kyc: true });
    const other = await signUp(t, {});
    for (let i = 1; i <= 22; i++) await deposit(t, c.accountNumber, 100 + i);
    const p1 = await inbox(c);
    expect(p1.status).toBe(200);
    // The 22 credits and, oldest, the notice that the identity was verified (kyc: true).
    expect(p1.body.data).toMatchObject({
      total: 23,
      unread: 23,
      per_page: 20,
      current_page: 1,
      last_page: 2,
    });
    expect(p1.body.data.data[0]).toMatchObject({
      kind: 'credit',
      type: 'credit',
      amount: 122,
      read: false,
      title: 'Credit ₦122.00 from Sandbox Deposit',
    });
    expect(p1.body.data.data[0].body).toMatch(/^Received · Ref \S+ · Bal ₦2,453\.00$/);
    const p2 = await inbox(c, 2);
    expect(p2.body.data.data.slice(0, 2).map((n: { amount: number }) => n.amount)).toEqual([102, 101]);
    expect(p2.body.data.data[2]).toMatchObject({
      kind: 'security',
      type: 'kyc_approved',
      title: 'Identity verified',
    });

    // Someone else's ids change nothing; own ids do.
    const ids = p1.body.data.data.slice(0, 3).map((n: { id: string }) => n.id);
    const foreign = await call(t, 'POST', '/api/notifications/read', { token: other.token, body: { ids } });
    expect(foreign.body.data).toEqual({ updated: 0, unread: 0 });
    const read = await call(t, 'POST', '/api/notifications/read', { token: c.token, body: { ids } });
    expect(read.body.data).toEqual({ updated: 3, unread: 20 });
    expect((await inbox(c)).body.data.data[0].read).toBe(true);
    const all = await call(t, 'POST', '/api/notifications/read', { token: c.token, body: { all: true } });
    expect(all.body.data).toEqual({ updated: 20, unread: 0 });
    expect((await inbox(other)).body.data.total).toBe(0);

    const bad = await call(t, 'POST', '/api/notifications/read', { token: c.token, body: { ids: ['x'] } });
    expect(bad.status).toBe(400);
    expect(bad.body.status).toBe(false);
  });

  it('shows debits, reversals and security events too', async () => {
    const c = await signUp(t, { pin: '2580', kyc: true, deposit: 10_000 });
    // ₦999 to an external bank: the sandbox rail refuses it and settlement reverses the debit.
    const sent = await call(t, 'POST', '/api/transfer/remittance/send', {
      token: c.token,
      headers: { 'idempotency-key': `rev-${Date.now()}-${Math.random()}` },
      body: {
        amount: 999,
        name: 'Ada Obi',
        note: 'reversal',
        currency: 'NGN',
        account_number: '0123456789',
        bank_name: 'Guaranty Trust Bank',
        bank_code: '058',
        pin: '2580',
      },
    });
    const id = await userId(c);
    await t.db.tx((q) =>
      recordSecurityEvent(q, id, {
        kind: 'new_device',
        title: 'New sign-in on Chrome on Android',
        body: 'If this was not you, freeze your account in Profile → Security.',
      }),
    );
    await t.app.worker.drain();
    const items = (await inbox(c)).body.data.data as Array<{ kind: string; type: string; title: string }>;
    expect(items.find((n) => n.kind === 'security')).toMatchObject({
      type: 'new_device',
      title: 'New sign-in on Chrome on Android',
    });
    if (sent.status === 200) {
      expect(items.some((n) => n.kind === 'debit' && n.title.startsWith('Debit ₦999.00'))).toBe(true);
      const reversed = items.find((n) => n.type === 'reversed');
      if (reversed) expect(reversed.title).toMatch(/^Returned ₦999\.00 to your account/);
    }
  });
});

describe('alerts', () => {
  it('sends credit and debit alerts by SMS and e-mail (amount, balance after, reference) exactly once', async () => {
    const a = await signUp(t, { pin: '2580', kyc: true, deposit: 5_000 });
    const b = await signUp(t, { pin: '2580', kyc: true });
    const sent = await call(t, 'POST', '/api/transfer/remittance/send', {
      token: a.token,
      headers: { 'idempotency-key': `al-${Date.now()}-${Math.random()}` },
      body: {
        amount: 1_500,
        name: 'B',
        note: 'alerts',
        currency: 'NGN',
        account_number: b.accountNumber,
        bank_name: 'Owo MFB',
        bank_code: '090999',
        pin: '2580',
      },
    });
    expect(sent.status, JSON.stringify(sent.body)).toBe(200);
    await t.app.worker.drain();
    await t.app.worker.drain();
    const bSms = (await sms(b)).filter((m) => m.body.includes('Credit'));
    expect(bSms).toHaveLength(1);
    expect(bSms[0]!.body).toMatch(
      /^Owo: Credit ₦1,500\.00 from \S+ [A-Z]\. · Owo MFB \*{6}\d{4} · Bal ₦1,500\.00 · Ref \S+$/,
    );
    const aSms = (await sms(a)).filter((m) => m.body.includes('Debit'));
    expect(aSms).toHaveLength(1);
    expect(aSms[0]!.body).toMatch(
      /^Owo: Debit ₦1,500\.00 to \S+ [A-Z]\. · Owo MFB \*{6}\d{4} · Bal ₦3,500\.00 · Ref \S+$/,
    );
    const aMail = (await emails(a)).filter((m) => m.body.includes('Debit ₦1,500.00'));
    expect(aMail).toHaveLength(1);
    expect(aMail[0]!.subject).toMatch(/^Owo alert: Debit ₦1,500\.00 to /);
    // The deposit's credit alert too, once.
    expect((await sms(a)).filter((m) => m.body.includes('Credit ₦5,000.00'))).toHaveLength(1);
  });

  it('follows the preferences for money alerts; security alerts go by SMS whatever they say', async () => {
    const c = await signUp(t, {});
    expect((await call(t, 'GET', '/api/notifications/preferences', { token: c.token })).body.data).toEqual({
      sms: true,
      email: true,
    });
    const emailOnly = await call(t, 'PUT', '/api/notifications/preferences', {
      token: c.token,
      body: { sms: false, email: true },
    });
    expect(emailOnly.body).toMatchObject({ status: true, data: { sms: false, email: true } });
    await deposit(t, c.accountNumber, 700);
    await t.app.worker.drain();
    expect((await sms(c)).filter((m) => m.body.includes('₦700.00'))).toHaveLength(0);
    expect((await emails(c)).filter((m) => m.body.includes('Credit ₦700.00'))).toHaveLength(1);

    await call(t, 'PUT', '/api/notifications/preferences', {
      token: c.token,
      body: { sms: false, email: false },
    });
    await deposit(t, c.accountNumber, 800);
    const id = await userId(c);
    await t.db.tx((q) =>
      recordSecurityEvent(q, id, {
        kind: 'frozen',
        title: 'Outgoing money frozen',
        body: 'Sends are refused.',
      }),
    );
    await t.app.worker.drain();
    expect((await sms(c)).filter((m) => m.body.includes('₦800.00'))).toHaveLength(0);
    expect((await emails(c)).filter((m) => m.body.includes('₦800.00'))).toHaveLength(0);
    const security = (await sms(c)).filter((m) => m.body.includes('security alert: Outgoing money frozen'));
    expect(security).toHaveLength(1);

    const bad = await call(t, 'PUT', '/api/notifications/preferences', {
      token: c.token,
      body: { sms: 'yes' },
    });
    expect(bad.status).toBe(400);
  });
});

describe('event stream on this database', () => {
  it('streams a credit, resumes after Last-Event-ID, and accepts a stream ticket only once', async () => {
    const c = await signUp(t, {});
    const s = await openSse(`${base}/api/events`, { ...DEVICE, authorization: `Bearer ${c.token}` });
    expect(s.status).toBe(200);
    await deposit(t, c.accountNumber, 5_000);
    const credit = await s.waitFor((e) => e.event === 'credit', 3_000);
    expect(credit.data.title).toBe('Credit ₦5,000.00 from Sandbox Deposit');
    s.close();
    await deposit(t, c.accountNumber, 60);

    const ticket = await call(t, 'POST', '/api/events/ticket', { token: c.token });
    expect(ticket.status).toBe(200);
    const url = `${base}/api/events?ticket=${ticket.body.data.ticket}&last_event_id=${credit.id}`;
    const viaTicket = await openSse(url);
    expect(viaTicket.status).toBe(200);
    const missed = await viaTicket.waitFor((e) => e.event === 'credit', 3_000);
    expect(missed.data.amount).toBe(60);
    viaTicket.close();
    const reused = await openSse(url);
    expect(reused.status).toBe(401);
    const wrongId = await openSse(`${base}/api/events?last_event_id=abc`, {
      ...DEVICE,
      authorization: `Bearer ${c.token}`,
    });
    expect(wrongId.status).toBe(400);
  });

  it('keeps at most 5 streams open per customer: the sixth closes the oldest, the other five stay live', async () => {
    const c = await signUp(t, {});
    const other = await signUp(t, {});
    const open = () => openSse(`${base}/api/events`, { ...DEVICE, authorization: `Bearer ${c.token}` });
    const streams = [];
    for (let i = 0; i < 6; i++) {
      const s = await open();
      expect(s.status).toBe(200);
      streams.push(s);
    }
    const othersStream = await openSse(`${base}/api/events`, {
      ...DEVICE,
      authorization: `Bearer ${other.token}`,
    });
    const [oldest, ...live] = streams;
    const replaced = await oldest!.waitFor((e) => e.event === 'end', 3_000);
    expect(replaced.data).toEqual({ reason: 'replaced' });
    await oldest!.ended;
    await deposit(t, c.accountNumber, 250);
    for (const s of live) expect((await s.waitFor((e) => e.event === 'credit', 3_000)).data.amount).toBe(250);
    // Another customer's stream is not counted against this one.
    expect(othersStream.events.filter((e) => e.event === 'end')).toEqual([]);
    for (const s of [...live, othersStream]) s.close();
  });
});
