import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Customer, call, createTestApp, signUp, TEST_DEVICE_ID, type TestApp } from '#test/harness.ts';
import { pdfText } from '#test/pdf-text.ts';

// Issue 24 item 9: links and QR codes point at Owo's own address. A payment link's URL, its poster, a receipt
// (reply and PDF) and a statement's verify link use PUBLIC_URL when it is set, else the origin the request
// came to; never the built-in default of localhost.

const SHOP_HOST = 'shop.owo.example:8443';

async function bytes(t: TestApp, c: Customer, url: string, host: string) {
  const res = await t.app.inject({
    method: 'GET',
    url,
    headers: { authorization: `Bearer ${c.token}`, 'x-device-id': TEST_DEVICE_ID, host },
  });
  expect(res.statusCode, url).toBe(200);
  return pdfText(res.rawPayload).join('\n');
}

/** Every link a customer can be handed, read through the API as a browser on `host` would. */
async function linksOf(t: TestApp, c: Customer, host: string) {
  const headers = { host };
  const created = await call(t, 'POST', '/api/payment-links', {
    token: c.token,
    headers,
    body: { description: 'Aso oke', amount_type: 'fixed', amount: 2500 },
  });
  expect(created.status, JSON.stringify(created.body)).toBe(200);
  const link = created.body.data.link;
  const listed = await call(t, 'GET', '/api/payment-links', { token: c.token, headers });
  const history = await call(t, 'GET', '/api/accounts/transactions', { token: c.token, headers });
  const uuid = history.body.data.data[0].uuid;
  const detail = await call(t, 'GET', `/api/transactions/${uuid}`, { token: c.token, headers });
  const today = new Date().toISOString().slice(0, 10);
  return {
    link: link.url as string,
    listed: listed.body.data.links.find((l: { id: string }) => l.id === link.id).url as string,
    poster: await bytes(t, c, `/api/payment-links/${link.id}/poster.pdf`, host),
    receipt: detail.body.data.receipt_url as string,
    receiptPdf: await bytes(t, c, `/api/transactions/${uuid}/receipt.pdf`, host),
    statement: await bytes(
      t,
      c,
      `/api/accounts/${c.accountUuid}/statement?from=${today}&to=${today}&format=pdf`,
      host,
    ),
  };
}

describe('without PUBLIC_URL: the origin the request came to', () => {
  let t: TestApp;
  let shop: Customer;
  beforeAll(async () => {
    t = await createTestApp();
    shop = await signUp(t, { type: 'business', pin: '4826', kyc: true, deposit: 1_000 });
  });
  afterAll(() => t.close());

  it('puts the request origin on links, posters, receipts and statements, never localhost', async () => {
    const got = await linksOf(t, shop, SHOP_HOST);
    const origin = `http://${SHOP_HOST}`;
    expect(got.link).toMatch(new RegExp(`^${origin}/pay/[A-Za-z0-9_-]{22}$`));
    expect(got.listed).toBe(got.link);
    expect(got.poster).toContain(got.link);
    expect(got.receipt).toMatch(new RegExp(`^${origin}/r/[0-9a-f]{40}$`));
    expect(got.receiptPdf).toContain(got.receipt);
    expect(got.statement).toMatch(new RegExp(`${origin}/s/[0-9a-f]{32}`));
    expect(JSON.stringify(got)).not.toContain('localhost');
  });
});

describe('with PUBLIC_URL: that address, whatever the request came to', () => {
  let t: TestApp;
  let shop: Customer;
  beforeAll(async () => {
    t = await createTestApp({ config: { publicUrl: 'https://owo.ng/', publicUrlSet: true } });
    shop = await signUp(t, { type: 'business', pin: '4826', kyc: true, deposit: 1_000 });
  });
  afterAll(() => t.close());

  it('puts PUBLIC_URL on links, posters, receipts and statements', async () => {
    const got = await linksOf(t, shop, 'localhost:3000');
    expect(got.link).toMatch(/^https:\/\/owo\.ng\/pay\/[A-Za-z0-9_-]{22}$/);
    expect(got.poster).toContain(got.link);
    expect(got.receipt).toMatch(/^https:\/\/owo\.ng\/r\/[0-9a-f]{40}$/);
    expect(got.receiptPdf).toContain(got.receipt);
    expect(got.statement).toMatch(/https:\/\/owo\.ng\/s\/[0-9a-f]{32}/);
    expect(JSON.stringify(got)).not.toContain('localhost');
  });
});
