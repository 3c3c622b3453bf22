import { expect, test } from '@playwright/test';
import { chooseOption, confirmWithPin, expectSentAndBalance, openSend, proceedToReview } from './send-steps';
import { createCustomer, deposit, logIn, nubanFor, phoneViewport, screen } from './support';

test.use({ viewport: phoneViewport });

test('a verified customer funds the account and sends by eNaira, bank (NGN and USD) and mobile money', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  const customer = await createCustomer(request, { verified: true });
  await logIn(page, customer.phone);
  await deposit(request, customer.accountNumber, 200_000);
  await page.reload();
  await expect(page.getByTestId('balance')).toHaveText('₦200,000.00');
  await expect(page.getByText('Sandbox Deposit')).toBeVisible();
  await screen(page, 'dashboard-funded');

  // eNaira: Verify becomes Proceed once the alias resolves; eNaira is free.
  await openSend(page, /Send eNaira/);
  await expect(page.getByRole('heading', { level: 1, name: 'Send eNaira' })).toBeVisible();
  await page.getByLabel('Alias').fill('ada.obi');
  await page.getByRole('button', { name: 'Verify' }).click();
  await expect(page.getByTestId('resolved-name')).not.toBeEmpty();
  await screen(page, 'send-enaira-1-resolve');
  await page.getByRole('button', { name: 'Proceed' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'How much?' })).toBeVisible();
  await page.getByRole('button', { name: 'Proceed' }).click();
  await expect(page.getByText('Enter Amount')).toBeVisible();
  await expect(page.getByText('Enter Description')).toBeVisible();
  await page.getByLabel('Amount').fill('5,000abc');
  await expect(page.getByLabel('Amount')).toHaveValue('₦5,000');
  await page.getByLabel('Description').fill('Lunch');
  await screen(page, 'send-enaira-2-amount');
  await proceedToReview(page);
  await expect(page.getByTestId('review-total')).toHaveText('₦5,000.00');
  await expect(page.getByLabel('Save as beneficiary')).toBeChecked();
  await screen(page, 'send-enaira-3-review');
  await page.getByRole('button', { name: 'Proceed' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Enter your PIN' })).toBeVisible();
  await screen(page, 'send-4-pin');
  await confirmWithPin(page);
  await expectSentAndBalance(page, '₦195,000.00');

  // NGN bank transfer: at least ₦100; the review shows the amount, the fee and the total to be debited.
  await openSend(page, /Send to bank/);
  await chooseOption(page, 'Bank', 'Guaranty Trust Bank');
  await page.getByLabel('Account Number').fill(`+${nubanFor('058')}99`);
  await expect(page.getByLabel('Account Number')).toHaveValue(/^\d{10}$/);
  await page.getByRole('button', { name: 'Verify' }).click();
  await expect(page.getByRole('button', { name: 'Proceed' })).toBeVisible();
  await screen(page, 'send-remittance-1-resolve');
  await page.getByRole('button', { name: 'Proceed' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'How much?' })).toBeVisible();
  await page.getByLabel('Amount').fill('50');
  await page.getByLabel('Description').fill('Rent');
  await page.getByRole('button', { name: 'Proceed' }).click();
  await expect(page.getByText('Ammount must be at least 100 NGN')).toBeVisible();
  await page.getByLabel('Amount').fill('10000');
  await proceedToReview(page);
  await expect(page.getByTestId('review-total')).toHaveText('₦10,026.88');
  await expect(page.getByText('₦26.88', { exact: true })).toBeVisible();
  await page.getByRole('button', { name: 'Proceed' }).click();
  await confirmWithPin(page);
  await expectSentAndBalance(page, '₦184,973.12');

  // USD: the whole form first, then a review with the conversion.
  await openSend(page, /Send to bank/);
  await chooseOption(page, 'Currency', 'USD');
  await page.getByRole('button', { name: 'Proceed' }).click();
  await expect(page.getByText('Enter Account Name')).toBeVisible();
  await expect(page.getByText('Enter Zip Code')).toBeVisible();
  await page.getByLabel('Account Name').fill('John Carter');
  await page.getByLabel('Account Number').fill('123456789012');
  await page.getByLabel('Bank Name').fill('Chase');
  await page.getByLabel('Address').fill('1 Main St');
  await page.getByLabel('City').fill('Austin');
  await page.getByLabel('Zip Code').fill('73301');
  await page.getByLabel('Amount (NGN)').fill('15000');
  await page.getByLabel('Note').fill('Invoice 7');
  // Inside the US a routing number and a delivery type are required too.
  await page.getByRole('button', { name: 'Proceed' }).click();
  await expect(page.getByText('Enter Routing Number')).toBeVisible();
  await expect(page.getByText('Select Delivery type')).toBeVisible();
  await page.getByLabel('Routing Number').fill('021000021');
  await chooseOption(page, 'Delivery type', 'ACH');
  await screen(page, 'send-usd-1-form');
  await proceedToReview(page);
  await expect(page.getByText('$10.00')).toBeVisible();
  await expect(page.getByText('1 USD = 1,500 NGN')).toBeVisible();
  // The total to be debited includes the ₦2,500 wire fee: the balance falls by exactly that.
  await expect(page.getByTestId('review-total')).toHaveText('₦17,500.00');
  await screen(page, 'send-usd-2-review');
  await page.getByRole('button', { name: 'Proceed' }).click();
  await confirmWithPin(page);
  await expectSentAndBalance(page, '₦167,473.12');

  // Mobile money: 1% fee, the total adds it, and the review shows the GHS rate.
  await openSend(page, /Mobile money/);
  await chooseOption(page, 'Issuer', 'MTN');
  await page.getByLabel('Mobile Number').fill('024 123 4567');
  await page.getByLabel('Account Name').fill('Kofi Mensah');
  await screen(page, 'send-momo-1-resolve');
  await page.getByRole('button', { name: 'Proceed' }).click();
  await page.getByLabel('Amount').fill('20000');
  await page.getByLabel('Description').fill('School fees');
  await proceedToReview(page);
  await expect(page.getByText('1 GHC = 100 NGN')).toBeVisible();
  await expect(page.getByText('GHS 200.00')).toBeVisible();
  await expect(page.getByTestId('review-total')).toHaveText('₦20,200.00');
  await screen(page, 'send-momo-2-review');
  await page.getByRole('button', { name: 'Proceed' }).click();
  await confirmWithPin(page);
  await expectSentAndBalance(page, '₦147,273.12');

  // History: every send is there, and each has a receipt.
  await page.getByRole('link', { name: 'See all' }).click();
  const list = page.getByRole('list', { name: 'Transactions' });
  await expect(list.getByRole('listitem')).toHaveCount(5);
  await expect(list.getByText('Kofi Mensah')).toBeVisible();
  await screen(page, 'transactions');
  await page.getByLabel('Search transactions').fill('Kofi');
  await page.getByRole('button', { name: 'Search' }).click();
  await expect(list.getByRole('listitem')).toHaveCount(1);
  await list.getByRole('link').first().click();
  await expect(page.getByRole('heading', { name: 'Receipt' })).toBeVisible();
  await expect(page.getByText('School fees')).toBeVisible();
  await expect(page.getByText(/Paid|On its way/).first()).toBeVisible();
  await screen(page, 'transaction-receipt');
});
