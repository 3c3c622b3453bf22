import { teamMessages } from '@owo/contract/team';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { payersIdle } from '#modules/payouts/payouts-pay.ts';
import { nubanCheckDigit, OWO_BANK } from '#rails/nuban.ts';
import { balance, type Customer, call, createTestApp, lastOtp, signUp, type TestApp } from '#test/harness.ts';
import { approve as approveAsActor } from './approvals-service.ts';

// Teams and trust: a member's new device is held to the new-device cap when it approves or prepares the
// business's money, as for the member's own sends; removing a member or lowering their role cancels what they
// prepared; and an approval is checked again (membership, role, limit) at the moment the money moves.

let t: TestApp;
let owner: Customer;
let payee: Customer;
let business: string;
const PINS = { approver: '7159', initiator: '6048' };

const idOf = async (c: Customer) =>
  (await t.db.query<{ id: bigint }>('SELECT id FROM users WHERE uuid = $1', [c.userUuid])).rows[0]!.id;
/** An account older than the cap's window (the harness's customers are new accounts). */
const ageAccount = (c: Customer) =>
  t.db.query('UPDATE users SET send_cap_from = NULL WHERE uuid = $1', [c.userUuid]);

/** A member of the business with `role`, on an account past its new-account window. */
async function member(role: 'approver' | 'initiator', pin: string, limit?: number) {
  const c = await signUp(t, { pin, kyc: true, deposit: 50_000 });
  await ageAccount(c);
  const r = await call(t, 'POST', '/api/team/members', {
    token: owner.token,
    body: { phone: c.phone, role, ...(limit ? { approval_limit: limit } : {}) },
  });
  expect(r.status, JSON.stringify(r.body)).toBe(200);
  return { ...c, memberId: r.body.data.member.id as string };
}

/** The member signs in on a phone the account has not seen: the code, and the cap's window opens. */
async function onNewDevice(c: Customer) {
  const device = `dev-${crypto.randomUUID()}`;
  const body = { phone: c.phone, password: c.password };
  const headers = { 'x-device-id': device };
  await call(t, 'POST', '/api/auth/login', { body, headers });
  const done = await call(t, 'POST', '/api/auth/login', {
    body: { ...body, otp: await lastOtp(t, c.phone) },
    headers,
  });
  return { ...c, token: done.body.data.token.access_token as string, device };
}

const as = (c: Customer & { device?: string }) => ({
  token: c.token,
  headers: { 'x-act-for': business, ...(c.device ? { 'x-device-id': c.device } : {}) },
});
const prepare = (by: Customer, amount: number) =>
  call(t, 'POST', '/api/team/approvals', {
    ...as(by),
    body: {
      kind: 'send',
      send: {
        amount,
        name: 'Payee',
        note: 'Invoice',
        currency: 'NGN',
        account_number: payee.accountNumber,
        bank_name: OWO_BANK.name,
        bank_code: OWO_BANK.code,
      },
    },
  });
const approve = (by: Customer, id: string, pin: string) =>
  call(t, 'POST', `/api/team/approvals/${id}/approve`, { ...as(by), body: { pin } });
const approvalOf = async (id: string) =>
  (await call(t, 'GET', `/api/team/approvals/${id}`, { token: owner.token })).body.data.approval;

beforeAll(async () => {
  t = await createTestApp({ config: { newDeviceCapNaira: 20_000, newDeviceCapHours: 24 } });
  owner = await signUp(t, { type: 'business', pin: '4826', kyc: true, deposit: 250_000 });
  payee = await signUp(t, { kyc: true });
  await ageAccount(owner);
  business = (await call(t, 'GET', '/api/team/businesses', { token: owner.token })).body.data.businesses[0]
    .id;
}, 120_000);
afterAll(() => t.close());

describe("a member's new device", () => {
  it('is held to the cap when it approves business money, counted with its own sends', async () => {
    const approver = await onNewDevice(await member('approver', PINS.approver, 100_000));
    const initiator = await member('initiator', PINS.initiator);
    const before = await balance(t, owner);
    const big = (await prepare(initiator, 30_000)).body.data.approval.id;
    const refused = await approve(approver, big, PINS.approver);
    expect(refused.status, JSON.stringify(refused.body)).toBe(422);
    expect(refused.body.message).toMatch(/^New device limit: you can send ₦20,000\.00 in total/);
    expect(await balance(t, owner)).toBe(before);
    expect((await approvalOf(big)).status).toBe('pending');

    const small = (await prepare(initiator, 15_000)).body.data.approval.id;
    expect((await approve(approver, small, PINS.approver)).status).toBe(200);
    expect(await balance(t, owner)).toBe(before - 15_000);
    // The business money they approved counts on their own sends too: ₦5,000 is left of the ₦20,000.
    const own = await call(t, 'POST', '/api/transfer/remittance/send', {
      token: approver.token,
      headers: { 'x-device-id': approver.device, 'idempotency-key': crypto.randomUUID() },
      body: {
        amount: 6_000,
        name: 'Payee',
        note: 'Own send',
        currency: 'NGN',
        account_number: payee.accountNumber,
        bank_name: OWO_BANK.name,
        bank_code: OWO_BANK.code,
        pin: PINS.approver,
        save_beneficiary: false,
      },
    });
    expect(own.status).toBe(422);
    expect(own.body.message).toMatch(/You have ₦5,000\.00 left/);
  });

  it('is held to the cap when it prepares business money, waiting payments included', async () => {
    const initiator = await onNewDevice(await member('initiator', PINS.initiator));
    const refused = await prepare(initiator, 30_000);
    expect(refused.status).toBe(422);
    expect(refused.body.message).toMatch(/^New device limit/);
    expect((await prepare(initiator, 15_000)).status).toBe(200);
    const more = await prepare(initiator, 6_000);
    expect(more.status).toBe(422);
    expect(more.body.message).toMatch(/You have ₦5,000\.00 left/);
  });
});

/** A payout batch the member uploads for the business: one row paying `amount` to the payee. */
async function batchBy(
  by: Customer & { device?: string },
  amount: number,
  to = `${OWO_BANK.name},${payee.accountNumber}`,
) {
  const created = await call(t, 'POST', '/api/payouts', {
    ...as(by),
    body: { name: `Batch ${crypto.randomUUID().slice(0, 8)}`, account_id: owner.accountUuid },
  });
  expect(created.status, JSON.stringify(created.body)).toBe(200);
  const id = created.body.data.batch.id as string;
  const csv = `Bank,Account Number,Amount,Narration\n${to},${amount},Pay`;
  const up = await call(t, 'POST', `/api/payouts/${id}/upload`, { ...as(by), body: { csv } });
  expect(up.status, JSON.stringify(up.body)).toBe(200);
  return id;
}

describe("a member's new device, two payout batches at once", () => {
  it('confirms only what fits the cap: the first batch waiting counts before the second is decided', async () => {
    const initiator = await onNewDevice(await member('initiator', PINS.initiator));
    const batches = [await batchBy(initiator, 15_000), await batchBy(initiator, 15_000)];
    const confirms = await Promise.all(
      batches.map((id) =>
        call(t, 'POST', `/api/payouts/${id}/confirm`, { ...as(initiator), body: { pin: PINS.initiator } }),
      ),
    );
    expect(confirms.map((r) => r.status).sort()).toEqual([200, 422]);
    expect(confirms.find((r) => r.status === 422)!.body.message).toMatch(/You have ₦5,000\.00 left/);
    const waiting = (
      await call(t, 'GET', '/api/team/approvals', { token: owner.token })
    ).body.data.approvals.filter(
      (a: { kind: string; status: string; initiated_by: { id: string } }) =>
        a.kind === 'payout_batch' && a.status === 'pending' && a.initiated_by.id === initiator.userUuid,
    );
    expect(waiting).toHaveLength(1);
  });

  it('approves only what fits the cap: the first approval counts before the second is decided', async () => {
    const approver = await onNewDevice(await member('approver', PINS.approver, 100_000));
    const initiator = await member('initiator', PINS.initiator);
    const before = await balance(t, owner);
    for (const amount of [15_000, 15_000]) {
      const id = await batchBy(initiator, amount);
      const r = await call(t, 'POST', `/api/payouts/${id}/confirm`, {
        ...as(initiator),
        body: { pin: PINS.initiator },
      });
      expect(r.status, JSON.stringify(r.body)).toBe(200);
    }
    const pending = (await call(t, 'GET', '/api/team/approvals', { token: owner.token })).body.data.approvals
      .filter(
        (a: { payload?: unknown; kind: string; status: string; initiated_by: { id: string } }) =>
          a.kind === 'payout_batch' && a.status === 'pending' && a.initiated_by.id === initiator.userUuid,
      )
      .map((a: { id: string }) => a.id);
    expect(pending).toHaveLength(2);
    const decisions = await Promise.all(pending.map((id: string) => approve(approver, id, PINS.approver)));
    expect(decisions.map((r) => r.status).sort()).toEqual([200, 422]);
    await payersIdle(t.app.deps);
    // One batch of ₦15,000 (to an Owo account: no fee) left the business; the other still waits.
    expect(await balance(t, owner)).toBe(before - 15_000);
  });
});

describe("an approver's limit", () => {
  it("compares a batch's amounts, without fees, as it does a send's", async () => {
    const approver = await member('approver', PINS.approver, 10_000);
    const initiator = await member('initiator', PINS.initiator);
    // ₦9,990.00 to another bank: its fee takes the total past ₦10,000.00, as a ₦10,000.00 transfer's would.
    const gtb = `012345678${nubanCheckDigit('058', '012345678')}`;
    const id = await batchBy(initiator, 9_990, `058,${gtb}`);
    const confirmed = await call(t, 'POST', `/api/payouts/${id}/confirm`, {
      ...as(initiator),
      body: { pin: PINS.initiator },
    });
    expect(confirmed.status, JSON.stringify(confirmed.body)).toBe(200);
    const approval = (
      await call(t, 'GET', '/api/team/approvals', { token: owner.token })
    ).body.data.approvals.find(
      (a: { kind: string; status: string; initiated_by: { id: string } }) =>
        a.kind === 'payout_batch' && a.status === 'pending' && a.initiated_by.id === initiator.userUuid,
    );
    expect(approval.amount).toBe(9_990);
    expect(approval.fee).toBeGreaterThan(0);
    expect(approval.total).toBe(9_990 + approval.fee);
    const approved = await approve(approver, approval.id, PINS.approver);
    expect(approved.status, JSON.stringify(approved.body)).toBe(200);
  });
});

describe('removing or demoting a member', () => {
  it('cancels the payments they prepared: nothing of theirs can be approved afterwards', async () => {
    const approver = await member('approver', PINS.approver, 100_000);
    const initiator = await member('initiator', PINS.initiator);
    const before = await balance(t, owner);
    const id = (await prepare(initiator, 2_000)).body.data.approval.id;
    const removed = await call(t, 'DELETE', `/api/team/members/${initiator.memberId}`, {
      token: owner.token,
    });
    expect(removed.status).toBe(200);
    expect(await approvalOf(id)).toMatchObject({
      status: 'cancelled',
      reason: teamMessages.cancelledRemoved,
    });
    const late = await approve(approver, id, PINS.approver);
    expect(late.status).toBe(409);
    expect(late.body.message).toBe(teamMessages.alreadyDecided);
    expect(await balance(t, owner)).toBe(before);
    const audit = await call(t, 'GET', '/api/team/audit', { token: owner.token });
    expect(audit.body.data.data.map((a: { action: string }) => a.action)).toContain('approval.cancelled');
  });

  it('cancels them when the role no longer prepares payments', async () => {
    const initiator = await member('initiator', PINS.initiator);
    const id = (await prepare(initiator, 2_000)).body.data.approval.id;
    const changed = await call(t, 'PATCH', `/api/team/members/${initiator.memberId}`, {
      token: owner.token,
      body: { role: 'viewer' },
    });
    expect(changed.status).toBe(200);
    expect(await approvalOf(id)).toMatchObject({ status: 'cancelled', reason: teamMessages.cancelledRole });
  });
});

describe('an approval, when the money moves', () => {
  /** An approver's request that began before the owner changed anything (the actor it resolved then). */
  async function staleApproval() {
    const approver = await member('approver', PINS.approver, 100_000);
    const initiator = await member('initiator', PINS.initiator);
    const id = (await prepare(initiator, 5_000)).body.data.approval.id as string;
    const actor = {
      callerId: await idOf(approver),
      ownerId: await idOf(owner),
      role: 'approver' as const,
      approvalLimitMinor: 10_000_000n,
    };
    return { approver, id, actor };
  }

  it('is refused when the approver was removed after the request began', async () => {
    const { approver, id, actor } = await staleApproval();
    const before = await balance(t, owner);
    await call(t, 'DELETE', `/api/team/members/${approver.memberId}`, { token: owner.token });
    await expect(
      approveAsActor(t.app.deps, actor, id, PINS.approver, 'http://localhost'),
    ).rejects.toMatchObject({
      statusCode: 404,
    });
    expect(await balance(t, owner)).toBe(before);
    expect((await approvalOf(id)).status).toBe('pending');
  });

  it("is refused above the approver's limit as it is now, and when the approver became a viewer", async () => {
    const { approver, id, actor } = await staleApproval();
    const before = await balance(t, owner);
    const patch = (body: Record<string, unknown>) =>
      call(t, 'PATCH', `/api/team/members/${approver.memberId}`, { token: owner.token, body });
    expect((await patch({ role: 'approver', approval_limit: 1_000 })).status).toBe(200);
    await expect(
      approveAsActor(t.app.deps, actor, id, PINS.approver, 'http://localhost'),
    ).rejects.toMatchObject({
      message: teamMessages.overLimit,
    });
    expect((await patch({ role: 'viewer' })).status).toBe(200);
    await expect(
      approveAsActor(t.app.deps, actor, id, PINS.approver, 'http://localhost'),
    ).rejects.toMatchObject({
      statusCode: 403,
    });
    expect(await balance(t, owner)).toBe(before);
  });

  it('is refused when the member who prepared it may no longer prepare payments', async () => {
    const { id, actor } = await staleApproval();
    // As if the cancellation had not happened (a payment prepared just as the role changed).
    const approval = await approvalOf(id);
    await t.db.query(
      `UPDATE team_members SET role = 'viewer' WHERE phone = (SELECT phone FROM users WHERE uuid = $1)
         AND business_id = $2`,
      [approval.initiated_by.id, String(actor.ownerId)],
    );
    await expect(
      approveAsActor(t.app.deps, actor, id, PINS.approver, 'http://localhost'),
    ).rejects.toMatchObject({
      message: teamMessages.preparerNotAllowed,
    });
  });
});
