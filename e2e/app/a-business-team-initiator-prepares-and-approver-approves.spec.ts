import AxeBuilder from '@axe-core/playwright';
import { type Browser, expect as baseExpect, type Page, test } from '@playwright/test';
import { createCustomer, deposit, logIn, PIN, toast } from './support';

// The machine running the stories may be busy (several servers and builds): every expectation waits longer.
const expect = baseExpect.configure({ timeout: 45_000 });

// A business owner invites an initiator and an approver by phone. The initiator, signed in with their own
// phone and password, chooses the business and prepares a payment: nothing moves. The approver, on a phone,
// chooses the business and approves it with their own PIN: the business pays, once.

async function personPage(browser: Browser, width: number) {
  const context = await browser.newContext({ viewport: { width, height: width < 500 ? 844 : 900 } });
  return { context, page: await context.newPage() };
}

/** A full-page picture kept with the run's results (looked at for the 390 and 1280 px layouts). */
const shot = (page: Page, name: string) =>
  page.screenshot({ path: `${test.info().project.outputDir}/screens/${name}.png`, fullPage: true });

/** WCAG 2.1 AA: no serious or critical axe finding, and nothing wider than the phone. */
async function checkA11y(page: Page) {
  const results = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
    .analyze();
  const serious = results.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
  expect(serious).toEqual([]);
  const width = page.viewportSize()?.width ?? 0;
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
}

async function openTeam(page: Page) {
  await page.goto('/more');
  // The page's own list (the sidebar, outside <main>, has a Team link too once the business is known).
  await page.getByRole('main').getByRole('link', { name: 'Team' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Team' })).toBeVisible();
}

async function actForTheBusiness(page: Page, role: string) {
  const select = page.getByLabel('Acting for');
  await expect(select.locator('option')).toHaveCount(2);
  await select.selectOption({ index: 1 });
  await expect(page.getByTestId('acting-as')).toContainText(`as ${role}`);
  await expect(page.getByRole('status').filter({ hasText: 'Acting for' })).toBeVisible();
}

test('an initiator prepares a payment that an approver approves with their own PIN', async ({
  page,
  request,
  browser,
}) => {
  test.setTimeout(420_000);
  const business = await createCustomer(request, { type: 'business' });
  await deposit(request, business.accountNumber, 50_000);
  const initiator = await createCustomer(request);
  const approver = await createCustomer(request);
  const payee = await createCustomer(request);
  const balanceOf = async (token: string) => {
    const r = await request.get('/api/accounts', { headers: { Authorization: `Bearer ${token}` } });
    return ((await r.json()) as { data: { accounts: Array<{ balance: number }> } }).data.accounts[0]!.balance;
  };

  // The owner invites both by phone, with their roles.
  await logIn(page, business.phone);
  await openTeam(page);
  const invite = page.getByRole('form', { name: 'Invite a member' });
  await invite.getByLabel('Phone number').fill(initiator.phone);
  await invite.getByLabel(/^Initiator/).check();
  await invite.getByRole('button', { name: 'Invite' }).click();
  await expect(toast(page, 'Member invited')).toBeVisible();
  await invite.getByLabel('Phone number').fill(approver.phone);
  await invite.getByLabel(/^Approver/).check();
  await invite.getByLabel('Approval limit (NGN)').fill('20000');
  await invite.getByRole('button', { name: 'Invite' }).click();
  await expect(page.getByText('Approver · up to ₦20,000.00')).toBeVisible();
  await shot(page, 'team-members-owner-1280');

  // The initiator signs in with their own phone, chooses the business and prepares a payment.
  const desk = await personPage(browser, 1280);
  await logIn(desk.page, initiator.phone);
  await openTeam(desk.page);
  await actForTheBusiness(desk.page, 'Initiator');
  await desk.page.getByRole('link', { name: 'Approvals' }).click();
  const prepare = desk.page.getByRole('form', { name: 'Prepare a payment' });
  await prepare.getByLabel('Amount (NGN)').fill('7500');
  await prepare.getByLabel('Account number').fill(payee.accountNumber);
  await prepare.getByLabel('Description').fill('Fabric supplier, March');
  await prepare.getByRole('button', { name: 'Send for approval' }).click();
  await expect(toast(desk.page, 'Payment sent for approval')).toBeVisible();
  const waiting = desk.page.getByTestId('approval').filter({ hasText: '₦7,500.00' });
  await expect(waiting).toContainText('Waiting for approval');
  await expect(waiting).toContainText('Another member approves or rejects what you prepare.');
  await shot(desk.page, 'team-approvals-initiator-1280');
  expect(await balanceOf(business.token)).toBe(50_000);

  // The approver, on a phone, chooses the business and approves with their own PIN.
  const phone = await personPage(browser, 390);
  await logIn(phone.page, approver.phone);
  await openTeam(phone.page);
  await actForTheBusiness(phone.page, 'Approver');
  await phone.page.getByRole('link', { name: 'Approvals' }).click();
  const card = phone.page.getByTestId('approval').filter({ hasText: '₦7,500.00' });
  await expect(card).toContainText('Fabric supplier');
  await shot(phone.page, 'team-approvals-approver-390');
  await checkA11y(phone.page);
  await phone.page.setViewportSize({ width: 1280, height: 900 });
  await shot(phone.page, 'team-approvals-approver-1280');
  await phone.page.setViewportSize({ width: 390, height: 844 });
  await card.getByLabel('Your transaction PIN').fill(PIN);
  await card.getByRole('button', { name: 'Approve' }).click();
  await expect(toast(phone.page, 'Payment approved and sent')).toBeVisible();
  await phone.page.getByRole('button', { name: 'Approved' }).click();
  await expect(phone.page.getByTestId('approval').filter({ hasText: '₦7,500.00' })).toContainText(
    'Approved and sent',
  );

  // The business paid once; the payee has it; the approver's own money did not move.
  await expect.poll(() => balanceOf(business.token)).toBe(42_500);
  expect(await balanceOf(payee.token)).toBe(7_500);
  expect(await balanceOf(approver.token)).toBe(0);

  // The owner reads who did what in the audit log.
  await page.goto('/team/audit');
  await expect(page.getByText(/^Approved ₦7,500\.00 to /)).toBeVisible();
  await expect(page.getByText(/^Prepared ₦7,500\.00 to /)).toBeVisible();
  await expect(page.getByText(/^Invited \+234\d+ as Approver \(limit ₦20,000\.00\)/)).toBeVisible();
  await shot(page, 'team-audit-owner-1280');
  await page.setViewportSize({ width: 390, height: 844 });
  await shot(page, 'team-audit-owner-390');
  await checkA11y(page);
  await page.goto('/team');
  await expect(page.getByText('Approver · up to ₦20,000.00')).toBeVisible();
  await shot(page, 'team-members-owner-390');
  await checkA11y(page);
  // The owner changes the approver's role: a viewer approves nothing any more.
  const approverRow = page.getByRole('listitem').filter({ hasText: 'Approver · up to' });
  await approverRow.getByRole('button', { name: 'Change role' }).click();
  await approverRow.getByRole('combobox', { name: 'Role', exact: true }).selectOption('viewer');
  await approverRow.getByRole('button', { name: 'Save role' }).click();
  await expect(toast(page, 'Role changed')).toBeVisible();
  await expect(page.getByText('Approver · up to ₦20,000.00')).toHaveCount(0);
  await desk.page.setViewportSize({ width: 390, height: 844 });
  await desk.page.reload();
  await expect(desk.page.getByRole('form', { name: 'Prepare a payment' })).toBeVisible();
  await shot(desk.page, 'team-approvals-initiator-390');
  await checkA11y(desk.page);
  await desk.context.close();
  await phone.context.close();
});
