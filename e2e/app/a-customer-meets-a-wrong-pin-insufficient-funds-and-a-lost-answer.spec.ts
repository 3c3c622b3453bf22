import { expect, type Page, test } from '@playwright/test';
import { confirmWithPin, expectSentAndBalance, openSend, proceedToReview } from './send-steps';
import { createCustomer, deposit, logIn, phoneViewport, screen, toast } from './support';

test.use({ viewport: phoneViewport });
test.describe.configure({ timeout: 90_000 });

async function startEnaira(page: Page, amount: string) {
  await openSend(page, /Send eNaira/);
  await page.getByLabel('Alias').fill('chidi.okafor');
  await page.getByRole('button', { name: 'Verify' }).click();
  await page.getByRole('button', { name: 'Proceed' }).click();
  await page.getByLabel('Amount').fill(amount);
  await page.getByLabel('Description').fill('Groceries');
  await proceedToReview(page);
  await page.getByRole('button', { name: 'Proceed' }).click();
}

test('a wrong PIN and insufficient funds are refused with the server message, then a send goes through', async ({
  page,
  request,
}) => {
  const customer = await createCustomer(request);
  await deposit(request, customer.accountNumber, 1_000);
  await logIn(page, customer.phone);
  await expect(page.getByTestId('balance')).toHaveText('₦1,000.00');

  // Amount + fee over the balance is refused on the amount step, before the review and the PIN.
  await openSend(page, /Send eNaira/);
  await page.getByLabel('Alias').fill('chidi.okafor');
  await page.getByRole('button', { name: 'Verify' }).click();
  await page.getByRole('button', { name: 'Proceed' }).click();
  await expect(page.getByTestId('available-balance')).toHaveText('Available balance: ₦1,000.00');
  await page.getByLabel('Amount').fill('5000');
  await page.getByLabel('Description').fill('Groceries');
  await page.getByRole('button', { name: 'Proceed' }).click();
  await expect(page.getByText(/^Insufficient funds\. Amount plus fee is ₦5,000\.00/)).toBeVisible();
  await expect(page.getByRole('heading', { level: 1, name: 'How much?' })).toBeVisible();

  // Lower it, and try a wrong PIN: the error sits beside the PIN field and says the tries left.
  await page.getByLabel('Amount').fill('400');
  await proceedToReview(page);
  await page.getByRole('button', { name: 'Proceed' }).click();
  await confirmWithPin(page, '9999');
  await expect(page.getByTestId('pin-error')).toHaveText(
    'Incorrect transaction PIN. 4 tries left before transfers lock for 30 minutes.',
  );
  await expect(toast(page, /^Incorrect transaction PIN\./)).toBeVisible();
  await screen(page, 'send-wrong-pin');

  await confirmWithPin(page);
  await expectSentAndBalance(page, '₦600.00');
});

test('a send paid by the server whose answer is lost offline is shown as sent once back online, never sent twice', async ({
  page,
  context,
  request,
}) => {
  const customer = await createCustomer(request);
  await deposit(request, customer.accountNumber, 10_000);
  await logIn(page, customer.phone);

  const keys: string[] = [];
  page.on('request', (r) => {
    if (r.url().endsWith('/api/transfer/enaira/send')) keys.push(r.headers()['idempotency-key'] ?? '');
  });
  // The send reaches the server and is paid; then the phone loses its connection before the answer arrives.
  await page.route('**/api/transfer/enaira/send', async (route) => {
    await route.fetch();
    await context.setOffline(true);
    await route.abort('internetdisconnected');
  });

  await startEnaira(page, '2500');
  await confirmWithPin(page);
  await expect(toast(page, 'check your internet connection')).toBeVisible();
  // The app does not guess: it says it will ask the server once the phone is back online.
  await expect(page.getByTestId('pin-error')).toHaveText(
    "You are offline. We'll check whether your transfer went through as soon as you are back online.",
  );
  await screen(page, 'send-lost-answer-offline');

  await context.setOffline(false);
  // Back online, the server says the send was paid: the same ending as an answer that arrived.
  await expectSentAndBalance(page, '₦7,500.00');
  expect(keys).toHaveLength(1);
  await page.getByRole('link', { name: 'See all' }).click();
  await expect(page.getByRole('list', { name: 'Transactions' }).getByRole('listitem')).toHaveCount(2);
});

test('a send that never reached the server says nothing was taken, and the retry with the same key pays once', async ({
  page,
  request,
}) => {
  const customer = await createCustomer(request);
  await deposit(request, customer.accountNumber, 10_000);
  await logIn(page, customer.phone);

  const keys: string[] = [];
  page.on('request', (r) => {
    if (r.url().endsWith('/api/transfer/enaira/send')) keys.push(r.headers()['idempotency-key'] ?? '');
  });
  await page.route('**/api/transfer/enaira/send', (route) => route.abort('connectionreset'));

  await startEnaira(page, '2500');
  await confirmWithPin(page);
  await expect(toast(page, 'check your internet connection')).toBeVisible();
  await expect(page.getByTestId('pin-error')).toHaveText(
    'We did not receive this transfer. Nothing was taken from your account. Enter your PIN to send it again.',
  );
  await screen(page, 'send-lost-answer-not-received');
  await page.unroute('**/api/transfer/enaira/send');

  await confirmWithPin(page);
  await expectSentAndBalance(page, '₦7,500.00');
  expect(keys).toHaveLength(2);
  expect(keys[0]).toMatch(/^[0-9a-f-]{36}$/);
  expect(keys[1]).toBe(keys[0]);

  await page.getByRole('link', { name: 'See all' }).click();
  await expect(page.getByRole('list', { name: 'Transactions' }).getByRole('listitem')).toHaveCount(2);
});

test('a send paid by the server while the tab was closed is told at the next start, never forgotten', async ({
  page,
  context,
  request,
}) => {
  const customer = await createCustomer(request);
  await deposit(request, customer.accountNumber, 10_000);
  await logIn(page, customer.phone);

  // The send reaches the server and is paid; the tab is closed before its answer arrives.
  let paid = false;
  await page.route('**/api/transfer/enaira/send', async (route) => {
    await route.fetch();
    paid = true;
  });
  await startEnaira(page, '2500');
  await confirmWithPin(page);
  await expect.poll(() => paid).toBe(true);
  await page.close();

  // The customer opens Owo again (a new tab: they log in again) and is told what became of the send.
  const again = await context.newPage();
  await logIn(again, customer.phone);
  await expect(toast(again, 'Your last transfer went through')).toBeVisible({ timeout: 45_000 });
  await expect(again.getByTestId('balance')).toHaveText('₦7,500.00');
  await screen(again, 'send-lost-answer-tab-closed');
  // Told once: the next start asks nothing.
  await again.reload();
  await expect(again.getByTestId('balance')).toHaveText('₦7,500.00');
  await again.waitForTimeout(1_000);
  await expect(toast(again, 'Your last transfer went through')).toHaveCount(0);
});
