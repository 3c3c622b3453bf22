import { type APIRequestContext, expect as baseExpect, test } from '@playwright/test';
import { createCustomer, verifyIdentity } from './support';

// The machine running the stories may be busy (several servers and builds): every expectation waits longer.
const expect = baseExpect.configure({ timeout: 45_000 });
const SHOTS = process.env.E2E_SHOTS;

// Issue 24 item 7. A payer with no Owo account opens a business's payment link on their phone, signed out,
// and pays it by transfer from their own bank's app. Back on the page, their payment is confirmed within
// seconds ("We've received ₦… — thank you"), also after a reload, never "already paid"; the business's alert
// names the link and the payer. Someone else who opens the paid link later is told it is paid.

const api = (request: APIRequestContext, token?: string) => ({
  async post(path: string, data: unknown) {
    const r = await request.post(`/api${path}`, {
      data,
      headers: { 'X-Client-Type': 'web', ...(token ? { Authorization: `Bearer ${token}` } : {}) },
    });
    const body = await r.json();
    expect(r.ok(), `${path}: ${JSON.stringify(body)}`).toBe(true);
    return body.data;
  },
  async get(path: string) {
    const r = await request.get(`/api${path}`, {
      headers: { 'X-Client-Type': 'web', ...(token ? { Authorization: `Bearer ${token}` } : {}) },
    });
    return (await r.json()).data;
  },
});

test('a signed-out payer pays a link by transfer and sees their own payment confirmed', async ({
  browser,
  request,
}) => {
  test.setTimeout(300_000);
  const business = await createCustomer(request, { type: 'business' });
  await verifyIdentity(request, business.token, {
    address: '14 Balogun Market',
    business_name: 'Balogun Fabrics Ltd',
    registration_number: 'RC7654321',
    tin: '98765432-0001',
  });
  const { link } = await api(request, business.token).post('/payment-links', {
    description: 'Ankara fabric, 6 yards',
    amount_type: 'fixed',
    amount: 7500,
    single_use: true,
  });
  // The link points at the address the business used (this server), never a default localhost:3000.
  expect(link.url).toBe(new URL(`/pay/${link.slug}`, test.info().project.use.baseURL).toString());

  // The payer: a phone, never signed in to Owo.
  const context = await browser.newContext({ viewport: { width: 390, height: 844 } });
  const payer = await context.newPage();
  await payer.goto(`/pay/${link.slug}`);
  await expect(payer.getByRole('heading', { level: 1, name: 'Balogun Fabrics Ltd' })).toBeVisible();
  await expect(payer.getByRole('heading', { name: 'Pay by bank transfer' })).toBeVisible();
  const accountNumber = (await payer.getByTestId('link-account-number').textContent())?.trim() ?? '';
  expect(accountNumber).toBe(link.bank_transfer.account_number);

  // They send the money from their bank's app (the bank partner's inflow notice reaches Owo)...
  await api(request).post('/sandbox/deposits', {
    account_number: accountNumber,
    amount: 7500,
    sender_name: 'Ngozi Okafor',
  });
  // ...and, back on the page, see it confirmed within seconds: their own payment, not "already paid".
  const thanks = payer.getByText("We've received ₦7,500.00 — thank you");
  await expect(thanks).toBeVisible({ timeout: 15_000 });
  await expect(payer.getByText(/From Ngozi O\., .* WAT\. Balogun Fabrics Ltd has been told\./)).toBeVisible();
  await expect(payer.getByText(/already been paid/)).toHaveCount(0);
  await expect(payer.getByRole('heading', { name: 'Pay by bank transfer' })).toHaveCount(0);
  if (SHOTS) await payer.screenshot({ path: `${SHOTS}/pay-link-received-390.png`, fullPage: true });

  // A reload keeps thanking them.
  await payer.reload();
  await expect(thanks).toBeVisible();
  await expect(payer.getByText(/already been paid/)).toHaveCount(0);
  await context.close();

  // Someone who opens the link only now is told it is paid, and is thanked for nothing.
  const later = await browser.newContext({ viewport: { width: 390, height: 844 } });
  const visitor = await later.newPage();
  await visitor.goto(`/pay/${link.slug}`);
  await expect(visitor.getByRole('alert')).toHaveText(/already been paid/);
  await expect(visitor.getByText(/We've received/)).toHaveCount(0);
  await later.close();

  // The business's alerts name the link and the payer: the in-app notification and the text.
  const inbox = await api(request, business.token).get('/notifications');
  expect(inbox.data.map((n: { title: string }) => n.title)).toContain(
    'Credit ₦7,500.00 from Ngozi Okafor · Payment link “Ankara fabric, 6 yards”',
  );
  await expect
    .poll(async () => {
      const texts = await api(request).get(`/sandbox/messages?phone=${encodeURIComponent(business.phone)}`);
      return texts.map((m: { body: string }) => m.body).join('\n');
    })
    .toMatch(
      /Owo: Credit ₦7,500\.00 from Ngozi O\. · Payment link “Ankara fabric, 6 yards” · Bal ₦7,500\.00/,
    );
});
