import { expect, test } from '@playwright/test';
import { chooseOption, openSend } from './send-steps';
import { createCustomer, logIn, phoneViewport, screen } from './support';

test.use({ viewport: phoneViewport });

test('the send screens follow the spec: back rules, currency change, fallback and not-found', async ({
  page,
  request,
}) => {
  const customer = await createCustomer(request);
  await logIn(page, customer.phone);

  // Changing currency clears the draft.
  await page.goto('/send/remittance');
  await page.getByLabel('Account Number').fill('0123456789');
  await chooseOption(page, 'Currency', 'USD');
  await page.getByLabel('Account Name').fill('Jane Doe');
  await chooseOption(page, 'Currency', 'NGN');
  await expect(page.getByLabel('Account Number')).toHaveValue('');

  // eNaira: changing the alias after Verify asks for Verify again; back from the first step leaves.
  await page.goto('/dashboard');
  await openSend(page, /Send eNaira/);
  await page.getByLabel('Alias').fill('unknown');
  await page.getByRole('button', { name: 'Verify' }).click();
  await expect(page.getByText('We could not find this eNaira alias.').first()).toBeVisible();
  await page.getByLabel('Alias').fill('bola.t');
  await page.getByRole('button', { name: 'Verify' }).click();
  await expect(page.getByRole('button', { name: 'Proceed' })).toBeVisible();
  await page.getByLabel('Alias').fill('bola.tt');
  await expect(page.getByRole('button', { name: 'Verify' })).toBeVisible();
  await page.getByRole('button', { name: 'Go back' }).click();
  await expect(page).toHaveURL(/\/send$/);

  await page.goto('/send/paypal');
  await expect(page.getByRole('heading', { level: 1, name: 'This transfer is not available' })).toBeVisible();
  await screen(page, 'send-fallback');

  await page.goto('/mycard/nothing-here');
  await expect(page.getByRole('heading', { level: 1, name: 'Page not found' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Go to Dashboard' })).toBeVisible();
});
