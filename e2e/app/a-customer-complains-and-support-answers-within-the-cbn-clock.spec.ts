import { randomBytes } from 'node:crypto';
import AxeBuilder from '@axe-core/playwright';
import { type APIRequestContext, type Browser, expect, type Page, test } from '@playwright/test';
import { totpCode } from '../../apps/api/src/modules/staff/totp.ts';
import { createCustomer, deposit, logIn, screen } from './support';

// Issue 25 item 5: a customer opens a complaint from a transaction and gets a tracking number and the date
// Owo must answer by; a support agent finds it in the console's queue, replies and resolves it; the customer
// sees the reply and the outcome in the app, and is told by SMS.

const sizes = [
  { name: '390', viewport: { width: 390, height: 844 } },
  { name: '1280', viewport: { width: 1280, height: 900 } },
];

/** A support agent made through the sandbox staff route, signed in at /ops with a fresh TOTP code. */
async function supportAgent(browser: Browser, viewport: { width: number; height: number }): Promise<Page> {
  const context = await browser.newContext({ viewport });
  const page = await context.newPage();
  const email = `support-${randomBytes(5).toString('hex')}@staff.owo.test`;
  const made = await page.request.post('/api/sandbox/staff', { data: { email, role: 'support' } });
  expect(made.ok(), await made.text()).toBe(true);
  const { password, totp_secret: secret } = (await made.json()).data as {
    password: string;
    totp_secret: string;
  };
  await page.goto('/ops/complaints');
  await expect(page).toHaveURL(/\/ops\/login$/);
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByLabel('Authenticator code').fill(totpCode(secret));
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page).toHaveURL(/\/ops\/complaints$/);
  return page;
}

/** Every text the sandbox SMS outbox holds for a phone, newest first, as one string. */
async function texts(request: APIRequestContext, phone: string): Promise<string> {
  const r = await request.get(`/api/sandbox/messages?phone=${encodeURIComponent(phone)}`);
  return ((await r.json()).data as Array<{ body: string }>).map((m) => m.body).join('\n');
}

for (const { name, viewport } of sizes) {
  test.describe(`at ${name} px`, () => {
    test.use({ viewport });

    test('a customer reports a problem with a transaction, support answers and resolves it, the customer sees the outcome', async ({
      page,
      request,
      browser,
    }) => {
      test.setTimeout(120_000);
      const customer = await createCustomer(request, { verified: true });
      await deposit(request, customer.accountNumber, 2_000);
      await logIn(page, customer.phone);

      // From the transaction's page: Report a problem.
      await page.goto('/transactions');
      await page.getByRole('list', { name: 'Transactions' }).getByRole('link').first().click();
      await expect(page).toHaveURL(/\/transactions\/[0-9a-f-]{36}$/);
      await expect(page.getByRole('link', { name: 'Report a problem' })).toBeVisible();
      await screen(page, `transaction-report-a-problem-${name}`);
      await page.getByRole('link', { name: 'Report a problem' }).click();
      await expect(page.getByRole('heading', { name: 'Report a problem' })).toBeVisible();
      await expect(page.getByText('About this transaction')).toBeVisible();
      await page.getByRole('button', { name: 'Send to support' }).click();
      await expect(page.getByText('Choose what went wrong')).toBeVisible();
      await page.getByLabel('Wrong amount').check();
      await page.getByLabel('What happened?').fill('My customer sent ₦5,000 but only ₦2,000 arrived.');
      await screen(page, `complaint-new-${name}`);
      await page.getByRole('button', { name: 'Send to support' }).click();

      // The conversation: tracking number and the date Owo answers by (72 hours for a disputed amount).
      await expect(page).toHaveURL(/\/support\/[0-9a-f-]{36}$/);
      const tracking = (await page.getByTestId('tracking-number').innerText()).trim();
      expect(tracking).toMatch(/^OWO-CMP-\d{4}-\d{6,}$/);
      const in72Hours = new Intl.DateTimeFormat('en-NG', {
        timeZone: 'Africa/Lagos',
        dateStyle: 'medium',
      }).format(Date.now() + 72 * 3600_000);
      await expect(page.getByTestId('due-at')).toHaveText(new RegExp(`^${in72Hours}, \\d{2}:\\d{2} WAT$`));
      await expect(page.getByText('Waiting for Owo').first()).toBeVisible();
      await screen(page, `complaint-opened-${name}`);

      // Told by SMS too.
      await expect
        .poll(() => texts(request, customer.phone))
        .toContain(`Owo: Complaint ${tracking} received. We will answer by`);

      // Help & support lists it.
      await page.getByRole('main').getByRole('link', { name: 'Help & support' }).click();
      await expect(page.getByRole('heading', { name: 'Help & support' })).toBeVisible({ timeout: 15_000 });
      await expect(page.getByRole('link', { name: new RegExp(tracking) })).toBeVisible();
      await screen(page, `support-list-${name}`);
      await page.getByRole('link', { name: new RegExp(tracking) }).click();
      await expect(page.getByTestId('tracking-number')).toHaveText(tracking);

      // A support agent finds it in the queue, replies, and resolves it.
      const agent = await supportAgent(browser, viewport);
      // A row of the table on a wide screen, a card of the list on a phone (no sideways scroll at 390 px).
      const row = agent
        .getByRole('row', { name: new RegExp(tracking) })
        .or(
          agent
            .getByRole('list', { name: 'Complaints, most urgent first' })
            .getByRole('listitem')
            .filter({ hasText: tracking }),
        );
      // The first console page loads its code on a busy machine: a generous wait.
      await expect(row).toBeVisible({ timeout: 20_000 });
      await expect(row).toContainText(/\d+ (d|h) \d+ (h|min) left/);
      // What it is about and its due date show on screen, not behind a sideways scroll.
      for (const text of ['Wrong amount', customer.phone.slice(-4), /\d{1,2} \w{3} \d{4}, \d{2}:\d{2}/]) {
        const box = await row.getByText(text).first().boundingBox();
        expect(box!.x + box!.width, String(text)).toBeLessThanOrEqual(viewport.width);
      }
      await screen(agent, `ops-complaints-queue-${name}`);
      await row.getByRole('link', { name: tracking }).click();
      await expect(agent.getByRole('heading', { name: tracking })).toBeVisible();
      await expect(agent.getByText('My customer sent ₦5,000 but only ₦2,000 arrived.')).toBeVisible();
      await agent
        .getByRole('textbox', { name: 'Reply to the customer' })
        .fill('We have asked the sending bank for its records. We will get back to you within a day.');
      await agent.getByRole('button', { name: 'Send reply' }).click();
      await expect(agent.getByRole('list', { name: 'Conversation' })).toContainText(
        'We have asked the sending bank for its records.',
        { timeout: 15_000 },
      );
      await agent.getByRole('radio', { name: 'Resolved in your favour', exact: true }).check();
      await agent
        .getByRole('textbox', { name: 'Explanation for the customer' })
        .fill('The sending bank confirmed ₦2,000 was sent; it has contacted your customer about the rest.');
      await screen(agent, `ops-complaint-${name}`);
      await agent.getByRole('button', { name: 'Resolve complaint' }).click();
      await expect(agent.getByRole('button', { name: 'Send reply' })).toHaveCount(0, { timeout: 15_000 });
      await expect(agent.getByText('Owo replied · Resolved in your favour')).toHaveCount(0);
      await expect(agent.getByText('Resolved · Resolved in your favour')).toBeVisible();
      await agent.context().close();

      // The customer, still on the conversation, sees the reply and the outcome arrive (the event stream), and
      // may reopen it.
      await expect(
        page.getByText('We have asked the sending bank for its records.', { exact: false }),
      ).toBeVisible({ timeout: 20_000 });
      await expect(page.getByText('Owo Support').first()).toBeVisible();
      await expect(page.getByTestId('complaint-outcome')).toHaveText('Resolved in your favour');
      await screen(page, `complaint-resolved-${name}`);
      await page.getByRole('button', { name: 'Reopen this complaint' }).click();
      await expect(page.getByRole('button', { name: 'Reopen complaint' })).toBeVisible();
      await expect
        .poll(() => texts(request, customer.phone))
        .toContain(`Owo: Complaint ${tracking} resolved: Resolved in your favour.`);
    });
  });
}

test.describe('at 320 px', () => {
  test.use({ viewport: { width: 320, height: 640 } });

  test('the help page, the complaint form and a conversation pass axe, with nothing wider than the phone', async ({
    page,
    request,
  }) => {
    test.setTimeout(120_000);
    const customer = await createCustomer(request);
    await deposit(request, customer.accountNumber, 1_000);
    await logIn(page, customer.phone);
    await page.goto('/support/new');
    await expect(page.getByRole('heading', { name: 'Start a conversation' })).toBeVisible();
    await passesAxe(page);
    await page.getByLabel('What happened?').fill('I cannot find where to change my e-mail address.');
    await page.getByRole('button', { name: 'Send to support' }).click();
    await expect(page.getByTestId('tracking-number')).toBeVisible();
    await passesAxe(page);
    await page.getByRole('main').getByRole('link', { name: 'Help & support' }).click();
    await expect(page.getByRole('heading', { name: 'Help & support' })).toBeVisible();
    await passesAxe(page);
  });
});

async function passesAxe(page: Page) {
  const results = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
    .analyze();
  const serious = results.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
  expect(serious).toEqual([]);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(320);
}
