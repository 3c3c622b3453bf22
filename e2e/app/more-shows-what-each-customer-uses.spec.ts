import { expect, type Page, test } from '@playwright/test';
import { createCustomer, logIn, screen } from './support';

// Issue 28 item 3: a personal customer is not shown business tools (Bulk payouts, Team, Developers), and
// statements are one tap from the dashboard and from More, for everyone.

const sizes = [
  { name: '390', viewport: { width: 390, height: 844 } },
  { name: '1280', viewport: { width: 1280, height: 900 } },
];

async function moreItems(page: Page) {
  await page.goto('/more');
  await expect(page.getByRole('heading', { level: 1, name: 'More' })).toBeVisible();
  const list = page.getByRole('main').getByRole('list').first();
  await expect(list.getByRole('link', { name: 'Statements' })).toBeVisible();
  return list.getByRole('link').allInnerTexts();
}

for (const { name, viewport } of sizes) {
  test.describe(`at ${name} px`, () => {
    test.use({ viewport });

    test('a personal customer sees no business tools, and reaches statements in one tap', async ({
      page,
      request,
    }) => {
      const customer = await createCustomer(request);
      await logIn(page, customer.phone);
      await page
        .getByRole('region', { name: 'Quick actions' })
        .getByRole('link', { name: 'Statements' })
        .click();
      await expect(page).toHaveURL(/\/statements$/);
      await expect(page.getByRole('region', { name: 'Statements' })).toBeVisible();
      await expect(page.getByRole('button', { name: 'Download PDF' })).toBeVisible();
      await screen(page, `statements-route-${name}`);

      const items = await moreItems(page);
      expect(items).not.toContain('Bulk payouts');
      expect(items).not.toContain('Team');
      expect(items).not.toContain('Developers');
      await screen(page, `more-personal-${name}`);
    });

    test('a business sees Bulk payouts, Team and Developers under More', async ({ page, request }) => {
      const business = await createCustomer(request, { type: 'business' });
      await logIn(page, business.phone);
      await expect(page.getByRole('region', { name: 'Quick actions' })).toBeVisible();
      await screen(page, `dashboard-business-${name}`);
      const items = await moreItems(page);
      expect(items).toEqual(expect.arrayContaining(['Bulk payouts', 'Team', 'Developers', 'Statements']));
    });
  });
}
