import { lagosToday } from '@owo/contract/statements';
import { parse } from 'csv-parse/sync';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Customer, call, createTestApp, signUp, TEST_DEVICE_ID, type TestApp } from '#test/harness.ts';
import { pdfText } from '#test/pdf-text.ts';
import { newKey, PIN, post, remittanceBody } from '#test/transfers-helpers.ts';
import { maskName } from './transaction-description.ts';

// Issue 24: one NGN bank send with a fee and one bill, told on every surface, must read the same amount, fee
// and total everywhere: the SMS, the in-app notification, the history, the detail, the receipt PDF, the public
// verify page and the statement line (CSV and PDF).

let t: TestApp;
let ada: Customer;
const METER = '45012345678';
const SEND = { amount: '₦5,000.00', fee: '₦10.75', total: '₦5,010.75' };
const BILL = { amount: '₦5,000.00', fee: '₦100.00', total: '₦5,100.00' };
const pdfStyle = (m: typeof SEND) => ({
  amount: m.amount.replace('₦', 'NGN '),
  fee: m.fee.replace('₦', 'NGN '),
  total: m.total.replace('₦', 'NGN '),
});

let send: { uuid: string; account: string; name: string };
let bill: { uuid: string };

beforeAll(async () => {
  // A database of its own on the real server: on the shared one another file's worker may claim this send's
  // settlement (SKIP LOCKED), so this file's drain could return before the send reads "Paid".
  t = await createTestApp({ ownDatabase: true });
  ada = await signUp(t, { pin: PIN, kyc: true, deposit: 50_000 });
  const body = remittanceBody({ amount: 5000 });
  const s = await post(t, ada, '/api/transfer/remittance/send', body, newKey());
  expect(s.status, JSON.stringify(s.body)).toBe(200);
  const b = await post(
    t,
    ada,
    '/api/bills/pay',
    { biller: 'ikeja-electric-prepaid', customer_id: METER, amount: 5000, pin: PIN, save_beneficiary: false },
    newKey(),
  );
  expect(b.status, JSON.stringify(b.body)).toBe(200);
  send = {
    uuid: s.body.data.transaction.uuid,
    account: body.account_number,
    name: s.body.data.transaction.counterparty_name,
  };
  bill = { uuid: b.body.data.transaction.uuid };
  await t.app.worker.drain();
});
afterAll(() => t.close());

const detail = async (uuid: string) => {
  const r = await call(t, 'GET', `/api/transactions/${uuid}`, { token: ada.token });
  expect(r.status).toBe(200);
  return r.body.data;
};

function expectMoney(d: { amount: string; fee: string | null; total: string }, m: typeof SEND) {
  expect({ amount: d.amount, fee: d.fee, total: d.total }).toEqual(m);
}

describe('one send and one bill, told the same way on every surface', () => {
  it('the history rows and the detail carry the one description', async () => {
    const history = await call(t, 'GET', '/api/accounts/transactions', { token: ada.token });
    const row = (uuid: string) => history.body.data.data.find((x: { uuid: string }) => x.uuid === uuid);
    expectMoney(row(send.uuid).description, SEND);
    expectMoney(row(bill.uuid).description, BILL);
    const sent = (await detail(send.uuid)).transaction.description;
    expect(sent).toEqual(row(send.uuid).description);
    expect(sent).toMatchObject({
      kind: 'transfer',
      title: send.name,
      subtitle: `Guaranty Trust Bank ******${send.account.slice(-4)}`,
      status_label: 'Paid',
      amount_line: '₦5,010.75 (₦5,000.00 + ₦10.75 fee)',
      summary: `Debit ₦5,010.75 (₦5,000.00 + ₦10.75 fee) to ${send.name} · Guaranty Trust Bank ******${send.account.slice(-4)}`,
      narration: 'Rent',
    });
    const paid = (await detail(bill.uuid)).transaction.description;
    // A bill names the biller and the meter, never the meter holder; its token is on it once issued.
    expect(paid).toMatchObject({
      kind: 'bill',
      title: 'Ikeja Electric Prepaid',
      subtitle: `Meter ${METER}`,
      status_label: 'Paid',
      amount_line: '₦5,100.00 (₦5,000.00 + ₦100.00 fee)',
    });
    expect(paid.token).toMatch(/^\d{4}(-\d{4}){4}$/);
  });

  it('the SMS alerts say the same amounts, with the name and numbers masked, then that it arrived', async () => {
    const sms = (await call(t, 'GET', `/api/sandbox/messages?phone=${ada.phone}`)).body.data.map(
      (m: { body: string }) => m.body,
    );
    const to = `${maskName(send.name)} · Guaranty Trust Bank ******${send.account.slice(-4)}`;
    const debit = sms.find((b: string) => b.startsWith('Owo: Debit ₦5,010.75'));
    expect(debit).toMatch(
      new RegExp(
        `^Owo: Debit ₦5,010\\.75 \\(₦5,000\\.00 \\+ ₦10\\.75 fee\\) to ${escapeRegExp(to)} · On its way · Bal ₦[\\d,]+\\.\\d\\d · Ref `,
      ),
    );
    expect(sms).toContainEqual(
      expect.stringContaining(`Owo: Arrived: ₦5,010.75 (₦5,000.00 + ₦10.75 fee) to ${to}`),
    );
    const meter = `Ikeja Electric Prepaid · Meter ******${METER.slice(-4)}`;
    expect(sms).toContainEqual(
      expect.stringContaining(`Owo: Debit ₦5,100.00 (₦5,000.00 + ₦100.00 fee) to ${meter} · On its way`),
    );
    const { token } = (await detail(bill.uuid)).transaction.description;
    expect(sms).toContainEqual(
      expect.stringContaining(`Owo: Paid: ₦5,100.00 (₦5,000.00 + ₦100.00 fee) to ${meter} · Token ${token}`),
    );
  });

  it('the in-app notifications say the same amounts, and that the send arrived', async () => {
    const inbox = await call(t, 'GET', '/api/notifications', { token: ada.token });
    const titles = inbox.body.data.data.map((n: { title: string }) => n.title);
    expect(titles).toContainEqual(expect.stringContaining('Debit ₦5,010.75 (₦5,000.00 + ₦10.75 fee) to'));
    expect(titles).toContainEqual(expect.stringContaining('Arrived: ₦5,010.75 (₦5,000.00 + ₦10.75 fee) to'));
    expect(titles).toContainEqual(
      expect.stringContaining('Debit ₦5,100.00 (₦5,000.00 + ₦100.00 fee) to Ikeja Electric Prepaid'),
    );
    expect(titles).toContainEqual(
      expect.stringMatching(
        /^Paid: ₦5,100\.00 \(₦5,000\.00 \+ ₦100\.00 fee\) to Ikeja Electric Prepaid .* Token /,
      ),
    );
  });

  it('the receipt PDF prints the same amounts (with the code: its fonts have no ₦), and a bill its token', async () => {
    for (const [uuid, money] of [
      [send.uuid, SEND],
      [bill.uuid, BILL],
    ] as const) {
      const res = await t.app.inject({
        method: 'GET',
        url: `/api/transactions/${uuid}/receipt.pdf`,
        headers: {
          authorization: `Bearer ${ada.token}`,
          'x-client-type': 'web',
          'x-device-id': TEST_DEVICE_ID,
        },
      });
      expect(res.statusCode).toBe(200);
      const lines = pdfText(res.rawPayload);
      const p = pdfStyle(money);
      const after = (label: string) => lines[lines.indexOf(label) + 1];
      expect([after('Amount'), after('Fee'), after('Total')]).toEqual([p.amount, p.fee, p.total]);
      expect(after('Status')).toBe('Paid');
    }
    const res = await t.app.inject({
      method: 'GET',
      url: `/api/transactions/${bill.uuid}/receipt.pdf`,
      headers: {
        authorization: `Bearer ${ada.token}`,
        'x-client-type': 'web',
        'x-device-id': TEST_DEVICE_ID,
      },
    });
    const lines = pdfText(res.rawPayload);
    expect(lines[lines.indexOf('Token') + 1]).toBe((await detail(bill.uuid)).transaction.description.token);
  });

  it('the public verify page says the same amounts, with masked names and no token', async () => {
    for (const [uuid, money] of [
      [send.uuid, SEND],
      [bill.uuid, BILL],
    ] as const) {
      const { receipt } = await detail(uuid);
      const res = await t.app.inject({ method: 'GET', url: `/api/public/receipts/${receipt.code}` });
      const d = res.json().data.description;
      expectMoney(d, money);
      expect(d.status_label).toBe('Paid');
      expect(d.token).toBeNull();
      if (uuid === send.uuid) {
        expect(d.title).toBe(maskName(send.name));
        expect(d.subtitle).toBe(`Guaranty Trust Bank ******${send.account.slice(-4)}`);
      } else {
        expect(d.title).toBe('Ikeja Electric Prepaid');
        expect(d.subtitle).toBe(`Meter ******${METER.slice(-4)}`);
      }
    }
  });

  it('the statement lines (CSV and PDF) debit the total and say the amount and the fee', async () => {
    const today = lagosToday();
    const get = (format: string) =>
      t.app.inject({
        method: 'GET',
        url: `/api/accounts/${ada.accountUuid}/statement?from=${today}&to=${today}&format=${format}`,
        headers: {
          authorization: `Bearer ${ada.token}`,
          'x-client-type': 'web',
          'x-device-id': TEST_DEVICE_ID,
        },
      });
    const csv = parse((await get('csv')).rawPayload, { bom: true, columns: true }) as Array<
      Record<string, string>
    >;
    const sendLine = csv.find((r) => r.debit === '5010.75');
    expect(sendLine?.description).toBe(
      `NGN 5,000.00 + NGN 10.75 fee · To ${send.name} · Guaranty Trust Bank ******${send.account.slice(-4)} - Rent`,
    );
    const billLine = csv.find((r) => r.debit === '5100.00');
    expect(billLine?.description).toMatch(
      /^NGN 5,000\.00 \+ NGN 100\.00 fee · To Ikeja Electric Prepaid · Meter 45012345678/,
    );
    const pdf = pdfText((await get('pdf')).rawPayload).join('\n');
    expect(pdf).toContain('NGN 5,000.00 + NGN 10.75 fee · To ');
    expect(pdf).toContain('\n5,010.75\n');
    expect(pdf).toContain('NGN 5,000.00 + NGN 100.00 fee · To Ikeja Electric Prepaid');
    expect(pdf).toContain('\n5,100.00\n');
  });
});

describe('a send that comes back', () => {
  it('is told as returned, with the same total, by text and in the app (issue 24 item 2)', async () => {
    const bola = await signUp(t, { pin: PIN, kyc: true, deposit: 5_000 });
    // The sandbox rail refuses exactly ₦999: the send is accepted (on its way), then reversed.
    const body = remittanceBody({ amount: 999 });
    const s = await post(t, bola, '/api/transfer/remittance/send', body, newKey());
    expect(s.status, JSON.stringify(s.body)).toBe(200);
    expect(s.body.data.transaction.description.status_label).toBe('On its way');
    await t.app.worker.drain();
    const name = s.body.data.transaction.counterparty_name as string;
    const to = `${maskName(name)} · Guaranty Trust Bank ******${body.account_number.slice(-4)}`;
    const sms = (await call(t, 'GET', `/api/sandbox/messages?phone=${bola.phone}`)).body.data.map(
      (m: { body: string }) => m.body,
    );
    expect(sms).toContainEqual(
      expect.stringContaining(
        `Owo: Returned ₦1,009.75 to your account: the transfer to ${to} did not go through`,
      ),
    );
    const inbox = await call(t, 'GET', '/api/notifications', { token: bola.token });
    expect(inbox.body.data.data.map((n: { title: string }) => n.title)).toContainEqual(
      expect.stringMatching(/^Returned ₦1,009\.75 to your account: the transfer to .* did not go through/),
    );
    const after = await call(t, 'GET', `/api/transactions/${s.body.data.transaction.uuid}`, {
      token: bola.token,
    });
    expect(after.body.data.transaction.description).toMatchObject({
      status_label: 'Reversed',
      total: '₦1,009.75',
    });
  });
});

describe("an Owo-to-Owo send's reply", () => {
  it("names the recipient as the history does, and a replay answers the same text (not 'Owo transfer')", async () => {
    const ngozi = await signUp(t, { pin: PIN, kyc: true, deposit: 5_000 });
    const chidi = await signUp(t);
    const key = newKey();
    const body = remittanceBody({
      amount: 1500,
      account_number: chidi.accountNumber,
      bank_code: '090999',
      bank_name: 'Owo MFB',
    });
    const s = await post(t, ngozi, '/api/transfer/remittance/send', body, key);
    expect(s.status, JSON.stringify(s.body)).toBe(200);
    const replied = s.body.data.transaction;
    const { rows } = await t.db.query<{ account_name: string }>(
      'SELECT account_name FROM accounts WHERE account_number = $1',
      [chidi.accountNumber],
    );
    const name = rows[0]!.account_name;
    expect(replied.counterparty_name).toBe(name);
    expect(replied.description.title).toBe(name);
    expect(replied.description.summary).toBe(
      `Debit ₦1,500.00 to ${name} · Owo MFB ******${chidi.accountNumber.slice(-4)}`,
    );
    const history = await call(t, 'GET', '/api/accounts/transactions', { token: ngozi.token });
    const row = history.body.data.data.find((x: { uuid: string }) => x.uuid === replied.uuid);
    expect(replied.description).toEqual(row.description);
    const again = await post(t, ngozi, '/api/transfer/remittance/send', body, key);
    expect(again.text).toBe(s.text);
  });
});

function escapeRegExp(s: string) {
  return s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}
