import { randomUUID } from 'node:crypto';
import { restrictionMessages, staffMoveMessages } from '@owo/contract/messages';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AppError } from '#lib/errors.ts';
import {
  balance,
  type Customer,
  call,
  createTestApp,
  onRealServer,
  signUp,
  type TestApp,
} from '#test/harness.ts';
import { createStaff } from '#test/staff.ts';
import { newKey, PIN, post, remittanceBody } from '#test/transfers-helpers.ts';
import { placeRestriction } from './restrictions-repository.ts';
import { type StaffMove, staffMove } from './staff-move.ts';

// Staff-approved refunds and adjustments through the money core (issue 25 item 6), called as the console's
// approval calls it, on whichever database the suite runs (the concurrency test matters on the real server).

let t: TestApp;
let maker: bigint;
let checker: bigint;
beforeAll(async () => {
  t = await createTestApp();
  const staffId = async (uuid: string) =>
    BigInt((await t.db.query<{ id: string }>('SELECT id FROM staff WHERE uuid = $1', [uuid])).rows[0]!.id);
  maker = await staffId((await createStaff(t, 'finance')).uuid);
  checker = await staffId((await createStaff(t, 'finance')).uuid);
}, 120_000);
afterAll(() => t.close());

const idOf = async (c: Customer) =>
  BigInt(
    (await t.db.query<{ id: string }>('SELECT id FROM users WHERE uuid = $1', [c.userUuid])).rows[0]!.id,
  );

/** A customer who sent ₦10,000 to a bank (fee ₦26.88), settled: the original a refund gives back. */
async function customerWithSend() {
  const c = await signUp(t, { pin: PIN, kyc: true, deposit: 20_000 });
  const r = await post(t, c, '/api/transfer/remittance/send', remittanceBody({ amount: 10_000 }), newKey());
  expect(r.status, JSON.stringify(r.body)).toBe(200);
  await t.app.worker.drain();
  const send = r.body.data.transaction;
  expect(send.fee).toBe(26.88);
  return { c, userId: await idOf(c), send };
}

const refund = (
  userId: bigint,
  original: string,
  amountMinor: bigint,
  o: Partial<StaffMove> = {},
): StaffMove => ({
  userId,
  direction: 'credit',
  amountMinor,
  counterAccount: 'suspense:refunds',
  reason: 'Complaint: debited but not received',
  proposalKey: `refund:${randomUUID()}`,
  proposerStaffId: maker,
  approverStaffId: checker,
  originalTransactionUuid: original,
  ...o,
});

/** The refusal a staff move threw (its status and message), or null when it moved money. */
async function refusal(move: StaffMove) {
  try {
    await staffMove(t.app.deps, move);
    return null;
  } catch (err) {
    if (!(err instanceof AppError)) throw err;
    return { status: err.statusCode, message: err.message };
  }
}

describe('staff refunds', () => {
  it('gives back amount + fee of a send as one balanced entry, a history row, an alert and a receipt', async () => {
    const { c, userId, send } = await customerWithSend();
    expect(await balance(t, c)).toBe(9_973.12);
    const r = await staffMove(t.app.deps, refund(userId, send.uuid, 1_002_688n));
    expect(r.replayed).toBe(false);
    expect(r.transaction).toMatchObject({
      direction: 'credit',
      rail: 'refund',
      status: 'successful',
      amount: 10_026.88,
      narration: `Refund of ${send.reference}`,
    });
    expect(await balance(t, c)).toBe(20_000);
    // The entry: the customer credited, the refunds suspense account debited by the same.
    const { rows } = await t.db.query<{ code: string | null; amount_minor: string }>(
      `SELECT a.code, p.amount_minor::text FROM postings p JOIN accounts a ON a.id = p.account_id
       JOIN transactions t ON t.entry_id = p.entry_id WHERE t.uuid = $1 ORDER BY p.amount_minor`,
      [r.transaction.uuid],
    );
    expect(rows).toEqual([
      { code: 'suspense:refunds:NGN', amount_minor: '-1002688' },
      { code: null, amount_minor: '1002688' },
    ]);
    // The customer's alert names the refund, the history and the receipt show it.
    await t.app.worker.drain();
    const sms = await call<Array<{ body: string }>>(
      t,
      'GET',
      `/api/sandbox/messages?phone=${encodeURIComponent(c.phone)}`,
    );
    expect(sms.body.data[0]?.body).toContain(`Credit ₦10,026.88 from Owo (Refund of ${send.reference})`);
    const detail = await call(t, 'GET', `/api/transactions/${r.transaction.uuid}`, { token: c.token });
    expect(detail.body.data.transaction.narration).toBe(`Refund of ${send.reference}`);
    const receipt = await t.app.inject({
      method: 'GET',
      url: `/api/transactions/${r.transaction.uuid}/receipt.pdf`,
      headers: {
        authorization: `Bearer ${c.token}`,
        'x-client-type': 'web',
        'x-device-id': 'harness-device-0001',
      },
    });
    expect(receipt.statusCode).toBe(200);
  });

  it('refunds in parts, never more than the original took, and says what is left', async () => {
    const { userId, send } = await customerWithSend();
    await staffMove(t.app.deps, refund(userId, send.uuid, 500_000n));
    await staffMove(t.app.deps, refund(userId, send.uuid, 500_000n));
    expect(await refusal(refund(userId, send.uuid, 2_689n))).toEqual({
      status: 422,
      message: staffMoveMessages.refundExceeds('₦26.88'),
    });
    await staffMove(t.app.deps, refund(userId, send.uuid, 2_688n));
    expect((await refusal(refund(userId, send.uuid, 1n)))?.message).toBe(
      staffMoveMessages.refundExceeds('₦0.00'),
    );
  });

  it('moves money once when a proposal is approved twice, and refuses its key with other details', async () => {
    const { c, userId, send } = await customerWithSend();
    const move = refund(userId, send.uuid, 100_000n);
    const first = await staffMove(t.app.deps, move);
    const second = await staffMove(t.app.deps, move);
    expect(second).toEqual({ transaction: first.transaction, replayed: true });
    expect(await balance(t, c)).toBe(10_973.12);
    // Two approvals of one proposal at once: one moves, the other answers with its transaction.
    const again = refund(userId, send.uuid, 50_000n);
    const both = await Promise.all([staffMove(t.app.deps, again), staffMove(t.app.deps, again)]);
    expect(both.map((r) => r.replayed).sort()).toEqual([false, true]);
    expect(both[0]!.transaction.uuid).toBe(both[1]!.transaction.uuid);
    expect(await balance(t, c)).toBe(11_473.12);
    expect(await refusal({ ...move, amountMinor: 200_000n })).toEqual({
      status: 409,
      message: staffMoveMessages.proposalChanged,
    });
  });

  it('refuses the proposer as approver, in the database', async () => {
    const { c, userId, send } = await customerWithSend();
    expect(await refusal(refund(userId, send.uuid, 100n, { approverStaffId: maker }))).toEqual({
      status: 403,
      message: staffMoveMessages.sameStaff,
    });
    expect(await refusal(refund(userId, send.uuid, 100n, { approverStaffId: 999_999_999n }))).toEqual({
      status: 403,
      message: staffMoveMessages.staffUnknown,
    });
    // Even a write around the function is refused by the table itself.
    await expect(
      t.db.query(
        `INSERT INTO staff_moves (proposal_key, fingerprint, user_id, direction, amount_minor, counter_account, reason,
           proposer_staff_id, approver_staff_id, transaction_id) VALUES ($1, 'f', $2, 'credit', 1, 'suspense:refunds', 'x', $3, $3, 1)`,
        [`raw:${randomUUID()}`, String(userId), String(maker)],
      ),
    ).rejects.toThrow();
    expect(await balance(t, c)).toBe(9_973.12);
  });

  it('refunds only a completed debit of the same customer', async () => {
    const { userId, send } = await customerWithSend();
    const other = await customerWithSend();
    expect((await refusal(refund(other.userId, send.uuid, 100n)))?.message).toBe(
      staffMoveMessages.refundNotFound,
    );
    const pending = await post(
      t,
      other.c,
      '/api/transfer/remittance/send',
      remittanceBody({ amount: 1_000 }),
      newKey(),
    );
    expect((await refusal(refund(other.userId, pending.body.data.transaction.uuid, 100n)))?.message).toBe(
      staffMoveMessages.refundNotSettled,
    );
    await t.app.worker.drain();
    expect(await refusal(refund(userId, send.uuid, 100n))).toBeNull();
  });

  it('lets two approvals at once of refunds of one send give back no more than it took', async () => {
    const { c, userId, send } = await customerWithSend();
    const outcomes = await Promise.all(
      [700_000n, 700_000n, 700_000n].map((amount) => refusal(refund(userId, send.uuid, amount))),
    );
    expect(outcomes.filter((o) => o === null)).toHaveLength(1);
    for (const o of outcomes.filter((x) => x !== null)) {
      expect(o).toEqual({ status: 422, message: staffMoveMessages.refundExceeds('₦3,026.88') });
    }
    expect(await balance(t, c)).toBe(16_973.12);
    if (onRealServer()) {
      // On the real server the three ran at once: they took turns on the customer's row lock.
      const { rows } = await t.db.query<{ n: string }>(
        'SELECT count(*)::text AS n FROM staff_moves WHERE user_id = $1',
        [String(userId)],
      );
      expect(rows[0]!.n).toBe('1');
    }
  });
});

describe('staff adjustments', () => {
  const adjust = (userId: bigint, direction: 'credit' | 'debit', amountMinor: bigint): StaffMove => ({
    userId,
    direction,
    amountMinor,
    counterAccount: 'suspense:adjustments',
    reason: 'Reconciliation break 2026-11-24',
    proposalKey: `adjust:${randomUUID()}`,
    proposerStaffId: maker,
    approverStaffId: checker,
  });

  it("debits and credits the customer against the suspense account, never below zero, and leave the customer's day alone", async () => {
    const c = await signUp(t, { pin: PIN, kyc: true, deposit: 5_000 });
    const userId = await idOf(c);
    const debit = await staffMove(t.app.deps, adjust(userId, 'debit', 200_000n));
    expect(debit.transaction).toMatchObject({
      direction: 'debit',
      rail: 'adjustment',
      amount: 2_000,
      fee: 0,
    });
    expect(await balance(t, c)).toBe(3_000);
    expect(await refusal(adjust(userId, 'debit', 300_001n))).toEqual({
      status: 422,
      message: staffMoveMessages.insufficientFunds,
    });
    await staffMove(t.app.deps, adjust(userId, 'credit', 50n));
    expect(await balance(t, c)).toBe(3_000.5);
    // Not the customer's spending: today's count is untouched (ledger:verify checks the counter after the suite).
    const security = await call(t, 'GET', '/api/security', { token: c.token });
    expect(security.body.data.daily_limit.spent_today).toBe(0);
  });

  it('holds restrictions: post-no-debit lets a refund in but no debit; a freeze refuses a refund until lifted', async () => {
    const { c, userId, send } = await customerWithSend();
    await t.db.tx((q) =>
      placeRestriction(q, { userId, type: 'pnd', reason: 'fraud report', staffId: maker }),
    );
    expect(await refusal(adjust(userId, 'debit', 100n))).toEqual({
      status: 422,
      message: staffMoveMessages.noDebit,
    });
    expect(await refusal(refund(userId, send.uuid, 100n))).toBeNull();
    await t.db.tx((q) =>
      placeRestriction(q, { userId, type: 'freeze', reason: 'court order', staffId: maker }),
    );
    expect(await refusal(refund(userId, send.uuid, 100n))).toEqual({
      status: 422,
      message: staffMoveMessages.frozen,
    });
    expect(await balance(t, c)).toBe(9_974.12);
    expect((await call(t, 'GET', '/api/profile', { token: c.token })).body.data.restriction.message).toBe(
      restrictionMessages.freeze,
    );
  });
});
