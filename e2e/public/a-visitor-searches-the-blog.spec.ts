import { expect, test } from '@playwright/test';

test.describe('a visitor searches and reads the blog', () => {
  test('the list has a hero post and a grid of four, each dated Nov 2022 | 2 mins', async ({ page }) => {
    await page.goto('/blog');
    await expect(page.getByRole('article')).toHaveCount(5);
    await expect(page.getByText('Nov 2022 | 2 mins')).toHaveCount(5);
    await expect(page.getByRole('listitem').getByRole('link', { name: /^Read More/ })).toHaveCount(4);
  });

  test('search matches titles and excerpts, ignoring case', async ({ page }) => {
    await page.goto('/blog');
    const search = page.getByPlaceholder('Search here');
    await search.fill('LOAN');
    await expect(page.getByRole('article')).toHaveCount(1);
    await expect(
      page.getByRole('heading', { name: 'When is the right time to take a business loan?' }),
    ).toBeVisible();

    await search.fill('domiciliary');
    await expect(page.getByRole('article')).toHaveCount(1);
    await expect(
      page.getByRole('heading', { name: 'How to pay for software and ads in dollars' }),
    ).toBeVisible();

    await search.fill('zzz no such post');
    await expect(page.getByRole('article')).toHaveCount(0);
    await expect(page.getByText('No posts match')).toBeVisible();

    await search.fill('');
    await expect(page.getByRole('article')).toHaveCount(5);
  });

  test('clicking a post image opens it, followed by the other posts', async ({ page }) => {
    await page.goto('/blog');
    await page
      .getByRole('link', { name: 'Never miss a bill again: electricity, cable and data', exact: true })
      .click();
    await expect(page).toHaveURL(/\/blog\/5$/);
    await expect(
      page.getByRole('heading', { level: 1, name: 'Never miss a bill again: electricity, cable and data' }),
    ).toBeVisible();
    await expect(page.getByText('Prepaid meters, cable renewals and data bundles')).toBeVisible();
    await expect(page.getByRole('region', { name: 'More from the blog' }).getByRole('article')).toHaveCount(
      4,
    );
  });

  test('an unknown post shows Nothing, then the posts', async ({ page }) => {
    await page.goto('/blog/42');
    await expect(page.getByRole('heading', { level: 1, name: 'Nothing' })).toBeVisible();
    await expect(page.getByRole('region', { name: 'More from the blog' }).getByRole('article')).toHaveCount(
      5,
    );
  });
});
