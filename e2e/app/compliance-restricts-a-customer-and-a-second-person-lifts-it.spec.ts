import { expect, type Page, test } from '@playwright/test';
import { createCustomer, createStaffMember, deposit, PIN, type StaffMember, staffSignIn } from './support';

// Restrictions from the console: a compliance officer puts a customer on post-no-debit from their page (the
// customer's send is refused with the restriction's message at once); lifting it takes two people: the
// officer asks, a second compliance member approves, and the customer can send again.
test.describe.configure({ timeout: 120_000 });

const headers = { 'X-Device-Id': 'e2e-browser-device-0001' };

async function openCustomer(page: Page, phone: string) {
  await page.getByRole('navigation', { name: 'Console' }).getByRole('link', { name: 'Customers' }).click();
  const box = page.getByLabel('Phone, e-mail, account number, reference or name');
  await box.fill(phone);
  await box.press('Enter');
  await expect(page.getByText('1 customer, by phone number')).toBeVisible();
  await page.locator('a[data-row]').first().click();
  await page.getByRole('button', { name: 'Monitoring alert on this account' }).click();
  await page.getByRole('button', { name: 'Open the page' }).click();
  await expect(page.getByRole('heading', { name: 'Restrictions' })).toBeVisible();
}

for (const viewport of [
  { width: 390, height: 844 },
  { width: 1280, height: 800 },
]) {
  test(`compliance restricts a customer and a second person lifts it (${viewport.width}px)`, async ({
    page,
    request,
  }) => {
    await page.setViewportSize(viewport);
    const customer = await createCustomer(request, { verified: true });
    const friend = await createCustomer(request);
    await deposit(request, customer.accountNumber, 10_000);
    const send = () =>
      request.post('/api/transfer/remittance/send', {
        headers: { ...headers, Authorization: `Bearer ${customer.token}` },
        data: {
          amount: 1_000,
          name: 'Friend',
          note: 'test',
          currency: 'NGN',
          account_number: friend.accountNumber,
          bank_name: 'Owo MFB',
          bank_code: '090999',
          pin: PIN,
        },
      });

    const officer: StaffMember = await createStaffMember(request, 'compliance');
    await staffSignIn(page, officer);
    await openCustomer(page, customer.phone);
    await page.getByLabel('Post-no-debit: money in, nothing out').check();
    await page.getByLabel('Reason', { exact: true }).fill('Reported by the receiving bank as a fraud mule');
    await page.getByRole('button', { name: 'Place restriction' }).click();
    await expect(page.getByText('In force: Post-no-debit: money in, nothing out')).toBeVisible();
    const refused = await send();
    expect(refused.status()).toBe(422);
    expect((await refused.json()).message).toBe(
      'Your account is restricted: you can receive money but not send it. Contact support from Help.',
    );

    await page.getByLabel('Why should it be lifted?').fill('The bank withdrew its report');
    await page.getByRole('button', { name: 'Ask to lift' }).click();
    await expect(
      page.getByText('You asked for this lift: another compliance member must approve it.'),
    ).toBeVisible();
    await page.getByRole('heading', { name: 'Restrictions' }).scrollIntoViewIfNeeded();
    await page.screenshot({
      path: `test-results/screens/ops-restrictions-${viewport.width}.png`,
      fullPage: true,
    });
    expect((await send()).status()).toBe(422);

    const second = await createStaffMember(request, 'compliance');
    await page.getByRole('button', { name: 'Sign out' }).click();
    await staffSignIn(page, second);
    await openCustomer(page, customer.phone);
    await page.getByLabel('Your reason for approving the lift').fill('Confirmed with the bank by phone');
    await page.getByRole('button', { name: 'Approve the lift' }).click();
    await expect(page.getByText('None in force.')).toBeVisible();
    await expect(page.getByText(`Lifted by ${second.email}`)).toBeVisible();
    expect((await send()).status()).toBe(200);
  });
}
