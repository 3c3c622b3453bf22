import { isValidNuban } from '@owo/contract/nuban';
import { expect, test } from '@playwright/test';
import { chooseOption, confirmWithPin, expectSentAndBalance, openSend, proceedToReview } from './send-steps';
import { createCustomer, deposit, logIn, nubanFor, phoneViewport, screen } from './support';

test.use({ viewport: phoneViewport });
test.describe.configure({ timeout: 120_000 });

/** A GTBank account number that no bank OPay or Moniepoint also fits, so GTBank is among the first offered. */
function gtbankNumber(): string {
  for (;;) {
    const n = nubanFor('058');
    if (!isValidNuban('999992', n) && !isValidNuban('50515', n)) return n;
  }
}

async function sendFromReview(page: import('@playwright/test').Page, amount: string, balance: string) {
  await page.getByRole('button', { name: 'Proceed' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'How much?' })).toBeVisible();
  await page.getByLabel('Amount').fill(amount);
  await page.getByLabel('Description').fill('Stock');
  await proceedToReview(page);
  await page.getByRole('button', { name: 'Proceed' }).click();
  await confirmWithPin(page);
  await expectSentAndBalance(page, balance);
}

test('a customer sends to a bank by account number first, by "GTB", and from a saved recipient', async ({
  page,
  request,
}) => {
  const customer = await createCustomer(request);
  await deposit(request, customer.accountNumber, 20_000);
  await logIn(page, customer.phone);

  // 1. Account number first: after ten digits the banks it fits are offered; one tap picks and looks it up.
  const account = gtbankNumber();
  await openSend(page, /Send to bank/);
  await page.getByLabel('Account Number').fill(account);
  const fits = page.getByRole('region', { name: 'Which bank? This number fits:' });
  await expect(fits.getByRole('button', { name: 'Guaranty Trust Bank' })).toBeVisible();
  await screen(page, 'send-bank-account-first');
  await fits.getByRole('button', { name: 'Guaranty Trust Bank' }).click();
  await expect(page.getByTestId('resolved-name')).not.toBeEmpty();
  const name = await page.getByTestId('resolved-name').innerText();
  await expect(page.getByRole('button', { name: 'Proceed' })).toBeVisible();
  await sendFromReview(page, '1000', '₦18,989.25');

  // 2. The bank by the name people say: "GTB" finds Guaranty Trust Bank.
  await openSend(page, /Send to bank/);
  await page.getByRole('combobox', { name: 'Bank' }).click();
  await page.getByRole('combobox', { name: 'Bank' }).fill('GTB');
  await expect(page.getByRole('option').first()).toHaveText('Guaranty Trust Bank');
  await chooseOption(page, 'Bank', 'Guaranty Trust Bank');
  await page.getByLabel('Account Number').fill(nubanFor('058'));
  await page.getByRole('button', { name: 'Verify' }).click();
  await sendFromReview(page, '2000', '₦16,978.50');

  // 3. A saved recipient (the first send saved it): one tap fills the account and looks the name up again.
  await openSend(page, /Send to bank/);
  const saved = page.getByRole('region', { name: 'Saved recipients' });
  await expect(saved.getByRole('button', { name: new RegExp(name) })).toBeVisible();
  await screen(page, 'send-bank-saved-recipients');
  await saved.getByRole('button', { name: new RegExp(`${name}.*${account.slice(-4)}`) }).click();
  await expect(page.getByTestId('resolved-name')).toHaveText(name);
  await expect(page.getByLabel('Account Number')).toHaveValue(account);
  // A quick amount: one tap fills it, and the fee and total show before the review.
  await page.getByRole('button', { name: 'Proceed' }).click();
  await page.getByRole('group', { name: 'Quick amounts' }).getByRole('button', { name: '₦1,000' }).click();
  await expect(page.getByLabel('Amount')).toHaveValue('₦1,000');
  await screen(page, 'send-bank-quick-amounts');
  await page.getByLabel('Description').fill('Stock');
  await proceedToReview(page);
  await expect(page.getByTestId('review-total')).toHaveText('₦1,010.75');
  await page.getByRole('button', { name: 'Proceed' }).click();
  await confirmWithPin(page);
  await expectSentAndBalance(page, '₦15,967.75');
});
