import { createHash } from 'node:crypto';
import { lagosStamp } from '@owo/contract/lagos-time';
import { lagosToday, statementMessages } from '@owo/contract/statements';
import { parse } from 'csv-parse/sync';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  type Customer,
  call,
  createTestApp,
  deposit,
  signUp,
  TEST_DEVICE_ID,
  type TestApp,
} from '#test/harness.ts';
import { enairaBody, newKey, PIN, post, remittanceBody } from '#test/transfers-helpers.ts';

let t: TestApp;
let ada: Customer;
let bola: Customer;
const today = lagosToday();

/** A statement download as the browser gets it: the raw bytes and headers. */
async function download(c: Customer, query: string, uuid = c.accountUuid) {
  const res = await t.app.inject({
    method: 'GET',
    url: `/api/accounts/${uuid}/statement?${query}`,
    headers: { authorization: `Bearer ${c.token}`, 'x-client-type': 'web', 'x-device-id': TEST_DEVICE_ID },
  });
  return { status: res.statusCode, bytes: res.rawPayload, headers: res.headers, json: () => res.json() };
}

const minor = (s: string) => (s === '' ? 0n : BigInt(s.replace('.', '')));

beforeAll(async () => {
  t = await createTestApp();
  ada = await signUp(t, { pin: PIN, kyc: true, deposit: 50_000 });
  bola = await signUp(t, { pin: PIN, kyc: true, deposit: 1_000 });
  // Money in, a paid send with a fee, a send refused by the rail and reversed (999), money to another customer.
  await deposit(t, ada.accountNumber, '1234.56');
  expect(
    (await post(t, ada, '/api/transfer/remittance/send', remittanceBody({ amount: 2000 }), newKey())).status,
  ).toBe(200);
  expect(
    (await post(t, ada, '/api/transfer/enaira/send', enairaBody({ amount: 999 }), newKey())).status,
  ).toBe(200);
  const toBola = remittanceBody({
    amount: 700.25,
    account_number: bola.accountNumber,
    bank_code: '090999',
    bank_name: 'Owo MFB',
  });
  expect((await post(t, ada, '/api/transfer/remittance/send', toBola, newKey())).status).toBe(200);
  await t.app.worker.drain();
}, 60_000);

afterAll(async () => {
  await t?.close();
});

describe('statements', () => {
  it('adds up in CSV: opening + credits - debits = closing, and every running balance follows', async () => {
    const res = await download(ada, `from=${today.slice(0, 8)}01&to=${today}&format=csv`);
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/csv/);
    expect(res.headers['content-disposition']).toContain(`owo-statement-${ada.accountNumber}`);
    const rows = parse(res.bytes, { bom: true, columns: true, record_delimiter: '\r\n' }) as Array<
      Record<'date' | 'description' | 'reference' | 'debit' | 'credit' | 'balance', string>
    >;
    const opening = rows[0]!;
    const closing = rows.at(-1)!;
    expect(opening.description).toBe('Opening balance');
    expect(opening.balance).toBe('0.00');
    const lines = rows.slice(1, -1);
    // deposit 50,000, deposit 1,234.56, send 2,000 + fee, 999 and its reversal, 700.25 to Bola.
    expect(lines.length).toBe(6);
    let balance = minor(opening.balance);
    let credits = 0n;
    let debits = 0n;
    // Each line is dated in Lagos time, to the minute, as lagosStamp prints it (the PDF prints the same lines).
    const { rows: written } = await t.db.query<{ created_at: Date }>(
      `SELECT e.created_at FROM postings p JOIN journal_entries e ON e.id = p.entry_id
         JOIN accounts a ON a.id = p.account_id WHERE a.account_number = $1 ORDER BY p.id`,
      [ada.accountNumber],
    );
    expect(lines.map((l) => l.date)).toEqual(
      written.slice(0, lines.length).map((w) => lagosStamp(w.created_at)),
    );
    for (const line of lines) {
      for (const amount of [line.debit, line.credit, line.balance])
        expect(amount).toMatch(/^(-?\d+\.\d{2})?$/);
      balance += minor(line.credit) - minor(line.debit);
      credits += minor(line.credit);
      debits += minor(line.debit);
      expect(minor(line.balance)).toBe(balance);
    }
    expect(minor(closing.credit)).toBe(credits);
    expect(minor(closing.debit)).toBe(debits);
    expect(minor(closing.balance)).toBe(minor(opening.balance) + credits - debits);
    const accounts = await call(t, 'GET', '/api/accounts', { token: ada.token });
    expect(closing.balance).toBe(accounts.body.data.accounts[0].balance.toFixed(2));
    expect(lines.map((l) => l.description)).toContainEqual(expect.stringMatching(/^Reversal of OWO-ENAIRA-/));
    expect(lines.find((l) => l.debit === '700.25')?.reference).toMatch(/^OWO-/);
  });

  it("keeps a sender's formula-like narration as text in the recipient's CSV, and amounts as plain decimals", async () => {
    const sender = await signUp(t, { pin: PIN, kyc: true, deposit: 5_000 });
    const recipient = await signUp(t);
    const formula = '=HYPERLINK("http://x","Claim")';
    const toRecipient = remittanceBody({
      amount: 150,
      note: formula,
      account_number: recipient.accountNumber,
      bank_code: '090999',
      bank_name: 'Owo MFB',
    });
    expect((await post(t, sender, '/api/transfer/remittance/send', toRecipient, newKey())).status).toBe(200);
    const res = await download(recipient, `from=${today}&to=${today}&format=csv`);
    const rows = parse(res.bytes, { bom: true, columns: true }) as Array<Record<string, string>>;
    const line = rows.find((r) => r.credit === '150.00');
    // The narration follows the sender's name, so no cell starts with it (csvText would quote one that did).
    expect(line?.description).toContain(formula);
    expect(rows.map((r) => r.description).filter((d) => /^[=+\-@\t\r]/.test(d ?? ''))).toEqual([]);
    expect(line?.balance).toBe('150.00');
  });

  it('issues a PDF that adds up, and its public check carries the SHA-256 of the bytes downloaded', async () => {
    const res = await download(ada, `from=${today.slice(0, 8)}01&to=${today}&format=pdf`);
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.bytes.subarray(0, 5).toString()).toBe('%PDF-');
    const { rows } = await t.db.query<{
      code: string;
      opening_balance_minor: bigint;
      closing_balance_minor: bigint;
      line_count: number;
    }>(
      `SELECT s.code, s.opening_balance_minor, s.closing_balance_minor, s.line_count FROM statements s
       JOIN accounts a ON a.id = s.account_id WHERE a.uuid = $1 ORDER BY s.id DESC LIMIT 1`,
      [ada.accountUuid],
    );
    const issued = rows[0]!;
    expect(issued.code).toMatch(/^[0-9a-f]{32}$/);
    expect(issued.line_count).toBe(6);
    // The code is printed on the statement (pdfkit writes text as hex glyph strings; the document info is plain).
    expect(res.bytes.toString('latin1')).toContain(`/s/${issued.code}`);
    const check = await call(t, 'GET', `/api/public/statements/${issued.code}`);
    expect(check.status).toBe(200);
    expect(check.headers['x-robots-tag']).toBe('noindex');
    expect(check.body.data.sha256).toBe(createHash('sha256').update(res.bytes).digest('hex'));
    expect(check.body.data).toMatchObject({
      account: `******${ada.accountNumber.slice(-4)}`,
      from: `${today.slice(0, 8)}01`,
      to: today,
      lines: 6,
    });
    // Never a balance on a public page.
    expect(Object.keys(check.body.data).filter((k) => k.includes('balance'))).toEqual([]);
    expect(JSON.stringify(check.body)).not.toContain(ada.accountNumber);
    expect(JSON.stringify(check.body)).not.toContain(ada.phone);
  });

  it('opens a later period at the balance carried over from every earlier line', async () => {
    const tomorrow = new Date(Date.parse(`${today}T12:00:00Z`) + 86_400_000).toISOString().slice(0, 10);
    const res = await download(ada, `from=${tomorrow}&to=${tomorrow}&format=csv`);
    const rows = parse(res.bytes, { bom: true, columns: true }) as Array<Record<string, string>>;
    const accounts = await call(t, 'GET', '/api/accounts', { token: ada.token });
    const now = accounts.body.data.accounts[0].balance.toFixed(2);
    expect(rows.map((r) => [(r.description ?? '').split(' (')[0], r.balance])).toEqual([
      ['Opening balance', now],
      ['Closing balance', now],
    ]);
    // A period before the account existed has no lines and opens and closes at zero.
    const before = await download(ada, 'from=2025-01-01&to=2025-12-31&format=csv');
    const empty = parse(before.bytes, { bom: true, columns: true }) as Array<Record<string, string>>;
    expect(empty.map((r) => r.balance)).toEqual(['0.00', '0.00']);
  });

  it("answers 404 for another customer's account, and 4xx for a bad period", async () => {
    expect((await download(bola, `from=${today}&to=${today}`, ada.accountUuid)).status).toBe(404);
    const tooLong = await download(ada, 'from=2025-01-01&to=2026-01-01');
    expect(tooLong.status).toBe(400);
    expect(tooLong.json().message).toBe(statementMessages.tooLong);
    expect((await download(ada, 'from=2025-01-01&to=2025-12-31')).status).toBe(200);
    const inverted = await download(ada, 'from=2025-03-02&to=2025-03-01');
    expect(inverted.status).toBe(400);
    expect(inverted.json().message).toBe(statementMessages.fromAfterTo);
    expect((await download(ada, 'from=2025-02-30&to=2025-03-01')).json().message).toBe(
      statementMessages.badDate,
    );
    expect((await download(ada, 'from=2025-01-01&to=2025-01-31&format=xls')).status).toBe(400);
  });

  it("answers a plain 404 for a code that doesn't exist or was altered", async () => {
    for (const code of ['0'.repeat(32), 'not-a-code', 'f'.repeat(31)]) {
      const r = await call(t, 'GET', `/api/public/statements/${code}`);
      expect(r.status).toBe(404);
      expect(r.body).toEqual({ status: false, message: statementMessages.notFound });
    }
  });
});

describe('insights', () => {
  it('sums money in and out per month and money out by kind, in exact decimal strings', async () => {
    const r = await call(t, 'GET', '/api/insights', { token: ada.token });
    expect(r.status).toBe(200);
    const { months, out_by_kind } = r.body.data;
    expect(months).toHaveLength(6);
    const thisMonth = months.at(-1);
    expect(thisMonth.month).toBe(today.slice(0, 7));
    expect(thisMonth.money_in).toBe('51234.56');
    const fees = out_by_kind.find((k: { kind: string }) => k.kind === 'fees').amount;
    const transfers = out_by_kind.find((k: { kind: string }) => k.kind === 'transfers').amount;
    // 2,000 and 700.25 went out (the 999 came back); the bank send's fee apart.
    expect(transfers).toBe('2700.25');
    expect(minor(thisMonth.money_out)).toBe(minor(transfers) + minor(fees));
    expect(minor(fees)).toBeGreaterThan(0n);
    const bolaView = await call(t, 'GET', '/api/insights', { token: bola.token });
    expect(bolaView.body.data.months.at(-1).money_in).toBe('1700.25');
  });
});
