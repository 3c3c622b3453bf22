import { expect, type Page, test } from '@playwright/test';
import { createCustomer, PASSWORD, phoneViewport } from './support';

// /login and /signup are pre-rendered (apps/web/scripts/prerender.mjs): the form is in the HTML the
// server sends; the app's chunks are fetched after the first paint and run on the visitor's first tap
// (decision 035), at once for a signed-in visitor (who goes on to the dashboard).

test.use({ viewport: phoneViewport });

/**
 * Holds the app's chunks until `release` is called: every script asked for once the page has loaded (the
 * page's own small script and its imports load with it; the app's chunks are fetched only afterwards).
 */
async function holdChunks(page: Page) {
  let release: () => void = () => {};
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  let pageLoaded = false;
  page.once('load', () => {
    pageLoaded = true;
  });
  await page.route(
    (url) => url.pathname.startsWith('/assets/') && url.pathname.endsWith('.js'),
    async (route) => {
      if (pageLoaded) await released;
      await route.continue();
    },
  );
  return release;
}

test.describe('with JavaScript turned off', () => {
  test.use({ javaScriptEnabled: false });

  test('the login form is in the page', async ({ page }) => {
    await page.goto('/login');
    await expect(page).toHaveTitle('Log in | Owo');
    await expect(page.getByRole('heading', { level: 1, name: 'Welcome back' })).toBeVisible();
    await expect(page.getByLabel('Phone number or email')).toBeEditable();
    await expect(page.getByLabel('Password', { exact: true })).toHaveAttribute('type', 'password');
    await expect(page.getByLabel('Remember me')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Log in' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Forgot password?' })).toHaveAttribute(
      'href',
      '/forgotpassword',
    );
  });

  test("the signup's first step is in the page", async ({ page }) => {
    await page.goto('/signup');
    await expect(page).toHaveTitle('Sign up | Owo');
    await expect(page.getByRole('heading', { level: 1, name: "Let's get Started" })).toBeVisible();
    await expect(page.getByLabel('Phone Number')).toBeEditable();
    await expect(page.getByText('must be linked to your BVN')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Send Verification Code' })).toBeVisible();
  });
});

test('the server sends both forms in the HTML', async ({ request }) => {
  const login = await (await request.get('/login')).text();
  expect(login).toContain('name="password"');
  expect(login).toContain('<span>Log in</span>');
  const signup = await (await request.get('/signup?ref=ABC123')).text();
  expect(signup).toContain('name="phone"');
  expect(signup).toContain('<span>Send Verification Code</span>');
});

test('a customer who types and submits before the scripts arrive is logged in once they do', async ({
  page,
  request,
}) => {
  const customer = await createCustomer(request);
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  const pageLoads: string[] = [];
  page.on('request', (r) => {
    if (r.isNavigationRequest())
      pageLoads.push(`${r.method()} ${new URL(r.url()).pathname}${new URL(r.url()).search}`);
  });
  const release = await holdChunks(page);

  await page.goto('/login');
  await page.getByLabel('Phone number or email').fill(customer.phone);
  await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await page.getByLabel('Password', { exact: true }).press('Enter');
  // The submit is held until the form is live: the browser does not send the form itself.
  await page.waitForTimeout(300);
  await expect(page.getByRole('heading', { level: 1, name: 'Welcome back' })).toBeVisible();
  await expect(page.locator('html')).not.toHaveAttribute('data-hydrated', 'true');

  release();
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByTestId('balance')).toBeVisible();
  // One page load; the form was never sent by the browser itself (a POST, or the fields in the address).
  expect(pageLoads).toEqual(['GET /login']);
  expect(errors).toEqual([]);
});

test('the pre-rendered form comes alive as it is, without being drawn again', async ({ page }) => {
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  for (const path of ['/login', '/signup']) {
    const release = await holdChunks(page);
    await page.goto(path);
    await page.evaluate(() => {
      (window as { preRendered?: Element | null }).preRendered = document.querySelector('input');
    });
    // The visitor taps the first field.
    await page.locator('input').first().click();
    release();
    await expect(page.locator('html')).toHaveAttribute('data-hydrated', 'true');
    const isSameInput = await page.evaluate(
      () => document.querySelector('input') === (window as { preRendered?: Element | null }).preRendered,
    );
    expect(isSameInput, path).toBe(true);
    await page.unrouteAll();
  }
  expect(errors).toEqual([]);
});

test('the form runs no app script until the visitor uses it, then comes alive with what they typed', async ({
  page,
}) => {
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  for (const path of ['/login', '/signup']) {
    await page.goto(path);
    await page.waitForLoadState('load');
    // Fetched into the cache after the first paint, not run: the page is not hydrated while nobody touches it.
    await page.waitForTimeout(1_500);
    await expect(page.locator('html')).not.toHaveAttribute('data-hydrated', 'true');
    const field = page.locator('input').first();
    await field.pressSequentially('0803');
    await expect(page.locator('html')).toHaveAttribute('data-hydrated', 'true');
    await expect(field).toHaveValue(/^0803/);
  }
  expect(errors).toEqual([]);
});

test('a signed-in customer who opens /login or /signup goes to the dashboard', async ({ page, request }) => {
  const customer = await createCustomer(request);
  await page.addInitScript((token) => sessionStorage.setItem('owo.access_token', token), customer.token);
  for (const path of ['/login', '/signup']) {
    await page.goto(path);
    await expect(page).toHaveURL(/\/dashboard$/);
    await expect(page.getByTestId('balance')).toBeVisible();
  }
});
