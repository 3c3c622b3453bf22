import { toMajorString } from '@owo/contract/minor';
import { type FeeQuote, PRICE_ROWS } from '@owo/contract/pricing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { OWO_BANK } from '#rails/nuban.ts';
import { createTestApp, signUp, type TestApp } from '#test/harness.ts';
import { post } from '#test/transfers-helpers.ts';

// The public Pricing page is written from packages/contract/src/pricing.ts. This asks the API's own fee quotes
// for every example the page shows: a fee changed in one place and not the other fails here.

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const QUOTES: Partial<Record<FeeQuote, (amount: string) => { url: string; body: Record<string, unknown> }>> =
  {
    bank_ngn: (amount) => ({
      url: '/api/transfer/remittance/fee',
      body: { currency: 'NGN', amount, bank_name: 'GTBank', bank_code: '058' },
    }),
    owo: (amount) => ({
      url: '/api/transfer/remittance/fee',
      body: { currency: 'NGN', amount, bank_name: OWO_BANK.name, bank_code: OWO_BANK.code },
    }),
    usd_wire: (amount) => ({
      url: '/api/transfer/remittance/fee',
      body: { currency: 'USD', amount, bank_name: 'Chase' },
    }),
    momo: (amount) => ({
      url: '/api/transfer/momo/fee',
      body: { currency: 'GHS', number: '0241234567', amount },
    }),
  };

describe('the Pricing page', () => {
  it("shows for every example exactly the fee the API's quote answers", async () => {
    const c = await signUp(t);
    let checked = 0;
    for (const row of PRICE_ROWS) {
      for (const e of row.examples) {
        const quote = QUOTES[row.quote];
        if (!quote) throw new Error(`${row.service}: no fee quote to check its examples against`);
        const { url, body } = quote(toMajorString(e.amountMinor));
        const r = await post(t, c, url, body);
        expect(r.status, `${row.service} ${e.amountMinor}`).toBe(200);
        expect(String(r.body.data.fee), `${row.service}: fee for ${toMajorString(e.amountMinor)}`).toBe(
          String(Number(toMajorString(e.feeMinor))),
        );
        checked++;
      }
    }
    expect(checked).toBeGreaterThanOrEqual(8);
  });
});
