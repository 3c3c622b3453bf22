import { errors, messages } from '@owo/contract/messages';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type CardIssuerRail, type IssuedCard, isValidLuhn, sandboxCardIssuer } from '#rails/card-issuer.ts';
import { balance, type Customer, call, createTestApp, signUp, type TestApp } from '#test/harness.ts';
import { newKey, PIN, post } from '#test/transfers-helpers.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

async function newCard(c: Customer) {
  const r = await post(t, c, '/api/cards', {});
  expect(r.status).toBe(200);
  return r.body.data.card;
}

describe('cards', () => {
  it('are issued only after verified KYC, one per customer, showing only the last four digits', async () => {
    const pending = await signUp(t, { pin: PIN });
    const refused = await post(t, pending, '/api/cards', {});
    expect(refused.status).toBe(422);
    expect(refused.body.message).toBe(errors.kycRequired);

    const c = await signUp(t, { pin: PIN, kyc: true });
    const card = await newCard(c);
    expect(card).toMatchObject({
      brand: 'visa',
      status: 'active',
      currency: 'USD',
      balance: 0,
      name_on_card: `${c.firstname} ${c.lastname}`.toUpperCase(),
    });
    expect(card.last4).toMatch(/^\d{4}$/);
    expect(card.expiry).toMatch(/^\d{2}\/\d{2}$/);
    expect(JSON.stringify(card)).not.toMatch(/\d{12,}/);
    expect((await post(t, c, '/api/cards', {})).status).toBe(409);

    const list = await call(t, 'GET', '/api/cards', { token: c.token });
    expect(list.body.data).toEqual([card]);
    expect((await call(t, 'GET', '/api/profile', { token: c.token })).body.data.user.has_card).toBe(true);
    // The card's dollars are not a bank account: /accounts still lists the naira account only.
    expect((await call(t, 'GET', '/api/accounts', { token: c.token })).body.data.accounts).toHaveLength(1);

    const { rows } = await t.db.query<{ pan_encrypted: string; cvv_encrypted: string }>(
      'SELECT pan_encrypted, cvv_encrypted FROM cards WHERE uuid = $1',
      [card.id],
    );
    const reveal = await post(t, c, `/api/cards/${card.id}/reveal`, { pin: PIN });
    expect(rows[0]!.pan_encrypted).not.toContain(reveal.body.data.pan);
    expect(rows[0]!.pan_encrypted).toMatch(/^v1:/);
  });

  it('is funded in naira at the usd rate, with the PIN and an Idempotency-Key; frozen refuses', async () => {
    const c = await signUp(t, { pin: PIN, kyc: true, deposit: 100_000 });
    const card = await newCard(c);
    const key = newKey();
    const fund = (body: Record<string, unknown>, k?: string) =>
      post(t, c, `/api/cards/${card.id}/fund`, body, k);

    const first = await fund({ amount: 15_000, pin: PIN }, key);
    expect(first.status).toBe(200);
    expect(first.body.data.card.balance).toBe(10);
    expect(first.body.data.receive).toEqual({ amount: 10, currency: 'USD', rate: 1500 });
    expect(first.body.data.transaction).toMatchObject({
      rail: 'card',
      status: 'successful',
      amount: 15_000,
      total: 15_000,
    });
    const again = await fund({ amount: 15_000, pin: PIN }, key);
    expect(again.body).toEqual(first.body);
    expect((await fund({ amount: 15_001, pin: PIN }, key)).status).toBe(409);
    expect(await balance(t, c)).toBe(85_000);

    expect((await fund({ amount: 1000, pin: '0000' })).status).toBe(422);
    expect((await fund({ amount: '', pin: PIN })).body.errors?.amount).toBe(messages.amount);
    expect((await fund({ amount: 200_000, pin: PIN })).body.message).toBe(errors.insufficientFunds);

    const frozen = await post(t, c, `/api/cards/${card.id}/freeze`, {});
    expect(frozen.body.data.card.status).toBe('frozen');
    const refused = await fund({ amount: 1000, pin: PIN });
    expect(refused.status).toBe(422);
    expect(refused.body.message).toBe(errors.cardFrozen);
    expect((await post(t, c, `/api/cards/${card.id}/unfreeze`, {})).body.data.card.status).toBe('active');
    const second = await fund({ amount: 1000, pin: PIN });
    expect(second.status).toBe(200);
    // 1,000 ÷ 1,500 = $0.666… → $0.66 (rounded down)
    expect(second.body.data.card.balance).toBe(10.66);
    expect(await balance(t, c)).toBe(84_000);

    const history = await call(t, 'GET', `/api/cards/${card.id}/transactions`, { token: c.token });
    expect(history.status).toBe(200);
    expect(history.body.data.total).toBe(2);
    expect(history.body.data.data.map((x: { amount: number }) => x.amount)).toEqual([0.66, 10]);
    expect(history.body.data.data[0]).toMatchObject({ currency: 'USD', direction: 'credit' });
  });

  it('reveals the full number and CVV only with the right PIN', async () => {
    const c = await signUp(t, { pin: PIN, kyc: true });
    const card = await newCard(c);
    const wrong = await post(t, c, `/api/cards/${card.id}/reveal`, { pin: '0000' });
    expect(wrong.status).toBe(422);
    expect(wrong.body.message).toBe(errors.pinIncorrect);
    expect((await post(t, c, `/api/cards/${card.id}/reveal`, {})).body.errors?.pin).toBe(
      messages.transactionPin,
    );
    const r = await post(t, c, `/api/cards/${card.id}/reveal`, { pin: PIN });
    expect(r.status).toBe(200);
    expect(r.headers['cache-control']).toBe('no-store');
    expect(r.body.data.pan).toMatch(/^4\d{15}$/);
    expect(isValidLuhn(r.body.data.pan)).toBe(true);
    expect(r.body.data.pan.endsWith(card.last4)).toBe(true);
    expect(r.body.data.cvv).toMatch(/^\d{3}$/);
  });

  it('is invisible to another customer: every card call is 404', async () => {
    const owner = await signUp(t, { pin: PIN, kyc: true });
    const card = await newCard(owner);
    const other = await signUp(t, { pin: PIN, kyc: true, deposit: 10_000 });
    const id = card.id;
    expect((await post(t, other, `/api/cards/${id}/freeze`, {})).status).toBe(404);
    expect((await post(t, other, `/api/cards/${id}/unfreeze`, {})).status).toBe(404);
    expect((await post(t, other, `/api/cards/${id}/fund`, { amount: 100, pin: PIN })).status).toBe(404);
    expect((await post(t, other, `/api/cards/${id}/reveal`, { pin: PIN })).status).toBe(404);
    expect((await call(t, 'GET', `/api/cards/${id}/transactions`, { token: other.token })).status).toBe(404);
    expect((await call(t, 'GET', '/api/cards', { token: other.token })).body.data).toEqual([]);
    expect(await balance(t, other)).toBe(10_000);
  });

  describe('asked of the issuer once', () => {
    // The sandbox issuer behind a recorder: every card it gave, by reference; `unreachable` makes it issue the card
    // and then lose the answer (a timeout after the issuer acted), as a crash before the commit would; `slow` makes
    // it answer after 200 ms, long enough for a second tap to reach it while the first waits.
    const issued: { reference: string; card: IssuedCard }[] = [];
    let unreachable = false;
    let slow = false;
    let issuerApp: TestApp;
    beforeAll(async () => {
      let sandbox: CardIssuerRail | undefined;
      const recorder: CardIssuerRail = {
        async issue(order) {
          sandbox ??= sandboxCardIssuer(issuerApp.config.pinSecret);
          const card = await sandbox.issue(order);
          if (slow) await new Promise((resolve) => setTimeout(resolve, 200));
          issued.push({ reference: order.reference, card });
          if (unreachable) throw new Error('issuer timed out');
          return card;
        },
      };
      issuerApp = await createTestApp({ rails: { cardIssuer: recorder } });
    });
    afterAll(() => issuerApp.close());

    async function reveal(c: Customer, id: string) {
      return (await post(issuerApp, c, `/api/cards/${id}/reveal`, { pin: PIN })).body.data.pan as string;
    }

    it('a double tap gets one card: both taps ask with one reference, and the issuer holds no card Owo does not', async () => {
      const c = await signUp(issuerApp, { pin: PIN, kyc: true });
      issued.length = 0;
      slow = true;
      const taps = await Promise.all([0, 1].map(() => post(issuerApp, c, '/api/cards', {})));
      slow = false;
      expect(taps.map((r) => r.status).sort()).toEqual([200, 409]);
      const card = taps.find((r) => r.status === 200)!.body.data.card;
      expect(new Set(issued.map((i) => i.reference)).size).toBe(1);
      expect(new Set(issued.map((i) => i.card.pan))).toEqual(new Set([await reveal(c, card.id)]));
      const { rows } = await issuerApp.db.query<{ n: string }>(
        'SELECT count(*)::text AS n FROM cards c JOIN users u ON u.id = c.user_id WHERE u.uuid::text = $1',
        [c.userUuid],
      );
      expect(rows[0]!.n).toBe('1');
    });

    it('an issuer that acted but did not answer: 503, and the next tap is given that same card', async () => {
      const c = await signUp(issuerApp, { pin: PIN, kyc: true });
      issued.length = 0;
      unreachable = true;
      const lost = await post(issuerApp, c, '/api/cards', {});
      unreachable = false;
      expect(lost.status).toBe(503);
      expect(lost.body.message).toBe(errors.unavailable);
      expect((await call(issuerApp, 'GET', '/api/cards', { token: c.token })).body.data).toEqual([]);

      const again = await post(issuerApp, c, '/api/cards', {});
      expect(again.status).toBe(200);
      expect(issued).toHaveLength(2);
      expect(issued[1]!.reference).toBe(issued[0]!.reference);
      expect(await reveal(c, again.body.data.card.id)).toBe(issued[0]!.card.pan);
    });
  });
});
