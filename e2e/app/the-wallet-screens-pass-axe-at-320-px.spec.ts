import AxeBuilder from '@axe-core/playwright';
import { expect, type Page, test } from '@playwright/test';
import { createCustomer, deposit, logIn } from './support';

// The smallest phone the wallet supports (usable at 320–375 px) and WCAG 2.1 AA.
test.use({ viewport: { width: 320, height: 640 } });
// axe is CPU-heavy: each screen takes seconds on a busy two-core machine.
test.describe.configure({ timeout: 90_000 });

async function checkScreen(page: Page) {
  await expect(page.locator('h1').first()).toBeVisible();
  const results = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
    .analyze();
  const serious = results.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
  expect(serious).toEqual([]);
  // Nothing is wider than the phone: no sideways scrolling of the page.
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(320);
}

test('the login and signup screens', async ({ page }) => {
  await page.goto('/login');
  await checkScreen(page);
  await page.goto('/signup');
  await checkScreen(page);
});

test('every signed-in screen', async ({ page, request }) => {
  test.setTimeout(240_000);
  const customer = await createCustomer(request, { verified: true });
  await deposit(request, customer.accountNumber, 5_000);
  await logIn(page, customer.phone);
  for (const path of [
    '/dashboard',
    '/account',
    '/transactions',
    '/beneficiaries',
    '/mycard',
    '/refer',
    '/profile',
    '/profile#password',
    '/profile#security',
    '/profile#devices',
    '/profile#alerts',
    '/more',
    '/send',
  ]) {
    await page.goto(path);
    await checkScreen(page);
  }
  // The dashboard's Add money sheet, open.
  await page.goto('/dashboard');
  await page.getByRole('button', { name: 'Add money' }).click();
  await expect(page.getByRole('dialog', { name: 'Add money' })).toBeVisible();
  await checkScreen(page);
  await page.goto('/transactions');
  await page.getByRole('list', { name: 'Transactions' }).getByRole('link').first().click();
  await checkScreen(page);
  for (const path of ['/send/enaira', '/send/remittance', '/send/momo', '/send/other']) {
    await page.goto(path);
    await checkScreen(page);
  }
});

test('the KYC screens', async ({ page, request }) => {
  const customer = await createCustomer(request, { type: 'business' });
  await logIn(page, customer.phone);
  await page.goto('/kyc');
  await checkScreen(page);
});
