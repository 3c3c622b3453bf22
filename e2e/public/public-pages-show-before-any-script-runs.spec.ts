import { gzipSync } from 'node:zlib';
import { expect, test } from '@playwright/test';
import { publicPages } from './public-pages';

test.describe('public pages show before any script runs', () => {
  test.describe('with JavaScript turned off', () => {
    test.use({ javaScriptEnabled: false });
    for (const { path, heading } of publicPages) {
      test(`${path} is readable`, async ({ page }) => {
        await page.goto(path);
        await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
      });
    }
  });

  test('the first load of a public page stays within 60 KB of JavaScript (gzip)', async ({ page }) => {
    const budgetBytes = 60 * 1024;
    for (const { path } of publicPages) {
      const scripts: Buffer[] = [];
      const onResponse = async (response: import('@playwright/test').Response) => {
        if (response.request().resourceType() === 'script') scripts.push(await response.body());
      };
      page.on('response', onResponse);
      await page.goto(path, { waitUntil: 'networkidle' });
      page.off('response', onResponse);
      const gzipBytes = scripts.reduce((sum, body) => sum + gzipSync(body).length, 0);
      expect(gzipBytes, `${path} first-load JS`).toBeLessThanOrEqual(budgetBytes);
    }
  });
});
