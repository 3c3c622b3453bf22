import {
  type APIRequestContext,
  type Browser,
  expect as baseExpect,
  type Page,
  test,
} from '@playwright/test';
import {
  createCustomer,
  deposit,
  logIn,
  naira,
  PASSWORD,
  PIN,
  readOtp,
  typeCode,
  verifyIdentity,
} from './support';

// The machine running the stories may be busy (several servers and builds): every expectation waits longer.
const expect = baseExpect.configure({ timeout: 45_000 });

// A business creates a payment link; a stranger opens it in a fresh, signed-out browser and sees who is
// paid, for what and how much, with both ways to pay; then signs in from that page and pays with the PIN.

async function verifyBusiness(request: APIRequestContext, token: string) {
  await verifyIdentity(request, token, {
    address: '14 Balogun Market',
    business_name: 'Balogun Fabrics Ltd',
    registration_number: 'RC7654321',
    tin: '98765432-0001',
  });
}

/** Logs in on the login screen it was sent to; a device the account has not seen confirms with the texted code. */
async function logInFromHere(page: Page, request: APIRequestContext, phone: string) {
  await page.getByLabel('Phone number or email').fill(phone);
  await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await page.getByRole('button', { name: 'Log in' }).click();
  const confirmDevice = page.getByRole('heading', { name: 'Confirm this device' });
  await expect.poll(async () => /\/pay\//.test(page.url()) || (await confirmDevice.isVisible())).toBe(true);
  if (await confirmDevice.isVisible()) {
    await typeCode(page, 'Verification code', await readOtp(request, phone));
    await page.getByRole('button', { name: 'Confirm' }).click();
  }
}

// The machine running the stories may be busy: the first paint of a lazy page can take a while.
const slow = { timeout: 60_000 };

async function strangerPage(browser: Browser) {
  const context = await browser.newContext({ viewport: { width: 390, height: 844 } });
  return { context, page: await context.newPage() };
}

test('a business creates a link, a stranger sees it signed out, then signs in and pays with the PIN', async ({
  page,
  request,
  browser,
}) => {
  test.setTimeout(420_000);
  const business = await createCustomer(request, { type: 'business' });
  await verifyBusiness(request, business.token);
  await logIn(page, business.phone);

  await page.goto('/more');
  await page.getByRole('main').getByRole('link', { name: 'Payment links' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Payment links' })).toBeVisible();
  await page.getByRole('link', { name: 'Create a link' }).click();
  await page.getByLabel('Description').fill('Ankara fabric, 6 yards');
  await page.getByLabel('Amount (NGN)').fill('4500');
  await page.getByLabel(/Single use/).check();
  await page.getByRole('button', { name: 'Create link' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Payment links' })).toBeVisible();
  const card = page.getByRole('listitem').filter({ hasText: 'Ankara fabric, 6 yards' });
  await expect(card).toContainText('Unpaid');
  await expect(card).toContainText('Active');
  const url = (await card.getByText(/\/pay\//).textContent())?.replace(/^Link: /, '').trim() ?? '';
  expect(url).toMatch(/\/pay\/[A-Za-z0-9_-]{22}$/);

  // The stranger: a fresh browser, never signed in.
  const { context, page: stranger } = await strangerPage(browser);
  await stranger.goto(new URL(url).pathname);
  await expect(stranger.getByRole('heading', { level: 1, name: 'Balogun Fabrics Ltd' })).toBeVisible(slow);
  await expect(stranger.getByText('Ankara fabric, 6 yards')).toBeVisible();
  await expect(stranger.getByTestId('pay-amount')).toHaveText(naira(4500));
  await expect(stranger.getByRole('heading', { name: 'Pay by bank transfer' })).toBeVisible();
  await expect(stranger.getByTestId('link-account-number')).toHaveText(/^0\d{9}$/);
  await expect(stranger.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/);
  // Nothing of the business's own account shows.
  await expect(stranger.locator('body')).not.toContainText(business.accountNumber);

  // An unknown link is a plain not-found.
  const missing = await context.newPage();
  await missing.goto('/pay/AAAAAAAAAAAAAAAAAAAAAA');
  await expect(missing.getByRole('heading', { name: 'Payment link not found' })).toBeVisible(slow);
  await missing.close();

  // The stranger has an Owo account: log in from the page, come back, pay with the PIN.
  const payer = await createCustomer(request);
  await deposit(request, payer.accountNumber, 10_000);
  await stranger.getByRole('link', { name: 'Log in to pay with Owo' }).click();
  await expect(stranger).toHaveURL(/\/login$/);
  await logInFromHere(stranger, request, payer.phone);
  await expect(stranger).toHaveURL(new RegExp(`${new URL(url).pathname}$`));
  await stranger.getByLabel('Transaction PIN').fill(PIN);
  await stranger.getByRole('button', { name: `Pay ${naira(4500)} with Owo` }).click();
  await expect(stranger.getByRole('status').filter({ hasText: 'Payment successful' })).toBeVisible(slow);

  // The single-use link is now paid. Its payer's page thanks them for their payment (never "already
  // paid") and offers no way to pay again; someone opening it only now is told it has been paid.
  await stranger.reload();
  await expect(stranger.getByText(`We've received ${naira(4500)} — thank you`)).toBeVisible(slow);
  await expect(stranger.getByRole('button', { name: /with Owo/ })).toHaveCount(0);
  await context.close();
  const { context: laterContext, page: later } = await strangerPage(browser);
  await later.goto(new URL(url).pathname);
  await expect(later.getByRole('alert')).toHaveText(/already been paid/, slow);
  await laterContext.close();

  // The business sees it paid, with the total collected.
  await page.reload();
  await expect(card).toContainText(`Paid 1 time · ${naira(4500)} collected`, slow);
  await expect(page.getByTestId('links-total-collected')).toHaveText(naira(4500));
});
