import { createHmac } from 'node:crypto';
import { errors } from '@owo/contract/messages';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { balance, call, createTestApp, deposit, signUp, type TestApp } from '#test/harness.ts';

// The bank partner's signed inflow (decision 012): X-Signature: t=<unix seconds>,v1=<hex HMAC-SHA256 of
// "<t>.<raw body>">. Signed here the way the README tells a partner to, not with the server's own code.

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const nowSeconds = () => Math.floor(Date.now() / 1000);
const hmacHex = (text: string) => createHmac('sha256', t.config.webhookSecret).update(text).digest('hex');
const signature = (raw: string, at = nowSeconds()) => `t=${at},v1=${hmacHex(`${at}.${raw}`)}`;
const post = (raw: string, sig?: string) =>
  t.app.inject({
    method: 'POST',
    url: '/api/webhooks/inflow',
    headers: { 'content-type': 'application/json', ...(sig ? { 'x-signature': sig } : {}) },
    payload: raw,
  });
let refNo = 0;
const reference = () => `NIP-${Date.now()}-${refNo++}`;
const inflowRows = async (accountNumber: string) =>
  (
    await t.db.query<{ n: bigint }>(
      `SELECT count(*) AS n FROM transactions t JOIN accounts a ON a.id = t.account_id
        WHERE a.account_number = $1 AND t.rail = 'inflow'`,
      [accountNumber],
    )
  ).rows[0]!.n;

describe('inflow webhook', () => {
  it('credits a signed inflow once per reference: a repeat answers 200 with the first credit and moves nothing', async () => {
    const c = await signUp(t);
    const raw = JSON.stringify({
      account_number: c.accountNumber,
      amount: 2500,
      sender_name: 'GTBank/Ifeoma',
      reference: reference(),
    });
    const first = await post(raw, signature(raw));
    expect(first.statusCode).toBe(200);
    expect(first.json().data.transaction).toMatchObject({
      amount: 2500,
      direction: 'credit',
      rail: 'inflow',
    });
    // The same request re-sent later (a captured request replayed, or the partner's own retry), freshly signed.
    const again = await post(raw, signature(raw, nowSeconds() + 1));
    expect(again.statusCode).toBe(200);
    expect(again.json().data.transaction.uuid).toBe(first.json().data.transaction.uuid);
    expect(await balance(t, c)).toBe(2500);
    expect(await inflowRows(c.accountNumber)).toBe(1n);
  });

  it('credits once when the same inflow arrives twice at once', async () => {
    const c = await signUp(t);
    const raw = JSON.stringify({ account_number: c.accountNumber, amount: 1200, reference: reference() });
    const sig = signature(raw);
    const [a, b] = await Promise.all([post(raw, sig), post(raw, sig)]);
    expect([a.statusCode, b.statusCode]).toEqual([200, 200]);
    expect(a.json().data.transaction.uuid).toBe(b.json().data.transaction.uuid);
    expect(await balance(t, c)).toBe(1200);
    expect(await inflowRows(c.accountNumber)).toBe(1n);
  });

  it('refuses (401) no signature, a signature over the body alone, a wrong one, and a time more than 5 minutes off', async () => {
    const c = await signUp(t);
    const raw = JSON.stringify({ account_number: c.accountNumber, amount: 900, reference: reference() });
    const at = nowSeconds();
    const refused = [
      undefined,
      hmacHex(raw),
      `t=${at},v1=${hmacHex(`${at}.${raw} `)}`,
      `t=${at + 1},v1=${hmacHex(`${at}.${raw}`)}`,
      `t=${at},v1=zz`,
      signature(raw, at - 310),
      signature(raw, at + 310),
    ];
    for (const sig of refused) {
      const r = await post(raw, sig);
      expect(r.statusCode, String(sig)).toBe(401);
      expect(r.json()).toMatchObject({ status: false, message: errors.badSignature });
    }
    expect(await balance(t, c)).toBe(0);
    // Inside the window either way (a partner's clock a little off) is accepted.
    expect((await post(raw, signature(raw, at - 240))).statusCode).toBe(200);
    expect(await balance(t, c)).toBe(900);
  });

  it('requires a reference (400) and refuses one already used for a different inflow (409)', async () => {
    const c = await signUp(t);
    const noRef = JSON.stringify({ account_number: c.accountNumber, amount: 700 });
    const r = await post(noRef, signature(noRef));
    expect(r.statusCode).toBe(400);
    expect(r.json()).toMatchObject({
      status: false,
      message: errors.inflowReference,
      errors: { reference: errors.inflowReference },
    });
    const ref = reference();
    const raw = JSON.stringify({ account_number: c.accountNumber, amount: 700, reference: ref });
    expect((await post(raw, signature(raw))).statusCode).toBe(200);
    const other = JSON.stringify({ account_number: c.accountNumber, amount: 701, reference: ref });
    expect((await post(other, signature(other))).statusCode).toBe(409);
    const bad = JSON.stringify({ account_number: c.accountNumber, amount: 'lots', reference: reference() });
    expect((await post(bad, signature(bad))).statusCode).toBe(400);
    expect(await balance(t, c)).toBe(700);
  });

  it('sandbox deposits go through the same crediting: without a reference each is a new credit, with one it credits once', async () => {
    const c = await signUp(t);
    await deposit(t, c.accountNumber, 100);
    await deposit(t, c.accountNumber, 100);
    expect(await balance(t, c)).toBe(200);
    const body = { account_number: c.accountNumber, amount: 50, reference: reference() };
    const first = await call(t, 'POST', '/api/sandbox/deposits', { body });
    const again = await call(t, 'POST', '/api/sandbox/deposits', { body });
    expect([first.status, again.status]).toEqual([200, 200]);
    expect(again.body.data.transaction.uuid).toBe(first.body.data.transaction.uuid);
    expect(await balance(t, c)).toBe(250);
  });
});
