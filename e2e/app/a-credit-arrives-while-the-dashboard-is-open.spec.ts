import { expect as baseExpect, type Page, test } from '@playwright/test';
import { createCustomer, logIn, phoneViewport, toast } from './support';

// Alerts the moment money moves: the dashboard keeps one event stream open; a credit made elsewhere (an
// inbound transfer, through the API) updates the balance, shows a toast and counts on the bell, with no reload.

test.use({ viewport: phoneViewport });
// The stream delivers within a second (the API test measures it); these waits allow for a machine under load.
test.describe.configure({ mode: 'serial' });
// Two sign-ins and three credits through a real server: more than the default 30 s on a busy machine.
test.setTimeout(120_000);

const SHOTS = process.env.ALERTS_SHOTS_DIR;
// Screens on a busy shared machine can take longer than the default 5 s to settle.
const expect = baseExpect.configure({ timeout: 15_000 });

async function depositFrom(page: Page, accountNumber: string, amount: number, senderName: string) {
  const reply = await page.request.post('/api/sandbox/deposits', {
    headers: { 'X-Client-Type': 'web' },
    data: { account_number: accountNumber, amount, sender_name: senderName },
  });
  expect(reply.ok(), await reply.text()).toBe(true);
}

test('a credit arrives while the dashboard is open: balance, toast and bell update with no reload', async ({
  page,
  request,
}) => {
  const customer = await createCustomer(request);
  // The app opens its stream right after sign-in (a ticket, then EventSource): wait for it before money moves.
  const streamOpen = page.waitForResponse((r) => r.url().includes('/api/events?') && r.status() === 200);
  await logIn(page, customer.phone);
  const balance = page.getByTestId('balance');
  await expect(balance).toHaveText('₦0.00');
  const bell = page.getByRole('link', { name: /^Notifications/ });
  await expect(bell).toHaveAccessibleName('Notifications');
  // Marks this very page: a reload would lose it.
  await page.evaluate(() => {
    (window as unknown as { __sameDocument: boolean }).__sameDocument = true;
  });
  await streamOpen;

  await depositFrom(page, customer.accountNumber, 5_000, 'Ada Obi');
  await expect(toast(page, 'Credit ₦5,000.00 from Ada Obi')).toBeVisible({ timeout: 15_000 });
  await expect(balance).toHaveText('₦5,000.00');
  await expect(bell).toHaveAccessibleName('Notifications, 1 unread');
  await expect(page.getByTestId('unread-count')).toHaveText('1', { timeout: 15_000 });

  await depositFrom(page, customer.accountNumber, 250.5, 'Chidi Eze');
  await expect(toast(page, 'Credit ₦250.50 from Chidi Eze')).toBeVisible({ timeout: 15_000 });
  await expect(balance).toHaveText('₦5,250.50');
  await expect(page.getByTestId('unread-count')).toHaveText('2');
  expect(await page.evaluate(() => (window as unknown as { __sameDocument?: boolean }).__sameDocument)).toBe(
    true,
  );
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/bell-390.png` });

  // The inbox: newest first, unread until opened or marked.
  await bell.click();
  await expect(page).toHaveURL(/\/notifications$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Notifications' })).toBeVisible();
  const items = page.getByRole('listitem');
  await expect(items.first()).toContainText('Credit ₦250.50 from Chidi Eze');
  await expect(items.nth(1)).toContainText('Credit ₦5,000.00 from Ada Obi');
  await expect(items.nth(1)).toContainText(/Received · Ref \S+ · Bal ₦5,000\.00/);
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/inbox-390.png`, fullPage: true });
  await page.getByRole('button', { name: 'Mark all as read (2)' }).click();
  await expect(page.getByTestId('unread-count')).toHaveCount(0);
  await expect(bell).toHaveAccessibleName('Notifications');

  // Profile → Alerts: money alerts by SMS and/or e-mail; security alerts always by SMS.
  await page.goto('/profile#alerts');
  const alerts = page.locator('#alerts');
  await expect(alerts.getByRole('heading', { name: 'Alerts' })).toBeVisible();
  await expect(alerts.getByLabel('SMS alerts')).toBeChecked();
  await expect(alerts.getByLabel('E-mail alerts')).toBeChecked();
  await expect(alerts).toContainText("always come by SMS and can't be turned off");
  await alerts.getByLabel('SMS alerts').uncheck();
  await alerts.getByRole('button', { name: 'Save alert preferences' }).click();
  await expect(toast(page, 'Alert preferences saved')).toBeVisible();
  if (SHOTS) {
    await alerts.scrollIntoViewIfNeeded();
    await alerts.screenshot({ path: `${SHOTS}/alerts-390.png` });
  }
  await page.reload();
  await expect(page.locator('#alerts').getByLabel('SMS alerts')).not.toBeChecked();
  await expect(page.locator('#alerts').getByLabel('E-mail alerts')).toBeChecked();
});

test('at 1280 px the bell sits in the top bar and the inbox and alert preferences read well', async ({
  page,
  request,
}) => {
  test.skip(!SHOTS, 'screenshots only when ALERTS_SHOTS_DIR is set');
  await page.setViewportSize({ width: 1280, height: 800 });
  const customer = await createCustomer(request);
  const streamOpen = page.waitForResponse((r) => r.url().includes('/api/events?') && r.status() === 200);
  await logIn(page, customer.phone);
  await streamOpen;
  await depositFrom(page, customer.accountNumber, 12_000, 'Ada Obi');
  await expect(page.getByTestId('unread-count')).toHaveText('1', { timeout: 15_000 });
  await page.screenshot({ path: `${SHOTS}/bell-1280.png` });
  await page.getByRole('link', { name: /^Notifications/ }).click();
  await expect(page.getByRole('listitem').first()).toContainText('Credit ₦12,000.00 from Ada Obi');
  await page.screenshot({ path: `${SHOTS}/inbox-1280.png`, fullPage: true });
  await page.goto('/profile#alerts');
  await page.locator('#alerts').scrollIntoViewIfNeeded();
  await page.screenshot({ path: `${SHOTS}/profile-1280.png`, fullPage: true });
});
