import { expect, test } from '@playwright/test';
import { confirmWithPin, expectSentAndBalance, openSend, proceedToReview } from './send-steps';
import { createCustomer, deposit, logIn, PASSWORD, PIN, phoneViewport, screen, toast } from './support';

test.use({ viewport: phoneViewport });
// Each story makes its own customer (with KYC and money) through the API first; a busy shared machine needs time.
test.describe.configure({ timeout: 120_000 });

test('a verified customer creates, funds, freezes and unfreezes a dollar card', async ({ page, request }) => {
  const customer = await createCustomer(request, { verified: true });
  await deposit(request, customer.accountNumber, 30_000);
  await logIn(page, customer.phone);

  // The Card tab and More carry these links at phone width; the phone navigation story checks them.
  await page.goto('/mycard');
  await page.getByRole('button', { name: 'Create card' }).click();
  await expect(toast(page, 'Card created')).toBeVisible();
  await expect(page.getByTestId('card-balance')).toHaveText('US$0.00');

  await page.getByRole('button', { name: 'Fund card' }).click();
  await page.getByLabel('Amount (NGN)').fill('15000');
  await page.getByLabel('Transaction PIN').fill(PIN);
  await page.getByRole('button', { name: 'Fund card' }).last().click();
  await expect(toast(page, /^Card funded with US\$10\.00$/)).toBeVisible();
  await expect(page.getByTestId('card-balance')).toHaveText('US$10.00');
  await expect(page.getByRole('region', { name: 'Card transactions' }).getByRole('listitem')).toHaveCount(1);

  await page.getByRole('button', { name: 'Show details' }).click();
  await page.getByLabel('Transaction PIN').fill(PIN);
  await page.getByRole('button', { name: 'Show details' }).last().click();
  await expect(page.getByText(/^\d{4} \d{4} \d{4} \d{4}$/)).toBeVisible();
  await screen(page, 'card');
  await page.getByRole('button', { name: 'Hide details' }).click();
  await expect(page.getByText(/^\d{4} \d{4} \d{4} \d{4}$/)).toBeHidden();

  await page.getByRole('button', { name: 'Freeze card' }).click();
  await expect(page.getByText('Frozen', { exact: true })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Fund card' })).toBeDisabled();
  await page.getByRole('button', { name: 'Unfreeze card' }).click();
  await expect(page.getByRole('button', { name: 'Freeze card' })).toBeVisible();
});

test('a saved beneficiary can be sent to again and deleted', async ({ page, request }) => {
  const customer = await createCustomer(request);
  await deposit(request, customer.accountNumber, 10_000);
  await logIn(page, customer.phone);

  await openSend(page, /Mobile money/);
  await page.getByRole('combobox', { name: 'Issuer' }).click();
  await page.getByRole('option', { name: 'TELECEL' }).click();
  await page.getByLabel('Mobile Number').fill('0501234567');
  await page.getByLabel('Account Name').fill('Ama Owusu');
  await page.getByRole('button', { name: 'Proceed' }).click();
  await page.getByLabel('Amount').fill('1000');
  await page.getByLabel('Description').fill('Gift');
  await proceedToReview(page);
  await page.getByRole('button', { name: 'Proceed' }).click();
  await confirmWithPin(page);
  await expectSentAndBalance(page, '₦8,900.00');

  await page.goto('/beneficiaries');
  await expect(page.getByRole('heading', { level: 1, name: 'Beneficiaries' })).toBeVisible();
  await expect(page.getByText('Mobile money · TELECEL · 0501234567')).toBeVisible();
  await screen(page, 'beneficiaries');
  await page.getByRole('link', { name: 'Send again to Ama Owusu' }).click();
  await expect(page).toHaveURL(/\/send\/momo\?/);
  await expect(page.getByLabel('Mobile Number')).toHaveValue('0501234567');
  await expect(page.getByLabel('Account Name')).toHaveValue('Ama Owusu');
  await page.getByRole('button', { name: 'Proceed' }).click();
  await page.getByLabel('Amount').fill('500');
  await page.getByLabel('Description').fill('Again');
  await proceedToReview(page);
  // Already a beneficiary: the save box is not offered.
  await expect(page.getByLabel('Save as beneficiary')).toHaveCount(0);
  await page.getByRole('button', { name: 'Go back' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'How much?' })).toBeVisible();
  await page.getByRole('button', { name: 'Go back' }).click();
  // Back from the amount step clears the name.
  await expect(page.getByLabel('Account Name')).toHaveValue('');

  await page.goto('/beneficiaries');
  page.once('dialog', (dialog) => dialog.accept());
  await page.getByRole('button', { name: 'Delete Ama Owusu' }).click();
  await expect(toast(page, 'Beneficiary deleted')).toBeVisible();
  await expect(page.getByText('No beneficiaries yet.', { exact: false })).toBeVisible();
});

test('a customer reads their referral code, their accounts and profile, and changes password and PIN', async ({
  page,
  request,
}) => {
  const customer = await createCustomer(request);
  await logIn(page, customer.phone);

  await page.goto('/refer');
  await expect(page.getByTestId('referral-code')).toHaveText(/\w+/);
  const code = await page.getByTestId('referral-code').textContent();
  await expect(page.getByText(new RegExp(`/signup\\?ref=${code}`))).toBeVisible();
  await expect(page.getByRole('button', { name: 'Copy referral link' })).toBeVisible();
  await expect(page.getByTestId('referral-reward')).toContainText('Invite friends');
  await screen(page, 'refer');

  await page.goto('/account');
  await page.getByRole('button', { name: new RegExp(customer.accountNumber) }).click();
  await expect(page).toHaveURL(/\/account\/[0-9a-f-]{36}$/);
  await expect(page.getByRole('button', { name: new RegExp(customer.accountNumber) })).toHaveAttribute(
    'aria-expanded',
    'true',
  );
  await expect(page.getByText('Recent transactions')).toBeVisible();
  await screen(page, 'accounts');

  await page.goto('/profile');
  await expect(page.getByText(customer.email)).toBeVisible();
  await page
    .getByRole('navigation', { name: 'Profile sections' })
    .getByRole('link', { name: 'Password and PIN' })
    .click();
  await page.getByLabel('Current Password').fill('not-it-1A');
  await page.getByLabel('New Password', { exact: true }).fill('Newpass123');
  await page.getByLabel('Confirm New Password').fill('Newpass123');
  await page.getByRole('button', { name: 'Update password' }).click();
  await expect(page.getByText('Your current password is incorrect.').first()).toBeVisible();
  await page.getByLabel('Current Password').fill(PASSWORD);
  await page.getByRole('button', { name: 'Update password' }).click();
  await expect(toast(page, 'Password updated')).toBeVisible();

  await page.getByLabel('Current PIN').fill(PIN);
  await page.getByLabel('New PIN', { exact: true }).fill('1357');
  await page.getByLabel('Confirm New PIN').fill('5679');
  await page.getByRole('button', { name: 'Update PIN' }).click();
  await expect(page.getByText('Otp Does not match')).toBeVisible();
  await page.getByLabel('Confirm New PIN').fill('1357');
  await page.getByRole('button', { name: 'Update PIN' }).click();
  await expect(toast(page, 'Transaction PIN updated')).toBeVisible();
  await screen(page, 'profile');
});
