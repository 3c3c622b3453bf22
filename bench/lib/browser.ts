// Chromium for the benchmarks that open the app (web budgets, the slow-network dashboard, the Features page's
// screens): the browser stories' Chromium and flags (e2e/chromium.ts), and signing in as a customer does.
import { codeInSms } from '@owo/contract/codes';
import type { Page } from '@playwright/test';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../../e2e/chromium.ts';

export const CHROME = CHROMIUM_PATH;
/** `--headless` first: Lighthouse's CLI takes it; Playwright launches headless itself (`.slice(1)`). */
export const CHROME_FLAGS = ['--headless', ...CHROMIUM_ARGS];

/**
 * The login form ("Remember me" ticked, so the token outlives the tab), then the new-device step with the code
 * the sandbox texted, as a customer does; resolves on the dashboard.
 */
export async function signIn(
  page: Page,
  base: string,
  customer: { email: string; phone: string; password: string },
) {
  await page.goto(`${base}/login`);
  await page.getByLabel('Phone number or email').fill(customer.email);
  await page.getByLabel('Password', { exact: true }).fill(customer.password);
  await page.getByLabel('Remember me').check();
  await page.getByRole('button', { name: 'Log in' }).click();
  await page.getByRole('heading', { name: 'Confirm this device' }).waitFor({ timeout: 60_000 });
  let code: string | null = null;
  for (let i = 0; i < 100 && !code; i++) {
    const reply = await fetch(`${base}/api/sandbox/messages?phone=${encodeURIComponent(customer.phone)}`);
    const { data } = (await reply.json()) as { data: Array<{ body: string }> };
    code = codeInSms(data[0]?.body ?? '');
    if (!code) await new Promise((r) => setTimeout(r, 200));
  }
  if (!code) throw new Error('no new-device code in the sandbox outbox');
  await page.getByLabel(`Verification code, digit 1 of ${code.length}`).click();
  await page.keyboard.type(code);
  await page.getByRole('button', { name: 'Confirm' }).click();
  await page.waitForURL(/\/dashboard$/, { timeout: 60_000 });
  // The phone's tab bar: in the page at every width (hidden on a wide screen), once the wallet has rendered.
  await page.waitForSelector('nav[aria-label="Wallet tabs"]', { state: 'attached', timeout: 60_000 });
}
