import { createServer, type IncomingHttpHeaders } from 'node:http';
import { expect as baseExpect, test } from '@playwright/test';
import { verifyOwoSignature } from '../../docs/examples/verify-webhook';
import { createCustomer, deposit, logIn, screen } from './support';

// The machine running the stories may be busy (several servers and builds): every expectation waits longer.
const expect = baseExpect.configure({ timeout: 45_000 });

// A business owner opens More › Developers, creates an API key (shown once), calls the API with it from "their
// server", registers their own machine as a webhook endpoint, receives a signed event when money comes in,
// reads it in the delivery log, and revokes the key.

test('a business creates a key and an endpoint, receives a signed event, and revokes the key', async ({
  page,
  request,
}) => {
  test.setTimeout(300_000);
  const received: Array<{ raw: string; headers: IncomingHttpHeaders }> = [];
  const receiver = createServer((req, res) => {
    let raw = '';
    req.on('data', (c) => {
      raw += c;
    });
    req.on('end', () => {
      received.push({ raw, headers: req.headers });
      res.writeHead(200).end();
    });
  });
  await new Promise<void>((resolve) => receiver.listen(0, '127.0.0.1', resolve));
  const port = (receiver.address() as { port: number }).port;
  page.on('dialog', (d) => void d.accept());

  try {
    const business = await createCustomer(request, { type: 'business' });
    await logIn(page, business.phone);
    await page.goto('/more');
    await page.getByRole('main').getByRole('link', { name: 'Developers' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Developers' })).toBeVisible();

    // A key: named, scoped, shown once with a copy button.
    await page.getByLabel('Key name').fill('Shop server');
    await page.getByRole('button', { name: 'Create key' }).click();
    const shown = page.locator('code').filter({ hasText: /^owo_test_/ });
    await expect(shown).toBeVisible();
    await expect(page.getByRole('button', { name: 'Copy your new api key' })).toBeVisible();
    const key = (await shown.textContent())!.trim();
    await page.getByRole('button', { name: 'I have copied it' }).click();
    await expect(shown).toHaveCount(0);
    await expect(page.getByText(`${key.slice(0, 13)}…`)).toBeVisible();

    // The business's server uses it (no browser: no Origin, no cookies).
    const accounts = await request.get('/api/accounts', { headers: { Authorization: `Bearer ${key}` } });
    expect(accounts.status()).toBe(200);

    // An endpoint on this machine (the sandbox allows http://127.0.0.1), its signing secret shown once.
    await page.getByLabel('Endpoint URL').fill(`http://127.0.0.1:${port}/owo`);
    await page.getByRole('checkbox', { name: 'inflow.received' }).check();
    await page.getByRole('button', { name: 'Add endpoint' }).click();
    const secretShown = page.locator('code').filter({ hasText: /^whsec_/ });
    await expect(secretShown).toBeVisible();
    const secret = (await secretShown.textContent())!.trim();
    await page.getByRole('button', { name: 'I have copied it' }).click();

    // Money comes in: the event arrives, signed with the endpoint's secret, and the log shows it delivered.
    await deposit(request, business.accountNumber, 2500);
    await expect.poll(() => received.length).toBe(1);
    const [event] = received;
    expect(JSON.parse(event!.raw)).toMatchObject({ type: 'inflow.received', data: { amount: 2500 } });
    expect(verifyOwoSignature(event!.raw, event!.headers['x-signature'] as string, secret)).toBe(true);
    await page.getByRole('button', { name: 'Deliveries' }).click();
    const deliveries = page.getByRole('list', { name: 'Deliveries' });
    await expect(deliveries.getByText('inflow.received')).toBeVisible();
    await expect(deliveries.getByText('delivered', { exact: true })).toBeVisible();

    // The secret is rolled (say, the admin who copied it left): the new one is shown once, and the next event is
    // signed with it, not the old one.
    await page.getByRole('button', { name: 'Roll secret' }).click();
    const rolled = page.locator('code').filter({ hasText: /^whsec_/ });
    await expect(rolled).toBeVisible();
    const newSecret = (await rolled.textContent())!.trim();
    expect(newSecret).not.toBe(secret);
    await screen(page, 'developers-secret-rolled-1280');
    await page.setViewportSize({ width: 390, height: 844 });
    await screen(page, 'developers-secret-rolled-390');
    await page.setViewportSize({ width: 1280, height: 720 });
    await page.getByRole('button', { name: 'I have copied it' }).click();
    await deposit(request, business.accountNumber, 1200);
    await expect.poll(() => received.length).toBe(2);
    const second = received[1]!;
    const signature = second.headers['x-signature'] as string;
    expect(verifyOwoSignature(second.raw, signature, newSecret)).toBe(true);
    expect(verifyOwoSignature(second.raw, signature, secret)).toBe(false);

    // Revoked, the key is refused at once.
    await page
      .getByRole('listitem')
      .filter({ hasText: 'Shop server' })
      .getByRole('button', { name: 'Revoke' })
      .click();
    await expect(page.getByText('Revoked', { exact: true })).toBeVisible();
    const after = await request.get('/api/accounts', { headers: { Authorization: `Bearer ${key}` } });
    expect(after.status()).toBe(401);
  } finally {
    receiver.close();
  }
});
