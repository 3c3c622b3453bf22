import { randomUUID } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { expect, type Page, test } from '@playwright/test';
import { createCustomer, deposit, logIn, PIN, screen } from './support';

// Issue 11 items 4 and 5: statements (PDF and CSV, verifiable at /s/{code}) and spending insights.

const SHOTS = process.env.STMT_SHOTS_DIR;

/** Screens at 390 and 1280 px for review when STMT_SHOTS_DIR is set; always the current one in results. */
async function shoot(page: Page, name: string) {
  await screen(page, `statements-${name}`);
  if (!SHOTS) return;
  const size = page.viewportSize();
  for (const width of [390, 1280]) {
    await page.setViewportSize({ width, height: width === 390 ? 844 : 900 });
    await page.waitForTimeout(300);
    await page.screenshot({ path: `${SHOTS}/${name}-${width}.png`, fullPage: true });
  }
  if (size) await page.setViewportSize(size);
}

test.use({ viewport: { width: 390, height: 844 } });

test('a customer downloads a PDF and a CSV statement, sees spending insights, and a stranger verifies the PDF', async ({
  page,
  request,
  browser,
}) => {
  test.setTimeout(240_000);
  const customer = await createCustomer(request, { verified: true });
  await deposit(request, customer.accountNumber, 40_000);
  await deposit(request, customer.accountNumber, 2_500.5);
  const sent = await request.post('/api/transfer/enaira/send', {
    headers: {
      'X-Client-Type': 'web',
      Authorization: `Bearer ${customer.token}`,
      'Idempotency-Key': randomUUID(),
    },
    data: { alias: 'ada.okafor', amount: 1_200, name: 'Ada', note: 'Lunch', pin: PIN },
  });
  expect(sent.ok(), await sent.text()).toBe(true);
  await logIn(page, customer.phone);

  // The dashboard's insights: the chart (its own chunk, loaded when the section scrolls into view) and the
  // same figures as text.
  const insights = page.getByRole('region', { name: 'Spending insights' });
  await insights.scrollIntoViewIfNeeded();
  await expect(insights.getByTestId('insights-charts').locator('canvas').first()).toBeVisible({
    timeout: 20_000,
  });
  const figures = insights.getByRole('table', { name: 'Money in and out per month' });
  const thisMonth = figures.getByRole('row').last();
  await expect(thisMonth).toContainText('42,500.50');
  await expect(thisMonth).toContainText('1,200.00');
  await expect(insights.getByRole('table', { name: /Money out by kind/ })).toContainText('Transfers');
  await shoot(page, 'insights');

  // Statements, under Accounts.
  await page.goto('/account');
  const statements = page.getByRole('region', { name: 'Statements' });
  await expect(statements).toBeVisible();
  await statements.getByText('Last 3 months').click();
  await statements.scrollIntoViewIfNeeded();
  await shoot(page, 'statements');

  const pdfDownload = page.waitForEvent('download');
  await statements.getByRole('button', { name: 'Download PDF' }).click();
  const pdf = await pdfDownload;
  expect(pdf.suggestedFilename()).toMatch(new RegExp(`^owo-statement-${customer.accountNumber}-.*\\.pdf$`));
  const pdfBytes = await readFile((await pdf.path())!);
  expect(pdfBytes.subarray(0, 5).toString()).toBe('%PDF-');
  if (SHOTS) await pdf.saveAs(`${SHOTS}/statement.pdf`);

  const csvDownload = page.waitForEvent('download');
  await statements.getByRole('button', { name: 'Download CSV' }).click();
  const csv = await csvDownload;
  expect(csv.suggestedFilename()).toMatch(/\.csv$/);
  const lines = (await readFile((await csv.path())!, 'utf8')).replace(/^\uFEFF/, '').split('\r\n');
  expect(lines[0]).toBe('date,description,reference,debit,credit,balance');
  expect(lines[1]).toMatch(/^\d{4}-\d{2}-\d{2},Opening balance,,,,0\.00$/);
  expect(lines.join('\n')).toContain(',1200.00,,41300.50');

  // A custom period longer than 12 months is refused with the rule, before any download.
  await statements.getByText('Custom').click();
  await statements.getByLabel('From', { exact: true }).fill('2025-01-01');
  await statements.getByLabel('To', { exact: true }).fill('2026-01-01');
  await statements.getByRole('button', { name: 'Download PDF' }).click();
  await expect(statements.getByText('A statement can cover at most 12 months.')).toBeVisible();

  // The code printed on the PDF opens the public check, signed out, in a fresh browser context.
  const code = /\/s\/([0-9a-f]{32})/.exec(pdfBytes.toString('latin1'))?.[1];
  expect(code).toBeTruthy();
  const stranger = await browser.newContext({ viewport: { width: 390, height: 844 } });
  try {
    const visitor = await stranger.newPage();
    const res = await visitor.goto(`/s/${code}`);
    expect(res?.headers()['x-robots-tag']).toContain('noindex');
    await expect(visitor.getByText('Issued by Owo')).toBeVisible({ timeout: 15_000 });
    const { createHash } = await import('node:crypto');
    await expect(visitor.getByText(createHash('sha256').update(pdfBytes).digest('hex'))).toBeVisible();
    await expect(
      visitor.getByText(`******${customer.accountNumber.slice(-4)}`, { exact: false }),
    ).toBeVisible();
    await shoot(visitor, 'verify');
    await visitor.goto(`/s/${'0'.repeat(32)}`);
    await expect(visitor.getByRole('heading', { name: "We can't find this statement" })).toBeVisible();
  } finally {
    await stranger.close();
  }
});
