import { mkdirSync } from 'node:fs';
import { type APIRequestContext, expect as baseExpect, type Page, test } from '@playwright/test';
import {
  consoleFor,
  createCustomer,
  createStaffMember,
  deposit,
  logIn,
  naira,
  nubanFor,
  PIN,
  phoneViewport,
  toast,
} from './support';

// Issue 25 item 6, in the browser: a finance agent finds a customer's transfer by reference (the customer
// page's link), proposes a refund; the proposer gets no Approve button; a second finance agent approves it;
// the customer, signed in to the app, sees the money arrive (balance, inbox, SMS) and the refund in their history.

test.setTimeout(180_000);
const expect = baseExpect.configure({ timeout: 15_000 });
const SHOTS = 'test-results/screens/opsmoney';
const headers = { 'X-Client-Type': 'web' };

/** A console of its own (the staff token lives in the tab's sessionStorage), signed in with a TOTP code. */
/** A settled bank transfer of ₦1,000 (fee ₦10.75) from a customer who had ₦5,000. */
async function customerWithTransfer(request: APIRequestContext) {
  const customer = await createCustomer(request, { verified: true });
  await deposit(request, customer.accountNumber, 5_000);
  const auth = { ...headers, Authorization: `Bearer ${customer.token}` };
  const sent = await request.post('/api/transfer/remittance/send', {
    headers: auth,
    data: {
      amount: 1000,
      name: 'Tunde Bello',
      note: 'Rent',
      currency: 'NGN',
      account_number: nubanFor('058'),
      bank_name: 'Guaranty Trust Bank',
      bank_code: '058',
      pin: PIN,
      save_beneficiary: false,
    },
  });
  expect(sent.ok(), await sent.text()).toBe(true);
  const { reference, uuid } = (await sent.json()).data.transaction;
  await expect
    .poll(
      async () =>
        (await (await request.get(`/api/transactions/${uuid}`, { headers: auth })).json()).data.transaction
          .status,
    )
    .toBe('successful');
  // The customer reported it: the refund will answer that complaint.
  const complaint = await request.post('/api/complaints', {
    headers: auth,
    data: { transaction_id: uuid, category: 'debited_not_received', message: 'Tunde never got the money' },
  });
  expect(complaint.ok(), await complaint.text()).toBe(true);
  const { id: complaintId, tracking_number: tracking } = (await complaint.json()).data as {
    id: string;
    tracking_number: string;
  };
  return { customer, reference: reference as string, tracking, complaintId };
}

async function shoot(page: Page, name: string) {
  for (const width of [390, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    await page.screenshot({ path: `${SHOTS}/${name}-${width}.png`, fullPage: true });
  }
}

test('a finance agent proposes a refund and a second approves it; the customer sees the money back', async ({
  browser,
  page,
  request,
}) => {
  mkdirSync(SHOTS, { recursive: true });
  const { customer, reference, tracking, complaintId } = await customerWithTransfer(request);
  const [maker, checker] = [
    await createStaffMember(request, 'finance'),
    await createStaffMember(request, 'finance'),
  ];

  // The customer is signed in on their phone, the dashboard open.
  await page.setViewportSize(phoneViewport);
  const streamOpen = page.waitForResponse((r) => r.url().includes('/api/events?') && r.status() === 200);
  await logIn(page, customer.phone);
  await streamOpen;
  await expect(page.getByTestId('balance')).toHaveText(naira(3_989.25));

  // The maker opens the customer's complaint: its link prefills the reference and the complaint; amount,
  // fee and what is left show.
  const makerPage = await consoleFor(browser, maker);
  await makerPage.getByRole('link', { name: 'Refunds' }).first().click();
  await expect(makerPage.getByRole('heading', { name: 'Refunds' })).toBeVisible();
  await shoot(makerPage, 'refunds-empty');
  await makerPage.goto(`/ops/complaints/${complaintId}`);
  await makerPage.getByRole('link', { name: 'Propose a refund' }).click();
  await expect(makerPage.getByRole('heading', { name: 'Refunds' })).toBeVisible();
  await expect(makerPage.getByLabel('Transaction reference')).toHaveValue(reference);
  const tx = makerPage.getByRole('region', { name: 'The transaction' });
  await expect(tx).toContainText(naira(1_000));
  await expect(tx).toContainText(naira(10.75));
  await expect(tx).toContainText(`Can still be refunded: ${naira(1_010.75)}`);
  await expect(makerPage.getByLabel('Amount to refund (₦)')).toHaveValue('1010.75');
  await makerPage.getByLabel('Reason').fill('Customer was charged but the bank returned the transfer late');
  await expect(makerPage.getByLabel('Complaint (optional)')).toHaveValue(tracking);
  await shoot(makerPage, 'refunds-found');
  await makerPage.getByRole('button', { name: 'Propose refund' }).click();
  await expect(makerPage.getByRole('status').filter({ hasText: 'Refund proposed' })).toBeVisible();
  // Nothing moved yet.
  await expect(page.getByTestId('balance')).toHaveText(naira(3_989.25));

  // The maker sees their own proposal in the queue, with no Approve button.
  await makerPage.getByRole('status').getByRole('link', { name: 'Open the approvals queue' }).click();
  const own = makerPage.getByRole('article').filter({ hasText: reference });
  await expect(own).toContainText('(you)');
  await expect(own.getByRole('button', { name: 'Approve' })).toHaveCount(0);
  await expect(own.getByRole('button', { name: 'Withdraw' })).toBeVisible();
  await shoot(makerPage, 'approvals-maker');

  // The checker approves (after confirming what moves to whom).
  const checkerPage = await consoleFor(browser, checker);
  await checkerPage.getByRole('link', { name: 'Approvals' }).first().click();
  const card = checkerPage.getByRole('article').filter({ hasText: reference });
  await expect(card).toContainText('Customer was charged but the bank returned the transfer late');
  await expect(card).toContainText(maker.email);
  await shoot(checkerPage, 'approvals-checker');
  await card.getByRole('button', { name: 'Approve' }).click();
  await expect(card).toContainText(`Pay ${naira(1_010.75)} to`);
  await card.getByRole('button', { name: 'Confirm approval' }).click();
  await expect(toast(checkerPage, 'Approved: the money has moved.')).toBeVisible();
  await expect(checkerPage.getByRole('article').filter({ hasText: reference })).toHaveCount(0);
  await checkerPage.getByRole('button', { name: 'Approved' }).click();
  await expect(checkerPage.getByRole('article').filter({ hasText: reference })).toContainText(
    `Approved by ${checker.email}`,
  );
  await shoot(checkerPage, 'approvals-approved');

  // The customer: the balance is whole again with no reload (the event stream), the alert is in the inbox,
  // the refund in the history.
  await expect(page.getByTestId('balance')).toHaveText(naira(5_000));
  await page.getByRole('link', { name: /^Notifications/ }).click();
  await expect(page.getByRole('listitem').first()).toContainText(
    `Credit ${naira(1_010.75)} from Owo (Refund of ${reference})`,
  );
  await page.screenshot({ path: `${SHOTS}/customer-inbox-390.png`, fullPage: true });
  await expect
    .poll(async () => {
      const sms = await request.get(`/api/sandbox/messages?phone=${encodeURIComponent(customer.phone)}`);
      const texts = ((await sms.json()).data as Array<{ body: string }>).map((m) => m.body);
      return texts.find((b) => b.includes(`Refund of ${reference}`)) ?? '';
    })
    .toContain(`Credit ${naira(1_010.75)} from Owo (Refund of ${reference})`);
  await page.goto('/transactions');
  const row = page.getByRole('listitem').filter({ hasText: 'Refund' }).first();
  await expect(row).toContainText(naira(1_010.75));
  await page.screenshot({ path: `${SHOTS}/customer-history-390.png`, fullPage: true });

  // The adjustments page, for the screenshots (its flow is the API tests').
  await checkerPage.getByRole('link', { name: 'Adjustments' }).first().click();
  await expect(checkerPage.getByRole('heading', { name: 'Adjustments' })).toBeVisible();
  await shoot(checkerPage, 'adjustments');
});
