import { mkdirSync } from 'node:fs';
import { type APIRequestContext, expect as baseExpect, type Page, test } from '@playwright/test';
import {
  consoleFor,
  createCustomer,
  createStaffMember,
  deposit,
  naira,
  nubanFor,
  PIN,
  toast,
} from './support';

// Issue 26 item 2, in the browser: finance fetches the NIP switch's settlement file for today from the sandbox,
// told to leave one transfer out and to change another's amount; imports it on the Reconciliation page and
// sees both breaks; explains one with a note and proposes a journal entry for the other (the money the
// switch never settled goes back); a second finance agent approves it on the Approvals desk; the customer's
// balance rises by it; the same file imported again changes nothing.

test.setTimeout(240_000);
const expect = baseExpect.configure({ timeout: 15_000 });
const SHOTS = 'test-results/screens/recon';
const headers = { 'X-Client-Type': 'web' };
const today = () => new Intl.DateTimeFormat('en-CA', { timeZone: 'Africa/Lagos' }).format(new Date());

async function shoot(page: Page, name: string) {
  for (const width of [390, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    await page.screenshot({ path: `${SHOTS}/${name}-${width}.png`, fullPage: true });
  }
}

async function balanceOf(request: APIRequestContext, token: string): Promise<number> {
  const r = await request.get('/api/accounts', { headers: { ...headers, Authorization: `Bearer ${token}` } });
  return ((await r.json()) as { data: { accounts: Array<{ balance: number }> } }).data.accounts[0]!.balance;
}

/** A settled bank transfer of `amount` naira; its reference. */
async function bankSend(request: APIRequestContext, token: string, amount: number): Promise<string> {
  const auth = { ...headers, Authorization: `Bearer ${token}` };
  const sent = await request.post('/api/transfer/remittance/send', {
    headers: { ...auth, 'Idempotency-Key': crypto.randomUUID() },
    data: {
      amount,
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
  return reference as string;
}

test('finance imports a settlement file, resolves its breaks with a second approver, and a re-import changes nothing', async ({
  browser,
  request,
}) => {
  mkdirSync(SHOTS, { recursive: true });
  const customer = await createCustomer(request, { verified: true });
  await deposit(request, customer.accountNumber, 5_000);
  const neverSettled = await bankSend(request, customer.token, 1_000);
  const misreported = await bankSend(request, customer.token, 500);
  const before = await balanceOf(request, customer.token);

  // The sandbox switch is told what to get wrong, then hands out today's file.
  for (const [reference, kind] of [
    [neverSettled, 'missing'],
    [misreported, 'amount_changed'],
  ] as const) {
    const r = await request.post('/api/sandbox/settlement-faults', {
      data: { rail: 'nip', reference, kind },
    });
    expect(r.ok(), await r.text()).toBe(true);
  }
  const file = await request.get(`/api/sandbox/settlements/nip/${today()}`);
  expect(file.ok()).toBe(true);
  const csv = Buffer.from(await file.body());
  expect(csv.toString()).not.toContain(neverSettled);
  expect(csv.toString()).toContain(misreported);

  const [maker, checker] = [
    await createStaffMember(request, 'finance'),
    await createStaffMember(request, 'finance'),
  ];
  const makerPage = await consoleFor(browser, maker);
  await makerPage.getByRole('link', { name: 'Reconciliation' }).first().click();
  await expect(makerPage.getByRole('heading', { level: 1, name: 'Reconciliation' })).toBeVisible();

  const upload = async () => {
    await makerPage.getByLabel('Rail').first().selectOption('nip');
    await makerPage.getByLabel('Settlement date (Lagos)').fill(today());
    await makerPage
      .getByLabel('Settlement file (CSV)')
      .setInputFiles({ name: `nip-${today()}.csv`, mimeType: 'text/csv', buffer: csv });
    await makerPage.getByRole('button', { name: 'Import', exact: true }).click();
  };
  await upload();
  const result = makerPage.getByRole('region', { name: `NIP switch · ${today()}` });
  await expect(result).toContainText('Matched');
  await expect(result).toContainText('On our side only');
  await expect(result).toContainText('Amount differs');

  // The queue: open breaks of the NIP switch.
  await makerPage.getByLabel('Rail', { exact: true }).last().selectOption('nip');
  const explainMe = makerPage.getByRole('article').filter({ hasText: misreported });
  const entryFor = makerPage.getByRole('article').filter({ hasText: neverSettled });
  await expect(explainMe).toContainText('Amount differs');
  await expect(entryFor).toContainText('On our side only');
  await shoot(makerPage, 'reconciliation-imported');

  // One is explained with a note.
  await explainMe.getByRole('button', { name: 'Resolve' }).click();
  await explainMe.getByRole('button', { name: 'Explain' }).click();
  await explainMe
    .getByLabel('What explains this break?')
    .fill('The switch keyed the amount wrong; its ops desk confirmed ₦500.');
  await explainMe.getByRole('button', { name: 'Close as explained' }).click();
  await expect(toast(makerPage, 'Break explained')).toBeVisible();
  await expect(makerPage.getByRole('article').filter({ hasText: misreported })).toHaveCount(0);

  // For the other, a journal entry is proposed: the money the switch never settled goes back.
  await entryFor.getByRole('button', { name: 'Resolve' }).click();
  await entryFor.getByRole('button', { name: 'Propose an entry' }).click();
  await expect(entryFor.getByLabel('Amount (₦)')).toHaveValue('1000');
  await entryFor.getByLabel('Reason').fill('The switch never settled this transfer: the money goes back');
  await shoot(makerPage, 'reconciliation-propose');
  await entryFor.getByRole('button', { name: 'Propose entry' }).click();
  await expect(toast(makerPage, 'Proposed: another finance staff member must approve it')).toBeVisible();
  expect(await balanceOf(request, customer.token)).toBe(before);

  // The proposer cannot approve it on the desk.
  await makerPage.getByRole('link', { name: 'Approvals' }).first().click();
  const own = makerPage.getByRole('article').filter({ hasText: neverSettled });
  await expect(own).toContainText('(you)');
  await expect(own.getByRole('button', { name: 'Approve' })).toHaveCount(0);

  // The second finance agent approves it, on the same desk and the same card as a refund.
  const checkerPage = await consoleFor(browser, checker);
  await checkerPage.getByRole('link', { name: 'Approvals' }).first().click();
  const card = checkerPage.getByRole('article').filter({ hasText: neverSettled });
  await expect(card).toContainText('On our side only');
  await expect(card).toContainText(maker.email);
  await expect(card).toContainText(customer.accountNumber.slice(-4));
  await shoot(checkerPage, 'approvals-recon-entry');
  await card.getByRole('button', { name: 'Approve' }).click();
  await expect(card).toContainText(`Pay ${naira(1_000)} to`);
  await card.getByRole('button', { name: 'Confirm approval' }).click();
  await expect(toast(checkerPage, 'Approved: the money moved and the break is resolved')).toBeVisible();
  await expect.poll(() => balanceOf(request, customer.token)).toBe(before + 1_000);

  // The break is resolved by that entry.
  await makerPage.goto('/ops/reconciliation?rail=nip&state=resolved');
  await expect(makerPage.getByRole('article').filter({ hasText: neverSettled })).toContainText('Resolved');

  // The same file again: nothing changes.
  await upload();
  await expect(result).toContainText('This file was imported already: nothing changed.');
  expect(await balanceOf(request, customer.token)).toBe(before + 1_000);
  await makerPage.goto('/ops/reconciliation?rail=nip');
  await expect(makerPage.getByRole('article').filter({ hasText: neverSettled })).toHaveCount(0);
  await expect(makerPage.getByRole('article').filter({ hasText: misreported })).toHaveCount(0);

  // The rail's position and the day's books, for the screenshots and the balance.
  await makerPage.getByRole('link', { name: 'Rail positions' }).first().click();
  await expect(makerPage.getByRole('article', { name: /NIP switch/ })).toContainText('Matched');
  await shoot(makerPage, 'rail-positions');
  await makerPage.goto(`/ops/end-of-day?date=${today()}`);
  await expect(makerPage.getByRole('status').filter({ hasText: 'Balanced' })).toBeVisible();
  await makerPage.getByLabel('End of the day (Lagos)').fill(today());
  await makerPage.getByLabel('One account (optional)').fill('clearing:nip:NGN');
  await makerPage.getByRole('button', { name: 'Show balances' }).click();
  await expect(makerPage.getByRole('status').filter({ hasText: 'clearing:nip:NGN' })).toBeVisible();
  await makerPage.getByRole('button', { name: 'Run the ledger check now' }).click();
  await expect(toast(makerPage, 'The ledger checks out')).toBeVisible();
  await shoot(makerPage, 'end-of-day');
});
