import { expect, test } from '@playwright/test';
import { createCustomer, logIn, PASSWORD, phoneViewport, screen, toast } from './support';

test.use({ viewport: phoneViewport });
// Whole journeys (sign-up with KYC, a second tab) run past 30 s when two workers share the machine.
test.describe.configure({ timeout: 90_000 });

test('a visitor is sent to /login from every signed-in page', async ({ page }) => {
  for (const path of [
    '/dashboard',
    '/kyc',
    '/send/enaira',
    '/account',
    '/transactions',
    '/mycard',
    '/refer',
  ]) {
    await page.goto(path);
    await expect(page).toHaveURL(/\/login$/);
  }
  await expect(page.getByRole('heading', { level: 1, name: 'Welcome back' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Forgot password?' })).toHaveAttribute(
    'href',
    '/forgotpassword',
  );
  await screen(page, 'login');
});

test('with remember me the session outlives the tab; log out clears it everywhere', async ({
  page,
  request,
}) => {
  const customer = await createCustomer(request);

  await page.goto('/login');
  await page.getByLabel('Phone number or email').fill(customer.email);
  await page.getByLabel('Password', { exact: true }).fill('Wrong-password1');
  await page.getByRole('button', { name: 'Log in' }).click();
  await expect(toast(page, 'Incorrect phone number, email or password.')).toBeVisible();
  await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await page.getByRole('button', { name: 'Show password' }).click();
  await expect(page.getByLabel('Password', { exact: true })).toHaveAttribute('type', 'text');
  await page.getByLabel('Remember me').check();
  await page.getByRole('button', { name: 'Log in' }).click();
  await expect(page).toHaveURL(/\/dashboard$/);

  // A new tab has its own session storage: only the remembered token signs it in.
  const tab = await page.context().newPage();
  await tab.goto('/transactions');
  await expect(tab.getByRole('heading', { level: 1, name: 'Transactions' })).toBeVisible();
  await tab.close();

  // At phone width Log out sits, quietly, at the end of the More screen.
  await page.getByRole('navigation', { name: 'Wallet tabs' }).getByRole('link', { name: 'More' }).click();
  await page.getByRole('button', { name: 'Log out' }).click();
  await expect(page).toHaveURL(/\/login$/);
  await page.goto('/dashboard');
  await expect(page).toHaveURL(/\/login$/);
  const stored = await page.evaluate(() => [sessionStorage.length, localStorage.getItem('owo.access_token')]);
  expect(stored).toEqual([0, null]);
});

test('without remember me a new tab is signed out', async ({ page, request }) => {
  const customer = await createCustomer(request);
  await logIn(page, customer.phone);
  const tab = await page.context().newPage();
  await tab.goto('/dashboard');
  await expect(tab).toHaveURL(/\/login$/);
});

test('a token the server no longer accepts signs the customer out cleanly', async ({ page, request }) => {
  const customer = await createCustomer(request);
  await logIn(page, customer.phone);
  await expect(page.getByTestId('balance')).toBeVisible();
  // Another device logs this session out.
  const token = await page.evaluate(() => sessionStorage.getItem('owo.access_token'));
  await request.post('/api/auth/logout', {
    headers: { Authorization: `Bearer ${token}`, 'X-Client-Type': 'web' },
  });

  // The open event stream hears of the revocation and the app's next call meets a 401: signed out at once,
  // with no tap of the customer's.
  await expect(page).toHaveURL(/\/login$/, { timeout: 15_000 });
  await expect(toast(page, 'Your session has ended. Log in again.')).toBeVisible();
});

test('every call carries X-Client-Type: web', async ({ page, request }) => {
  const customer = await createCustomer(request);
  const clientTypes = new Set<string | undefined>();
  page.on('request', (r) => {
    if (new URL(r.url()).pathname.startsWith('/api/')) clientTypes.add(r.headers()['x-client-type']);
  });
  await logIn(page, customer.phone);
  await expect(page.getByTestId('balance')).toBeVisible();
  expect([...clientTypes]).toEqual(['web']);
});
