import { type Browser, expect as baseExpect, type Page, test } from '@playwright/test';
import { confirmWithPin, expectSentAndBalance, openSend, proceedToReview } from './send-steps';
import { createCustomer, deposit, logIn, PASSWORD, PIN, readOtp, toast, typeCode } from './support';

// Devices and the customer's own guards: a second browser needs the texted code and signs the first one
// out; Profile → Devices signs a device out; the freeze refuses a send until unfrozen with the PIN and a code;
// the new-device cap (on the server that runs with it) refuses ₦20,001.

const SHOTS = '/tmp/shots-devices';
// Lazy screens behind a login: a busy machine needs more than the default 5 s.
const expect = baseExpect.configure({ timeout: 20_000 });
const FROZEN = 'Outgoing money is frozen on your account. Unfreeze it in Profile → Security to send money.';

async function shoot(page: Page, name: string) {
  for (const width of [390, 1280]) {
    await page.setViewportSize({ width, height: width === 390 ? 844 : 900 });
    await page.screenshot({ path: `${SHOTS}/${name}-${width}.png`, fullPage: true });
  }
  await page.setViewportSize({ width: 390, height: 844 });
}

/** A browser of its own: without the stories' shared device id, so the web app's own id is sent. */
async function secondBrowser(browser: Browser) {
  const context = await browser.newContext({ extraHTTPHeaders: {}, viewport: { width: 390, height: 844 } });
  return { context, page: await context.newPage() };
}

async function sendEnaira(page: Page, amount: string) {
  await openSend(page, /Send eNaira/);
  await page.getByLabel('Alias').fill('chidi.okafor');
  await page.getByRole('button', { name: 'Verify' }).click();
  await page.getByRole('button', { name: 'Proceed' }).click();
  await page.getByLabel('Amount').fill(amount);
  await page.getByLabel('Description').fill('Groceries');
  await proceedToReview(page);
  await page.getByRole('button', { name: 'Proceed' }).click();
  await confirmWithPin(page, PIN);
}

test.use({ viewport: { width: 390, height: 844 } });
// Two browsers, several logins (argon2) and sends per story.
test.describe.configure({ timeout: 300_000 });

test('a login from a second browser asks for the texted code and signs the first browser out, whose next login needs a code too', async ({
  page,
  request,
  browser,
}) => {
  const customer = await createCustomer(request);
  await logIn(page, customer.phone);
  await expect(page.getByTestId('balance')).toBeVisible();

  const second = await secondBrowser(browser);
  const other = second.page;
  const deviceIds = new Set<string | undefined>();
  other.on('request', (r) => {
    if (new URL(r.url()).pathname.startsWith('/api/')) deviceIds.add(r.headers()['x-device-id']);
  });
  await other.goto('/login');
  await other.getByLabel('Phone number or email').fill(customer.phone);
  await other.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await other.getByRole('button', { name: 'Log in' }).click();
  await expect(other.getByRole('heading', { name: 'Confirm this device' })).toBeVisible();
  await shoot(other, 'verify-device');
  await typeCode(other, 'Verification code', await readOtp(request, customer.phone));
  await other.getByRole('button', { name: 'Confirm' }).click();
  await expect(other).toHaveURL(/\/dashboard$/);
  await expect(other.getByTestId('balance')).toBeVisible();
  // The second browser sent its own id, made once and kept.
  const ownId = await other.evaluate(() => localStorage.getItem('owo.device-id'));
  expect(ownId).toMatch(/^[0-9a-f-]{32,36}$/);
  expect([...deviceIds]).toEqual([ownId]);

  // The first browser is signed out: its next call meets a 401.
  await page.goto('/transactions');
  await expect(page).toHaveURL(/\/login$/);

  // Profile → Devices on the second browser: both devices; the takeover signed the first one out and withdrew
  // its trust, so only this device can still be signed out here.
  await other.goto('/profile#devices');
  const devices = other.getByRole('region', { name: 'Devices' });
  await expect(devices.getByRole('listitem')).toHaveCount(2);
  await expect(devices.getByText('This device')).toBeVisible();
  await expect(devices.getByText(/^Signed out: it needs a code/)).toBeVisible();
  await expect(devices.getByRole('button', { name: /^Sign out .+ on [A-Za-z]+$/ })).toHaveCount(0);
  await shoot(other, 'profile-devices');

  // So the first browser needs a code again (logIn reads it from the sandbox).
  await page.goto('/login');
  await page.getByLabel('Phone number or email').fill(customer.phone);
  await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await page.getByRole('button', { name: 'Log in' }).click();
  await expect(page.getByRole('heading', { name: 'Confirm this device' })).toBeVisible();
  await second.context.close();
});

test('a freeze refuses a send; unfreezing with the PIN and a texted code lets it through; an own limit', async ({
  page,
  request,
}) => {
  const customer = await createCustomer(request);
  await deposit(request, customer.accountNumber, 5_000);
  await logIn(page, customer.phone);
  await page.goto('/profile#security');
  const security = page.getByRole('region', { name: 'Security' });
  const freeze = security.getByRole('switch', { name: 'Freeze outgoing money' });
  await expect(freeze).toHaveAttribute('aria-checked', 'false');
  await freeze.click();
  await expect(toast(page, 'Outgoing money is frozen')).toBeVisible();
  await expect(freeze).toHaveAttribute('aria-checked', 'true');

  await page.goto('/dashboard');
  await sendEnaira(page, '400');
  await expect(toast(page, FROZEN)).toBeVisible();

  await page.goto('/profile#security');
  await freeze.click();
  await security.getByRole('button', { name: 'Send code' }).click();
  await expect(toast(page, 'We sent a code to your phone')).toBeVisible();
  await security.getByLabel('Transaction PIN', { exact: true }).fill(PIN);
  await security.getByLabel('Code from SMS').fill(await readOtp(request, customer.phone));
  await shoot(page, 'profile-security-unfreeze');
  await security.getByRole('button', { name: 'Unfreeze' }).click();
  await expect(toast(page, 'Outgoing money is unfrozen')).toBeVisible();
  await expect(freeze).toHaveAttribute('aria-checked', 'false');

  // An own daily limit: lower applies at once; higher waits a day, and the screen says when.
  await security.getByLabel('New daily limit (₦)').fill('1000');
  await security.getByRole('button', { name: 'Save limit' }).click();
  await expect(security.getByText(/^Now ₦1,000\.00 a day \(yours;/)).toBeVisible();
  await security.getByLabel('New daily limit (₦)').fill('3000');
  await security.getByRole('button', { name: 'Save limit' }).click();
  await expect(security.getByText(/^Your limit rises to ₦3,000\.00 on /)).toBeVisible();
  await expect(security.getByText(/^Now ₦1,000\.00 a day/)).toBeVisible();
  await shoot(page, 'profile-security');

  await page.goto('/dashboard');
  await sendEnaira(page, '400');
  await expectSentAndBalance(page, '₦4,600.00');
});

test.describe('with the new-device cap on', () => {
  test.use({ baseURL: process.env.E2E_CAP_BASE_URL });

  test('a new account is refused ₦20,001 on the amount step, before the PIN, told what is left and when the cap lifts; ₦20,000 goes', async ({
    page,
    request,
  }) => {
    const customer = await createCustomer(request);
    await deposit(request, customer.accountNumber, 30_000);
    await logIn(page, customer.phone);
    await openSend(page, /Send eNaira/);
    await page.getByLabel('Alias').fill('chidi.okafor');
    await page.getByRole('button', { name: 'Verify' }).click();
    await page.getByRole('button', { name: 'Proceed' }).click();
    // The amount step says what the cap leaves and until when (Lagos time).
    await expect(
      page.getByText(
        /^New device limit: you can send ₦20,000\.00 more \(of ₦20,000\.00\) until \d\d:\d\d on \d{1,2} [A-Z][a-z]{2} \(Lagos time\)\.$/,
      ),
    ).toBeVisible();
    await shoot(page, 'send-amount-new-device-limit');
    await page.getByLabel('Amount').fill('20001');
    await page.getByLabel('Description').fill('Groceries');
    await page.getByRole('button', { name: 'Proceed' }).click();
    // Refused there, under the amount: no review, no PIN.
    await expect(
      page.getByText(
        /^New device limit: you can send ₦20,000\.00 in total .+ You have ₦20,000\.00 left; the limit lifts at \d\d:\d\d on .+ \(Lagos time\)\.$/,
      ),
    ).toBeVisible();
    await expect(page.getByLabel('Transaction PIN')).toHaveCount(0);
    await shoot(page, 'send-amount-new-device-refused');
    // Exactly the cap goes through (the fee is not counted against it).
    await page.getByLabel('Amount').fill('20000');
    await proceedToReview(page);
    await page.getByRole('button', { name: 'Proceed' }).click();
    await confirmWithPin(page, PIN);
    await expectSentAndBalance(page, '₦10,000.00');
    await page.goto('/profile#security');
    await expect(
      page.getByText(/^New device limit: you can send ₦0\.00 more \(of ₦20,000\.00\) until /),
    ).toBeVisible();
  });
});
