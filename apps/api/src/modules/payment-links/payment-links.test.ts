import { errors } from '@owo/contract/messages';
import { paymentLinkMessages } from '@owo/contract/payment-links';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { randomToken } from '#lib/crypto.ts';
import { liftRestriction, placeRestriction } from '#money';
import { isValidNuban, newNuban, OWO_BANK, OWO_SERIALS } from '#rails/nuban.ts';
import {
  type Customer,
  call,
  createTestApp,
  signedInflow as signedInflowOf,
  signUp,
  TEST_DEVICE_ID,
  type TestApp,
} from '#test/harness.ts';
import { findLinkById, insertPaymentLink } from './payment-links-repository.ts';

let t: TestApp;
let shop: Customer;
let payer: Customer;
let stranger: Customer;

beforeAll(async () => {
  t = await createTestApp();
  shop = await signUp(t, { type: 'business', pin: '4826', kyc: true });
  payer = await signUp(t, { pin: '5937', kyc: true, deposit: 50_000 });
  stranger = await signUp(t, { pin: '6048', kyc: true, deposit: 1_000 });
}, 240_000);
afterAll(() => t.close());

const balanceOf = async (c: Customer): Promise<number> =>
  (await call(t, 'GET', '/api/accounts', { token: c.token })).body.data.accounts[0].balance;

async function createLink(body: Record<string, unknown>, owner = shop) {
  const r = await call(t, 'POST', '/api/payment-links', { token: owner.token, body });
  expect(r.status, JSON.stringify(r.body)).toBe(200);
  return r.body.data.link;
}

let keyNo = 0;
const pay = (slug: string, body: Record<string, unknown>, opts: { key?: string; who?: Customer } = {}) =>
  call(t, 'POST', `/api/payment-links/${slug}/pay`, {
    token: (opts.who ?? payer).token,
    body: { pin: '5937', ...body },
    headers: { 'idempotency-key': opts.key ?? `link-pay-${Date.now()}-${keyNo++}` },
  });

const signedInflow = (body: Record<string, unknown>) =>
  signedInflowOf(t, { reference: `GTB-${Date.now()}-${keyNo++}`, ...body });

describe('payment links', () => {
  it('creates a link with an unguessable slug and its own valid Owo MFB account number', async () => {
    const link = await createLink({
      description: 'Ankara fabric, 6 yards',
      amount_type: 'fixed',
      amount: 2500,
    });
    expect(link.slug).toMatch(/^[A-Za-z0-9_-]{22}$/);
    expect(link.url).toMatch(new RegExp(`/pay/${link.slug}$`));
    expect(link.amount).toBe(2500);
    expect(link.status).toBe('active');
    expect(link.paid).toBe(false);
    expect(link.bank_transfer.bank_name).toBe(OWO_BANK.name);
    expect(isValidNuban(OWO_BANK.code, link.bank_transfer.account_number)).toBe(true);
    const other = await createLink({ description: 'Open', amount_type: 'open' });
    expect(other.bank_transfer.account_number).not.toBe(link.bank_transfer.account_number);
    expect(other.amount).toBeNull();
  });

  it("gives each link a random account number: consecutive links' numbers are not sequential, both pass the NUBAN check, and a transfer to one pays that link", async () => {
    const first = await createLink({ description: 'Stall A', amount_type: 'open' });
    const second = await createLink({ description: 'Stall B', amount_type: 'open' });
    const numbers: string[] = [first, second].map((l) => l.bank_transfer.account_number);
    for (const n of numbers) expect(isValidNuban(OWO_BANK.code, n), n).toBe(true);
    const [a, b] = numbers.map((n) => Number(n.slice(0, 9)));
    // A serial one after the other would let anyone list every link's number (and its payee) from their own.
    expect(Math.abs(b! - a!), numbers.join(' then ')).toBeGreaterThan(1);
    const byBank = await signedInflow({ account_number: numbers[1], amount: 750, sender_name: 'Ngozi Eke' });
    expect(byBank.statusCode, byBank.body).toBe(200);
    const paid = await call(t, 'GET', `/api/payment-links/${second.id}`, { token: shop.token });
    expect(paid.body.data.link).toMatchObject({ paid: true, payments_count: 1, collected: 750 });
    const unpaid = await call(t, 'GET', `/api/payment-links/${first.id}`, { token: shop.token });
    expect(unpaid.body.data.link).toMatchObject({ paid: false, payments_count: 0 });
  });

  it("draws another number when a new link's number is taken already, and gives up after five collisions", async () => {
    const taken = (await createLink({ description: 'Stall C', amount_type: 'open' })).bank_transfer
      .account_number;
    const { rows } = await t.db.query<{ user_id: bigint; id: bigint }>(
      'SELECT user_id, account_id AS id FROM payment_links WHERE account_number = $1',
      [taken],
    );
    const owner = rows[0]!;
    const fresh = newNuban(OWO_BANK.code, OWO_SERIALS.paymentLink);
    const newLink = (draws: string[]) =>
      t.db.tx((q) =>
        insertPaymentLink(
          q,
          {
            slug: randomToken(16),
            userId: owner.user_id,
            accountId: owner.id,
            description: 'Collision',
            amountMinor: null,
            singleUse: false,
            expiresAt: null,
          },
          () => draws.shift()!,
        ),
      );
    const id = await newLink([taken, fresh]);
    expect((await findLinkById(t.db, id!))?.account_number).toBe(fresh);
    expect(await newLink(Array(5).fill(taken))).toBeNull();
  });

  it('refuses to create a link for a customer whose identity is not verified (no verified name to show)', async () => {
    const unverified = await signUp(t, { type: 'business', pin: '4826' });
    const r = await call(t, 'POST', '/api/payment-links', {
      token: unverified.token,
      body: { description: 'x', amount_type: 'open' },
    });
    expect(r.status).toBe(422);
    expect(r.body.message).toBe(errors.kycRequired);
  });

  it('refuses a fixed link without an amount and an expiry in the past', async () => {
    const r = await call(t, 'POST', '/api/payment-links', {
      token: shop.token,
      body: { description: 'x', amount_type: 'fixed' },
    });
    expect(r.status).toBe(400);
    expect(r.body.errors?.amount).toBe(paymentLinkMessages.fixedAmount);
    const past = await call(t, 'POST', '/api/payment-links', {
      token: shop.token,
      body: { description: 'x', amount_type: 'open', expires_at: '2020-01-01T00:00:00Z' },
    });
    expect(past.status).toBe(400);
  });

  it('shows a stranger only the masked payee, amount and description; unknown slugs are a plain 404', async () => {
    const link = await createLink({ description: 'Jollof rice tray', amount_type: 'fixed', amount: 8000 });
    const r = await call(t, 'GET', `/api/public/payment-links/${link.slug}`);
    expect(r.status).toBe(200);
    expect(r.headers['x-robots-tag']).toBe('noindex');
    expect(r.body.data.link).toMatchObject({
      payee_name: 'Adaeze Foods Ltd',
      description: 'Jollof rice tray',
      amount: 8000,
      status: 'active',
    });
    const text = JSON.stringify(r.body);
    expect(text).not.toContain(shop.accountNumber);
    expect(text).not.toContain(shop.phone.slice(-9));
    expect(text).not.toContain('balance');
    const unknown = await call(t, 'GET', '/api/public/payment-links/AAAAAAAAAAAAAAAAAAAAAA');
    expect(unknown.status).toBe(404);
    expect(unknown.body.status).toBe(false);
    expect((await call(t, 'GET', "/api/public/payment-links/x'y")).status).toBe(404);
  });

  it('masks a personal payee as "Ada O."', async () => {
    const link = await createLink({ description: 'Aso ebi contribution', amount_type: 'open' }, payer);
    const r = await call(t, 'GET', `/api/public/payment-links/${link.slug}`);
    expect(r.body.data.link.payee_name).toBe(`${payer.firstname} ${payer.lastname![0]}.`);
  });

  it('is paid in the app once: payer debited, payee credited, an idempotent replay pays nothing more', async () => {
    const link = await createLink({ description: 'Pepper soup', amount_type: 'fixed', amount: 3000 });
    const [payerBefore, shopBefore] = [await balanceOf(payer), await balanceOf(shop)];
    const key = `link-pay-replay-${Date.now()}`;
    const first = await pay(link.slug, {}, { key });
    expect(first.status, JSON.stringify(first.body)).toBe(200);
    expect(first.body.data.transaction).toMatchObject({ direction: 'debit', amount: 3000, fee: 0 });
    const again = await pay(link.slug, {}, { key });
    expect(again.status).toBe(200);
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect(again.body.data.transaction.uuid).toBe(first.body.data.transaction.uuid);
    expect(await balanceOf(payer)).toBe(payerBefore - 3000);
    expect(await balanceOf(shop)).toBe(shopBefore + 3000);

    const history = await call(t, 'GET', '/api/accounts/transactions', { token: shop.token });
    const credit = history.body.data.data[0];
    expect(credit).toMatchObject({ direction: 'credit', amount: 3000, status: 'successful' });
    expect(credit.narration).toBe(`Payment link: Pepper soup — from ${payer.firstname} ${payer.lastname}`);

    const mine = await call(t, 'GET', `/api/payment-links/${link.id}`, { token: shop.token });
    expect(mine.body.data.link).toMatchObject({
      paid: true,
      payments_count: 1,
      collected: 3000,
      status: 'active',
    });
  });

  it('refuses a fixed link paid with another amount, an open link without one, and paying your own link', async () => {
    const fixed = await createLink({ description: 'Fixed', amount_type: 'fixed', amount: 1000 });
    const before = await balanceOf(payer);
    const wrong = await pay(fixed.slug, { amount: 999.99 });
    expect(wrong.status).toBe(422);
    expect(wrong.body.message).toBe(paymentLinkMessages.amountMismatch);
    const open = await createLink({ description: 'Open', amount_type: 'open' });
    const none = await pay(open.slug, {});
    expect(none.status).toBe(400);
    expect(none.body.message).toBe(paymentLinkMessages.amountRequired);
    const own = await call(t, 'POST', `/api/payment-links/${open.slug}/pay`, {
      token: shop.token,
      body: { amount: 100, pin: '4826' },
    });
    expect(own.status).toBe(422);
    expect(own.body.message).toBe(paymentLinkMessages.ownLink);
    const ok = await pay(open.slug, { amount: 1234.5 });
    expect(ok.status).toBe(200);
    expect(await balanceOf(payer)).toBe(before - 1234.5);
  });

  it('refuses a single-use link the second time, in the app and by bank transfer, and takes no money', async () => {
    const link = await createLink({
      description: 'One bag of rice',
      amount_type: 'fixed',
      amount: 5000,
      single_use: true,
    });
    expect((await pay(link.slug, {})).status).toBe(200);
    const before = await balanceOf(payer);
    const shopBefore = await balanceOf(shop);
    const second = await pay(link.slug, {});
    expect(second.status).toBe(422);
    expect(second.body.message).toBe(paymentLinkMessages.alreadyPaid);
    const third = await pay(link.slug, {}, { who: stranger });
    expect(third.status).toBe(422);
    const byBank = await call(t, 'POST', '/api/sandbox/deposits', {
      body: { account_number: link.bank_transfer.account_number, amount: 5000 },
    });
    expect(byBank.status).toBe(422);
    expect(byBank.body.message).toBe(paymentLinkMessages.alreadyPaid);
    expect(await balanceOf(payer)).toBe(before);
    expect(await balanceOf(shop)).toBe(shopBefore);
    const pub = await call(t, 'GET', `/api/public/payment-links/${link.slug}`);
    expect(pub.body.data.link.status).toBe('paid');
  });

  it('pays a single-use link once when two payers press at the same moment', async () => {
    const link = await createLink({
      description: 'Last pair of shoes',
      amount_type: 'fixed',
      amount: 700,
      single_use: true,
    });
    const shopBefore = await balanceOf(shop);
    const race = await Promise.all([
      pay(link.slug, {}),
      call(t, 'POST', `/api/payment-links/${link.slug}/pay`, {
        token: stranger.token,
        body: { pin: '6048' },
        headers: { 'idempotency-key': `race-${Date.now()}` },
      }),
    ]);
    const paid = race.filter((r) => r.status === 200).length;
    expect(paid).toBe(1);
    expect(await balanceOf(shop)).toBe(shopBefore + 700);
  });

  it('refuses an expired link in the app and by bank transfer, moving nothing', async () => {
    const link = await createLink({
      description: 'Flash sale',
      amount_type: 'open',
      expires_at: new Date(Date.now() + 60_000).toISOString(),
    });
    await t.db.query(`UPDATE payment_links SET expires_at = now() - interval '1 second' WHERE uuid = $1`, [
      link.id,
    ]);
    const before = await balanceOf(payer);
    const r = await pay(link.slug, { amount: 200 });
    expect(r.status).toBe(422);
    expect(r.body.message).toBe(paymentLinkMessages.expired);
    const byBank = await signedInflow({ account_number: link.bank_transfer.account_number, amount: 200 });
    expect(byBank.statusCode).toBe(422);
    expect(byBank.json().message).toBe(paymentLinkMessages.expired);
    expect(await balanceOf(payer)).toBe(before);
    const mine = await call(t, 'GET', `/api/payment-links/${link.id}`, { token: shop.token });
    expect(mine.body.data.link).toMatchObject({ status: 'expired', paid: false, collected: 0 });
  });

  it('is paid by bank transfer: the sandbox deposit and the signed webhook credit the business and mark it paid', async () => {
    const link = await createLink({ description: 'Catering deposit', amount_type: 'fixed', amount: 15000 });
    const shopBefore = await balanceOf(shop);
    const dep = await call(t, 'POST', '/api/sandbox/deposits', {
      body: { account_number: link.bank_transfer.account_number, amount: 15000, sender_name: 'Chidi Eze' },
    });
    expect(dep.status, JSON.stringify(dep.body)).toBe(200);
    expect(dep.body.data.transaction.narration).toBe('Payment link: Catering deposit — from Chidi Eze');
    const reference = `GTB${Date.now()}`;
    const hook = await signedInflow({
      account_number: link.bank_transfer.account_number,
      amount: 15000,
      sender_name: 'Bola Ade',
      reference,
    });
    expect(hook.statusCode, hook.body).toBe(200);
    // The bank repeats its notice: credited once.
    const replay = await signedInflow({
      account_number: link.bank_transfer.account_number,
      amount: 15000,
      sender_name: 'Bola Ade',
      reference,
    });
    expect(replay.statusCode).toBe(200);
    expect(await balanceOf(shop)).toBe(shopBefore + 30_000);
    const mine = await call(t, 'GET', `/api/payment-links/${link.id}`, { token: shop.token });
    expect(mine.body.data.link).toMatchObject({ paid: true, payments_count: 2, collected: 30_000 });
    // The payee is alerted: the alerts' database triggers turn the credit row into a notification.
    const inbox = await call(t, 'GET', '/api/notifications', { token: shop.token });
    const titles = inbox.body.data.data.map((n: { title: string }) => n.title);
    expect(titles).toContain('Credit ₦15,000.00 from Bola Ade · Payment link “Catering deposit”');
    // And by SMS: the link and the payer (masked: a text shows on a lock screen).
    await t.app.worker.drain();
    const texts = await call(t, 'GET', `/api/sandbox/messages?phone=${shop.phone}`);
    expect(texts.body.data.map((m: { body: string }) => m.body)).toContainEqual(
      expect.stringMatching(
        /^Owo: Credit ₦15,000\.00 from Bola A\. · Payment link “Catering deposit” · Bal ₦/,
      ),
    );
    // A different amount to a fixed link is refused (the sender's bank returns it).
    const wrong = await signedInflow({ account_number: link.bank_transfer.account_number, amount: 100 });
    expect(wrong.statusCode).toBe(422);
    expect(await balanceOf(shop)).toBe(shopBefore + 30_000);
    // A bad signature is refused before anything is read.
    const forged = await t.app.inject({
      method: 'POST',
      url: '/api/webhooks/inflow',
      headers: { 'content-type': 'application/json', 'x-signature': 'f'.repeat(64) },
      payload: JSON.stringify({ account_number: link.bank_transfer.account_number, amount: 15000 }),
    });
    expect(forged.statusCode).toBe(401);
  });

  it("tells a signed-out payer's page about their own transfer, masked, and nothing from before the page opened", async () => {
    const link = await createLink({
      description: 'Ankara fabric',
      amount_type: 'fixed',
      amount: 7500,
      single_use: true,
    });
    const watch = (since: string) =>
      call(t, 'GET', `/api/public/payment-links/${link.slug}/payments?since=${encodeURIComponent(since)}`);
    const page = await call(t, 'GET', `/api/public/payment-links/${link.slug}`);
    const since = page.body.data.link.checked_at;
    expect(Date.parse(since)).toBeLessThanOrEqual(Date.now());
    const before = await watch(since);
    expect(before.status).toBe(200);
    expect(before.headers['x-robots-tag']).toBe('noindex');
    expect(before.body.data).toEqual({ status: 'active', payments: [] });

    const dep = await signedInflow({
      account_number: link.bank_transfer.account_number,
      amount: 7500,
      sender_name: 'Ngozi Okafor',
    });
    expect(dep.statusCode, dep.body).toBe(200);
    const after = await watch(since);
    // The single-use link is paid now, and the payer who opened the page before is told it was theirs.
    expect(after.body.data.status).toBe('paid');
    expect(after.body.data.payments).toEqual([
      { amount: '₦7,500.00', payer: 'Ngozi O.', received_at: expect.any(String) },
    ]);
    expect(JSON.stringify(after.body)).not.toContain('Okafor');
    // A page opened after the payment hears of none; nor does one that claims to have opened hours ago
    // (only the last 30 minutes are told), and a bad moment is a 400.
    const later = await call(t, 'GET', `/api/public/payment-links/${link.slug}`);
    expect((await watch(later.body.data.link.checked_at)).body.data.payments).toEqual([]);
    expect((await watch('not-a-time')).status).toBe(400);
    expect(
      (await call(t, 'GET', '/api/public/payment-links/nope/payments?since=2026-01-01T00:00:00Z')).status,
    ).toBe(404);
  });

  it('lists links with paid or unpaid and the totals collected', async () => {
    const all = await call(t, 'GET', '/api/payment-links', { token: shop.token });
    expect(all.status).toBe(200);
    const { links, totals } = all.body.data;
    const sum = links.reduce((s: number, l: { collected: number }) => s + l.collected, 0);
    expect(totals.collected).toBe(sum);
    expect(totals.paid_links + totals.unpaid_links).toBe(links.length);
    const paid = await call(t, 'GET', '/api/payment-links?status=paid', { token: shop.token });
    expect(paid.body.data.links.every((l: { paid: boolean }) => l.paid)).toBe(true);
    expect(paid.body.data.links.length).toBe(totals.paid_links);
    const unpaid = await call(t, 'GET', '/api/payment-links?status=unpaid', { token: shop.token });
    expect(unpaid.body.data.links.every((l: { paid: boolean }) => !l.paid)).toBe(true);
  });

  it('does not let another customer see, deactivate or print my link (404), nor list it', async () => {
    const link = await createLink({ description: 'Private', amount_type: 'open' });
    for (const [method, url] of [
      ['GET', `/api/payment-links/${link.id}`],
      ['POST', `/api/payment-links/${link.id}/deactivate`],
      ['GET', `/api/payment-links/${link.id}/poster.pdf`],
    ] as const) {
      const r = await call(t, method, url, { token: stranger.token });
      expect(r.status, url).toBe(404);
      expect(r.body.status).toBe(false);
    }
    const list = await call(t, 'GET', '/api/payment-links', { token: stranger.token });
    expect(JSON.stringify(list.body)).not.toContain(link.slug);
    const still = await call(t, 'GET', `/api/public/payment-links/${link.slug}`);
    expect(still.body.data.link.status).toBe('active');
  });

  it('deactivates a link: it then refuses payments', async () => {
    const link = await createLink({ description: 'Old price', amount_type: 'fixed', amount: 400 });
    const r = await call(t, 'POST', `/api/payment-links/${link.id}/deactivate`, { token: shop.token });
    expect(r.status).toBe(200);
    expect(r.body.data.link.status).toBe('deactivated');
    const refused = await pay(link.slug, {});
    expect(refused.status).toBe(422);
    expect(refused.body.message).toBe(paymentLinkMessages.inactive);
  });

  it("reads as no longer active while the payee's account cannot receive money (a staff freeze), and again after", async () => {
    const frozen = await signUp(t, { type: 'business', pin: '4826', kyc: true });
    const link = await createLink({ description: 'Frozen stall', amount_type: 'fixed', amount: 500 }, frozen);
    const status = async () =>
      (await call(t, 'GET', `/api/public/payment-links/${link.slug}`)).body.data.link.status;
    expect(await status()).toBe('active');
    const userId = (
      await t.db.query<{ id: bigint }>('SELECT id FROM users WHERE uuid = $1', [frozen.userUuid])
    ).rows[0]!.id;
    const staff = BigInt(9_000_000 + Math.floor(Math.random() * 1_000_000));
    const placed = await t.db.tx((q) =>
      placeRestriction(q, { userId, type: 'freeze', reason: 'review', staffId: staff }),
    );
    expect(placed.code).toBe('ok');
    // The payer's page offers no way to pay what the inflow would refuse, and says no more than a deactivated link.
    expect(await status()).toBe('deactivated');
    const lift = (staffId: bigint) =>
      t.db.tx((q) => liftRestriction(q, { restrictionUuid: placed.uuid!, staffId, reason: 'cleared' }));
    expect(await lift(staff)).toBe('requested');
    expect(await lift(staff + 1n)).toBe('lifted');
    expect(await status()).toBe('active');
  });

  it('prints an A4 poster PDF for the owner', async () => {
    const link = await createLink({ description: 'Suya by the kilo', amount_type: 'open' });
    const res = await t.app.inject({
      method: 'GET',
      url: `/api/payment-links/${link.id}/poster.pdf`,
      headers: { authorization: `Bearer ${shop.token}`, 'x-device-id': TEST_DEVICE_ID },
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('application/pdf');
    expect(res.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    expect(res.rawPayload.length).toBeGreaterThan(2_000);
  });

  it('rate-limits the public page per IP', async () => {
    const link = await createLink({ description: 'Busy', amount_type: 'open' });
    const ip = `10.9.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}`;
    let limited = 0;
    for (let i = 0; i < 65; i++) {
      const r = await t.app.inject({
        method: 'GET',
        url: `/api/public/payment-links/${link.slug}`,
        remoteAddress: ip,
      });
      if (r.statusCode === 429) limited++;
    }
    expect(limited).toBeGreaterThan(0);
  });
});
