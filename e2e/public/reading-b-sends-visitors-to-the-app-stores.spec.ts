import { type BrowserContext, expect, test } from '@playwright/test';

// The Reading B build (VITE_CTA_MODE=stores) is served on its own port by playwright.config.ts.
const storesBaseUrl = process.env.E2E_STORES_BASE_URL ?? 'http://localhost:3101';
const androidStore = 'https://play.google.com/store/apps/details?id=ng.owo.wallet';
const appleStore = 'https://apps.apple.com/ng/app/owo-wallet/id6443920117';
const androidUserAgent =
  'Mozilla/5.0 (Linux; Android 13; Pixel 7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0 Mobile Safari/537.36';
const iphoneUserAgent =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.0 Mobile/15E148 Safari/604.1';

test.use({ baseURL: storesBaseUrl });

// The stores are outside this machine: answer for them so the new tab has something to show.
async function stubStores(context: BrowserContext) {
  await context.route(/^https:\/\/(play\.google\.com|apps\.apple\.com)\//, (route) =>
    route.fulfill({ contentType: 'text/html', body: '<title>Store</title>' }),
  );
}

test.describe('Reading B: Login and Create an account lead to the app stores', () => {
  test.describe('on Android', () => {
    test.use({ userAgent: androidUserAgent, viewport: { width: 375, height: 740 } });

    test('the side menu opens the Play Store in a new tab', async ({ page, context }) => {
      await stubStores(context);
      await page.goto('/');
      const menu = page.getByRole('dialog', { name: 'Menu' });
      for (const name of [/^Login/, /^Create an account/]) {
        // Following a link closes the menu, so open it for each one.
        await page.getByRole('button', { name: 'Open menu' }).click();
        const link = menu.getByRole('link', { name });
        await expect(link).toHaveAttribute('target', '_blank');
        const [popup] = await Promise.all([context.waitForEvent('page'), link.click()]);
        await expect(popup).toHaveURL(androidStore);
        await popup.close();
      }
    });
  });

  test.describe('on an iPhone', () => {
    test.use({ userAgent: iphoneUserAgent, viewport: { width: 375, height: 740 } });

    test('the side menu opens the App Store in a new tab', async ({ page, context }) => {
      await stubStores(context);
      await page.goto('/business');
      await page.getByRole('button', { name: 'Open menu' }).click();
      const link = page.getByRole('dialog', { name: 'Menu' }).getByRole('link', { name: /^Login/ });
      const [popup] = await Promise.all([context.waitForEvent('page'), link.click()]);
      await expect(popup).toHaveURL(appleStore);
    });
  });

  test('on a desktop the header links point to the App Store, and Get Started still goes to /signup', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto('/personal');
    const header = page.getByRole('banner');
    await expect(header.getByRole('link', { name: /^Login/ })).toHaveAttribute('href', appleStore);
    await expect(header.getByRole('link', { name: /^Create an account/ })).toHaveAttribute(
      'href',
      appleStore,
    );
    await page.getByRole('link', { name: 'Get Started' }).click();
    await expect(page).toHaveURL(/\/signup$/);
  });
});
