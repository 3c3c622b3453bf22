import { expect, type Page } from '@playwright/test';
import { PIN, toast, typeCode } from './support';

// The steps every send ends with, as a customer does them.

export async function confirmWithPin(page: Page, pin = PIN) {
  await expect(page.getByRole('heading', { level: 1, name: 'Enter your PIN' })).toBeVisible();
  await typeCode(page, 'Transaction PIN', pin);
  await page.getByRole('button', { name: 'Send' }).click();
}

export async function expectSentAndBalance(page: Page, balance: string) {
  await expect(toast(page, 'Successful')).toBeVisible();
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByTestId('balance')).toHaveText(balance);
  await closeReceiptSheet(page);
}

/** After a send the new transaction's receipt opens over the dashboard; the customer closes it to carry on. */
export async function closeReceiptSheet(page: Page) {
  const sheet = page.getByRole('dialog');
  await expect(sheet.getByRole('button', { name: 'Done' })).toBeVisible();
  await sheet.getByRole('button', { name: 'Done' }).click();
  await expect(sheet).toBeHidden();
}

export async function chooseOption(page: Page, label: string, option: string) {
  await page.getByRole('combobox', { name: label }).click();
  await page.getByRole('combobox', { name: label }).fill(option);
  await page.getByRole('option', { name: option, exact: true }).click();
}

/** On the airtime screen: MTN for the customer's own number, the amount, verified, on to the review. */
export async function airtimeToReview(page: Page, amount: string) {
  await chooseOption(page, 'Network', 'MTN');
  await page.getByLabel('Amount').fill(amount);
  await page.getByRole('button', { name: 'Verify' }).click();
  await expect(page.getByTestId('bill-customer')).toBeVisible();
  await page.getByRole('button', { name: 'Proceed' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Review payment' })).toBeVisible();
}

/** Proceed from the amount step, once the fee call has answered and the review shows. */
export async function proceedToReview(page: Page) {
  await page.getByRole('button', { name: 'Proceed' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Review transfer' })).toBeVisible();
}

/** From the dashboard: the Send quick action, then one of the three send routes. */
export async function openSend(page: Page, route: string | RegExp) {
  await page.getByRole('main').getByRole('link', { name: 'Send', exact: true }).click();
  await page.getByRole('link', { name: route }).click();
}
