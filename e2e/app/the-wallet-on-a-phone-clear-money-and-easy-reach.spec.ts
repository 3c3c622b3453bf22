import { expect, test } from '@playwright/test';
import { confirmWithPin, expectSentAndBalance, openSend, proceedToReview } from './send-steps';
import { createCustomer, deposit, logIn, nubanFor, toast } from './support';

// Issue 16 at 390 px: phone navigation, the dashboard, money clear before the PIN, history, offline sends.
test.use({ viewport: { width: 390, height: 844 } });
// Each story makes its own customer through the API first; on a busy shared machine that alone can take 30 s.
test.describe.configure({ timeout: 120_000 });

const shots = process.env.PHONE_SHOTS_DIR;
async function shot(page: import('@playwright/test').Page, name: string) {
  if (shots) await page.screenshot({ path: `${shots}/${name}-390.png`, fullPage: false });
}

test('a bottom tab bar, a More screen with a quiet Log out, and a not-found page that keeps the navigation', async ({
  page,
  request,
}) => {
  const customer = await createCustomer(request);
  await logIn(page, customer.phone);
  const tabs = page.getByRole('navigation', { name: 'Wallet tabs' });
  await expect(tabs).toBeVisible();
  for (const name of ['Home', 'Send', 'Transactions', 'Card', 'More']) {
    await expect(tabs.getByRole('link', { name })).toBeVisible();
  }
  // No sideways strip of links cut off at the edge: the side bar is a desktop thing.
  await expect(page.getByRole('navigation', { name: 'Wallet', exact: true })).toBeHidden();
  await expect(page.getByRole('button', { name: 'Log out' })).toHaveCount(0);
  await shot(page, 'dashboard');

  await tabs.getByRole('link', { name: 'More' }).click();
  await expect(page).toHaveURL(/\/more$/);
  for (const name of ['Beneficiaries', 'Refer', 'Profile']) {
    await expect(page.getByRole('main').getByRole('link', { name })).toBeVisible();
  }
  await shot(page, 'more');
  await page.getByRole('main').getByRole('link', { name: 'Refer' }).click();
  await expect(tabs.getByRole('link', { name: 'More' })).toHaveAttribute('aria-current', 'page');

  await page.goto('/transactions/nothing/here');
  await expect(page.getByRole('heading', { level: 1, name: 'Page not found' })).toBeVisible();
  await expect(tabs.getByRole('link', { name: 'Home' })).toBeVisible();

  await tabs.getByRole('link', { name: 'More' }).click();
  await page.getByRole('button', { name: 'Log out' }).click();
  await expect(page).toHaveURL(/\/login$/);
});

test('the dashboard: a remembered balance eye, quick actions and the Add money sheet', async ({
  page,
  request,
}) => {
  const customer = await createCustomer(request);
  await deposit(request, customer.accountNumber, 12_345);
  await logIn(page, customer.phone);
  await expect(page.getByTestId('balance')).toHaveText('₦12,345.00');
  await page.getByRole('button', { name: 'Hide balance' }).click();
  await expect(page.getByTestId('balance')).not.toContainText('12,345');
  await page.reload();
  await expect(page.getByRole('button', { name: 'Show balance' })).toBeVisible({ timeout: 20_000 });
  await expect(page.getByTestId('balance')).not.toContainText('12,345');
  await page.getByRole('button', { name: 'Show balance' }).click();
  await expect(page.getByTestId('balance')).toHaveText('₦12,345.00');

  const actions = page.getByRole('region', { name: 'Quick actions' });
  for (const [name, href] of [
    ['Send', '/send'],
    ['Airtime', '/bills/airtime'],
    ['Data', '/bills/data'],
    ['Electricity', '/bills/electricity'],
    ['TV', '/bills/cable'],
  ]) {
    await expect(actions.getByRole('link', { name, exact: true })).toHaveAttribute('href', href as string);
  }
  await actions.getByRole('button', { name: 'Add money' }).click();
  const sheet = page.getByRole('dialog', { name: 'Add money' });
  await expect(sheet.getByTestId('add-money-number')).toHaveText(customer.accountNumber);
  await expect(sheet.getByText('Owo MFB')).toBeVisible();
  await expect(sheet.getByRole('button', { name: 'Copy account number' })).toBeVisible();
  await expect(sheet.getByRole('button', { name: 'Share account details' })).toBeVisible();
  await shot(page, 'add-money');
  await sheet.getByRole('button', { name: 'Close' }).click();
  await expect(sheet).toBeHidden();
});

test('the amount step shows the balance and the recipient amount, and the review total is what is debited', async ({
  page,
  request,
}) => {
  const customer = await createCustomer(request, { verified: true });
  await deposit(request, customer.accountNumber, 30_000);
  await logIn(page, customer.phone);

  // USD wire: amount ÷ rate live (rounded down: ₦28,000 is $18.666…), the ₦2,500 fee before the PIN, and
  // amount + fee over the balance refused.
  await openSend(page, /Send to bank/);
  await page.getByRole('combobox', { name: 'Currency' }).click();
  await page.getByRole('combobox', { name: 'Currency' }).fill('USD');
  await page.getByRole('option', { name: 'USD', exact: true }).click();
  await page.getByLabel('Amount (NGN)').fill('28000');
  await expect(page.getByLabel('Amount (NGN)')).toHaveValue('₦28,000');
  await expect(page.getByTestId('available-balance')).toHaveText('Available balance: ₦30,000.00');
  await expect(page.getByTestId('recipient-gets')).toContainText('US$18.66');
  await expect(page.getByTestId('amount-total')).toHaveText('₦30,500.00');

  // NGN bank transfer: the review's total (amount + NIP fee) is exactly what leaves the account.
  await page.goto('/send/remittance');
  await page.getByRole('combobox', { name: 'Bank' }).click();
  await page.getByRole('combobox', { name: 'Bank' }).fill('Guaranty Trust Bank');
  await page.getByRole('option', { name: 'Guaranty Trust Bank', exact: true }).click();
  await page.getByLabel('Account Number').fill(nubanFor('058'));
  await page.getByRole('button', { name: 'Verify' }).click();
  await page.getByRole('button', { name: 'Proceed' }).click();
  await page.getByLabel('Amount').fill('10000');
  await page.getByLabel('Description').fill('Rent');
  await expect(page.getByTestId('amount-total')).toHaveText('₦10,026.88');
  await proceedToReview(page);
  await expect(page.getByText('Amount', { exact: true })).toBeVisible();
  await expect(page.getByText('Fee', { exact: true })).toBeVisible();
  await expect(page.getByTestId('review-total')).toHaveText('₦10,026.88');
  await shot(page, 'review');
  await page.getByRole('button', { name: 'Proceed' }).click();
  await confirmWithPin(page);
  await expectSentAndBalance(page, '₦19,973.12');

  // History: what left the account (amount + fee), its currency, a readable name, and filters.
  await page.goto('/transactions');
  const list = page.getByRole('list', { name: 'Transactions' });
  await expect(list.getByTestId('transaction-amount').first()).toContainText('₦10,026.88');
  await expect(list.getByTestId('transaction-fee').first()).toHaveText('NGN · ₦10,000.00 + ₦26.88 fee');
  await page.getByLabel('Type').selectOption('credit');
  await expect(list.getByRole('listitem')).toHaveCount(1);
  await page.getByLabel('Type').selectOption('nip');
  await expect(list.getByRole('listitem')).toHaveCount(1);
  await expect(list.getByText('Bank transfer')).toBeVisible();
  await page.getByLabel('Status').selectOption('failed');
  await expect(page.getByText('No transactions match these filters.')).toBeVisible();
});

// Not passing yet (the refusal never reached the toast/PIN field in CI): left open on issue 16 item 7.
test('a send tapped while offline says so at once, and pays once after a second tap online', async ({
  page,
  request,
  context,
}) => {
  const customer = await createCustomer(request);
  await deposit(request, customer.accountNumber, 10_000);
  await logIn(page, customer.phone);
  const keys: string[] = [];
  page.on('request', (r) => {
    if (r.url().endsWith('/api/transfer/enaira/send')) keys.push(r.headers()['idempotency-key'] ?? '');
  });

  await openSend(page, /Send eNaira/);
  await page.getByLabel('Alias').fill('chidi.okafor');
  await page.getByRole('button', { name: 'Verify' }).click();
  await page.getByRole('button', { name: 'Proceed' }).click();
  await page.getByLabel('Amount').fill('2500');
  await page.getByLabel('Description').fill('Groceries');
  await proceedToReview(page);
  await page.getByRole('button', { name: 'Proceed' }).click();

  await context.setOffline(true);
  await expect(page.getByRole('status').filter({ hasText: "You're offline" })).toBeVisible();
  const started = Date.now();
  await confirmWithPin(page);
  await expect(toast(page, 'check your internet connection')).toBeVisible({ timeout: 5_000 });
  expect(Date.now() - started).toBeLessThan(5_000);
  await expect(page.getByTestId('pin-error')).toHaveText('check your internet connection');
  // Nothing goes out by itself when the connection returns.
  await context.setOffline(false);
  await page.waitForTimeout(1_000);
  const balance = await request.get('/api/accounts', {
    headers: { Authorization: `Bearer ${customer.token}`, 'X-Client-Type': 'web' },
  });
  expect(
    ((await balance.json()) as { data: { accounts: Array<{ balance: number }> } }).data.accounts[0]?.balance,
  ).toBe(10_000);

  // The second tap pays, once.
  await confirmWithPin(page);
  await expectSentAndBalance(page, '₦7,500.00');
  expect(keys.filter(Boolean).length).toBeLessThanOrEqual(1);
  await page.goto('/transactions');
  await expect(page.getByRole('list', { name: 'Transactions' }).getByRole('listitem')).toHaveCount(2);
});

// Not passing yet (offline, the shell came up without the wallet's navigation in CI): left open on issue 12 item 6.
test('the app shell loads offline from the service worker, with the offline banner', async ({
  page,
  request,
  context,
}) => {
  const customer = await createCustomer(request);
  await logIn(page, customer.phone);
  const manifest = await request.get('/manifest.webmanifest');
  expect(manifest.ok()).toBe(true);
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
  });
  await page.reload();
  await expect.poll(() => page.evaluate(() => Boolean(navigator.serviceWorker.controller))).toBe(true);

  await context.setOffline(true);
  await page.goto('/transactions');
  await expect(page.getByRole('status').filter({ hasText: "You're offline" })).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Wallet tabs' })).toBeVisible();
  await shot(page, 'offline');
  await context.setOffline(false);
});

test('an unknown public page answers HTTP 404 with the not-found image and a link home', async ({ page }) => {
  const response = await page.goto('/no-such-page');
  expect(response?.status()).toBe(404);
  await expect(page.getByRole('img', { name: 'Page not found' })).toBeVisible();
  await page.getByRole('link', { name: 'Go to the home page' }).click();
  await expect(page).toHaveURL(/\/$/);
  expect((await page.request.get('/dashboard')).status()).toBe(200);
  expect((await page.request.get('/about')).status()).toBe(200);
});
