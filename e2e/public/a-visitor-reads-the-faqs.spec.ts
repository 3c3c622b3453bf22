import { expect, test } from '@playwright/test';

test.describe('a visitor reads the FAQs', () => {
  test('there are two groups of three questions', async ({ page }) => {
    await page.goto('/faqs');
    for (const group of ['Personal', 'Business']) {
      const section = page.getByRole('region', { name: group });
      await expect(section.getByRole('button')).toHaveCount(3);
    }
    await expect(page.getByRole('heading', { name: 'Have additional inquiries?' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Get in Touch' })).toBeVisible();
  });

  test('a click opens an answer and a second click closes it', async ({ page }) => {
    await page.goto('/faqs');
    const question = page.getByRole('button', { name: 'How do I add money to my wallet?' });
    const answer = page.getByText('Transfer from any Nigerian bank');
    await expect(answer).toBeHidden();
    await question.click();
    await expect(question).toHaveAttribute('aria-expanded', 'true');
    await expect(answer).toBeVisible();
    await question.click();
    await expect(question).toHaveAttribute('aria-expanded', 'false');
    await expect(answer).toBeHidden();
  });

  test('hovering a question highlights its plus sign', async ({ page }) => {
    await page.goto('/faqs');
    const question = page.getByRole('button', { name: 'Can my staff use the account?' });
    const sign = question.getByTestId('faq-sign');
    const before = await sign.evaluate((el) => getComputedStyle(el).backgroundColor);
    await question.hover();
    await expect.poll(() => sign.evaluate((el) => getComputedStyle(el).backgroundColor)).not.toBe(before);
  });
});
