import { expect, test } from '@playwright/test';

test.use({ viewport: { width: 375, height: 740 } });

test.describe('a visitor on a phone uses the side menu', () => {
  test('the menu icon opens a 280 px menu with the links, Login and Create an account', async ({ page }) => {
    await page.goto('/');
    const menu = page.getByRole('dialog', { name: 'Menu' });
    await expect(menu).toBeHidden();
    await page.getByRole('button', { name: 'Open menu' }).click();
    await expect(menu).toBeVisible();
    await expect(menu).toHaveCSS('width', '280px');
    for (const name of ['Personal', 'Business', 'Card', 'Help', 'Login', 'Create an account']) {
      await expect(menu.getByRole('link', { name })).toBeVisible();
    }
    await expect(menu.getByRole('link', { name: 'Login' })).toHaveAttribute('href', '/login');
    await expect(menu.getByRole('link', { name: 'Create an account' })).toHaveAttribute('href', '/signup');
  });

  test('the close icon, the backdrop and Escape close it', async ({ page }) => {
    await page.goto('/personal');
    const menu = page.getByRole('dialog', { name: 'Menu' });
    const open = page.getByRole('button', { name: 'Open menu' });

    await open.click();
    await expect(menu).toBeVisible();
    await menu.getByRole('button', { name: 'Close menu' }).click();
    await expect(menu).toBeHidden();

    await open.click();
    await expect(menu).toBeVisible();
    await page.getByTestId('menu-backdrop').click({ position: { x: 20, y: 300 } });
    await expect(menu).toBeHidden();

    await open.click();
    await expect(menu).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(menu).toBeHidden();
    await expect(open).toBeFocused();
  });

  test('a link closes it and opens the page, highlighted', async ({ page }) => {
    await page.goto('/');
    await page.getByRole('button', { name: 'Open menu' }).click();
    const menu = page.getByRole('dialog', { name: 'Menu' });
    await menu.getByRole('link', { name: 'Business' }).click();
    await expect(page).toHaveURL(/\/business$/);
    await expect(menu).toBeHidden();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      'The business account that works as hard as you do',
    );
    await page.getByRole('button', { name: 'Open menu' }).click();
    await expect(menu.getByRole('link', { name: 'Business' })).toHaveAttribute('aria-current', 'page');
  });

  test('a keyboard user opens it, moves through it and closes it', async ({ page }) => {
    await page.goto('/card');
    const open = page.getByRole('button', { name: 'Open menu' });
    await open.focus();
    await page.keyboard.press('Enter');
    const menu = page.getByRole('dialog', { name: 'Menu' });
    await expect(menu).toBeVisible();
    await expect(menu.getByRole('button', { name: 'Close menu' })).toBeFocused();
    await page.keyboard.press('Tab');
    await expect(menu.getByRole('link', { name: 'Personal' })).toBeFocused();
    await page.keyboard.press('Shift+Tab');
    await page.keyboard.press('Shift+Tab');
    await expect(menu.getByRole('link', { name: 'Create an account' })).toBeFocused();
    await page.keyboard.press('Tab');
    await expect(menu.getByRole('button', { name: 'Close menu' })).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(menu).toBeHidden();
    await expect(open).toBeFocused();
  });
});
