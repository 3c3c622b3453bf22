import AxeBuilder from '@axe-core/playwright';
import { expect, type Page, test } from '@playwright/test';
import { publicPages } from './public-pages';

const extraPages = ['/no-such-page', '/blog/42'];

async function seriousViolations(page: Page) {
  const results = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
    .analyze();
  return results.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map(
      (violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`,
    );
}

for (const width of [375, 1280]) {
  test.describe(`every public page passes axe at ${width} px`, () => {
    test.use({ viewport: { width, height: 800 } });

    for (const path of [...publicPages.map((p) => p.path), ...extraPages]) {
      test(path, async ({ page }) => {
        await page.goto(path);
        await expect(page.locator('#root > *').first()).toBeVisible();
        expect(await seriousViolations(page)).toEqual([]);
      });
    }
  });
}

test('the open side menu passes axe', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 800 });
  await page.goto('/');
  await page.getByRole('button', { name: 'Open menu' }).click();
  await expect(page.getByRole('dialog', { name: 'Menu' })).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
});
