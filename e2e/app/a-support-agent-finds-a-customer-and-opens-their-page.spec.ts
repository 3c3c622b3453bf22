import { expect, test } from '@playwright/test';
import {
  bvnRecord,
  createCustomer,
  createStaffMember,
  deposit,
  newBvn,
  PIN,
  staffCode,
  staffSignIn,
} from './support';

// The operations console's customer desk: a support agent finds a customer by the phone number they give
// (typed the way they say it), says why before the page opens (the reason is in the audit log with every
// opening), sees the customer's money, transactions and masked contact details, and leaves a note; a
// compliance officer approves an identity the automatic check could not verify.
test.describe.configure({ timeout: 120_000 });

const headers = { 'X-Device-Id': 'e2e-browser-device-0001' };

for (const viewport of [
  { width: 390, height: 844 },
  { width: 1280, height: 800 },
]) {
  test(`a support agent finds a customer by phone and opens their page with a reason (${viewport.width}px)`, async ({
    page,
    request,
  }) => {
    await page.setViewportSize(viewport);
    const shot = (name: string) =>
      page.screenshot({ path: `test-results/screens/ops-${name}-${viewport.width}.png`, fullPage: true });
    const customer = await createCustomer(request, { verified: true });
    const friend = await createCustomer(request);
    await deposit(request, customer.accountNumber, 25_000);
    const sent = await request.post('/api/transfer/remittance/send', {
      headers: { ...headers, Authorization: `Bearer ${customer.token}` },
      data: {
        amount: 4_500,
        name: 'Friend',
        note: 'Rent share',
        currency: 'NGN',
        account_number: friend.accountNumber,
        bank_name: 'Owo MFB',
        bank_code: '090999',
        pin: PIN,
      },
    });
    expect(sent.ok()).toBe(true);
    const name = `${customer.person!.firstname} ${customer.person!.lastname}`;

    const support = await createStaffMember(request, 'support');
    await staffSignIn(page, support);
    await expect(page.getByText('Money moved today')).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Payouts waiting on a rail' })).toBeVisible();
    await shot('home');
    await page.getByRole('navigation', { name: 'Console' }).getByRole('link', { name: 'Customers' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Customers' })).toBeVisible();
    // The number as the customer reads it out: +234, spaces, no leading 0.
    const local = customer.phone.slice(1);
    const spoken = `+234 ${local.slice(0, 3)} ${local.slice(3, 6)} ${local.slice(6)}`;
    const box = page.getByLabel('Phone, e-mail, account number, reference or name');
    await box.fill(spoken);
    await box.press('Enter');
    await expect(page.getByText('1 customer, by phone number')).toBeVisible();
    const row = page.getByRole('link', { name });
    await expect(row).toBeVisible();
    // Support sees the number masked, the last four digits kept.
    await expect(page.getByText(`+234 ${local.slice(0, 3)} *** ${local.slice(-4)}`)).toBeVisible();
    await shot('customers');

    // Keyboard: ↓ from the box to the result, Enter opens it.
    await box.focus();
    await page.keyboard.press('ArrowDown');
    await expect(row).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(
      page.getByRole('heading', { name: "Why are you opening this customer's page?" }),
    ).toBeVisible();
    await shot('customer-reason');
    await page.getByRole('button', { name: 'Customer called about a transaction' }).click();
    await page.getByRole('button', { name: 'Open the page' }).click();

    await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
    await expect(page.getByText('opened because “Customer called about a transaction”')).toBeVisible();
    await expect(page.getByText('₦20,500.00').first()).toBeVisible();
    await expect(
      page.getByText('Phone, e-mail, birth date and address are masked for your role.'),
    ).toBeVisible();
    const transfer = page.getByText('−₦4,500.00');
    await transfer.click();
    await expect(page.getByText('Money left your account')).toBeVisible();
    await page.getByLabel('New note').fill('Customer asked about the rent transfer; it was paid.');
    await page.getByRole('button', { name: 'Add note' }).click();
    await expect(page.getByText('Customer asked about the rent transfer; it was paid.')).toBeVisible();
    await shot('customer');

    // The opening is on the record, with its reason (an admin reads it through the API).
    const uuid = page.url().split('/').pop()!;
    const admin = await createStaffMember(request, 'admin');
    const login = await request.post('/api/ops/auth/login', {
      data: { email: admin.email, password: admin.password, totp: staffCode(admin) },
    });
    const adminToken = (await login.json()).data.token as string;
    const log = await request.get(`/api/ops/audit?subject_id=${uuid}`, {
      headers: { Authorization: `Bearer ${adminToken}` },
    });
    const actions = (
      (await log.json()).data.entries as Array<{ action: string; detail: { reason?: string } }>
    ).map((e) => `${e.action}:${e.detail.reason ?? ''}`);
    expect(actions).toEqual(
      expect.arrayContaining([
        'customer.access:Customer called about a transaction',
        'customer.view:Customer called about a transaction',
        'customer.note:',
      ]),
    );
  });

  test(`a compliance officer approves an identity the check could not verify (${viewport.width}px)`, async ({
    page,
    request,
  }) => {
    await page.setViewportSize(viewport);
    const customer = await createCustomer(request);
    const bvn = newBvn();
    const person = await bvnRecord(request, bvn);
    const typed = await request.post('/api/kyc/complete', {
      headers: { ...headers, Authorization: `Bearer ${customer.token}` },
      data: {
        firstname: 'Tobiloba',
        lastname: person.lastname,
        dob: person.dob,
        bvn,
        country: 'Nigeria',
        state: 'Lagos',
        address: '1 Marina',
        city: 'Lagos',
        postal_code: '100001',
        document_number: 'A12345678',
        document_type_id: 1,
      },
    });
    expect(typed.status()).toBe(422);

    const compliance = await createStaffMember(request, 'compliance');
    await staffSignIn(page, compliance);
    await page
      .getByRole('navigation', { name: 'Console' })
      .getByRole('link', { name: 'Identity reviews' })
      .click();
    await expect(page.getByRole('heading', { level: 1, name: 'Identity reviews' })).toBeVisible();
    // The newest case is on the last page (oldest first); compliance sees the phone in full.
    const phone = `+234${customer.phone.slice(1)}`;
    await expect(page.getByText(/\d+ waiting, oldest first/)).toBeVisible();
    const next = page.getByRole('button', { name: 'Next' });
    for (let n = 2; (await page.getByRole('article').filter({ hasText: phone }).count()) === 0; n++) {
      await next.click();
      await expect(page.getByText(`Page ${n} of`)).toBeVisible();
    }
    const card = page.getByRole('article').filter({ hasText: phone });
    await card.scrollIntoViewIfNeeded();
    await expect(card.getByRole('row', { name: /First name \(differs\) Tobiloba/ })).toBeVisible();
    await expect(card.getByRole('cell', { name: person.firstname, exact: true })).toBeVisible();
    await card.screenshot({ path: `test-results/screens/ops-kyc-case-${viewport.width}.png` });
    await page.screenshot({ path: `test-results/screens/ops-kyc-${viewport.width}.png`, fullPage: true });
    await card
      .getByLabel('Reason for your decision')
      .fill('Tobiloba is the name on the passport; same person');
    await card.getByRole('button', { name: 'Approve identity' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'approved, now on tier 3' })).toBeVisible();
    const profile = await request.get('/api/profile', {
      headers: { ...headers, Authorization: `Bearer ${customer.token}` },
    });
    expect((await profile.json()).data.user.kyc_status).toBe('verified');
  });
}

test('a finance agent goes from a debit on the customer page to its refund proposal', async ({
  page,
  request,
}) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  const customer = await createCustomer(request, { verified: true });
  const friend = await createCustomer(request);
  await deposit(request, customer.accountNumber, 5_000);
  const sent = await request.post('/api/transfer/remittance/send', {
    headers: { ...headers, Authorization: `Bearer ${customer.token}` },
    data: {
      amount: 2_000,
      name: 'Friend',
      note: 'Sent to the wrong person',
      currency: 'NGN',
      account_number: friend.accountNumber,
      bank_name: 'Owo MFB',
      bank_code: '090999',
      pin: PIN,
    },
  });
  const reference = (await sent.json()).data.transaction.reference as string;

  const finance = await createStaffMember(request, 'finance');
  await staffSignIn(page, finance);
  await page.getByRole('navigation', { name: 'Console' }).getByRole('link', { name: 'Customers' }).click();
  const box = page.getByLabel('Phone, e-mail, account number, reference or name');
  await box.fill(customer.accountNumber);
  await box.press('Enter');
  await expect(page.getByText('1 customer, by account number')).toBeVisible();
  await page.locator('a[data-row]').first().click();
  await page.getByLabel('Reason').fill('Customer says the transfer went to the wrong person');
  await page.getByRole('button', { name: 'Open the page' }).click();
  await page.getByText('−₦2,000.00').click();
  await page.getByRole('link', { name: 'Propose refund' }).click();
  await expect(page).toHaveURL(new RegExp(`/ops/refunds\\?transaction=${reference}$`));
  await expect(page.getByRole('heading', { name: 'The transaction' })).toBeVisible();
});
