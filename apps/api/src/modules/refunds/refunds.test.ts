import { staffMoveMessages } from '@owo/contract/messages';
import { opsMessages } from '@owo/contract/ops';
import { opsMoneyMessages, SUSPENSE_ACCOUNT_CODES } from '@owo/contract/suspense';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { placeRestriction, SUSPENSE_ACCOUNTS } from '#money';
import {
  balance,
  type Customer,
  call,
  createTestApp,
  onRealServer,
  signUp,
  type TestApp,
} from '#test/harness.ts';
import { createStaff, createStaffTeam, type TestStaff } from '#test/staff.ts';
import { PIN, remittanceBody } from '#test/transfers-helpers.ts';

// Refunds and adjustments with maker-checker (issue 25 item 6): proposed by one finance member, approved by
// another, the money moving only on approval, once, through the money core.

let t: TestApp;
let team: Awaited<ReturnType<typeof createStaffTeam>>;
/** A second finance member: the checker of `team.finance`'s proposals. */
let checker: TestStaff;

beforeAll(async () => {
  t = await createTestApp();
  team = await createStaffTeam(t);
  checker = await createStaff(t, 'finance');
});
afterAll(() => t?.close());

const ops = (s: TestStaff, method: 'GET' | 'POST', url: string, body?: unknown) =>
  call(t, method, `/api${url}`, { token: s.token, ...(body === undefined ? {} : { body }) });

/** A customer with ₦5,000 who sent ₦1,000 to a bank (fee ₦10.75), settled: a debit of ₦1,010.75. */
async function customerWithDebit(): Promise<{ c: Customer; reference: string; uuid: string }> {
  const c = await signUp(t, { pin: PIN, kyc: true, deposit: 5_000 });
  const sent = await call(t, 'POST', '/api/transfer/remittance/send', {
    token: c.token,
    body: remittanceBody({ amount: 1000 }),
  });
  expect(sent.status, JSON.stringify(sent.body)).toBe(200);
  await t.app.worker.drain();
  const { reference, uuid } = sent.body.data.transaction;
  const now = await call(t, 'GET', `/api/transactions/${uuid}`, { token: c.token });
  expect(now.body.data.transaction.status).toBe('successful');
  return { c, reference, uuid };
}

const history = async (c: Customer) =>
  (await call(t, 'GET', '/api/accounts/transactions', { token: c.token })).body.data.data as Array<{
    uuid: string;
    rail: string;
    direction: string;
    amount: number;
    narration: string;
    reference: string;
  }>;

const propose = (s: TestStaff, transaction: string, amount: number | string, extra: object = {}) =>
  ops(s, 'POST', '/ops/refunds', {
    transaction_id: transaction,
    amount,
    reason: 'Failed transfer',
    ...extra,
  });

const approve = (s: TestStaff, id: string) => ops(s, 'POST', `/ops/approvals/${id}/approve`);

describe(`refunds with maker-checker (${onRealServer() ? 'real PostgreSQL' : 'PGlite'})`, () => {
  it('moves the money only when a second finance member approves; the proposer gets a 403; the customer sees it', async () => {
    const { c, reference, uuid } = await customerWithDebit();
    expect(await balance(t, c)).toBe(3_989.25);

    const look = await ops(team.finance, 'GET', `/ops/refunds/lookup?reference=${reference}`);
    expect(look.status).toBe(200);
    expect(look.body.data).toMatchObject({
      transaction: { uuid, amount: 1000, fee: 10.75, total: 1010.75, status: 'successful' },
      refunded: 0,
      pending: 0,
      refundable: 1010.75,
    });
    expect(look.body.data.customer.phone).not.toContain(c.phone.slice(3, 7));

    // The customer complained about it; the refund answers that complaint (another customer's is refused).
    const opened = await call(t, 'POST', '/api/complaints', {
      token: c.token,
      body: { transaction_id: uuid, category: 'debited_not_received', message: 'The money never arrived' },
    });
    expect(opened.status, JSON.stringify(opened.body)).toBe(200);
    const tracking = opened.body.data.tracking_number as string;
    const stranger = await signUp(t, {});
    const theirs = await call(t, 'POST', '/api/complaints', {
      token: stranger.token,
      body: { category: 'other', message: 'Something else' },
    });
    const wrongComplaint = await propose(team.finance, uuid, 10, {
      complaint_id: theirs.body.data.tracking_number,
    });
    expect(wrongComplaint.status).toBe(422);
    expect(wrongComplaint.body.errors?.complaint_id).toBe(opsMoneyMessages.complaintNotFound);

    const proposed = await propose(team.finance, uuid, 1010.75, { complaint_id: tracking });
    expect(proposed.status, JSON.stringify(proposed.body)).toBe(200);
    expect(proposed.body.message).toBe(opsMoneyMessages.refundProposed);
    const id = proposed.body.data.proposal.id as string;
    expect(proposed.body.data.proposal).toMatchObject({ status: 'pending', amount: 1010.75, mine: true });
    // Nothing moved on the proposal.
    expect(await balance(t, c)).toBe(3_989.25);

    // The queue shows it to both, "mine" to the proposer only.
    const queue = async (s: TestStaff) =>
      (await ops(s, 'GET', '/ops/approvals')).body.data.proposals.find((p: { id: string }) => p.id === id);
    expect(await queue(team.finance)).toMatchObject({ mine: true, proposed_by: team.finance.email });
    expect(await queue(checker)).toMatchObject({
      mine: false,
      reason: 'Failed transfer',
      transaction: { reference },
      complaint_id: tracking,
    });

    const own = await approve(team.finance, id);
    expect(own.status).toBe(403);
    expect(own.body.message).toBe(staffMoveMessages.sameStaff);
    for (const role of ['support', 'compliance', 'admin'] as const) {
      const r = await approve(team[role], id);
      expect(r.status).toBe(403);
      expect(r.body.message).toBe(opsMessages.notAllowed);
    }
    expect(await balance(t, c)).toBe(3_989.25);

    const approved = await approve(checker, id);
    expect(approved.status, JSON.stringify(approved.body)).toBe(200);
    expect(approved.body.data.proposal).toMatchObject({ status: 'approved', decided_by: checker.email });
    const refundRef = approved.body.data.proposal.result_reference as string;
    expect(refundRef).toMatch(/^OWO-REFUND-/);
    expect(await balance(t, c)).toBe(5_000);

    const refund = (await history(c)).find((x) => x.reference === refundRef);
    expect(refund).toMatchObject({
      rail: 'refund',
      direction: 'credit',
      amount: 1010.75,
      narration: `Refund of ${reference}`,
    });
    // Its receipt, and the usual credit alert.
    const detail = await call(t, 'GET', `/api/transactions/${refund!.uuid}`, { token: c.token });
    expect(detail.body.data.receipt.state).toBe('paid');
    await t.app.worker.drain();
    const sms = await call(t, 'GET', `/api/sandbox/messages?phone=${c.phone}`);
    const alert = sms.body.data.find((m: { body: string }) => m.body.includes(refundRef));
    expect(alert?.body).toMatch(/Credit ₦1,010\.75 from .+ · Bal ₦5,000\.00/);

    // Approving again moves nothing: the same checker's repeat is its first answer, anyone else is told.
    const again = await approve(checker, id);
    expect([200, 409]).toContain(again.status);
    const third = await approve(await createStaff(t, 'finance'), id);
    expect(third.status).toBe(409);
    expect(third.body.message).toBe(opsMoneyMessages.alreadyDecided('approved'));
    expect(await balance(t, c)).toBe(5_000);
    expect((await history(c)).filter((x) => x.rail === 'refund')).toHaveLength(1);

    // One balanced entry against the refunds suspense account; the money core's record of the move keeps the
    // reason, the history row the complaint.
    const { rows } = await t.db.query<{ total: bigint; code: string; reason: string; complaint: string }>(
      `SELECT (SELECT sum(amount_minor) FROM postings WHERE entry_id = r.entry_id)::bigint AS total,
              (SELECT a.code FROM postings po JOIN accounts a ON a.id = po.account_id
                WHERE po.entry_id = r.entry_id AND a.kind = 'system') AS code,
              m.reason, r.meta->>'complaint' AS complaint
         FROM money_proposals p JOIN transactions r ON r.id = p.result_transaction_id
         JOIN staff_moves m ON m.transaction_id = r.id WHERE p.uuid = $1`,
      [id],
    );
    expect(rows[0]).toEqual({
      total: 0n,
      code: 'suspense:refunds:NGN',
      reason: 'Failed transfer',
      complaint: tracking,
    });

    // The audit log holds the look, the proposal and the approval, chained.
    const log = await ops(team.admin, 'GET', `/ops/audit?subject_id=${c.userUuid}`);
    const actions = log.body.data.entries.map((e: { action: string }) => e.action);
    expect(actions).toEqual(
      expect.arrayContaining(['transaction.view', 'refund.propose', 'proposal.approve']),
    );
    expect(log.body.data.chain_ok).toBe(true);
  });

  it('never refunds more than the debit: two partial refunds that together exceed it are refused', async () => {
    const { c, reference, uuid } = await customerWithDebit();
    const tooMuch = await propose(team.finance, uuid, 1010.76);
    expect(tooMuch.status).toBe(422);
    expect(tooMuch.body.message).toBe(opsMoneyMessages.refundExceedsWaiting('₦1,010.75'));

    const first = await propose(team.finance, uuid, 600);
    expect(first.status).toBe(200);
    // The pending ₦600 counts: ₦500 more would be ₦1,100.
    const second = await propose(checker, uuid, 500);
    expect(second.status).toBe(422);
    expect(second.body.message).toBe(opsMoneyMessages.refundExceedsWaiting('₦410.75'));
    const rest = await propose(checker, uuid, 410.75);
    expect(rest.status).toBe(200);
    const look = await ops(team.finance, 'GET', `/ops/refunds/lookup?reference=${reference}`);
    expect(look.body.data).toMatchObject({ refunded: 0, pending: 1010.75, refundable: 0 });

    expect((await approve(checker, first.body.data.proposal.id)).status).toBe(200);
    expect((await approve(team.finance, rest.body.data.proposal.id)).status).toBe(200);
    expect(await balance(t, c)).toBe(5_000);
    expect((await propose(team.finance, uuid, 0.01)).status).toBe(422);
    const after = await ops(team.finance, 'GET', `/ops/refunds/lookup?reference=${reference}`);
    expect(after.body.data).toMatchObject({ refunded: 1010.75, pending: 0, refundable: 0 });
  });

  it('checks again at approval: a refund that no longer fits is refused there and nothing moves', async () => {
    const { c, uuid } = await customerWithDebit();
    const first = await propose(team.finance, uuid, 700);
    // A second proposal that got past the proposal's check (written straight to the table, as a bug
    // elsewhere might): the approval's own check in the money core refuses it.
    const { rows } = await t.db.query<{ uuid: string }>(
      `INSERT INTO money_proposals (kind, user_id, transaction_id, direction, amount_minor, suspense_code,
         reason, proposed_by)
       SELECT 'refund', t.user_id, t.id, 'credit', 70000, 'suspense:refunds', 'slipped past',
         (SELECT id FROM staff WHERE uuid = $2)
         FROM transactions t WHERE t.uuid = $1 RETURNING uuid::text AS uuid`,
      [uuid, team.finance.uuid],
    );
    const slipped = rows[0]!.uuid;
    expect((await approve(checker, first.body.data.proposal.id)).status).toBe(200);
    const refused = await approve(checker, slipped);
    expect(refused.status).toBe(422);
    expect(refused.body.message).toBe(staffMoveMessages.refundExceeds('₦310.75'));
    expect(await balance(t, c)).toBe(3_989.25 + 700);
    const still = await ops(checker, 'GET', '/ops/approvals');
    expect(still.body.data.proposals.find((p: { id: string }) => p.id === slipped)?.status).toBe('pending');
  });

  it('refuses a refund of a credit or of a debit not yet settled', async () => {
    const c = await signUp(t, { pin: PIN, kyc: true, deposit: 3_000 });
    const credit = (await history(c)).find((x) => x.direction === 'credit')!;
    const r = await propose(team.finance, credit.uuid, 100);
    expect(r.status).toBe(422);
    expect(r.body.message).toBe(staffMoveMessages.refundNotFound);
    const sent = await call(t, 'POST', '/api/transfer/remittance/send', {
      token: c.token,
      body: remittanceBody({ amount: 500 }),
    });
    const pending = await propose(team.finance, sent.body.data.transaction.uuid, 100);
    expect(pending.status).toBe(422);
    expect(pending.body.message).toBe(staffMoveMessages.refundNotSettled);
    await t.app.worker.drain();
    const unknown = await propose(team.finance, '00000000-0000-4000-8000-000000000000', 100);
    expect(unknown.status).toBe(404);
    expect(unknown.body.message).toBe(opsMoneyMessages.transactionNotFound);
  });

  it('lets no role but finance propose, approve or see the queue', async () => {
    const { uuid } = await customerWithDebit();
    for (const role of ['support', 'compliance', 'admin'] as const) {
      const r = await propose(team[role], uuid, 10);
      expect(r.status).toBe(403);
      expect((await ops(team[role], 'GET', '/ops/approvals')).status).toBe(403);
    }
  });

  it('the database itself refuses an approval by the proposer', async () => {
    const { uuid } = await customerWithDebit();
    const p = await propose(team.finance, uuid, 5);
    await expect(
      t.db.query(
        `UPDATE money_proposals SET status = 'approved', decided_by = proposed_by, decided_at = now(),
           result_transaction_id = transaction_id WHERE uuid = $1`,
        [p.body.data.proposal.id],
      ),
    ).rejects.toThrow(/money_proposals_maker_checker/);
    await ops(team.finance, 'POST', `/ops/approvals/${p.body.data.proposal.id}/reject`, {
      reason: 'Test over',
    });
  });
});

describe('concurrent approvals and proposals', () => {
  it('two checkers approving at once, and one twice: the money moves once', async () => {
    const { c, uuid } = await customerWithDebit();
    const p = await propose(team.finance, uuid, 1010.75);
    const id = p.body.data.proposal.id as string;
    const other = await createStaff(t, 'finance');
    const replies = await Promise.all([approve(checker, id), approve(other, id), approve(checker, id)]);
    const statuses = replies.map((r) => r.status);
    // One approver wins; the other is told it is decided (the winner's own repeat replays its answer).
    expect(statuses).toContain(200);
    expect(statuses).toContain(409);
    for (const s of statuses) expect([200, 409]).toContain(s);
    expect(await balance(t, c)).toBe(5_000);
    const { rows } = await t.db.query<{ n: bigint }>(
      `SELECT count(*) AS n FROM staff_moves WHERE proposal_key = 'proposal:' || $1`,
      [id],
    );
    expect(rows[0]!.n).toBe(1n);
    expect((await history(c)).filter((x) => x.rail === 'refund')).toHaveLength(1);
  });

  it('two proposals at once that together exceed the debit: one is refused', async () => {
    const { uuid } = await customerWithDebit();
    const replies = await Promise.all([propose(team.finance, uuid, 600), propose(checker, uuid, 600)]);
    expect(replies.map((r) => r.status).sort()).toEqual([200, 422]);
  });
});

describe('adjustments', () => {
  const adjust = (
    s: TestStaff,
    c: Customer,
    direction: string,
    amount: number,
    suspense = 'suspense:adjustments',
  ) =>
    ops(s, 'POST', '/ops/adjustments', {
      customer: c.userUuid,
      direction,
      amount,
      reason: 'Reconciliation break 2026-11-20',
      suspense_account: suspense,
    });

  it('credits and debits the customer against the named suspense account on approval only', async () => {
    const c = await signUp(t, { pin: PIN, kyc: true, deposit: 1_000 });
    const credit = await adjust(team.finance, c, 'credit', 250, 'suspense:recon');
    expect(credit.status, JSON.stringify(credit.body)).toBe(200);
    expect(credit.body.message).toBe(opsMoneyMessages.adjustmentProposed);
    expect(await balance(t, c)).toBe(1_000);
    expect((await approve(team.finance, credit.body.data.proposal.id)).status).toBe(403);
    const ok = await approve(checker, credit.body.data.proposal.id);
    expect(ok.status, JSON.stringify(ok.body)).toBe(200);
    expect(await balance(t, c)).toBe(1_250);

    const debit = await adjust(checker, c, 'debit', 100);
    expect((await approve(team.finance, debit.body.data.proposal.id)).status).toBe(200);
    expect(await balance(t, c)).toBe(1_150);
    const rows = (await history(c)).filter((x) => x.rail === 'adjustment');
    expect(rows.map((x) => [x.direction, x.amount])).toEqual([
      ['debit', 100],
      ['credit', 250],
    ]);

    // Each entry moved the suspense account named, and balances.
    const { rows: legs } = await t.db.query<{ code: string; amount_minor: bigint }>(
      `SELECT a.code, po.amount_minor FROM money_proposals p JOIN transactions r ON r.id = p.result_transaction_id
         JOIN postings po ON po.entry_id = r.entry_id
         JOIN accounts a ON a.id = po.account_id WHERE p.uuid = $1 AND a.kind = 'system'`,
      [credit.body.data.proposal.id],
    );
    expect(legs).toEqual([{ code: 'suspense:recon:NGN', amount_minor: -25_000n }]);

    // A debit beyond the balance is refused at approval, and stays pending.
    const big = await adjust(team.finance, c, 'debit', 5_000);
    const refused = await approve(checker, big.body.data.proposal.id);
    expect(refused.status).toBe(422);
    expect(refused.body.message).toBe(staffMoveMessages.insufficientFunds);
    expect(await balance(t, c)).toBe(1_150);

    const log = await ops(team.admin, 'GET', `/ops/audit?subject_id=${c.userUuid}`);
    const actions = log.body.data.entries.map((e: { action: string }) => e.action);
    expect(actions.filter((a: string) => a === 'adjustment.propose')).toHaveLength(3);
    expect(actions.filter((a: string) => a === 'proposal.approve')).toHaveLength(2);

    // Rejected (here withdrawn by its proposer): nothing moves, and it can no longer be approved.
    const rejected = await ops(team.finance, 'POST', `/ops/approvals/${big.body.data.proposal.id}/reject`, {
      reason: 'Customer has no funds',
    });
    expect(rejected.status).toBe(200);
    expect(rejected.body.data.proposal).toMatchObject({
      status: 'rejected',
      decision_reason: 'Customer has no funds',
    });
    const late = await approve(checker, big.body.data.proposal.id);
    expect(late.status).toBe(409);
    expect(late.body.message).toBe(opsMoneyMessages.alreadyDecided('rejected'));
  });

  it('honours a restriction: no debit leaves a post-no-debit account, a credit still arrives', async () => {
    const c = await signUp(t, { pin: PIN, kyc: true, deposit: 1_000 });
    const debit = await adjust(team.finance, c, 'debit', 100);
    await t.db.tx(async (q) => {
      const { rows } = await q.query<{ id: bigint }>('SELECT id FROM users WHERE uuid = $1', [c.userUuid]);
      const { rows: staff } = await q.query<{ id: bigint }>('SELECT id FROM staff WHERE uuid = $1', [
        team.compliance.uuid,
      ]);
      const placed = await placeRestriction(q, {
        userId: rows[0]!.id,
        type: 'pnd',
        reason: 'Fraud report',
        staffId: staff[0]!.id,
      });
      expect(placed.code).toBe('ok');
    });
    const refused = await approve(checker, debit.body.data.proposal.id);
    expect(refused.status).toBe(422);
    expect(refused.body.message).toBe(staffMoveMessages.noDebit);
    expect(await balance(t, c)).toBe(1_000);
    // Money in is what post-no-debit allows: a credit goes through.
    const credit = await adjust(team.finance, c, 'credit', 40);
    expect((await approve(checker, credit.body.data.proposal.id)).status).toBe(200);
    expect(await balance(t, c)).toBe(1_040);
  });

  it("offers the money core's suspense accounts, no other", () => {
    expect([...SUSPENSE_ACCOUNT_CODES].sort()).toEqual([...SUSPENSE_ACCOUNTS].sort());
  });

  it('refuses an unknown customer or suspense account', async () => {
    const c = await signUp(t, {});
    const unknown = await ops(team.finance, 'POST', '/ops/adjustments', {
      customer: '00000000-0000-4000-8000-000000000000',
      direction: 'credit',
      amount: 10,
      reason: 'Nobody at all',
      suspense_account: 'suspense:adjustments',
    });
    expect(unknown.status).toBe(404);
    const badAccount = await adjust(team.finance, c, 'credit', 10, 'fees:NGN');
    expect(badAccount.status).toBe(400);
  });
});
