import { mkdirSync, readFileSync } from 'node:fs';
import {
  type APIRequestContext,
  expect as baseExpect,
  type Locator,
  type Page,
  test,
} from '@playwright/test';
import {
  consoleFor,
  createCustomer,
  createStaffMember,
  deposit,
  logIn,
  naira,
  PIN,
  phoneViewport,
  toast,
} from './support';

// Issue 26 items 4–6 in the browser: a customer wires money to two names on the sandbox watch-list; the
// screening holds both sends in Owo. A compliance officer finds them on the Holds page, rejects one (the money
// comes back: the customer's balance shows it) and asks to release the other, which a second officer approves
// (it goes to the rail), opens the customer's
// case (rule, evidence, transactions), escalates it and downloads the goAML STR, finds it among the reports filed
// and downloads a day's CTR. A rule change proposed by the officer takes effect only once a second officer,
// on a phone-width console, approves it.

test.setTimeout(240_000);
const expect = baseExpect.configure({ timeout: 20_000 });
const SHOTS = 'test-results/screens/monitoring';
const headers = { 'X-Client-Type': 'web' };

const shoot = (page: Page, name: string) =>
  page.screenshot({ path: `${SHOTS}/${name}-${page.viewportSize()?.width}.png`, fullPage: true });

/** The customer's NGN balance in kobo-free naira, as the API says. */
async function balanceOf(request: APIRequestContext, token: string): Promise<number> {
  const r = await request.get('/api/accounts', { headers: { ...headers, Authorization: `Bearer ${token}` } });
  const { accounts } = (await r.json()).data as { accounts: Array<{ balance: number | string }> };
  return Number(accounts[0]!.balance);
}

/** A wire to `name` (a US account) of `amount` naira, through the API as the app sends it. */
async function wire(request: APIRequestContext, token: string, name: string, amount: number) {
  const r = await request.post('/api/transfer/usd/send', {
    headers: { ...headers, Authorization: `Bearer ${token}` },
    data: {
      amount,
      account_name: name,
      account_number: '123456789012',
      address: '350 Fifth Avenue',
      city: 'New York',
      country: 'USA',
      inside_us: 1,
      note: 'Tuition',
      swift_code: '',
      routing_number: '021000021',
      zipcode: '10118',
      bank_name: 'JPMorgan Chase',
      delivery_type: 'ACH',
      pin: PIN,
    },
  });
  expect(r.ok(), await r.text()).toBe(true);
  return (await r.json()).data.transaction as { uuid: string; reference: string };
}

/** Reloads the page until `locator` shows (the monitoring worker screens a send a tick after it commits). */
async function untilShown(page: Page, locator: Locator) {
  await expect(async () => {
    await page.reload();
    await baseExpect(locator.first()).toBeVisible({ timeout: 3_000 });
  }).toPass({ timeout: 30_000 });
}

async function decideHold(page: Page, card: Locator, note: string, button: string, done: string) {
  await card.getByLabel('Decision note').fill(note);
  await card.getByRole('button', { name: button }).click();
  await expect(toast(page, done)).toBeVisible();
}

test('compliance decides held sends, escalates the case to an STR, and a rule change needs a second officer', async ({
  browser,
  page,
  request,
}) => {
  mkdirSync(SHOTS, { recursive: true });
  const customer = await createCustomer(request, { verified: true });
  const name = `${customer.person!.firstname} ${customer.person!.lastname}`;
  await deposit(request, customer.accountNumber, 800_000);
  const auth = { ...headers, Authorization: `Bearer ${customer.token}` };
  const statusOf = async (uuid: string) =>
    (await (await request.get(`/api/transactions/${uuid}`, { headers: auth })).json()).data.transaction
      .status as string;

  const tuition = await wire(request, customer.token, 'Abdurrahman Yousef Alqadiri', 150_000);
  const afterTuition = await balanceOf(request, customer.token);
  const gift = await wire(request, customer.token, 'Gennady Korolenko', 75_000);
  expect(await balanceOf(request, customer.token)).toBeLessThan(afterTuition);

  // The officer's Holds page: both sends wait, each with the customer, the rule and the payment.
  const [officer, second] = [
    await createStaffMember(request, 'compliance'),
    await createStaffMember(request, 'compliance'),
  ];
  const ops = await consoleFor(browser, officer, 1280);
  await ops.getByRole('navigation', { name: 'Console' }).getByRole('link', { name: 'Holds' }).click();
  await expect(ops.getByRole('heading', { level: 1, name: 'Holds' })).toBeVisible();
  const cardOf = (reference: string) => ops.getByRole('article').filter({ hasText: reference });
  await untilShown(ops, cardOf(gift.reference));
  await expect(cardOf(tuition.reference)).toContainText('Sanctions and watch-list screening');
  await expect(cardOf(tuition.reference)).toContainText(name);
  await expect(cardOf(tuition.reference)).toContainText(naira(150_000));
  expect(await statusOf(tuition.uuid)).toBe('pending');
  await cardOf(gift.reference).scrollIntoViewIfNeeded();
  await shoot(ops, 'holds');

  // Rejected: the money comes back. Released: the wire goes to its rail and settles.
  await decideHold(
    ops,
    cardOf(gift.reference),
    'The recipient is the listed person: no payment',
    'Reject and return the money',
    'Rejected: the money goes back to the customer.',
  );
  // Letting money leave takes two officers: the first asks, and cannot approve their own request.
  await decideHold(
    ops,
    cardOf(tuition.reference),
    'A different person: the university confirmed the payee',
    'Ask to release the payment',
    'Release requested: a second officer approves it.',
  );
  await expect(cardOf(tuition.reference)).toContainText('You asked to release this payment');
  await expect(cardOf(tuition.reference).getByRole('button', { name: /release/i })).toHaveCount(0);
  await shoot(ops, 'hold-release-requested');
  await ops.setViewportSize({ width: 390, height: 900 });
  await shoot(ops, 'hold-release-requested');
  await ops.setViewportSize({ width: 1280, height: 900 });
  expect(await statusOf(tuition.uuid)).toBe('pending');
  const approver = await consoleFor(browser, second, 1280);
  await approver.getByRole('navigation', { name: 'Console' }).getByRole('link', { name: 'Holds' }).click();
  const asked = approver.getByRole('article').filter({ hasText: tuition.reference });
  await expect(asked).toContainText(`${officer.email} asked to release this payment`);
  await shoot(approver, 'hold-release-to-approve');
  await decideHold(
    approver,
    asked,
    'Checked the university letter',
    'Approve the release',
    'Released: the payment goes on to its bank.',
  );
  await expect.poll(() => balanceOf(request, customer.token)).toBe(afterTuition);
  await expect.poll(() => statusOf(gift.uuid)).toMatch(/^(reversed|failed)$/);
  await expect.poll(() => statusOf(tuition.uuid)).toBe('successful');
  await ops.getByRole('button', { name: 'Released' }).click();
  await expect(cardOf(tuition.reference)).toContainText('Released');

  // The customer's app shows the balance with the rejected send given back.
  await page.setViewportSize(phoneViewport);
  await logIn(page, customer.phone);
  await expect(page.getByTestId('balance')).toHaveText(naira(afterTuition));

  // The case: grouped under the customer, with each alert's rule and evidence and both transactions.
  await ops
    .getByRole('navigation', { name: 'Console' })
    .getByRole('link', { name: 'Monitoring cases' })
    .click();
  const group = ops.getByRole('region', { name });
  await expect(group).toBeVisible();
  await shoot(ops, 'cases');
  await group.getByRole('link', { name: 'Open case' }).first().click();
  await expect(ops.getByRole('heading', { level: 1, name: `Case · ${name}` })).toBeVisible();
  await expect(ops.getByText('Sanctions and watch-list screening').first()).toBeVisible();
  await expect(ops.getByText(/Matches .*Korolenko/).first()).toBeVisible();
  await expect(ops.getByRole('table')).toContainText(tuition.reference);
  await expect(ops.getByRole('table')).toContainText(gift.reference);
  await expect(ops.getByRole('link', { name }).first()).toHaveAttribute(
    'href',
    /^\/ops\/customers\/[0-9a-f-]{36}$/,
  );
  await shoot(ops, 'case');

  await ops
    .getByLabel('What the review found')
    .fill('Two wires in a minute to two names on the sanctions list; one was the listed person.');
  await ops.getByRole('button', { name: 'Escalate to a report (STR)' }).click();
  await expect(toast(ops, 'Escalated: the report is made and kept.')).toBeVisible();
  const [str] = await Promise.all([
    ops.waitForEvent('download'),
    ops.getByRole('button', { name: 'Download the STR (goAML XML)' }).click(),
  ]);
  expect(str.suggestedFilename()).toMatch(/^str-[0-9a-f-]{36}\.xml$/);
  const xml = readFileSync((await str.path())!, 'utf8');
  expect(xml).toContain('<report_code>STR</report_code>');
  expect(xml).toContain('<indicator>OWO-SANC</indicator>');
  await shoot(ops, 'case-escalated');

  // Reports: the STR is among those filed; yesterday's CTR downloads as CSV.
  await ops.getByRole('navigation', { name: 'Console' }).getByRole('link', { name: 'Reports' }).click();
  await expect(ops.getByRole('link', { name: `STR for ${name}` })).toBeVisible();
  const [csv] = await Promise.all([
    ops.waitForEvent('download'),
    ops.getByRole('button', { name: 'Download CSV' }).click(),
  ]);
  expect(csv.suggestedFilename()).toMatch(/^ctr-\d{4}-\d{2}-\d{2}\.csv$/);
  expect(readFileSync((await csv.path())!, 'utf8').split('\n')[0]).toContain('customer');
  await shoot(ops, 'reports');

  // A rule change: proposed by the officer, in force only once the second officer approves it.
  await ops.getByRole('navigation', { name: 'Console' }).getByRole('link', { name: 'Rules' }).click();
  const rule = (p: Page) =>
    p
      .getByRole('article')
      .filter({ has: p.getByRole('heading', { name: /Dormant account suddenly active/ }) });
  const leftover = rule(ops).getByRole('button', { name: 'Reject the change' });
  if (await leftover.isVisible()) {
    await leftover.click();
    await expect(toast(ops, 'Change rejected.')).toBeVisible();
  }
  const before = Number(
    /version (\d+)/.exec((await rule(ops).getByRole('heading').first().textContent()) ?? '')![1],
  );
  await rule(ops).getByRole('button', { name: 'Propose a change' }).click();
  const severity = rule(ops).getByLabel('Severity');
  await severity.selectOption((await severity.inputValue()) === 'high' ? 'medium' : 'high');
  await rule(ops).getByLabel('Why the rule changes').fill('Dormant accounts reused by mules this quarter');
  await rule(ops).getByRole('button', { name: 'Propose the change' }).click();
  await expect(toast(ops, 'Change proposed: a second compliance officer must approve it.')).toBeVisible();
  await expect(rule(ops)).toContainText(
    'You proposed this change: a second compliance officer must approve it before it takes effect.',
  );
  await expect(rule(ops).getByRole('button', { name: 'Approve the change' })).toHaveCount(0);
  await expect(rule(ops).getByRole('heading').first()).toContainText(`version ${before}`);
  await rule(ops).scrollIntoViewIfNeeded();
  await shoot(ops, 'rules-proposed');

  // The second officer, still signed in on their own machine (a TOTP code works once), now on a phone's width.
  const phone = approver;
  await phone.setViewportSize({ width: 390, height: 900 });
  await phone.goto('/ops/rules');
  await expect(rule(phone)).toContainText(`Version ${before + 1} waits for approval`);
  await rule(phone).scrollIntoViewIfNeeded();
  await shoot(phone, 'rules-waiting');
  await rule(phone).getByRole('button', { name: 'Approve the change' }).click();
  await expect(toast(phone, 'Approved: the change is in force.')).toBeVisible();
  await expect(rule(phone).getByRole('heading').first()).toContainText(`version ${before + 1}`);

  // The same pages at a phone's width, for the second officer.
  for (const [path, shot] of [
    ['/ops/holds?status=released', 'holds-released'],
    ['/ops/cases?status=escalated', 'cases'],
    ['/ops/reports', 'reports'],
  ] as const) {
    await phone.goto(path);
    await expect(phone.getByRole('heading', { level: 1 })).toBeVisible();
    await phone.waitForLoadState('networkidle');
    await shoot(phone, shot);
  }
  await phone.goto('/ops/cases?status=escalated');
  await phone.getByRole('region', { name }).getByRole('link', { name: 'Open case' }).first().click();
  await expect(phone.getByRole('button', { name: 'Download the STR (goAML XML)' })).toBeVisible();
  await shoot(phone, 'case-escalated');
});
