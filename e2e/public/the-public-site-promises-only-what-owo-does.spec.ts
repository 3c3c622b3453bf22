import { expect, test } from '@playwright/test';
import { publicPages } from './public-pages';

// Every promise on a public page is true of Owo or gone: no loans, cashback, POS terminals for sale, "autopilot"
// budgets, 24/7 chat or 20+ countries. Owo sends to Nigerian banks, eNaira, the US and Ghana.
const UNTRUE = [
  /instant loans?/i,
  /loans? of up to/i,
  /earn cashback|cashback on/i,
  /autopilot/i,
  /24\/7|24 hours a day/i,
  /20\+ (countries|currencies)/i,
  /request (a|one) POS|POS terminal that settles|with an Owo POS terminal/i,
  /in-app chat/i,
];

test('no public page promises what Owo does not do', async ({ page }) => {
  for (const { path } of publicPages) {
    await page.goto(path);
    const text = await page.locator('body').innerText();
    for (const claim of UNTRUE) expect(text, `${path} says ${claim}`).not.toMatch(claim);
    const description = (await page.locator('meta[name="description"]').getAttribute('content')) ?? '';
    for (const claim of UNTRUE) expect(description, `${path}'s description says ${claim}`).not.toMatch(claim);
  }
});

for (const viewport of [
  { width: 390, height: 844 },
  { width: 1280, height: 800 },
]) {
  test(`Features, How it Works, Company and About describe Owo (${viewport.width}px)`, async ({ page }) => {
    await page.setViewportSize(viewport);
    for (const [path, heading, sample] of [
      ['/features', 'Features', 'Send four ways'],
      ['/howitworks', 'How it Works', 'Verify your identity'],
      ['/company', 'Company', 'Every kobo on a double-entry ledger'],
      ['/about', 'About', 'A free account in minutes'],
    ] as const) {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
      await expect(page.getByRole('heading', { name: sample })).toBeVisible();
      await page.screenshot({
        path: `test-results/screens/public${path}-${viewport.width}.png`,
        fullPage: true,
      });
    }
  });
}
