import { COMPLAINT_CATEGORIES, complaintMessages } from '@owo/contract/complaints';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Customer, call, createTestApp, onRealServer, signUp, type TestApp } from '#test/harness.ts';
import { remittanceBody } from '#test/transfers-helpers.ts';

let t: TestApp;
let ada: Customer;
let bayo: Customer;
let bayoTransaction: string;

const HOUR_MS = 60 * 60_000;

beforeAll(async () => {
  t = await createTestApp();
  ada = await signUp(t, { pin: '4826', kyc: true, deposit: 20_000 });
  bayo = await signUp(t, { pin: '5937', kyc: true, deposit: 5_000 });
  bayoTransaction = (await history(bayo))[0]!.uuid;
}, 240_000);
afterAll(() => t.close());

async function history(c: Customer) {
  const r = await call(t, 'GET', '/api/accounts/transactions', { token: c.token });
  return r.body.data.data as Array<{ uuid: string }>;
}

/** A fresh transaction of the customer's (a deposit), so each complaint about one has its own. */
async function freshTransaction(c: Customer): Promise<string> {
  await call(t, 'POST', '/api/sandbox/deposits', { body: { account_number: c.accountNumber, amount: 100 } });
  return (await history(c))[0]!.uuid;
}

const open = (c: Customer, body: Record<string, unknown>) =>
  call(t, 'POST', '/api/complaints', { token: c.token, body });

async function texts(c: Customer): Promise<string[]> {
  const r = await call(t, 'GET', `/api/sandbox/messages?phone=${encodeURIComponent(c.phone)}`);
  return (r.body.data as Array<{ body: string }>).map((m) => m.body);
}

describe('opening a complaint', () => {
  it('gives a tracking number of its Lagos year and a deadline of 72 hours for a disputed transfer, 14 days otherwise', async () => {
    const deadlines: Record<string, number> = {};
    for (const category of COMPLAINT_CATEGORIES) {
      const r = await open(ada, {
        transaction_id: category === 'other' ? null : await freshTransaction(ada),
        category,
        message: `Something is wrong (${category})`,
      });
      expect(r.status, JSON.stringify(r.body)).toBe(200);
      const year = new Intl.DateTimeFormat('en', { timeZone: 'Africa/Lagos', year: 'numeric' }).format(
        new Date(r.body.data.complaint.created_at),
      );
      expect(r.body.data.tracking_number).toMatch(new RegExp(`^OWO-CMP-${year}-\\d{6,}$`));
      expect(r.body.data.id).toBe(r.body.data.complaint.id);
      expect(r.body.data.due_at).toBe(r.body.data.complaint.due_at);
      expect(r.body.data.complaint.status).toBe('open');
      deadlines[category] =
        (Date.parse(r.body.data.due_at) - Date.parse(r.body.data.complaint.created_at)) / HOUR_MS;
    }
    expect(deadlines).toEqual({
      debited_not_received: 72,
      wrong_amount: 72,
      unauthorised: 72,
      other: 14 * 24,
    });
  });

  it('tells the customer the tracking number and the deadline by SMS and in the inbox', async () => {
    const r = await open(bayo, { category: 'other', message: 'My statement has a typo in my name' });
    expect(r.status).toBe(200);
    const { tracking_number: tracking, id } = r.body.data;
    await t.app.worker.drain();
    const sms = (await texts(bayo)).find((b) => b.includes(tracking));
    expect(sms).toMatch(new RegExp(`^Owo: Complaint ${tracking} received\\. We will answer by .+ WAT\\.`));
    const inbox = await call(t, 'GET', '/api/notifications', { token: bayo.token });
    const item = inbox.body.data.data.find((n: { complaint: string | null }) => n.complaint === id);
    expect(item).toMatchObject({ kind: 'complaint', type: 'complaint_opened', read: false });
    expect(item.title).toBe(`Complaint ${tracking} received`);
  });

  it('describes its transaction as the history does: the total with the fee, the same title and status', async () => {
    const sent = await call(t, 'POST', '/api/transfer/remittance/send', {
      token: ada.token,
      headers: { 'idempotency-key': crypto.randomUUID() },
      body: remittanceBody({ amount: 1_000, pin: '4826' }),
    });
    expect(sent.status, JSON.stringify(sent.body)).toBe(200);
    const row = (await call(t, 'GET', '/api/accounts/transactions', { token: ada.token })).body.data.data[0];
    expect(row.fee).toBeGreaterThan(0);
    const r = await open(ada, {
      transaction_id: row.uuid,
      category: 'debited_not_received',
      message: 'Not there',
    });
    expect(r.status, JSON.stringify(r.body)).toBe(200);
    expect(r.body.data.complaint.transaction.description).toEqual(row.description);
  });

  it('keeps the first message as the start of the conversation', async () => {
    const r = await open(ada, { category: 'other', message: '  The app logged me out twice today  ' });
    expect(r.body.data.messages).toEqual([
      expect.objectContaining({
        author: 'customer',
        kind: 'message',
        body: 'The app logged me out twice today',
      }),
    ]);
  });

  it("refuses another customer's transaction as if it did not exist, and opens nothing", async () => {
    const before = (await call(t, 'GET', '/api/complaints', { token: ada.token })).body.data.complaints
      .length;
    const r = await open(ada, {
      transaction_id: bayoTransaction,
      category: 'unauthorised',
      message: 'Not mine',
    });
    expect(r.status).toBe(404);
    expect(r.body.errors).toEqual({ transaction_id: complaintMessages.transactionNotFound });
    const after = (await call(t, 'GET', '/api/complaints', { token: ada.token })).body.data.complaints.length;
    expect(after).toBe(before);
  });

  it('refuses a second complaint about a transaction while the first is unresolved, naming the first', async () => {
    const tx = await freshTransaction(ada);
    const first = await open(ada, { transaction_id: tx, category: 'wrong_amount', message: 'Too much' });
    expect(first.status).toBe(200);
    const second = await open(ada, { transaction_id: tx, category: 'unauthorised', message: 'Again' });
    expect(second.status).toBe(409);
    expect(second.body.message).toBe(complaintMessages.alreadyOpen);
    expect(second.body.data).toEqual({
      id: first.body.data.id,
      tracking_number: first.body.data.tracking_number,
    });
  });

  it('answers a double tap with the complaint it opened: one tracking number, one text', async () => {
    const c = await signUp(t);
    const body = { category: 'other', message: 'My card was declined twice at the same shop' };
    const both = await Promise.all([open(c, body), open(c, body)]);
    expect(both.map((r) => r.status)).toEqual([200, 200]);
    expect(both[1]!.body.data.tracking_number).toBe(both[0]!.body.data.tracking_number);
    const again = await open(c, body);
    expect(again.body.data.id).toBe(both[0]!.body.data.id);
    expect((await call(t, 'GET', '/api/complaints', { token: c.token })).body.data.complaints).toHaveLength(
      1,
    );
    // Another message is another complaint.
    const other = await open(c, { category: 'other', message: 'And the app logged me out' });
    expect(other.body.data.id).not.toBe(both[0]!.body.data.id);
  });

  it('answers 400 with the messages under the fields for a missing category or message', async () => {
    const r = await open(ada, { category: 'lost_card', message: '' });
    expect(r.status).toBe(400);
    expect(r.body.errors).toMatchObject({
      category: complaintMessages.category,
      message: complaintMessages.message,
    });
    const long = await open(ada, { category: 'other', message: 'x'.repeat(2001) });
    expect(long.body.errors).toMatchObject({ message: complaintMessages.tooLong });
  });
});

describe("a customer's complaints are theirs alone", () => {
  it('lists only the caller’s complaints, newest first, and answers 404 for anyone else’s', async () => {
    const mine = await open(bayo, { transaction_id: bayoTransaction, category: 'other', message: 'Mine' });
    const list = await call(t, 'GET', '/api/complaints', { token: bayo.token });
    const ids = list.body.data.complaints.map((c: { id: string }) => c.id);
    expect(ids[0]).toBe(mine.body.data.id);
    const adas = await call(t, 'GET', '/api/complaints', { token: ada.token });
    expect(adas.body.data.complaints.map((c: { id: string }) => c.id)).not.toContain(mine.body.data.id);

    const path = `/api/complaints/${mine.body.data.id}`;
    expect((await call(t, 'GET', path, { token: ada.token })).status).toBe(404);
    const write = await call(t, 'POST', `${path}/messages`, { token: ada.token, body: { message: 'hi' } });
    expect(write.status).toBe(404);
    const reopen = await call(t, 'POST', `${path}/reopen`, { token: ada.token, body: { message: 'hi' } });
    expect(reopen.status).toBe(404);
    const own = await call(t, 'GET', path, { token: bayo.token });
    expect(own.status).toBe(200);
    expect(own.body.data.messages).toHaveLength(1);
    expect(own.body.data.complaint.transaction).toMatchObject({ id: bayoTransaction });
  });
});

describe('the conversation', () => {
  it('adds the customer’s messages in order', async () => {
    const c = await open(ada, { category: 'other', message: 'First' });
    const path = `/api/complaints/${c.body.data.id}/messages`;
    const r1 = await call(t, 'POST', path, { token: ada.token, body: { message: 'Second' } });
    expect(r1.status).toBe(200);
    expect(r1.body.message).toBe(complaintMessages.sent);
    const r2 = await call(t, 'POST', path, { token: ada.token, body: { message: 'Third' } });
    expect(r2.body.data.messages.map((m: { body: string }) => m.body)).toEqual(['First', 'Second', 'Third']);
    expect(r2.body.data.complaint.status).toBe('open');
    const empty = await call(t, 'POST', path, { token: ada.token, body: { message: '   ' } });
    expect(empty.status).toBe(400);
    expect(empty.body.errors).toEqual({ message: complaintMessages.reply });
  });
});

describe.skipIf(!onRealServer())('tracking numbers on the real server', () => {
  it('are unique when many complaints are opened at the same moment', async () => {
    const customers = await Promise.all(Array.from({ length: 4 }, () => signUp(t)));
    const replies = await Promise.all(
      Array.from({ length: 40 }, (_, i) =>
        open(customers[i % customers.length]!, { category: 'other', message: `Concurrent ${i}` }),
      ),
    );
    expect(replies.map((r) => r.status)).toEqual(replies.map(() => 200));
    const numbers = replies.map((r) => r.body.data.tracking_number as string);
    expect(new Set(numbers).size).toBe(numbers.length);
    // Gapless per year: the 40 serials, sorted, are consecutive unless another test file opened some between.
    const serials = numbers.map((n) => Number(n.split('-').at(-1))).sort((a, b) => a - b);
    expect(serials.at(-1)! - serials[0]!).toBeGreaterThanOrEqual(39);
  });

  it('lets only one of two complaints about one transaction, sent at once, through', async () => {
    const tx = await freshTransaction(ada);
    const both = await Promise.all([
      open(ada, { transaction_id: tx, category: 'wrong_amount', message: 'One' }),
      open(ada, { transaction_id: tx, category: 'wrong_amount', message: 'Two' }),
    ]);
    expect(both.map((r) => r.status).sort()).toEqual([200, 409]);
  });
});
