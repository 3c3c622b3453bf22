import { expect as baseExpect, test } from '@playwright/test';
import { airtimeToReview, chooseOption } from './send-steps';
import { createCustomer, deposit, logIn, naira, PIN, screen, toast, typeCode } from './support';

// The machine these run on is shared; the stories wait for the biller's answer and a fresh build.
test.describe.configure({ timeout: 180_000 });
const expect = baseExpect.configure({ timeout: 30_000 });

// Bills through the real server and the sandbox biller: airtime for one's own number, and a prepaid
// meter whose 20-digit token is shown once the biller answers.

test('a customer buys airtime for their own number', async ({ page, request }) => {
  const customer = await createCustomer(request);
  await deposit(request, customer.accountNumber, 5000);
  await logIn(page, customer.phone);
  await page.goto('/bills/airtime');
  await expect(page.getByRole('heading', { level: 1, name: 'Buy airtime' })).toBeVisible();
  // The customer's own number is already there.
  await expect(page.getByLabel('Phone number')).toHaveValue(customer.phone);
  await chooseOption(page, 'Network', 'MTN');
  await page.getByLabel('Amount').fill('49');
  await page.getByRole('button', { name: 'Verify' }).click();
  await expect(page.getByTestId('bill-customer')).toBeVisible();
  await page.getByRole('button', { name: 'Proceed' }).click();
  await expect(page.getByText('Airtime must be between ₦50 and ₦50,000')).toBeVisible();
  await page.getByLabel('Amount').fill('1000');
  await page.getByRole('button', { name: 'Proceed' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Review payment' })).toBeVisible();
  await expect(page.getByTestId('review-total')).toHaveText(naira(1000));
  await page.getByRole('button', { name: 'Proceed' }).click();
  await typeCode(page, 'Transaction PIN', PIN);
  await page.getByRole('button', { name: 'Pay' }).click();
  await expect(toast(page, 'Successful')).toBeVisible();
  await expect(page.getByRole('heading', { level: 1, name: 'Payment successful' })).toBeVisible({
    timeout: 15_000,
  });
  await page.getByRole('link', { name: 'Done' }).click();
  await expect(page.getByTestId('balance')).toHaveText(naira(4000));
});

test('a prepaid meter’s token is shown after paying, and the purchase can be bought again', async ({
  page,
  request,
}) => {
  const customer = await createCustomer(request);
  await deposit(request, customer.accountNumber, 10_000);
  await logIn(page, customer.phone);
  await page.goto('/bills/electricity');
  await chooseOption(page, 'Distribution company', 'Ikeja Electric Prepaid');
  await page.getByLabel('Meter number').fill('00000000000');
  await page.getByRole('button', { name: 'Verify' }).click();
  await expect(toast(page, 'No customer was found for this meter number')).toBeVisible();
  await page.getByLabel('Meter number').fill('45012345678');
  await page.getByLabel('Amount').fill('5000');
  await page.getByRole('button', { name: 'Verify' }).click();
  await expect(page.getByTestId('bill-customer')).toContainText('Ikeja, Lagos');
  await page.getByRole('button', { name: 'Proceed' }).click();
  await expect(page.getByTestId('review-total')).toHaveText(naira(5100));
  await page.getByRole('button', { name: 'Proceed' }).click();
  await typeCode(page, 'Transaction PIN', PIN);
  await page.getByRole('button', { name: 'Pay' }).click();
  await expect(page.getByTestId('bill-token')).toHaveText(/^\d{4}-\d{4}-\d{4}-\d{4}-\d{4}$/, {
    timeout: 15_000,
  });
  await expect(page.getByTestId('bill-units')).toHaveText('23.86 kWh');
  const token = await page.getByTestId('bill-token').textContent();

  await page.getByRole('link', { name: 'View receipt' }).click();
  await expect(page.getByTestId('bill-token').last()).toHaveText(token ?? '');
  await page.getByRole('link', { name: 'Buy again' }).click();
  await expect(page).toHaveURL(/\/bills\/electricity\?/);
  await expect(page.getByLabel('Meter number')).toHaveValue('45012345678');
  await expect(page.getByLabel('Amount')).toHaveValue('5000');
});

test('a bill paid by the server while the tab was closed is told at the next start as a bill payment', async ({
  page,
  context,
  request,
}) => {
  const customer = await createCustomer(request);
  await deposit(request, customer.accountNumber, 5000);
  await logIn(page, customer.phone);

  // The payment reaches the server and is paid; the tab is closed before its answer arrives.
  let paid = false;
  await page.route('**/api/bills/pay', async (route) => {
    await route.fetch();
    paid = true;
  });
  await page.goto('/bills/airtime');
  await airtimeToReview(page, '1000');
  await page.getByRole('button', { name: 'Proceed' }).click();
  await typeCode(page, 'Transaction PIN', PIN);
  await page.getByRole('button', { name: 'Pay' }).click();
  await expect.poll(() => paid).toBe(true);
  await page.close();

  // The customer opens Owo again (a new tab: they log in again) and is told what became of the payment.
  const again = await context.newPage();
  await logIn(again, customer.phone);
  await expect(toast(again, 'Your last bill payment went through')).toBeVisible({ timeout: 45_000 });
  await expect(again.getByTestId('balance')).toHaveText(naira(4000));
  await screen(again, 'bill-lost-answer-tab-closed-1280');
  await again.setViewportSize({ width: 390, height: 844 });
  await screen(again, 'bill-lost-answer-tab-closed-390');
});
