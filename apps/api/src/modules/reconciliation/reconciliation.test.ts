import { createHash } from 'node:crypto';
import { Readable } from 'node:stream';
import { staffMoveMessages } from '@owo/contract/messages';
import { type ReconImportData, type ReconRail, reconMessages } from '@owo/contract/reconciliation';
import { opsMoneyMessages } from '@owo/contract/suspense';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { verifyAudit } from '#modules/staff/audit.ts';
import { balance, type Customer, call, createTestApp, signUp, type TestApp } from '#test/harness.ts';
import { createStaff, type TestStaff } from '#test/staff.ts';
import { momoBody, newKey, PIN, post, remittanceBody, usdBody } from '#test/transfers-helpers.ts';
import { importSettlementFile } from './recon-service.ts';

// A whole day's books: this file has a database of its own (on the real server too), so the day's files and
// clearing accounts hold only what it does.
let t: TestApp;
let ada: Customer;
let finance: TestStaff;
beforeAll(async () => {
  t = await createTestApp({ ownDatabase: true });
  ada = await signUp(t, { pin: PIN, kyc: true, deposit: 1_000_000 });
  finance = await createStaff(t, 'finance');
}, 60_000);
afterAll(() => t.close());

const today = () => new Intl.DateTimeFormat('en-CA', { timeZone: 'Africa/Lagos' }).format(new Date());

async function settlementFile(rail: ReconRail, date = today()): Promise<string> {
  const r = await t.app.inject({ method: 'GET', url: `/api/sandbox/settlements/${rail}/${date}` });
  expect(r.statusCode, r.body).toBe(200);
  expect(r.headers['content-type']).toMatch(/^text\/csv/);
  return r.body;
}

const sha256 = (s: string) => createHash('sha256').update(s).digest('hex');

/** The console's upload, as a finance staff member. */
async function importCsv(rail: ReconRail, csv: string, date = today()): Promise<ReconImportData> {
  const r = await ops('POST', '/api/ops/reconciliation/imports', { rail, date, csv });
  expect(r.status, JSON.stringify(r.body)).toBe(200);
  return r.body.data;
}

/** What `npm run recon` does with a file (it streams it from disk). */
const importLikeTheCli = (rail: ReconRail, csv: string, date = today()) =>
  importSettlementFile(t.app.deps, {
    rail,
    date,
    sha256: sha256(csv),
    open: () => Readable.from(csv.match(/[\s\S]{1,64}/g) ?? []),
    source: 'cli',
    staffId: null,
  });

const ops = (method: 'GET' | 'POST', url: string, body?: unknown, who = finance) =>
  call(t, method, url, { token: who.token, ...(body === undefined ? {} : { body }) });

/** A bank send of `amount` naira, settled by the worker; its reference. */
async function nipSend(amount: number): Promise<string> {
  const r = await post(t, ada, '/api/transfer/remittance/send', remittanceBody({ amount }), newKey());
  expect(r.status, JSON.stringify(r.body)).toBe(200);
  return r.body.data.transaction.reference;
}

const fault = (rail: ReconRail, reference: string, kind: string) =>
  call(t, 'POST', '/api/sandbox/settlement-faults', { body: { rail, reference, kind } });

const byKind = (data: ReconImportData, reference: string) =>
  data.breaks.filter((b) => b.reference === reference).map((b) => b.kind);

describe('settlement files and reconciliation', () => {
  it('a session ID is the 30 digits it always was (migration 041 rewrote its function; partner files match by it)', async () => {
    // Values computed by migration 024's SQL body, before 041 replaced it with PL/pgSQL.
    const { rows } = await t.db.query<{
      a: string;
      b: string;
      c: string;
      d: string | null;
      e: string | null;
    }>(
      `SELECT transaction_session_id('nip', 'NGN', 'OWO-NIP-7Q2K9X', '2026-11-26T23:30:05Z') AS a,
         transaction_session_id('owo', 'NGN', 'OWO-OWO-7Q2K9X-CR', '2026-01-02T03:04:05Z') AS b,
         transaction_session_id('inflow', 'NGN', 'SANDBOX-abc', '2026-06-30T12:00:00Z') AS c,
         transaction_session_id('bills', 'NGN', 'X', '2026-06-30T12:00:00Z') AS d,
         transaction_session_id('nip', 'USD', 'X', '2026-06-30T12:00:00Z') AS e`,
    );
    expect(rows[0]).toEqual({
      a: '090999261127003005596526252367',
      b: '090999260102040405222082311657',
      c: '090999260630130000006138416295',
      d: null,
      e: null,
    });
  });

  it('a clean day: every rail matches, and each rail clearing account nets to zero', async () => {
    const sent = [
      await nipSend(2_000),
      await nipSend(999), // refused by the rail and reversed: the switch reports it FAILED
    ];
    expect((await post(t, ada, '/api/transfer/usd/send', usdBody(), newKey())).status).toBe(200);
    expect((await post(t, ada, '/api/transfer/momo/send', momoBody(), newKey())).status).toBe(200);
    const bill = await post(
      t,
      ada,
      '/api/bills/pay',
      { pin: PIN, save_beneficiary: false, biller: 'mtn-airtime', customer_id: ada.phone, amount: 500 },
      newKey(),
    );
    expect(bill.status, JSON.stringify(bill.body)).toBe(200);
    const card = await call(t, 'POST', '/api/cards', { token: ada.token, body: {} });
    expect(card.status).toBe(200);
    const funded = await post(t, ada, `/api/cards/${card.body.data.card.id}/fund`, {
      amount: 15_000,
      pin: PIN,
    });
    expect(funded.status, JSON.stringify(funded.body)).toBe(200);
    await t.app.worker.drain();

    const nip = await settlementFile('nip');
    const [header, ...lines] = nip.trim().split('\n');
    expect(header).toBe('session_id,reference,amount,fee,direction,status,value_date,counterparty_bank');
    const line = lines.find((l) => l.includes(sent[0]!))!;
    expect(line).toMatch(
      new RegExp(`^090999\\d{24},${sent[0]},2000\\.00,10\\.00,OUTWARD,SUCCESSFUL,${today()},058$`),
    );
    const detail = await call(t, 'GET', `/api/transactions/${await uuidOf(sent[0]!)}`, { token: ada.token });
    expect(line.startsWith(`${detail.body.data.transaction.session_id},`)).toBe(true);
    expect(lines.find((l) => l.includes(sent[1]!))).toMatch(/,999\.00,10\.00,OUTWARD,FAILED,/);
    expect(lines.some((l) => /,1000000\.00,0\.00,INWARD,SUCCESSFUL,/.test(l))).toBe(true);

    for (const rail of ['nip', 'usd', 'momo', 'bills'] as const) {
      const data = await importCsv(rail, await settlementFile(rail));
      expect({ rail, breaks: data.breaks }).toEqual({ rail, breaks: [] });
      expect(data.matched).toBeGreaterThan(0);
    }
    const cardDay = await importLikeTheCli('card', await settlementFile('card'));
    expect(cardDay).toMatchObject({ matched: 1, breaks_total: 0, import: { source: 'cli', lines: 1 } });

    const positions = await ops('GET', `/api/ops/reconciliation/positions?date=${today()}`);
    expect(positions.status).toBe(200);
    for (const p of positions.body.data.rails) {
      expect(p.clean, p.rail).toBe(true);
      if (p.rail === 'card') expect(p.clearing).toBeNull();
      else expect(p.clearing, p.rail).toMatchObject({ balance: 0, day_net: 0 });
    }
    const usd = positions.body.data.rails.find((p: { rail: string }) => p.rail === 'usd');
    expect(usd).toMatchObject({
      ours: [{ currency: 'USD', count: 1, amount: 10 }],
      theirs: [{ currency: 'USD', count: 1, amount: 10 }],
      matched: 1,
    });
  }, 60_000);

  it('each fault a partner makes becomes the right break', async () => {
    await makeFaults();
    const data = await importCsv('nip', await settlementFile('nip'));
    expect(byKind(data, f.missing)).toEqual(['ours_only']);
    expect(byKind(data, f.twice)).toEqual(['duplicated']);
    expect(byKind(data, f.changed)).toEqual(['amount_differs']);
    expect(byKind(data, f.flipped)).toEqual(['status_differs']);
    expect(byKind(data, f.unknown)).toEqual(['theirs_only']);
    expect(byKind(data, f.fine)).toEqual([]);
    const amount = data.breaks.find((b) => b.reference === f.changed)!;
    expect(amount).toMatchObject({
      ours_amount: 1_300,
      theirs_amount: 1_301,
      state: 'open',
      currency: 'NGN',
    });
    const status = data.breaks.find((b) => b.reference === f.flipped)!;
    expect(status).toMatchObject({ ours_status: 'successful', theirs_status: 'failed' });
    expect(data.breaks.find((b) => b.reference === f.twice)!.theirs_lines).toBe(2);
    expect(data).toMatchObject({
      breaks_total: 5,
      breaks_by_kind: { ours_only: 1, duplicated: 1, amount_differs: 1, status_differs: 1, theirs_only: 1 },
    });
    const nip = (await ops('GET', '/api/ops/reconciliation/positions')).body.data.rails.find(
      (p: { rail: string }) => p.rail === 'nip',
    );
    expect(nip).toMatchObject({ clean: false, open_breaks: 5 });
    const [entry] = (await auditOf(data.import.id)) ?? [];
    expect(entry).toMatchObject({
      action: 'recon.import',
      detail: { rail: 'nip', breaks: 5, replayed: false },
    });
  }, 60_000);

  it('importing the same file again changes nothing', async () => {
    const csv = await settlementFile('nip');
    const counts = async () =>
      (
        await t.db.query<Record<string, bigint>>(
          `SELECT (SELECT count(*) FROM recon_imports) AS imports, (SELECT count(*) FROM recon_lines) AS lines,
                  (SELECT count(*) FROM recon_breaks) AS breaks, (SELECT count(*) FROM recon_import_breaks) AS links,
                  (SELECT string_agg(uuid::text || state || coalesce(note, ''), ',' ORDER BY id) FROM recon_breaks) AS states,
                  (SELECT string_agg(rail || value_date || import_id, ',') FROM recon_days) AS days`,
        )
      ).rows[0];
    const before = await counts();
    const again = await importCsv('nip', csv);
    const cli = await importLikeTheCli('nip', csv);
    expect([again.replayed, cli.replayed]).toEqual([true, true]);
    expect(await counts()).toEqual(before);
    expect(again.breaks_total).toBe(5);
    expect(cli).toEqual(again);
  });

  it('lists the queue by filters and opens a break with the lines that name it', async () => {
    const open = await ops('GET', '/api/ops/reconciliation/breaks?rail=nip&state=open&kind=duplicated');
    expect(open.status).toBe(200);
    expect(open.body.data).toMatchObject({ total: 1, data: [{ reference: f.twice, kind: 'duplicated' }] });
    const byRef = await ops('GET', `/api/ops/reconciliation/breaks?reference=${f.changed}`);
    expect(byRef.body.data.data.map((b: { kind: string }) => b.kind)).toEqual(['amount_differs']);
    const one = await ops('GET', `/api/ops/reconciliation/breaks/${open.body.data.data[0].id}`);
    expect(one.status).toBe(200);
    expect(one.body.data.lines).toHaveLength(2);
    expect(one.body.data.transaction).toMatchObject({
      reference: f.twice,
      amount: 1_200,
      customer: ada.userUuid,
    });
    const none = await ops('GET', '/api/ops/reconciliation/breaks/00000000-0000-4000-8000-000000000000');
    expect(none.status).toBe(404);
    expect((await ops('GET', '/api/ops/reconciliation/breaks?kind=lost')).status).toBe(400);
  });

  it('closes a break as explained with a note, once, recorded in the audit log', async () => {
    const list = await ops('GET', `/api/ops/reconciliation/breaks?reference=${f.unknown}`);
    const id = list.body.data.data[0].id;
    expect((await ops('POST', `/api/ops/reconciliation/breaks/${id}/explain`, { note: '' })).status).toBe(
      400,
    );
    const support = await createStaff(t, 'support');
    const refused = await ops('POST', `/api/ops/reconciliation/breaks/${id}/explain`, { note: 'x' }, support);
    expect(refused.status).toBe(403);
    const note = 'NIBSS test line, confirmed by their settlement desk (ticket 4411)';
    const done = await ops('POST', `/api/ops/reconciliation/breaks/${id}/explain`, { note });
    expect(done.status, JSON.stringify(done.body)).toBe(200);
    expect(done.body.data.break).toMatchObject({
      state: 'explained',
      resolution: 'note',
      note,
      resolved_by: finance.email,
    });
    expect((await ops('POST', `/api/ops/reconciliation/breaks/${id}/explain`, { note })).status).toBe(409);
    expect(await auditOf(id)).toEqual([
      expect.objectContaining({ action: 'recon.break.explain', actor: finance.email }),
    ]);
    expect((await verifyAudit(t.db)).ok).toBe(true);
  });

  it('a corrected file clears the breaks it no longer shows; an explained one stays explained', async () => {
    const faulty = await settlementFile('nip');
    const corrected = faulty
      .split('\n')
      .filter((l) => !l.includes(f.unknown))
      .map((l) => (l.includes(f.changed) ? l.replace(',1301.00,', ',1300.00,') : l))
      .join('\n');
    const data = await importCsv('nip', corrected);
    expect(data.replayed).toBe(false);
    expect(byKind(data, f.changed)).toEqual([]);
    const state = async (reference: string) =>
      (await ops('GET', `/api/ops/reconciliation/breaks?reference=${reference}`)).body.data.data[0];
    expect(await state(f.changed)).toMatchObject({ state: 'resolved', resolution: 'cleared' });
    expect((await state(f.changed)).note).toMatch(
      /^Cleared by the nip file of \d{4}-\d{2}-\d{2} imported at /,
    );
    expect(await state(f.unknown)).toMatchObject({ state: 'explained' });
    expect(await state(f.missing)).toMatchObject({ state: 'open', kind: 'ours_only' });
  });

  it('resolves a break by a journal entry two finance staff agree on, on the one Approvals desk, through the money core', async () => {
    const other = await createStaff(t, 'finance');
    const brk = (await ops('GET', `/api/ops/reconciliation/breaks?reference=${f.flipped}&state=open`)).body
      .data.data[0];
    expect(brk).toMatchObject({ kind: 'status_differs', ours_status: 'successful', theirs_status: 'failed' });
    const before = await balance(t, ada);
    // The switch never paid it: the customer gets the amount and the fee back.
    const body = {
      direction: 'credit',
      amount: 1_410.75,
      reason: 'NIBSS reports it failed: the money goes back',
    };
    const proposed = await ops('POST', `/api/ops/reconciliation/breaks/${brk.id}/proposals`, body);
    expect(proposed.status, JSON.stringify(proposed.body)).toBe(200);
    const id = proposed.body.data.proposal.id;
    expect(proposed.body.data.proposal).toMatchObject({
      kind: 'recon',
      status: 'pending',
      amount: 1_410.75,
      suspense_account: 'suspense:recon',
      proposed_by: finance.email,
      mine: true,
      customer: { uuid: ada.userUuid },
      break: { id: brk.id, rail: 'nip', kind: 'status_differs', reference: f.flipped },
    });
    expect((await ops('POST', `/api/ops/reconciliation/breaks/${brk.id}/proposals`, body)).status).toBe(409);
    // One queue: the break's entry waits among the refunds and adjustments, a money proposal like them.
    const waiting = await ops('GET', '/api/ops/approvals?status=pending', undefined, other);
    expect(waiting.status).toBe(200);
    expect(waiting.body.data.proposals).toEqual([
      expect.objectContaining({
        id,
        kind: 'recon',
        mine: false,
        break: expect.objectContaining({ id: brk.id }),
      }),
    ]);
    const { rows: one } = await t.db.query<{ kind: string; status: string }>(
      'SELECT kind, status FROM money_proposals WHERE uuid = $1',
      [id],
    );
    expect(one).toEqual([{ kind: 'recon', status: 'pending' }]);

    // Maker-checker, as for a refund: the proposer is refused (403) and nothing moves.
    const own = await ops('POST', `/api/ops/approvals/${id}/approve`);
    expect(own.status).toBe(403);
    expect(own.body.message).toBe(staffMoveMessages.sameStaff);
    expect(await balance(t, ada)).toBe(before);
    const support = await createStaff(t, 'support');
    expect((await ops('POST', `/api/ops/approvals/${id}/approve`, undefined, support)).status).toBe(403);

    const approved = await ops('POST', `/api/ops/approvals/${id}/approve`, undefined, other);
    expect(approved.status, JSON.stringify(approved.body)).toBe(200);
    expect(approved.body.message).toBe(opsMoneyMessages.approvedBreakEntry);
    expect(approved.body.data.proposal).toMatchObject({ status: 'approved', decided_by: other.email });
    const resolved = (await ops('GET', `/api/ops/reconciliation/breaks/${brk.id}`)).body.data;
    expect(resolved.break).toMatchObject({
      state: 'resolved',
      resolution: 'journal',
      resolved_by: other.email,
      note: body.reason,
    });
    expect(resolved.proposals).toMatchObject([{ id, status: 'approved', mine: true }]);
    expect(await balance(t, ada)).toBe(Math.round((before + 1_410.75) * 100) / 100);
    const { rows } = await t.db.query<{ code: string | null; amount_minor: bigint; resolves: boolean }>(
      `SELECT a.code, p.amount_minor, x.entry_id = b.entry_id AS resolves
         FROM money_proposals m JOIN transactions x ON x.id = m.result_transaction_id
         JOIN recon_breaks b ON b.id = m.break_id
         JOIN postings p ON p.entry_id = x.entry_id
         JOIN accounts a ON a.id = p.account_id WHERE m.uuid = $1 ORDER BY p.amount_minor`,
      [id],
    );
    expect(rows).toEqual([
      { code: 'suspense:recon:NGN', amount_minor: -141_075n, resolves: true },
      { code: null, amount_minor: 141_075n, resolves: true },
    ]);
    // Approving again moves nothing: the approver's repeat is its answer, anyone else is told it is decided.
    const again = await ops('POST', `/api/ops/approvals/${id}/approve`, undefined, other);
    expect(again.status).toBe(200);
    const third = await ops(
      'POST',
      `/api/ops/approvals/${id}/approve`,
      undefined,
      await createStaff(t, 'finance'),
    );
    expect(third.status).toBe(409);
    expect(await balance(t, ada)).toBe(Math.round((before + 1_410.75) * 100) / 100);
    expect((await auditOf(brk.id)).map((a) => [a.action, a.actor])).toEqual([
      ['recon.break.propose', finance.email],
      ['recon.break.approve', other.email],
    ]);
    expect((await verifyAudit(t.db)).ok).toBe(true);
    // The routes of the break entries' own queue are gone.
    expect((await ops('GET', '/api/ops/reconciliation/proposals')).status).toBe(404);
  });

  it('refuses an entry the money core would not post, and a proposal can be withdrawn', async () => {
    const other = await createStaff(t, 'finance');
    const brk = (await ops('GET', `/api/ops/reconciliation/breaks?reference=${f.twice}&state=open`)).body.data
      .data[0];
    const proposed = await ops('POST', `/api/ops/reconciliation/breaks/${brk.id}/proposals`, {
      direction: 'credit',
      amount: 5_000,
      reason: 'More than the transfer took',
    });
    const id = proposed.body.data.proposal.id;
    const refused = await ops('POST', `/api/ops/approvals/${id}/approve`, undefined, other);
    expect(refused.status).toBe(422);
    expect(refused.body.message).toMatch(/^A refund cannot exceed what the transaction took/);
    const withdrawn = await ops('POST', `/api/ops/approvals/${id}/reject`, {
      reason: 'Too much: proposed again',
    });
    expect(withdrawn.status, JSON.stringify(withdrawn.body)).toBe(200);
    expect(withdrawn.body.data.proposal).toMatchObject({ status: 'rejected', decided_by: finance.email });
    const detail = (await ops('GET', `/api/ops/reconciliation/breaks/${brk.id}`)).body.data;
    expect(detail.break.state).toBe('open');
    expect((await auditOf(brk.id)).map((a) => a.action)).toEqual([
      'recon.break.propose',
      'recon.break.reject',
    ]);

    // An entry waiting for a break that closes meanwhile is never approved: nothing moves.
    const before = await balance(t, ada);
    const again = await ops('POST', `/api/ops/reconciliation/breaks/${brk.id}/proposals`, {
      direction: 'credit',
      amount: 100,
      reason: 'The fee goes back',
    });
    expect(again.status).toBe(200);
    const note = 'Confirmed with the switch: one settlement, reported twice';
    expect((await ops('POST', `/api/ops/reconciliation/breaks/${brk.id}/explain`, { note })).status).toBe(
      200,
    );
    const late = await ops(
      'POST',
      `/api/ops/approvals/${again.body.data.proposal.id}/approve`,
      undefined,
      other,
    );
    expect(late.status).toBe(409);
    expect(late.body.message).toBe(reconMessages.notOpen);
    expect(await balance(t, ada)).toBe(before);

    const unknown = (await ops('GET', '/api/ops/reconciliation/breaks?kind=theirs_only&state=explained')).body
      .data.data[0];
    const closed = await ops('POST', `/api/ops/reconciliation/breaks/${unknown.id}/proposals`, {
      direction: 'credit',
      amount: 10,
      reason: 'Closed already',
    });
    expect(closed.status).toBe(409);
  });

  it('the database refuses an approval by the proposer, and a second waiting entry for a break', async () => {
    const brk = (await ops('GET', `/api/ops/reconciliation/breaks?reference=${f.twice}`)).body.data.data[0];
    const { rows } = await t.db.query<{ id: bigint; staff: bigint; tx: bigint }>(
      `SELECT b.id, s.id AS staff, b.transaction_id AS tx FROM recon_breaks b, staff s
        WHERE b.uuid = $1 AND s.uuid = $2`,
      [brk.id, finance.uuid],
    );
    const r = rows[0]!;
    const insert = (status: string, decidedBy: bigint | null) =>
      t.db.query(
        `INSERT INTO money_proposals (kind, user_id, break_id, direction, amount_minor, suspense_code, reason,
           status, proposed_by, decided_by, decided_at, result_transaction_id)
         SELECT 'recon', user_id, $1, 'credit', 100, 'suspense:recon', 'by hand', $2, $3, $4,
           CASE WHEN $4::bigint IS NULL THEN NULL ELSE now() END, CASE WHEN $2 = 'approved' THEN id END
           FROM transactions WHERE id = $5`,
        [String(r.id), status, String(r.staff), decidedBy === null ? null : String(decidedBy), String(r.tx)],
      );
    await expect(insert('approved', r.staff)).rejects.toThrow(/money_proposals_maker_checker/);
    // The break's entry proposed above is still waiting: one at a time.
    await expect(insert('pending', null)).rejects.toThrow(/money_proposals_break_waiting/);
  });

  it("a send reported a day late clears the first day's break; one reported on two days is a duplicate", async () => {
    const tomorrow = new Date(Date.parse(`${today()}T00:00:00Z`) + 86_400_000).toISOString().slice(0, 10);
    const nip = await settlementFile('nip');
    const lineOf = async (reference: string) => {
      const { rows } = await t.db.query<{ session_id: string }>(
        'SELECT session_id FROM transactions WHERE reference = $1',
        [reference],
      );
      return `${rows[0]!.session_id},${reference},1100.00,10.00,OUTWARD,SUCCESSFUL,${tomorrow},058`;
    };
    const [header] = nip.split('\n');
    const late = await importCsv('nip', `${header}\n${await lineOf(f.missing)}\n`, tomorrow);
    expect(late).toMatchObject({ matched: 1, breaks_total: 0 });
    const first = (await ops('GET', `/api/ops/reconciliation/breaks?reference=${f.missing}`)).body.data
      .data[0];
    expect(first).toMatchObject({
      kind: 'ours_only',
      date: today(),
      state: 'resolved',
      resolution: 'cleared',
    });
    expect(first.note).toBe(
      `Cleared by the nip file of ${tomorrow} imported at ${first.note.slice(-24, -8)} (Lagos)`,
    );

    const fine = nip.split('\n').find((l) => l.includes(f.fine))!;
    const twice = await importCsv('nip', `${header}\n${await lineOf(f.missing)}\n${fine}\n`, tomorrow);
    expect(byKind(twice, f.fine)).toEqual(['duplicated']);
    expect(twice.matched).toBe(1);
  });

  it('refuses a file that does not read, naming the line', async () => {
    const header = 'session_id,reference,amount,fee,direction,status,value_date,counterparty_bank';
    const bad = await ops('POST', '/api/ops/reconciliation/imports', {
      rail: 'nip',
      date: today(),
      csv: `${header}\n${'1'.repeat(30)},REF-1,12.5,0.00,OUTWARD,SUCCESSFUL,${today()},058\n${'1'.repeat(29)},REF-2,1.00,0,OUTWARD,SUCCESSFUL,${today()},058\n`,
    });
    expect(bad.status).toBe(400);
    expect(bad.body.message).toBe('Line 3: session_id must be 30 digits.');
    // A value date that no calendar has (which JavaScript would roll over to March) names its line too.
    for (const day of ['2026-02-30', '0000-01-01']) {
      const impossible = await ops('POST', '/api/ops/reconciliation/imports', {
        rail: 'nip',
        date: today(),
        csv: `${header}\n${'1'.repeat(30)},REF-1,12.50,0.00,OUTWARD,SUCCESSFUL,${day},058\n`,
      });
      expect(impossible.status, day).toBe(400);
      expect(impossible.body.message).toBe('Line 2: value_date must be YYYY-MM-DD.');
    }
    const noHeader = await ops('POST', '/api/ops/reconciliation/imports', {
      rail: 'usd',
      date: today(),
      csv: 'a,b\n1,2',
    });
    expect(noHeader.status).toBe(400);
    expect(noHeader.body.message).toMatch(/^The header must name the columns wire_id, client_reference/);
    for (const url of [
      '/api/sandbox/settlements/nip/2026-13-01',
      '/api/sandbox/settlements/swift/2026-01-05',
    ]) {
      expect((await t.app.inject({ method: 'GET', url })).statusCode, url).toBe(400);
    }
    const badDay = await ops('POST', '/api/ops/reconciliation/imports', {
      rail: 'nip',
      date: '2026-02-30',
      csv: 'x',
    });
    expect(badDay.body.errors).toEqual({ date: 'Enter a valid date.' });
    const imports = await ops('GET', `/api/ops/reconciliation/imports?rail=usd&date=${today()}`);
    expect(imports.body.data).toHaveLength(1); // the refused file left nothing behind
  });
});

/** The references of the faults test: each told to the partner with the fault it names. */
const f = { missing: '', twice: '', changed: '', flipped: '', fine: '', unknown: '' };

async function makeFaults() {
  f.missing = await nipSend(1_100);
  f.twice = await nipSend(1_200);
  f.changed = await nipSend(1_300);
  f.flipped = await nipSend(1_400);
  f.fine = await nipSend(1_500);
  f.unknown = `ZZ-UNKNOWN-${Date.now()}`;
  for (const [reference, kind] of [
    [f.missing, 'missing'],
    [f.twice, 'duplicated'],
    [f.changed, 'amount_changed'],
    [f.flipped, 'status_changed'],
    [f.unknown, 'unknown_extra_line'],
  ] as const) {
    expect((await fault('nip', reference, kind)).status).toBe(200);
  }
  await t.app.worker.drain();
}

async function uuidOf(reference: string): Promise<string> {
  const { rows } = await t.db.query<{ uuid: string }>(
    'SELECT uuid::text AS uuid FROM transactions WHERE reference = $1',
    [reference],
  );
  return rows[0]!.uuid;
}

async function auditOf(subjectId: string) {
  const { rows } = await t.db.query<{ action: string; actor: string; detail: Record<string, unknown> }>(
    'SELECT action, actor, detail FROM audit_log WHERE subject_id = $1 ORDER BY id',
    [subjectId],
  );
  return rows;
}
