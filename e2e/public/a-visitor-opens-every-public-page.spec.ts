import { expect, test } from '@playwright/test';
import { publicPages } from './public-pages';

test.describe('a visitor opens every public page', () => {
  for (const { path, heading, tag } of publicPages) {
    test(`${path} shows its heading and page tag, and comes alive without errors`, async ({ page }) => {
      const errors: string[] = [];
      page.on('pageerror', (error) => errors.push(String(error)));
      page.on('console', (message) => {
        if (message.type() === 'error') errors.push(message.text());
      });
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
      await expect(page).toHaveTitle(new RegExp(`^${tag}`));
      // Any key press is a sign of interaction: React loads and hydrates the page.
      await page.keyboard.press('Shift');
      await expect(page.locator('html[data-hydrated="true"]')).toHaveCount(1);
      await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
      expect(errors).toEqual([]);
    });
  }

  test('nothing overflows sideways on a 320 px screen', async ({ page }) => {
    await page.setViewportSize({ width: 320, height: 640 });
    for (const { path } of publicPages) {
      await page.goto(path);
      expect(await page.evaluate(() => document.documentElement.scrollWidth), path).toBeLessThanOrEqual(320);
    }
  });

  test('an unknown address shows the not-found image', async ({ page }) => {
    await page.goto('/no-such-page');
    await expect(page.getByRole('img', { name: 'Page not found' })).toBeVisible();
  });

  test('/home leads to the home page', async ({ page }) => {
    await page.goto('/home');
    await expect(page).toHaveURL(/\/$/);
    await expect(
      page.getByRole('heading', { level: 1, name: 'Mobile Money for your Business' }),
    ).toBeVisible();
  });

  test('a signed-in address loads the wallet app as its own chunk; public pages never do', async ({
    page,
  }) => {
    const walletChunks: string[] = [];
    page.on('request', (request) => {
      if (/\/assets\/wallet-routes-[^/]+\.js$/.test(request.url())) walletChunks.push(request.url());
    });
    await page.goto('/card');
    await page.keyboard.press('Shift');
    await expect(page.locator('html[data-hydrated="true"]')).toHaveCount(1);
    expect(walletChunks).toEqual([]);

    await page.goto('/dashboard');
    await expect.poll(() => walletChunks.length).toBe(1);
    await expect(page.getByRole('img', { name: 'Page not found' })).toHaveCount(0);
  });

  test('the header highlights the current page', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto('/card');
    const nav = page.getByRole('navigation', { name: 'Main' });
    await expect(nav.getByRole('link', { name: 'Card' })).toHaveAttribute('aria-current', 'page');
    await expect(nav.getByRole('link', { name: 'Business' })).not.toHaveAttribute('aria-current', 'page');
    await nav.getByRole('link', { name: 'Business' }).click();
    await expect(page).toHaveURL(/\/business$/);
    await expect(nav.getByRole('link', { name: 'Business' })).toHaveAttribute('aria-current', 'page');
  });

  test('a new page starts at the top', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto('/');
    await page.getByRole('link', { name: 'Contact support' }).click();
    await expect(page).toHaveURL(/\/contact$/);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
    await page.getByRole('contentinfo').getByRole('link', { name: 'FAQs' }).click();
    await expect(page).toHaveURL(/\/faqs$/);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
  });

  test('the calls to action lead to sign-up and log-in', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto('/');
    const header = page.getByRole('banner');
    await expect(header.getByRole('link', { name: 'Login' })).toHaveAttribute('href', '/login');
    await expect(header.getByRole('link', { name: 'Create an account' })).toHaveAttribute('href', '/signup');
    await page.getByRole('button', { name: 'Create wallet' }).click();
    await expect(page).toHaveURL(/\/signup$/);
  });
});
