import AxeBuilder from '@axe-core/playwright';
import {
  type APIRequestContext,
  type Browser,
  expect as baseExpect,
  type Page,
  test,
} from '@playwright/test';
import { airtimeToReview, chooseOption } from './send-steps';
import {
  createCustomer,
  deposit,
  emailFor,
  logIn,
  newPhone,
  PASSWORD,
  PIN,
  readOtp,
  toast,
  typeCode,
  verifyIdentity,
} from './support';

// The machine running the stories may be busy (several servers and builds): every expectation waits longer.
const expect = baseExpect.configure({ timeout: 45_000 });

// A business owner invites two people by phone. The initiator is not yet on Owo: the text's link lets them
// sign up and land in the business, acting for it. They send a bank transfer from the business with the
// ordinary Send screens: it waits for approval and nothing moves. The approver opens their text's link, reads
// to whom (name, bank, masked account), how much with the fee and the total, what for and who asked, and
// approves with their own PIN: the business's balance moves, and neither member's own balance does.

async function personPage(browser: Browser, width: number) {
  const context = await browser.newContext({ viewport: { width, height: width < 500 ? 844 : 900 } });
  return { context, page: await context.newPage() };
}

/** A full-page picture kept with the run's results, at the page's width and at the other one. */
async function shots(page: Page, name: string) {
  const dir = `${test.info().project.outputDir}/screens`;
  const size = page.viewportSize() ?? { width: 390, height: 844 };
  for (const width of [390, 1280]) {
    await page.setViewportSize({ width, height: width < 500 ? 844 : 900 });
    await page.screenshot({ path: `${dir}/${name}-${width}.png`, fullPage: true });
  }
  await page.setViewportSize(size);
}

/** WCAG 2.1 AA: no serious or critical axe finding, and nothing wider than the phone. */
async function checkA11y(page: Page) {
  // Once the toasts have gone: axe reads one fading in or out (its opacity below 1) as low contrast.
  await expect(page.locator('[role="status"][aria-live="polite"]')).toHaveCount(0, { timeout: 15_000 });
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

/** The newest text the sandbox SMS outbox holds for a phone that contains `text`. */
async function textFor(request: APIRequestContext, phone: string, text: string): Promise<string> {
  let found = '';
  await expect
    .poll(async () => {
      const reply = await request.get(`/api/sandbox/messages?phone=${encodeURIComponent(phone)}`);
      const body = (await reply.json()) as { data: Array<{ body: string }> };
      found = body.data.find((m) => m.body.includes(text))?.body ?? '';
      return found;
    })
    .toContain(text);
  return found;
}

const linkIn = (sms: string) =>
  new URL(/https?:\/\/\S+/.exec(sms)?.[0] ?? '').pathname +
  new URL(/https?:\/\/\S+/.exec(sms)?.[0] ?? '').search;

async function balanceOf(request: APIRequestContext, token: string) {
  const r = await request.get('/api/accounts', { headers: { Authorization: `Bearer ${token}` } });
  return ((await r.json()) as { data: { accounts: Array<{ balance: number }> } }).data.accounts[0]!.balance;
}

async function tokenOf(request: APIRequestContext, phone: string) {
  const r = await request.post('/api/auth/login', { data: { phone, password: PASSWORD } });
  expect(r.ok(), await r.text()).toBe(true);
  return ((await r.json()) as { data: { token: { access_token: string } } }).data.token.access_token;
}

/** Signs up through the form with the phone the invitation came to (from the invitation's page). */
async function signUpFromInvite(page: Page, request: APIRequestContext, phone: string) {
  await page.getByRole('link', { name: 'Create an account' }).click();
  await page.getByLabel('Phone Number').fill(phone);
  await page.getByRole('button', { name: 'Send Verification Code' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Phone Number Verification' })).toBeVisible();
  await typeCode(page, 'Verification code', await readOtp(request, phone));
  await page.getByRole('button', { name: 'Confirm' }).click();
  await page.getByRole('button', { name: /Personal account/ }).click();
  await page.getByLabel('Email Address').fill(emailFor(phone));
  await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await page.getByLabel('Confirm Password').fill(PASSWORD);
  await page.getByRole('button', { name: 'Proceed' }).click();
  await typeCode(page, 'Transaction PIN', PIN);
  await page.getByRole('button', { name: 'Proceed' }).click();
  await typeCode(page, 'Confirm transaction PIN', PIN);
  await page.getByRole('button', { name: 'Confirm' }).click();
}

test('a member invited by text sends from the business; the approver approves after seeing the recipient', async ({
  page,
  request,
  browser,
}) => {
  test.setTimeout(480_000);
  const business = await createCustomer(request, { type: 'business' });
  await verifyIdentity(request, business.token, {
    address: '14 Balogun Market',
    business_name: 'Balogun Fabrics Ltd',
    registration_number: 'RC7654321',
    tin: '98765432-0001',
  });
  await deposit(request, business.accountNumber, 50_000);
  const approver = await createCustomer(request);
  await deposit(request, approver.accountNumber, 1_000);
  const initiatorPhone = newPhone();

  // The owner invites the initiator (not on Owo yet) and the approver by phone, with names and roles.
  await logIn(page, business.phone);
  await page.goto('/team');
  await expect(page.getByRole('heading', { level: 1, name: 'Team' })).toBeVisible();
  const invite = page.getByRole('form', { name: 'Invite a member' });
  await invite.getByLabel('Their name').fill('Ngozi Okafor');
  await invite.getByLabel('Phone number').fill(initiatorPhone);
  await invite.getByLabel(/^Initiator/).check();
  await invite.getByRole('button', { name: 'Invite' }).click();
  await expect(toast(page, 'Member invited')).toBeVisible();
  await expect(invite.getByText(`Invitation texted to ${initiatorPhone}.`)).toBeVisible();
  await invite.getByLabel('Their name').fill('Chidi Eze');
  await invite.getByLabel('Phone number').fill(approver.phone);
  await invite.getByLabel(/^Approver/).check();
  await invite.getByLabel('Approval limit (NGN)').fill('100000');
  await invite.getByRole('button', { name: 'Invite' }).click();
  await expect(page.getByText('Approver · up to ₦100,000.00')).toBeVisible();
  // What each role can do, before anyone tries.
  await page.getByText('What each role can do').click();
  await expect(page.getByTestId('roles-guide')).toContainText('Approve or reject payments');
  await expect(page.getByRole('listitem').filter({ hasText: 'Ngozi Okafor' })).toContainText(
    'not joined yet',
  );
  await shots(page, 'team-members-owner');
  await checkA11y(page);

  // The initiator's phone receives the link; they open it, sign up and land in the business.
  const inviteSms = await textFor(request, initiatorPhone, '/join/');
  expect(inviteSms).toContain('invited you to its team as Initiator');
  const phone = await personPage(browser, 390);
  await phone.page.goto(linkIn(inviteSms));
  await expect(phone.page.getByRole('heading', { level: 1, name: 'Join Balogun Fabrics Ltd' })).toBeVisible();
  await expect(
    phone.page.getByText(`0${initiatorPhone.slice(1, 4)} *** ${initiatorPhone.slice(-4)}`),
  ).toBeVisible();
  await shots(phone.page, 'team-join-invitation');
  await checkA11y(phone.page);
  await signUpFromInvite(phone.page, request, initiatorPhone);
  await expect(toast(phone.page, /^You joined /)).toBeVisible();
  await expect(phone.page).toHaveURL(/\/dashboard$/);
  const banner = phone.page.getByTestId('acting-banner');
  await expect(banner).toContainText('Acting for Balogun Fabrics Ltd');
  await expect(banner).toContainText('Initiator');
  // Every balance is the business's while acting for it.
  await expect(phone.page.getByTestId('balance')).toHaveText('₦50,000.00');
  await expect(phone.page.getByLabel('Account', { exact: true }).locator('option:checked')).toHaveText(
    'Balogun Fabrics Ltd',
  );
  await expect(phone.page.getByLabel('Account', { exact: true }).locator('option').first()).toHaveText(
    /^0\d{3} \d{3} \d{4} \(personal\)$/,
  );
  await shots(phone.page, 'team-dashboard-acting');
  await checkA11y(phone.page);
  const initiatorToken = await tokenOf(request, initiatorPhone);
  const initiatorAccount = (
    (await (
      await request.get('/api/accounts', { headers: { Authorization: `Bearer ${initiatorToken}` } })
    ).json()) as {
      data: { accounts: Array<{ account_number: string }> };
    }
  ).data.accounts[0]!.account_number;
  await deposit(request, initiatorAccount, 2_000);

  // They send by the ordinary Send screens: from the business, sent for approval, no PIN.
  await phone.page.getByRole('link', { name: 'Send', exact: true }).first().click();
  await expect(
    phone.page.getByRole('heading', { level: 1, name: 'Send from Balogun Fabrics Ltd' }),
  ).toBeVisible();
  await phone.page.getByRole('link', { name: /Send to bank/ }).click();
  await expect(phone.page.getByTestId('acting-banner')).toBeVisible();
  await chooseOption(phone.page, 'Bank', 'Guaranty Trust Bank');
  await phone.page.getByLabel('Account Number').fill('0123456785');
  await phone.page.getByRole('button', { name: 'Verify' }).click();
  await phone.page.getByRole('button', { name: 'Proceed' }).click();
  await phone.page.getByLabel('Amount').fill('20000');
  await phone.page.getByLabel('Description').fill('Fabric supplier, March');
  await phone.page.getByRole('button', { name: 'Proceed' }).click();
  await expect(phone.page.getByRole('heading', { level: 1, name: 'Review transfer' })).toBeVisible();
  await expect(phone.page.getByText('Total when approved')).toBeVisible();
  await expect(phone.page.getByTestId('review-total')).toHaveText('₦20,026.88');
  await expect(phone.page.getByText('Save as beneficiary')).toHaveCount(0);
  await shots(phone.page, 'team-send-review-acting');
  await phone.page.getByRole('button', { name: 'Send for approval' }).click();
  await expect(toast(phone.page, 'Payment sent for approval')).toBeVisible();
  await expect(phone.page.getByRole('heading', { level: 1, name: 'Sent for approval' })).toBeVisible();
  const waiting = phone.page.getByTestId('approval');
  await expect(waiting.getByTestId('approval-decision')).toHaveText(
    'Waiting for approval by Chidi Eze or the owner',
  );
  await expect(waiting).not.toContainText('Total debited');
  await shots(phone.page, 'team-sent-for-approval');
  await checkA11y(phone.page);
  expect(await balanceOf(request, business.token)).toBe(50_000);

  // The approver's phone is told by text; its link opens the payment (after logging in), for the business.
  const approvalSms = await textFor(request, approver.phone, 'Approval needed: ₦20,000.00 to ');
  const desk = await personPage(browser, 390);
  await logIn(desk.page, approver.phone);
  await desk.page.goto(linkIn(approvalSms));
  const card = desk.page.getByTestId('approval');
  await expect(desk.page.getByTestId('acting-banner')).toContainText('Approver');
  for (const text of [
    'Guaranty Trust Bank',
    '******6785',
    '₦20,000.00',
    '₦26.88',
    'Fabric supplier, March',
    'Ngozi Okafor',
  ]) {
    await expect(card.getByText(text, { exact: true }).first()).toBeVisible();
  }
  await expect(card.getByTestId('review-total')).toHaveText('₦20,026.88');
  await shots(desk.page, 'team-approval-approver');
  await checkA11y(desk.page);
  await card.getByLabel('Your transaction PIN').fill(PIN);
  await card.getByRole('button', { name: 'Approve' }).click();
  await expect(toast(desk.page, 'Payment approved and sent')).toBeVisible();
  await expect(card.getByTestId('approval-decision')).toContainText('Approved by Chidi Eze');

  // The business paid amount + fee, once; neither member's own money moved.
  await expect.poll(() => balanceOf(request, business.token)).toBe(29_973.12);
  expect(await balanceOf(request, approver.token)).toBe(1_000);
  expect(await balanceOf(request, initiatorToken)).toBe(2_000);

  // The initiator reads the decision; "Total debited" only now. One tap takes them back to their own money.
  await phone.page.reload();
  await expect(phone.page.getByTestId('approval-decision')).toContainText('Approved by Chidi Eze');
  await expect(phone.page.getByText('Total debited')).toBeVisible();
  await phone.page
    .getByTestId('acting-banner')
    .getByRole('button', { name: /^Switch to .*\(personal\)$/ })
    .click();
  await expect(phone.page.getByTestId('acting-banner')).toHaveCount(0);
  await phone.page.goto('/dashboard');
  await expect(phone.page.getByTestId('balance')).toHaveText('₦2,000.00');

  // The owner's team shows both by name; the audit log says who did what.
  await page.goto('/team/audit');
  const line = (text: RegExp) => page.getByRole('paragraph').filter({ hasText: text });
  await expect(line(/^Approved ₦20,000\.00 to .*\*\*\*\*\*\*6785/)).toContainText('by Chidi Eze');
  await expect(line(/^Prepared ₦20,000\.00 to /)).toContainText('by Ngozi Okafor');
  await expect(line(/^Joined as Initiator/)).toContainText('by Ngozi Okafor');
  await page.goto('/team');
  await expect(page.getByRole('listitem').filter({ hasText: 'Ngozi Okafor' })).not.toContainText(
    'not joined yet',
  );
  await phone.context.close();
  await desk.context.close();
});

test('a viewer acting for the business is told what their role does before trying, and switches back in one tap', async ({
  page,
  request,
}) => {
  test.setTimeout(240_000);
  const business = await createCustomer(request, { type: 'business' });
  await deposit(request, business.accountNumber, 12_000);
  const viewer = await createCustomer(request);
  await deposit(request, viewer.accountNumber, 700);
  const invited = await request.post('/api/team/members', {
    headers: { Authorization: `Bearer ${business.token}` },
    data: { phone: viewer.phone, role: 'viewer', name: 'Bola Ade' },
  });
  expect(invited.ok(), await invited.text()).toBe(true);

  // The viewer picks the business on the dashboard: its balance, and a banner on every screen.
  await page.setViewportSize({ width: 390, height: 844 });
  await logIn(page, viewer.phone);
  await expect(page.getByTestId('balance')).toHaveText('₦700.00');
  await page.getByLabel('Account', { exact: true }).selectOption({ index: 1 });
  await expect(page.getByTestId('acting-banner')).toContainText('Viewer');
  await expect(page.getByTestId('balance')).toHaveText('₦12,000.00');

  // Send and Bills say what a viewer does not do, before anything is typed; the card is the viewer's own.
  await page.getByRole('navigation', { name: 'Wallet tabs' }).getByRole('link', { name: 'Send' }).click();
  await expect(page.getByTestId('acting-notice')).toContainText('You cannot send money for');
  await shots(page, 'team-send-viewer');
  await checkA11y(page);
  await page.goto('/bills/airtime');
  await expect(page.getByTestId('acting-notice')).toContainText('You cannot pay bills for');
  await page.goto('/mycard');
  await expect(page.getByRole('heading', { level: 1, name: 'Your card is your own' })).toBeVisible();
  await shots(page, 'team-card-acting');
  // What the role can do, on the Team screen.
  await page.goto('/team');
  await expect(page.getByTestId('your-role')).toContainText('See balances, history and statements');
  await expect(page.getByTestId('your-role')).toContainText('Prepare sends and bill payments');
  await shots(page, 'team-your-role-viewer');
  await checkA11y(page);

  // One tap back: the viewer's own balance, no banner.
  await page
    .getByTestId('acting-banner')
    .getByRole('button', { name: /^Switch to / })
    .click();
  await expect(page.getByTestId('acting-banner')).toHaveCount(0);
  await page.goto('/dashboard');
  await expect(page.getByTestId('balance')).toHaveText('₦700.00');
});

test('an initiator buys airtime for the business: the bill waits for approval and nothing moves', async ({
  page,
  request,
}) => {
  test.setTimeout(240_000);
  const business = await createCustomer(request, { type: 'business' });
  await deposit(request, business.accountNumber, 9_000);
  const initiator = await createCustomer(request);
  const invited = await request.post('/api/team/members', {
    headers: { Authorization: `Bearer ${business.token}` },
    data: { phone: initiator.phone, role: 'initiator', name: 'Ngozi Okafor' },
  });
  expect(invited.ok(), await invited.text()).toBe(true);

  await page.setViewportSize({ width: 390, height: 844 });
  await logIn(page, initiator.phone);
  await page.getByLabel('Account', { exact: true }).selectOption({ index: 1 });
  await expect(page.getByTestId('balance')).toHaveText('₦9,000.00');
  await page.getByRole('link', { name: 'Airtime' }).click();
  await expect(page.getByTestId('acting-banner')).toContainText('Initiator');
  await airtimeToReview(page, '1000');
  await expect(page.getByText('Total when approved')).toBeVisible();
  await shots(page, 'team-bill-review-acting');
  await checkA11y(page);
  await page.getByRole('button', { name: 'Send for approval' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Sent for approval' })).toBeVisible();
  await expect(page.getByTestId('approval-decision')).toHaveText('Waiting for approval by the owner');
  await expect(page.getByTestId('approval')).toContainText('MTN airtime');
  expect(await balanceOf(request, business.token)).toBe(9_000);
});
