import { expect as baseExpect, type Page, test } from '@playwright/test';
import { createCustomer, deposit, logIn, nubanFor, PIN } from './support';

// The machine running the stories may be busy (several servers and builds): every expectation waits longer.
const expect = baseExpect.configure({ timeout: 45_000 });

// A business pays several bank accounts at once: it names the batch (form), uploads a CSV whose rows are
// each checked (a bad bank and a duplicate are flagged, one is fixed, one removed), confirms the batch with
// its PIN once, and lands on done with every row's status, the result file, and "Start another upload".

async function shoot(page: Page, name: string) {
  for (const width of [390, 1280]) {
    await page.setViewportSize({ width, height: width === 390 ? 844 : 900 });
    await page.screenshot({
      path: `test-results-payouts/screens/payouts-${name}-${width}.png`,
      fullPage: true,
    });
  }
  await page.setViewportSize({ width: 1280, height: 900 });
}

test('a business pays many accounts by uploading a CSV and sees each row paid', async ({ page, request }) => {
  test.setTimeout(240_000);
  const business = await createCustomer(request, { verified: true });
  await deposit(request, business.accountNumber, 100_000);
  const gtb = nubanFor('058');
  const access = nubanFor('044');
  const zenith = nubanFor('057');
  await logIn(page, business.phone);

  // Step 1: the form, reached from the menu.
  await page.goto('/payouts');
  await expect(page.getByRole('heading', { name: 'Bulk payouts' })).toBeVisible({ timeout: 60_000 });
  await expect(page.getByRole('listitem').filter({ hasText: 'Form' })).toHaveAttribute(
    'aria-current',
    'step',
  );
  await page.getByLabel('Batch name').fill('March salaries');
  await shoot(page, 'form');
  await page.getByRole('button', { name: 'Continue to upload' }).click();

  // Step 2: upload, then review every row.
  await expect(page.getByRole('listitem').filter({ hasText: 'Upload' })).toHaveAttribute(
    'aria-current',
    'step',
  );
  await expect(page.getByRole('button', { name: 'Download the template' })).toBeVisible();
  const csv = [
    'bank,account_number,amount,narration',
    `058,${gtb},2500,March salary`,
    `Access Bank,${access},10000.50,Supplier invoice 114`,
    `Bank of Nowhere,${zenith},3000,Cleaner`,
    `058,${gtb},2500,March salary`,
  ].join('\n');
  await page.getByLabel('Choose a CSV file').setInputFiles({
    name: 'march.csv',
    mimeType: 'text/csv',
    buffer: Buffer.from(csv),
  });
  await expect(page.getByRole('heading', { name: 'Review' })).toBeVisible();
  const row = (n: number) => page.getByTestId(`payout-row-${n}`);
  await expect(row(1).getByTestId('row-status')).toHaveText('Ready');
  await expect(row(3).getByTestId('row-status')).toHaveText('Problem');
  await expect(row(3)).toContainText('Bank not found');
  await expect(row(4)).toContainText('Same account and amount as row 1');
  await expect(page.getByRole('button', { name: 'Confirm and pay' })).toBeDisabled();
  await shoot(page, 'review');

  // Fix the bad bank, remove the duplicate.
  await row(3).getByRole('button', { name: 'Fix row 3' }).click();
  await row(3).getByLabel('Bank (code or name)').fill('Zenith Bank');
  await row(3).getByRole('button', { name: 'Check again' }).click();
  await expect(row(3).getByTestId('row-status')).toHaveText('Ready');
  await row(4).getByRole('button', { name: 'Remove row 4' }).click();
  await expect(row(4)).toHaveCount(0);
  await expect(page.getByTestId('review-total')).toHaveText('₦15,548.88');

  // The PIN, once, for the whole batch.
  await page.getByLabel('Transaction PIN').fill(PIN);
  await page.getByRole('button', { name: 'Confirm and pay' }).click();

  // Step 3: done, with each row's status once the bank has answered.
  await expect(page.getByRole('listitem').filter({ hasText: 'Done' })).toHaveAttribute(
    'aria-current',
    'step',
  );
  await expect(page.getByTestId('payout-headline')).toHaveText(
    'Done: 3 paid, 0 pending, 0 reversed, 0 refused',
    { timeout: 60_000 },
  );
  for (const n of [1, 2, 3]) await expect(row(n).getByTestId('row-status')).toHaveText('Paid');
  await shoot(page, 'done');
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Download results (CSV)' }).click();
  expect((await download).suggestedFilename()).toMatch(/^owo-payout-March-salaries-.*\.csv$/);

  await page.getByRole('button', { name: 'Start another upload' }).click();
  await expect(page.getByLabel('Batch name')).toHaveValue('');
  await expect(page.getByRole('listitem').filter({ hasText: 'Form' })).toHaveAttribute(
    'aria-current',
    'step',
  );
});
