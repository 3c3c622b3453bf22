import { errors } from '@owo/contract/messages';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sandboxBanks } from '#rails/banks.ts';
import { balance, call, createTestApp, onRealServer, signUp, type TestApp } from '#test/harness.ts';
import { newKey, PIN, post, remittanceBody } from '#test/transfers-helpers.ts';

// A send whose answer was lost is retried with its key. Before the money core replays it, the send asks the
// partners again (the bank's name enquiry, the FX rate); when they now answer otherwise (the bank no longer
// names the account, the FX desk is down), the retry must still get the first reply: a client told "not found"
// about a send that went through drops its key and sends the money again.

let t: TestApp;
const partners = { bankForgets: false, bankDown: false, fxDown: false };
beforeAll(async () => {
  t = await createTestApp({
    rails: {
      banks: {
        banks: () => sandboxBanks.banks(),
        nameEnquiry: async (bank, account) => {
          if (partners.bankDown) throw new Error('NIBSS name enquiry timed out');
          return partners.bankForgets ? null : sandboxBanks.nameEnquiry(bank, account);
        },
      },
      fx: {
        rates: async () => {
          if (partners.fxDown) throw new Error('fx desk timed out');
          return { usd: 150_000n, ghs: 10_000n };
        },
      },
    },
  });
});
afterAll(() => t.close());

describe('a retry whose partner now answers otherwise', () => {
  it('replays the send it spent its key on; a new key gets the partner’s answer, another body the conflict', async () => {
    const c = await signUp(t, { pin: PIN, deposit: 10_000 });
    const key = newKey();
    const body = remittanceBody({ amount: 1500 });
    const first = await post(t, c, '/api/transfer/remittance/send', body, key);
    expect(first.status, first.text).toBe(200);
    const after = await balance(t, c);
    expect(after).toBe(10_000 - 1500 - 10.75);

    partners.bankForgets = true;
    try {
      const retry = await post(t, c, '/api/transfer/remittance/send', body, key);
      expect(retry.status).toBe(200);
      expect(retry.headers['idempotent-replayed']).toBe('true');
      expect(retry.text).toBe(first.text);

      // The replay needs the PIN, as every replay does, and a wrong one counts.
      const wrong = await post(t, c, '/api/transfer/remittance/send', { ...body, pin: '0000' }, key);
      expect(wrong.status).toBe(422);
      expect(wrong.body.message).toMatch(/^Incorrect transaction PIN/);
      const { rows } = await t.db.query<{ pin_failed_attempts: number }>(
        'SELECT pin_failed_attempts FROM users WHERE uuid = $1',
        [c.userUuid],
      );
      expect(rows[0]!.pin_failed_attempts).toBe(1);

      const other = await post(t, c, '/api/transfer/remittance/send', { ...body, amount: 1600 }, key);
      expect(other.status).toBe(409);
      const fresh = await post(t, c, '/api/transfer/remittance/send', body, newKey());
      expect(fresh.status).toBe(404);
      expect(fresh.body.message).toBe(errors.accountNotFound);
    } finally {
      partners.bankForgets = false;
    }
    expect(await balance(t, c)).toBe(after);
    const history = await call(t, 'GET', '/api/accounts/transactions', { token: c.token });
    expect(history.body.data.total).toBe(2); // the deposit and one send
  });

  it('replays a card funding whose FX desk is now down, instead of a 500', async () => {
    const c = await signUp(t, { pin: PIN, kyc: true, deposit: 10_000 });
    const card = (await post(t, c, '/api/cards', {})).body.data.card;
    const key = newKey();
    const first = await post(t, c, `/api/cards/${card.id}/fund`, { amount: 1500, pin: PIN }, key);
    expect(first.status, first.text).toBe(200);
    partners.fxDown = true;
    try {
      const retry = await post(t, c, `/api/cards/${card.id}/fund`, { amount: 1500, pin: PIN }, key);
      expect(retry.status).toBe(200);
      expect(retry.headers['idempotent-replayed']).toBe('true');
      expect(retry.body).toEqual(first.body);
    } finally {
      partners.fxDown = false;
    }
    expect(await balance(t, c)).toBe(10_000 - 1500);
  });

  it('a partner that cannot be reached is a 503 to try again, not a 500: nothing was decided', async () => {
    const c = await signUp(t, { pin: PIN, deposit: 10_000 });
    partners.bankDown = true;
    try {
      const enquiry = await post(t, c, '/api/transfer/remittance/resolve', {
        account_number: remittanceBody().account_number,
        bank_code: '058',
      });
      expect(enquiry.status).toBe(503);
      expect(enquiry.body.message).toBe(errors.unavailable);
      expect(enquiry.headers['retry-after']).toBe('5');
      const sent = await post(
        t,
        c,
        '/api/transfer/remittance/send',
        remittanceBody({ amount: 1500 }),
        newKey(),
      );
      expect(sent.status).toBe(503);
    } finally {
      partners.bankDown = false;
    }
    expect(await balance(t, c)).toBe(10_000);
  });

  // Two sessions at once need the real server (PGlite is one session).
  it.runIf(onRealServer())(
    'waits for the first request still in the money core, then replays it',
    async () => {
      const c = await signUp(t, { pin: PIN, deposit: 10_000 });
      const key = newKey();
      const body = remittanceBody({ amount: 1500 });
      // Another session holds the customer's account: the first request passes its plan (which locks the customer
      // for its name-check budget, and lets go) and waits in the core, holding the customer's row.
      let release!: () => void;
      const released = new Promise<void>((r) => {
        release = r;
      });
      let held!: () => void;
      const holding = new Promise<void>((r) => {
        held = r;
      });
      const holder = t.db.tx(async (q) => {
        await q.query(
          'SELECT 1 FROM accounts WHERE user_id = (SELECT id FROM users WHERE uuid = $1) FOR UPDATE',
          [c.userUuid],
        );
        held();
        await released;
      });
      await holding;
      const waiting = async () =>
        Number(
          (
            await t.db.query<{ n: string }>(
              `SELECT count(*)::text AS n FROM pg_stat_activity WHERE wait_event_type = 'Lock' AND datname = current_database()`,
            )
          ).rows[0]!.n,
        );
      const first = post(t, c, '/api/transfer/remittance/send', body, key);
      await expect.poll(waiting, { timeout: 5_000 }).toBeGreaterThanOrEqual(1);
      // Its answer is lost; the retry's name enquiry now fails, and it must wait for the first, not say 404.
      partners.bankForgets = true;
      let retry: Awaited<ReturnType<typeof post>>;
      try {
        const retried = post(t, c, '/api/transfer/remittance/send', body, key);
        await expect.poll(waiting, { timeout: 5_000 }).toBeGreaterThanOrEqual(2);
        release();
        await holder;
        retry = await retried;
      } finally {
        partners.bankForgets = false;
        release();
      }
      const answered = await first;
      expect(answered.status, answered.text).toBe(200);
      expect(retry.status, retry.text).toBe(200);
      expect(retry.text).toBe(answered.text);
      expect(await balance(t, c)).toBe(10_000 - 1500 - 10.75);
    },
  );
});
