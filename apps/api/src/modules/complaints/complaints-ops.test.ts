import { complaintMessages, opsComplaintMessages } from '@owo/contract/complaints';
import { opsMessages } from '@owo/contract/ops';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { verifyAudit } from '#modules/staff/audit.ts';
import { type Customer, call, createTestApp, signUp, type TestApp } from '#test/harness.ts';
import { createStaffTeam } from '#test/staff.ts';

let t: TestApp;
let team: Awaited<ReturnType<typeof createStaffTeam>>;
let chidi: Customer;

beforeAll(async () => {
  t = await createTestApp();
  team = await createStaffTeam(t);
  chidi = await signUp(t, { pin: '4826', kyc: true, deposit: 10_000 });
}, 240_000);
afterAll(() => t.close());

async function openComplaint(category = 'debited_not_received', message = 'Debited, never arrived') {
  await call(t, 'POST', '/api/sandbox/deposits', {
    body: { account_number: chidi.accountNumber, amount: 100 },
  });
  const tx = (await call(t, 'GET', '/api/accounts/transactions', { token: chidi.token })).body.data.data[0];
  const r = await call(t, 'POST', '/api/complaints', {
    token: chidi.token,
    body: { transaction_id: category === 'other' ? null : tx.uuid, category, message },
  });
  expect(r.status, JSON.stringify(r.body)).toBe(200);
  return r.body.data as { id: string; tracking_number: string; due_at: string };
}

const ops = (method: 'GET' | 'POST', url: string, who: keyof typeof team, body?: Record<string, unknown>) =>
  call(t, method, `/api/ops${url}`, { token: team[who].token, body });

/** The queue's order of these complaints, read through every page (other test files add theirs). */
async function queueOrder(ids: string[], status = 'unresolved') {
  const seen: Array<{ id: string; seconds_left: number; overdue: boolean; urgency: string; status: string }> =
    [];
  for (let page = 1; page <= 200; page++) {
    const r = await ops('GET', `/complaints?status=${status}&page=${page}`, 'support');
    expect(r.status).toBe(200);
    seen.push(...r.body.data.complaints);
    if (page >= r.body.data.last_page) break;
  }
  return seen.filter((c) => ids.includes(c.id));
}

const customerView = async (id: string) =>
  (await call(t, 'GET', `/api/complaints/${id}`, { token: chidi.token })).body.data;

async function texts(): Promise<string[]> {
  const r = await call(t, 'GET', `/api/sandbox/messages?phone=${encodeURIComponent(chidi.phone)}`);
  return (r.body.data as Array<{ body: string }>).map((m) => m.body);
}

describe('the complaints queue', () => {
  it('lists unresolved complaints by deadline, the overdue first, with the time left', async () => {
    const other = await openComplaint('other', 'A question about my statement');
    const transfer = await openComplaint('wrong_amount', 'I sent 5,000 and 50,000 left');
    const late = await openComplaint('unauthorised', 'I did not make this');
    await t.db.query(`UPDATE complaints SET due_at = now() - interval '2 hours' WHERE uuid = $1`, [late.id]);

    const order = await queueOrder([other.id, transfer.id, late.id]);
    expect(order.map((c) => c.id)).toEqual([late.id, transfer.id, other.id]);
    expect(order.map((c) => c.urgency)).toEqual(['overdue', 'under_72h', 'later']);
    expect(order[0]).toMatchObject({ overdue: true });
    expect(order[0]!.seconds_left).toBeLessThan(-7000);
    expect(order[1]!.seconds_left).toBeGreaterThan(71 * 3600);
    expect(order[1]!.seconds_left).toBeLessThanOrEqual(72 * 3600);
    expect(order[2]!.seconds_left).toBeGreaterThan(13 * 24 * 3600);

    const one = await ops('GET', `/complaints/${transfer.id}`, 'support');
    expect(one.body.data.complaint.customer.name).toBe(`${chidi.firstname} ${chidi.lastname}`);
    // Masked as every staff surface masks a phone (records/contact-mask.ts).
    expect(one.body.data.complaint.customer.phone).toMatch(/^\+234 \d{3} \*\*\* \d{4}$/);
    expect(one.body.data.complaint.customer.phone).not.toContain(chidi.phone.slice(1, 7));
  });

  it("says how pressing a complaint is by the database's one rule: the queue, the customer's app and the dashboard agree", async () => {
    const soon = await openComplaint('other', 'Due within the day');
    const late = await openComplaint('other', 'Due this very moment');
    await t.db.query(`UPDATE complaints SET due_at = now() + interval '23 hours' WHERE uuid = $1`, [soon.id]);
    await t.db.query(`UPDATE complaints SET due_at = now() WHERE uuid = $1`, [late.id]);

    const order = await queueOrder([soon.id, late.id]);
    expect(order.map((c) => [c.id, c.urgency, c.overdue])).toEqual([
      [late.id, 'overdue', true],
      [soon.id, 'under_24h', false],
    ]);
    // The app shows "we are late" by the server's clock, not the phone's.
    expect((await customerView(late.id)).complaint.urgency).toBe('overdue');
    expect((await customerView(soon.id)).complaint.urgency).toBe('under_24h');
    const dash = await ops('GET', '/dashboard', 'support');
    expect(dash.body.data.complaints.overdue).toBeGreaterThanOrEqual(1);
    expect(dash.body.data.complaints.under_24h).toBeGreaterThanOrEqual(1);

    await ops('POST', `/complaints/${late.id}/resolve`, 'support', { outcome: 'upheld', resolution: 'Done' });
    expect((await customerView(late.id)).complaint.urgency).toBe('resolved');
  });

  it('filters by status: a reply moves a complaint to answered, a resolution to resolved', async () => {
    const c = await openComplaint();
    expect((await queueOrder([c.id], 'open')).map((x) => x.id)).toEqual([c.id]);
    await ops('POST', `/complaints/${c.id}/messages`, 'support', { message: 'Looking into it' });
    expect(await queueOrder([c.id], 'open')).toEqual([]);
    expect((await queueOrder([c.id], 'answered')).map((x) => x.status)).toEqual(['answered']);
    await ops('POST', `/complaints/${c.id}/resolve`, 'support', {
      outcome: 'upheld',
      resolution: 'Refunded',
    });
    expect(await queueOrder([c.id])).toEqual([]);
    expect((await queueOrder([c.id], 'resolved')).map((x) => x.seconds_left)).toEqual([0]);
  });
});

describe('staff answer, the customer sees it', () => {
  it('shows a staff reply to the customer as Owo Support, tells them by SMS and in the inbox, and records it', async () => {
    const c = await openComplaint();
    const reply = await ops('POST', `/complaints/${c.id}/messages`, 'support', {
      message: 'We have asked the receiving bank and will update you within 24 hours.',
    });
    expect(reply.status).toBe(200);
    expect(reply.body.data.messages.at(-1)).toMatchObject({ author: 'owo', staff_email: team.support.email });

    const seen = await customerView(c.id);
    expect(seen.complaint.status).toBe('answered');
    expect(seen.messages.at(-1)).toMatchObject({ author: 'owo', kind: 'message' });
    expect(JSON.stringify(seen)).not.toContain(team.support.email);
    // The customer writes again: the complaint waits for Owo again.
    await call(t, 'POST', `/api/complaints/${c.id}/messages`, {
      token: chidi.token,
      body: { message: 'Thanks' },
    });
    expect((await customerView(c.id)).complaint.status).toBe('open');

    await t.app.worker.drain();
    expect(await texts()).toContain(
      `Owo: We replied to your complaint ${c.tracking_number}. Read the reply in the app under Help & support.`,
    );
    const inbox = await call(t, 'GET', '/api/notifications', { token: chidi.token });
    expect(
      inbox.body.data.data.map((n: { type: string; complaint: string }) => [n.type, n.complaint]),
    ).toContainEqual(['complaint_answered', c.id]);
    const log = await ops('GET', `/audit?subject_id=${c.id}`, 'admin');
    expect(log.body.data.entries.map((e: { action: string }) => e.action)).toContain('complaint.replied');
    expect(log.body.data.entries[0].staff_email).toBe(team.support.email);
  });

  it('resolves with an outcome the customer reads, and refuses a second resolution or a reply after it', async () => {
    const c = await openComplaint();
    const r = await ops('POST', `/complaints/${c.id}/resolve`, 'compliance', {
      outcome: 'partly_upheld',
      resolution: 'The fee was wrongly charged and is refunded; the transfer itself was correct.',
    });
    expect(r.status).toBe(200);
    const seen = await customerView(c.id);
    expect(seen.complaint).toMatchObject({
      status: 'resolved',
      outcome: 'partly_upheld',
      resolution: 'The fee was wrongly charged and is refunded; the transfer itself was correct.',
      can_reopen: true,
    });
    expect(Date.parse(seen.complaint.reopen_until) - Date.parse(seen.complaint.resolved_at)).toBe(
      14 * 24 * 3600_000,
    );
    expect(seen.messages.at(-1)).toMatchObject({
      author: 'owo',
      kind: 'resolution',
      outcome: 'partly_upheld',
    });
    await t.app.worker.drain();
    expect((await texts()).find((s) => s.includes(c.tracking_number) && s.includes('resolved'))).toMatch(
      /^Owo: Complaint OWO-CMP-\d{4}-\d{6,} resolved: Partly resolved in your favour\. .*Reopen it there by .+ WAT/,
    );

    const again = await ops('POST', `/complaints/${c.id}/resolve`, 'support', {
      outcome: 'upheld',
      resolution: 'Again',
    });
    expect(again.status).toBe(422);
    expect(again.body.message).toBe(opsComplaintMessages.alreadyResolved);
    const late = await ops('POST', `/complaints/${c.id}/messages`, 'support', { message: 'One more thing' });
    expect(late.status).toBe(422);
    const byCustomer = await call(t, 'POST', `/api/complaints/${c.id}/messages`, {
      token: chidi.token,
      body: { message: 'But…' },
    });
    expect(byCustomer.status).toBe(422);
    expect(byCustomer.body.message).toBe(complaintMessages.resolved);

    const log = await ops('GET', `/audit?subject_id=${c.id}`, 'admin');
    const resolved = log.body.data.entries.find((e: { action: string }) => e.action === 'complaint.resolved');
    expect(resolved.detail).toMatchObject({ outcome: 'partly_upheld', within_deadline: true });
    expect(resolved.staff_email).toBe(team.compliance.email);
    expect((await verifyAudit(t.db)).ok).toBe(true);
  });
});

describe('reopening', () => {
  it('reopens within 14 days of the resolution, with a new deadline, and not after', async () => {
    const c = await openComplaint('wrong_amount');
    const notYet = await call(t, 'POST', `/api/complaints/${c.id}/reopen`, {
      token: chidi.token,
      body: { message: 'Not resolved yet' },
    });
    expect(notYet.status).toBe(422);
    expect(notYet.body.message).toBe(complaintMessages.notResolved);

    await ops('POST', `/complaints/${c.id}/resolve`, 'support', {
      outcome: 'not_upheld',
      resolution: 'Correct',
    });
    await t.db.query(`UPDATE complaints SET resolved_at = now() - interval '13 days' WHERE uuid = $1`, [
      c.id,
    ]);
    const reopened = await call(t, 'POST', `/api/complaints/${c.id}/reopen`, {
      token: chidi.token,
      body: { message: 'The amount is still wrong' },
    });
    expect(reopened.status).toBe(200);
    const complaint = reopened.body.data.complaint;
    expect(complaint).toMatchObject({ status: 'open', outcome: null, resolution: null, can_reopen: false });
    // The clock starts again: 72 hours from the reopening.
    const hoursLeft = (Date.parse(complaint.due_at) - Date.now()) / 3600_000;
    expect(hoursLeft).toBeGreaterThan(71.9);
    expect(hoursLeft).toBeLessThanOrEqual(72);
    expect(reopened.body.data.messages.at(-1)).toMatchObject({
      kind: 'reopen',
      body: 'The amount is still wrong',
    });
    // The earlier resolution stays in the conversation.
    expect(reopened.body.data.messages.map((m: { kind: string }) => m.kind)).toContain('resolution');
    await t.app.worker.drain();
    expect((await texts())[0]).toMatch(
      new RegExp(`^Owo: Complaint ${c.tracking_number} reopened\\. We will answer by`),
    );

    await ops('POST', `/complaints/${c.id}/resolve`, 'support', {
      outcome: 'not_upheld',
      resolution: 'Still correct',
    });
    await t.db.query(`UPDATE complaints SET resolved_at = now() - interval '15 days' WHERE uuid = $1`, [
      c.id,
    ]);
    expect((await customerView(c.id)).complaint.can_reopen).toBe(false);
    const tooLate = await call(t, 'POST', `/api/complaints/${c.id}/reopen`, {
      token: chidi.token,
      body: { message: 'Once more' },
    });
    expect(tooLate.status).toBe(422);
    expect(tooLate.body.message).toBe(complaintMessages.reopenExpired);
  });
});

describe('who may do what', () => {
  it('lets support and compliance answer, finance only read, admin nothing, and customers not at all', async () => {
    const c = await openComplaint('other');
    const expected: Record<keyof typeof team, { read: number; answer: number }> = {
      support: { read: 200, answer: 200 },
      compliance: { read: 200, answer: 200 },
      finance: { read: 200, answer: 403 },
      admin: { read: 403, answer: 403 },
    };
    for (const [role, want] of Object.entries(expected) as Array<
      [keyof typeof team, (typeof expected)['support']]
    >) {
      expect((await ops('GET', '/complaints', role)).status, `${role} list`).toBe(want.read);
      expect((await ops('GET', `/complaints/${c.id}`, role)).status, `${role} view`).toBe(want.read);
      const reply = await ops('POST', `/complaints/${c.id}/messages`, role, { message: `From ${role}` });
      expect(reply.status, `${role} reply`).toBe(want.answer);
      if (want.answer === 403) expect(reply.body.message).toBe(opsMessages.notAllowed);
    }
    const refused = await ops('POST', `/complaints/${c.id}/resolve`, 'finance', {
      outcome: 'upheld',
      resolution: 'No',
    });
    expect(refused.status).toBe(403);
    expect((await customerView(c.id)).complaint.status).toBe('answered');
    const messages = (await customerView(c.id)).messages.map((m: { body: string }) => m.body);
    expect(messages).toEqual(['Debited, never arrived', 'From support', 'From compliance']);
    const asCustomer = await call(t, 'GET', '/api/ops/complaints', { token: chidi.token });
    expect(asCustomer.status).toBe(401);
  });
});
