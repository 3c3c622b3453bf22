import { createHash } from 'node:crypto';
import { Readable } from 'node:stream';
import type { ReconImportData, ReconRail } from '@owo/contract/reconciliation';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Customer, call, createTestApp, deposit, signUp, type TestApp } from '#test/harness.ts';
import { momoBody, newKey, PIN, post, remittanceBody, usdBody } from '#test/transfers-helpers.ts';
import { positionsOf } from './positions-service.ts';
import { importSettlementFile } from './recon-service.ts';

// A whole day's books: this file has a database of its own (on the real server too), so the day's files and
// clearing accounts hold only what it does.
let t: TestApp;
let ada: Customer;
beforeAll(async () => {
  t = await createTestApp({ ownDatabase: true });
  ada = await signUp(t, { pin: PIN, kyc: true, deposit: 1_000_000 });
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

function importCsv(rail: ReconRail, csv: string, date = today()): Promise<ReconImportData> {
  return importSettlementFile(t.app.deps, {
    rail,
    date,
    sha256: sha256(csv),
    open: () => Readable.from([csv]),
    source: 'cli',
    staffId: null,
  });
}

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
    expect(lines.find((l) => l.includes(sent[1]!))).toMatch(/,999\.00,10\.00,OUTWARD,FAILED,/);
    expect(lines.some((l) => /,1000000\.00,0\.00,INWARD,SUCCESSFUL,/.test(l))).toBe(true);

    for (const rail of ['nip', 'usd', 'momo', 'card', 'bills'] as const) {
      const data = await importCsv(rail, await settlementFile(rail));
      expect({ rail, breaks: data.breaks }).toEqual({ rail, breaks: [] });
      expect(data.matched).toBeGreaterThan(0);
    }
    const { rails } = await positionsOf(t.app.deps);
    for (const p of rails) {
      expect(p.clean, p.rail).toBe(true);
      if (p.rail === 'card') expect(p.clearing).toBeNull();
      else expect(p.clearing, p.rail).toMatchObject({ balance: 0, day_net: 0 });
    }
    expect(rails.find((p) => p.rail === 'usd')!.theirs[0]).toMatchObject({
      currency: 'USD',
      count: 1,
      amount: 10,
    });
  }, 60_000);

  it('each fault a partner makes becomes the right break', async () => {
    const [missing, twice, changed, flipped, fine] = [
      await nipSend(1_100),
      await nipSend(1_200),
      await nipSend(1_300),
      await nipSend(1_400),
      await nipSend(1_500),
    ];
    const unknown = `ZZ-UNKNOWN-${Date.now()}`;
    for (const [reference, kind] of [
      [missing, 'missing'],
      [twice, 'duplicated'],
      [changed, 'amount_changed'],
      [flipped, 'status_changed'],
      [unknown, 'unknown_extra_line'],
    ] as const) {
      expect((await fault('nip', reference!, kind)).status).toBe(200);
    }
    await t.app.worker.drain();
    const data = await importCsv('nip', await settlementFile('nip'));
    expect(byKind(data, missing!)).toEqual(['ours_only']);
    expect(byKind(data, twice!)).toEqual(['duplicated']);
    expect(byKind(data, changed!)).toEqual(['amount_differs']);
    expect(byKind(data, flipped!)).toEqual(['status_differs']);
    expect(byKind(data, unknown)).toEqual(['theirs_only']);
    expect(byKind(data, fine!)).toEqual([]);
    const amount = data.breaks.find((b) => b.reference === changed)!;
    expect(amount).toMatchObject({
      ours_amount: 1_300,
      theirs_amount: 1_301,
      state: 'open',
      currency: 'NGN',
    });
    const status = data.breaks.find((b) => b.reference === flipped)!;
    expect(status).toMatchObject({ ours_status: 'successful', theirs_status: 'failed' });
    expect(data.breaks.find((b) => b.reference === twice)!.theirs_lines).toBe(2);
    expect(data.breaks_total).toBe(5);
    expect((await positionsOf(t.app.deps)).rails.find((p) => p.rail === 'nip')).toMatchObject({
      clean: false,
      open_breaks: 5,
    });
  }, 60_000);

  it('importing the same file again changes nothing', async () => {
    const csv = await settlementFile('nip');
    const counts = async () =>
      (
        await t.db.query<Record<string, bigint>>(
          `SELECT (SELECT count(*) FROM recon_imports) AS imports, (SELECT count(*) FROM recon_lines) AS lines,
                  (SELECT count(*) FROM recon_breaks) AS breaks, (SELECT count(*) FROM recon_import_breaks) AS links,
                  (SELECT string_agg(uuid::text || state || coalesce(note, ''), ',' ORDER BY id) FROM recon_breaks) AS states`,
        )
      ).rows[0];
    const first = await importCsv('nip', csv);
    const before = await counts();
    const again = await importCsv('nip', csv);
    expect(again.replayed).toBe(true);
    expect(first.replayed).toBe(true); // the previous test imported this very file
    expect(await counts()).toEqual(before);
    expect({ ...again, replayed: false }).toEqual({ ...first, replayed: false });
  });
});
