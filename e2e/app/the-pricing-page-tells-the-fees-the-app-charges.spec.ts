import { expect, test } from '@playwright/test';
import { apiPost, createCustomer } from './support';

// The public Pricing page is written from the fee tables the API charges: every example it shows is asked of
// the API's own fee quote, as a signed-in customer, and must match to the kobo.
test.describe.configure({ timeout: 90_000 });

const QUOTE_CALL: Record<string, (amount: string) => { path: string; body: Record<string, unknown> }> = {
  bank_ngn: (amount) => ({
    path: '/transfer/remittance/fee',
    body: { currency: 'NGN', amount, bank_name: 'GTBank', bank_code: '058' },
  }),
  owo: (amount) => ({
    path: '/transfer/remittance/fee',
    body: { currency: 'NGN', amount, bank_name: 'Owo MFB', bank_code: '090999' },
  }),
  usd_wire: (amount) => ({
    path: '/transfer/remittance/fee',
    body: { currency: 'USD', amount, bank_name: 'Chase' },
  }),
  momo: (amount) => ({ path: '/transfer/momo/fee', body: { currency: 'GHS', number: '0241234567', amount } }),
};

const naira = (minor: string) => `${BigInt(minor) / 100n}.${String(BigInt(minor) % 100n).padStart(2, '0')}`;

for (const viewport of [
  { width: 390, height: 844 },
  { width: 1280, height: 800 },
]) {
  test(`the Pricing page's fees equal the API's fee quotes (${viewport.width}px)`, async ({
    page,
    request,
  }) => {
    await page.setViewportSize(viewport);
    await page.goto('/pricing');
    await expect(page.getByRole('heading', { level: 1, name: 'Pricing' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Limits' })).toBeVisible();
    await page.screenshot({ path: `test-results/screens/pricing-${viewport.width}.png`, fullPage: true });

    const examples = await page.locator('tr[data-quote] li[data-amount-minor]').evaluateAll((items) =>
      items.map((li) => ({
        quote: li.closest('tr')!.getAttribute('data-quote')!,
        amountMinor: li.getAttribute('data-amount-minor')!,
        feeMinor: li.getAttribute('data-fee-minor')!,
        text: li.textContent ?? '',
      })),
    );
    expect(examples.length).toBeGreaterThanOrEqual(8);
    const customer = await createCustomer(request);
    for (const e of examples) {
      const call = QUOTE_CALL[e.quote];
      expect(call, `a fee quote for ${e.quote}`).toBeDefined();
      const { path, body } = call!(naira(e.amountMinor));
      const quote = await apiPost<{ fee: number }>(request, path, body, customer.token);
      expect(quote.fee.toFixed(2), e.text).toBe(naira(e.feeMinor));
      // What the visitor reads is that same fee, formatted as the app formats money.
      expect(e.text).toContain(
        new Intl.NumberFormat('en-NG', { style: 'currency', currency: 'NGN' }).format(quote.fee),
      );
    }
  });
}
