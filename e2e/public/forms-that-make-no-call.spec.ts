import { expect, test } from '@playwright/test';

test.describe('the public forms make no call', () => {
  test('a visitor asks for a new password: 4 seconds of loading, nothing sent', async ({ page }) => {
    const apiCalls: string[] = [];
    page.on('request', (request) => {
      if (new URL(request.url()).pathname.startsWith('/api/')) apiCalls.push(request.url());
    });
    await page.goto('/forgotpassword');
    const proceed = page.getByRole('button', { name: /Proceed/ });
    await proceed.click();
    await expect(page.getByText('Enter a valid email format')).toBeVisible();

    await page.getByLabel('Email Address').fill('ada@example.com');
    const clickedAt = Date.now();
    await proceed.click();
    await expect(proceed).toBeDisabled();
    await expect(proceed).toHaveAttribute('aria-busy', 'true');
    await expect(proceed).toBeEnabled({ timeout: 10_000 });
    expect(Date.now() - clickedAt).toBeGreaterThanOrEqual(3_900);
    expect(apiCalls).toEqual([]);

    await page.getByRole('link', { name: 'Return To Log in' }).click();
    await expect(page).toHaveURL(/\/login$/);
  });

  test('the contact form has its six controls and sends nothing', async ({ page }) => {
    const apiCalls: string[] = [];
    page.on('request', (request) => {
      if (new URL(request.url()).pathname.startsWith('/api/')) apiCalls.push(request.url());
    });
    await page.goto('/contact');
    const form = page.getByRole('form', { name: 'Send us a message' });
    await form.getByLabel('Your Name').fill('Tunde Bakare');
    await form.getByRole('textbox', { name: 'Reason For Contact' }).first().fill('Card delivery');
    await form.getByLabel('Phone Number').fill('08031234567');
    await form.getByLabel('Email Address').fill('tunde@example.com');
    await form.getByRole('textbox', { name: 'Reason For Contact' }).last().fill('When will my card arrive?');
    await form.getByRole('button', { name: 'Submit' }).click();
    await expect(page).toHaveURL(/\/contact$/);
    await expect(form.getByLabel('Your Name')).toHaveValue('Tunde Bakare');
    expect(apiCalls).toEqual([]);
    await expect(page.getByRole('link', { name: 'support@owo.ng' }).first()).toBeVisible();
    await expect(page.getByRole('link', { name: 'frequently asked questions' })).toHaveAttribute(
      'href',
      '/faqs',
    );
  });
});
