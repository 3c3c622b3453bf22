import { expect, type Page, test } from '@playwright/test';
import { createCustomer, deposit, logIn, PIN, verifyIdentity } from '../app/support';

// In the browser, names and notes that are really markup show as text, nothing in them runs,
// the CSP refuses inline script (and the app never needs it), and the access token never enters a URL.
// A person's own names come from their BVN record since KYC compares it (decision 015), so the markup
// arrives the ways a customer still writes a name: a business name, a payee's name, a note, a sender.

const XSS_NAME = '<img src=x onerror=alert(1)>';
const XSS_BUSINESS = '"><svg onload=alert(3)>';
const XSS_NOTE = '<img src=x onerror=alert(4)>';
const XSS_SENDER = '<iframe src=javascript:alert(5)>';

const headers = (token: string) => ({ Authorization: `Bearer ${token}`, 'X-Client-Type': 'web' });

/** Records what must never happen on a page: a dialog, a CSP violation, a request whose URL holds the token. */
function watch(page: Page) {
  const seen = { dialogs: [] as string[], urls: [] as string[] };
  page.on('dialog', async (d) => {
    seen.dialogs.push(d.message());
    await d.dismiss();
  });
  page.on('request', (r) => seen.urls.push(r.url()));
  return seen;
}

test('markup in names, a business name, a note and a sender shows as text and never runs', async ({
  page,
  request,
}) => {
  await page.addInitScript(() => {
    (window as unknown as { __violations: string[] }).__violations = [];
    document.addEventListener('securitypolicyviolation', (e) =>
      (window as unknown as { __violations: string[] }).__violations.push(
        `${e.violatedDirective} ${e.blockedURI}`,
      ),
    );
  });
  const seen = watch(page);

  const victim = await createCustomer(request, { type: 'business' });
  const director = await verifyIdentity(request, victim.token, {
    business_name: XSS_BUSINESS,
    registration_number: 'RC1234567',
    tin: '12345678-0001',
  });
  const sender = await createCustomer(request, { verified: true });
  await deposit(request, sender.accountNumber, 5_000);
  const sent = await request.post('/api/transfer/remittance/send', {
    headers: { ...headers(sender.token), 'Idempotency-Key': `xss-${Date.now()}` },
    data: {
      amount: 150,
      name: XSS_NAME,
      note: XSS_NOTE,
      currency: 'NGN',
      account_number: victim.accountNumber,
      bank_name: 'Owo MFB',
      bank_code: '090999',
      pin: PIN,
      save_beneficiary: true,
    },
  });
  expect(sent.ok(), await sent.text()).toBe(true);
  const inflow = await request.post('/api/sandbox/deposits', {
    data: { account_number: victim.accountNumber, amount: 200, sender_name: XSS_SENDER },
  });
  expect(inflow.ok()).toBe(true);

  await logIn(page, victim.phone);
  await expect(page.getByTestId('balance')).toBeVisible();
  await expect(page.getByText(XSS_BUSINESS).first()).toBeVisible();

  await page.goto('/transactions');
  await expect(page.getByText(XSS_SENDER).first()).toBeVisible();
  await page.getByText(`${sender.person!.firstname} ${sender.person!.lastname}`).first().click();
  await expect(page.getByText(XSS_NOTE).first()).toBeVisible();

  await page.goto('/profile');
  await expect(page.getByText(`${director.firstname} ${director.lastname}`)).toBeVisible();
  await expect(page.getByText(XSS_BUSINESS).first()).toBeVisible();

  // Nothing was parsed as markup: no injected element exists, no dialog opened, the CSP saw nothing.
  expect(await page.locator('img[src="x"], svg[onload], iframe, script:not([src])').count()).toBe(0);
  expect(seen.dialogs).toEqual([]);
  const violations = await page.evaluate(
    () => (window as unknown as { __violations: string[] }).__violations,
  );
  // zod probes `new Function('')` once to choose its fast path; the CSP blocks it (reported as eval) and zod
  // falls back. Anything else blocked would be markup or script that should not be there.
  expect(violations.filter((v) => !v.endsWith(' eval'))).toEqual([]);

  // The token lives in storage and the Authorization header only, never in a URL.
  const token = await page.evaluate(
    () => sessionStorage.getItem('owo.access_token') ?? localStorage.getItem('owo.access_token'),
  );
  expect(token).toBeTruthy();
  expect(seen.urls.filter((u) => u.includes(token!))).toEqual([]);
});

test('the CSP refuses inline script on every page, with the other security headers', async ({ page }) => {
  for (const path of ['/', '/login', '/dashboard']) {
    const response = await page.goto(path);
    const h = response!.headers();
    expect(h['content-security-policy']).toMatch(/script-src 'self'(;|$)/);
    expect(h['x-content-type-options']).toBe('nosniff');
    expect(h['referrer-policy']).toBe('no-referrer');
    expect(h['content-security-policy']).toContain("frame-ancestors 'none'");
  }
  // An inline script injected after load is refused by the browser itself.
  const violations = await page.evaluate(async () => {
    const found: string[] = [];
    document.addEventListener('securitypolicyviolation', (e) => found.push(e.violatedDirective));
    const s = document.createElement('script');
    s.textContent = 'window.__ran = true';
    document.body.append(s);
    await new Promise((r) => setTimeout(r, 100));
    return { found, ran: (window as unknown as { __ran?: boolean }).__ran ?? false };
  });
  expect(violations.ran).toBe(false);
  expect(violations.found.join(' ')).toContain('script-src');
});
