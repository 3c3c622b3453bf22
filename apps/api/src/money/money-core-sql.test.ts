import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { balance, createTestApp, signUp, type TestApp } from '#test/harness.ts';
import { PIN } from '#test/transfers-helpers.ts';
import { rulesOf, transferSpec } from './money-core.ts';
import { callSendBatch } from './money-core-repository.ts';
import { pinHmac } from './pin-hash.ts';

// The money core's SQL functions called directly (migrations 014, 022 and 030), one test per rule and per refusal,
// on whichever database the suite runs (the embedded one, and the real server in CI). money_decide is tested on
// cases built here (a money_case from JSON), so each rule is checked alone; the load (money_case_of), the
// allowance and money_send_batch on real rows. The API tests check the same rules through HTTP; these pin down
// the functions themselves, so a change to the SQL that breaks a rule fails here with the rule's name.

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

/** The limits as the API passes them, with a ₦20,000 new-device cap for 24 hours (kobo as strings). */
const RULES = JSON.stringify({
  t1_per: '5000000',
  t1_daily: '5000000',
  t1_max: '30000000',
  t3_per: '500000000',
  t3_daily: '500000000',
  t3_max: null,
  cap_minor: '2000000',
  cap_hours: 24,
  pin_max: 5,
  pin_lock_ms: 1_800_000,
  lock_timeout_ms: 10_000,
});

/** One Owo-to-Owo send of a money_send_batch call, as sendMoney builds it. */
const owoSpec = (userId: bigint, to: string, kobo: bigint, o: Record<string, unknown> = {}) => ({
  ...transferSpec(t.config, userId, {
    kind: 'owo',
    send: { amountMinor: kobo, accountNumber: to, narration: 'batch test', saveBeneficiary: false },
  }),
  signer_id: null,
  pre_authorised: false,
  key: null,
  fingerprint: null,
  ...o,
});

/** The same without the new-device cap (a fresh signup's window is open). */
const NO_CAP = JSON.stringify({ ...JSON.parse(RULES), cap_minor: '0' });

async function one<T>(sql: string, params: unknown[]): Promise<T> {
  const { rows } = await t.db.query<T>(sql, params);
  return rows[0] as T;
}

describe('money_pin_rule: the PIN on values', () => {
  interface Pin {
    code: string;
    failures: number;
    locked_until: Date | null;
    tries_left: number | null;
  }
  const pinRule = (
    stored: string | null,
    failures: number,
    lockedUntil: string | null,
    given: string | null,
  ) =>
    one<Pin>('SELECT * FROM money_pin_rule($1, $2, $3, $4, $5)', [
      stored,
      failures,
      lockedUntil,
      given,
      RULES,
    ]);

  it('answers pin_not_set when the customer has no PIN, whatever is given', async () => {
    expect((await pinRule(null, 0, null, 'x')).code).toBe('pin_not_set');
  });

  it('accepts the right PIN and changes nothing', async () => {
    expect(await pinRule('h', 0, null, 'h')).toMatchObject({ code: 'ok', failures: 0, locked_until: null });
  });

  it('counts a wrong (or missing) PIN and says how many tries are left', async () => {
    expect(await pinRule('h', 0, null, 'nope')).toMatchObject({
      code: 'pin_incorrect',
      failures: 1,
      tries_left: 4,
    });
    expect(await pinRule('h', 3, null, null)).toMatchObject({
      code: 'pin_incorrect',
      failures: 4,
      tries_left: 1,
    });
  });

  it('locks for pin_lock_ms at the fifth wrong PIN, and resets the count', async () => {
    const r = await pinRule('h', 4, null, 'nope');
    expect(r).toMatchObject({ code: 'pin_locked', failures: 0, tries_left: 0 });
    const lockMs = new Date(r.locked_until!).getTime() - Date.now();
    expect(lockMs).toBeGreaterThan(1_790_000);
    expect(lockMs).toBeLessThanOrEqual(1_800_000);
  });

  it('refuses even the right PIN while locked', async () => {
    const until = new Date(Date.now() + 60_000).toISOString();
    expect(await pinRule('h', 0, until, 'h')).toMatchObject({ code: 'pin_locked', tries_left: 0 });
  });

  it('clears an earlier count, or an expired lock, on the right PIN', async () => {
    expect(await pinRule('h', 2, null, 'h')).toMatchObject({
      code: 'pin_cleared',
      failures: 0,
      locked_until: null,
    });
    const past = new Date(Date.now() - 1_000).toISOString();
    expect(await pinRule('h', 0, past, 'h')).toMatchObject({ code: 'pin_cleared', locked_until: null });
  });
});

describe('money_decide: every rule on a case, one test per rule and per refusal', () => {
  interface Decision {
    code: string;
    detail: Record<string, unknown> | null;
    pin_failures: number | null;
    pin_locked_until: Date | null;
  }
  /** A send every rule lets through: verified, no restriction, no PIN asked, nothing spent, ₦100,000 held. */
  const SEND = {
    move: 'send',
    amount: '100000',
    fee: '0',
    require_kyc: false,
    key_found: false,
    kyc: 'verified',
    self_frozen: false,
    pin_check: false,
    spent_today: '0',
    sent_today: '0',
    balance: '10000000',
    same_staff: false,
  };
  const decide = (c: Record<string, unknown>) =>
    one<Decision>('SELECT * FROM money_decide(jsonb_populate_record(NULL::money_case, $1::jsonb), $2)', [
      JSON.stringify({ ...SEND, ...c }),
      RULES,
    ]);
  const code = async (c: Record<string, unknown>) => (await decide(c)).code;
  const inAnHour = () => new Date(Date.now() + 3_600_000).toISOString();

  it('lets a send within every rule through', async () => {
    expect(await decide({})).toMatchObject({ code: 'ok', detail: null });
  });

  describe('idempotency', () => {
    const spent = { key_found: true, key_fp: 'f1', fp: 'f1', key_reply: '{"status":true}' };
    it('replays a key spent with the same body', async () => {
      expect(await code(spent)).toBe('replay');
    });
    it('refuses a key spent with another body', async () => {
      expect(await code({ ...spent, fp: 'f2' })).toBe('idempotency_conflict');
    });
    it('refuses a key whose request is still running', async () => {
      expect(await code({ ...spent, key_reply: null })).toBe('idempotency_in_progress');
    });
    it('asks the PIN of a replay too (a key never tests PINs), and replays what moved before a restriction', async () => {
      const pin = { pin_check: true, pin_stored: 'h', pin_failures: 0, pin_given: 'wrong' };
      expect(await code({ ...spent, ...pin })).toBe('pin_incorrect');
      expect(await code({ ...spent, restriction: 'freeze' })).toBe('replay');
    });
  });

  describe('staff moves: two pairs of eyes', () => {
    const staff = { move: 'staff_credit', staff_ok: true };
    it('refuses the proposer as approver', async () => {
      expect(await code({ ...staff, same_staff: true })).toBe('same_staff');
    });
    it('refuses anyone but two live staff members', async () => {
      expect(await code({ ...staff, staff_ok: false })).toBe('staff_unknown');
    });
    it('refuses a refund above what its original may still give back, and says what is left', async () => {
      expect(await decide({ ...staff, refundable: '99999' })).toMatchObject({
        code: 'refund_exceeds',
        detail: { left: '99999' },
      });
      expect(await code({ ...staff, refundable: '100000' })).toBe('ok');
    });
    it('asks no PIN and no limits of staff: a debit adjustment needs the balance only', async () => {
      const debit = { move: 'staff_debit', staff_ok: true, sent_today: '999999999', self_frozen: true };
      expect(await code(debit)).toBe('ok');
      expect(await code({ ...debit, balance: '99999' })).toBe('insufficient_funds');
    });
  });

  describe('restrictions', () => {
    it('refuses every debit under post-no-debit, a freeze and a closure, each with its own code', async () => {
      for (const r of ['pnd', 'freeze', 'close']) {
        for (const move of ['send', 'authorise', 'limits']) {
          expect(await code({ move, restriction: r })).toBe(`restricted_${r}`);
        }
        expect(await code({ move: 'staff_debit', staff_ok: true, restriction: r })).toBe(`restricted_${r}`);
      }
    });
    it('lets money in under post-no-debit, and refuses it under a freeze or a closure', async () => {
      expect(await code({ move: 'credit', restriction: 'pnd' })).toBe('ok');
      expect(await code({ move: 'staff_credit', staff_ok: true, restriction: 'pnd' })).toBe('ok');
      expect(await code({ move: 'credit', restriction: 'freeze' })).toBe('receive_freeze');
      expect(await code({ move: 'staff_credit', staff_ok: true, restriction: 'close' })).toBe(
        'receive_close',
      );
    });
    it('refuses a team signer whose own account is frozen or closed, not one under post-no-debit', async () => {
      expect(await code({ signer_restriction: 'freeze' })).toBe('restricted_freeze');
      expect(await code({ signer_restriction: 'close' })).toBe('restricted_close');
      expect(await code({ signer_restriction: 'pnd' })).toBe('ok');
    });
    it('refuses a send to an Owo recipient who is frozen or closed, and lets one under post-no-debit receive', async () => {
      const to = { to_state: 'ok', to_kyc: 'verified', to_balance: '0' };
      expect(await code({ ...to, to_restriction: 'freeze' })).toBe('recipient_cannot_receive');
      expect(await code({ ...to, to_restriction: 'close' })).toBe('recipient_cannot_receive');
      expect(await code({ ...to, to_restriction: 'pnd' })).toBe('ok');
    });
  });

  it("refuses money out while the customer's own freeze is on, and lets money in", async () => {
    expect(await code({ self_frozen: true })).toBe('frozen');
    expect(await code({ move: 'authorise', amount: null, self_frozen: true })).toBe('frozen');
    expect(await code({ move: 'credit', self_frozen: true })).toBe('ok');
  });

  it('refuses a movement that needs verified KYC without it', async () => {
    expect(await code({ require_kyc: true, kyc: 'in_review' })).toBe('kyc_required');
    expect(await code({ require_kyc: true })).toBe('ok');
  });

  describe('the PIN', () => {
    const pin = { pin_check: true, pin_stored: 'h', pin_failures: 0, pin_locked_until: null };
    it('refuses when no PIN is set', async () => {
      expect(await code({ ...pin, pin_stored: null, pin_given: 'h' })).toBe('pin_not_set');
    });
    it('counts a wrong PIN (kept, though the send is refused) and says the tries left', async () => {
      expect(await decide({ ...pin, pin_given: 'x' })).toMatchObject({
        code: 'pin_incorrect',
        pin_failures: 1,
        detail: { tries_left: 4 },
      });
    });
    it('locks at the fifth wrong PIN', async () => {
      expect(await decide({ ...pin, pin_failures: 4, pin_given: 'x' })).toMatchObject({
        code: 'pin_locked',
        pin_failures: 0,
      });
    });
    it('clears an earlier count on the right PIN, and says so', async () => {
      expect(await decide({ ...pin, pin_failures: 2, pin_given: 'h' })).toMatchObject({
        code: 'ok',
        pin_failures: 0,
        detail: { pin_cleared: true },
      });
    });
    it('asks nothing when pre-authorised (pin_check false), whatever is given', async () => {
      expect(await code({ pin_stored: 'h', pin_given: 'x' })).toBe('ok');
    });
  });

  it('authorises without an amount: none of the amount rules apply yet', async () => {
    expect(await code({ move: 'authorise', amount: null, balance: '0', sent_today: '999999999' })).toBe('ok');
  });

  it('refuses an Owo account that does not exist, and the customer’s own', async () => {
    expect(await code({ to_state: 'missing' })).toBe('account_not_found');
    expect(await code({ to_state: 'self' })).toBe('own_account');
  });

  describe('limits', () => {
    it('holds tier 1 (before verified KYC) to ₦50,000 a transfer, tier 3 to ₦5,000,000', async () => {
      expect(await decide({ kyc: 'none', amount: '5000001' })).toMatchObject({
        code: 'limit_per_transfer',
        detail: { limit: '5000000' },
      });
      expect(await code({ kyc: 'none', amount: '5000000' })).toBe('ok');
      expect(await code({ amount: '500000001', balance: '999999999' })).toBe('limit_per_transfer');
    });
    it("holds a payout batch's largest row, not its total, to the per-transfer limit", async () => {
      const batch = { move: 'limits', kyc: 'verified', amount: '9000000', largest: '5000000' };
      expect(await code(batch)).toBe('ok');
      expect(await code({ ...batch, largest: '500000001' })).toBe('limit_per_transfer');
    });
    it("holds the day's amounts sent to the tier's daily limit, to the kobo, fees not counted", async () => {
      const day = { kyc: 'none', sent_today: '4000000', spent_today: '4005376' };
      expect(await code({ ...day, amount: '1000000', fee: '2688' })).toBe('ok');
      expect(await decide({ ...day, amount: '1000001' })).toMatchObject({
        code: 'limit_daily',
        detail: { limit: '5000000', left: '1000000' },
      });
    });
    it("holds amount + fee to the customer's own daily limit, and says what is left", async () => {
      expect(
        await decide({ own_limit: '1000000', spent_today: '600000', amount: '390000', fee: '11075' }),
      ).toMatchObject({ code: 'limit_own', detail: { limit: '1000000', left: '400000' } });
      expect(await code({ own_limit: '1000000', spent_today: '600000', amount: '400000' })).toBe('ok');
    });
    it('applies a raised own limit only once its time has come', async () => {
      const waiting = { own_limit: '1000000', own_next: '9000000', amount: '2000000' };
      expect(await code({ ...waiting, own_next_at: inAnHour() })).toBe('limit_own');
      expect(await code({ ...waiting, own_next_at: new Date(Date.now() - 1_000).toISOString() })).toBe('ok');
    });
    it('holds a new device to the cap by the amount sent, not the fee: ₦20,000 goes with a ₦20,000 cap', async () => {
      const until = inAnHour();
      expect(await code({ cap_until: until, cap_spent: '0', amount: '2000000', fee: '2688' })).toBe('ok');
      const r = await decide({ cap_until: until, cap_spent: '1500000', amount: '500001' });
      expect(r).toMatchObject({ code: 'limit_new_device', detail: { limit: '2000000', left: '500000' } });
      expect(new Date(String(r.detail?.until)).toISOString()).toBe(until);
      expect(await code({ cap_until: null, cap_spent: '1500000', amount: '500001' })).toBe('ok');
    });
    it('holds only the cap for a quote or a member (move cap): not the day, the balance or a restriction', async () => {
      const cap = { move: 'cap', kyc: 'none', sent_today: '5000000', balance: '0', restriction: 'freeze' };
      expect(await code({ ...cap, amount: '2000000' })).toBe('ok');
      expect(await code({ ...cap, amount: '2000001', cap_until: inAnHour(), cap_spent: '0' })).toBe(
        'limit_new_device',
      );
    });
    it('names the first rule broken: per transfer before daily before own before the cap', async () => {
      const all = {
        kyc: 'none',
        own_limit: '1',
        cap_until: inAnHour(),
        cap_spent: '9999999',
        sent_today: '4999999',
      };
      expect(await code({ ...all, amount: '5000001' })).toBe('limit_per_transfer');
      expect(await code({ ...all, amount: '2' })).toBe('limit_daily');
      expect(await code({ ...all, sent_today: '0', amount: '2' })).toBe('limit_own');
      expect(await code({ ...all, own_limit: null, sent_today: '0', amount: '2' })).toBe('limit_new_device');
    });
  });

  it('refuses a debit above the balance, fee included', async () => {
    expect(await code({ balance: '100000', amount: '100000', fee: '1' })).toBe('insufficient_funds');
    expect(await code({ balance: '100001', amount: '100000', fee: '1' })).toBe('ok');
  });

  it("refuses a credit that would take an unverified recipient past tier 1's ₦300,000", async () => {
    const to = { to_state: 'ok', to_kyc: 'none', to_balance: '29900000' };
    expect(await code({ ...to, amount: '100001' })).toBe('recipient_cannot_receive');
    expect(await code({ ...to, amount: '100000' })).toBe('ok');
  });

  it("refuses money in past tier 1's balance cap, but not a refund of what left", async () => {
    const credit = { move: 'credit', kyc: 'none', balance: '29950000', amount: '50001' };
    expect(await decide(credit)).toMatchObject({ code: 'balance_cap', detail: { limit: '30000000' } });
    expect(await code({ ...credit, amount: '50000' })).toBe('ok');
    expect(await code({ ...credit, move: 'staff_credit', staff_ok: true, refundable: '50001' })).toBe('ok');
  });
});

describe('money_case_of and money_allowance: the load, and what may still be sent', () => {
  const userId = (uuid: string) =>
    one<{ id: string }>('SELECT id FROM users WHERE uuid = $1', [uuid]).then((r) => BigInt(r.id));
  const capped = JSON.stringify({ ...JSON.parse(RULES), cap_minor: '2000000', cap_hours: 24 });

  it("loads the customer's facts: KYC, balance, the day's counts, the cap's window and the restriction", async () => {
    const a = await signUp(t, { pin: PIN, deposit: 10_000 });
    const b = await signUp(t);
    const id = await userId(a.userUuid);
    await t.db.query('UPDATE users SET send_cap_from = now() WHERE id = $1', [String(id)]);
    const send = owoSpec(id, b.accountNumber, 150_000n, { pin_hmac: pinHmac(t, a.userUuid, PIN) });
    expect((await callSendBatch(t.db, [send], capped))[0]?.code).toBe('ok');
    await t.db.query(
      `INSERT INTO customer_restrictions (user_id, type, reason, placed_by) VALUES ($1, 'pnd', 'test', 1)`,
      [String(id)],
    );
    const c = await one<Record<string, unknown>>('SELECT * FROM money_case_of($1, $2)', [String(id), capped]);
    expect(c).toMatchObject({
      kyc: 'none',
      self_frozen: false,
      restriction: 'pnd',
      pin_check: false,
      balance: 850_000n,
      spent_today: 150_000n,
      sent_today: 150_000n,
      cap_spent: 150_000n,
    });
    expect(c.cap_until).not.toBeNull();
  });

  it('answers the most one transfer may be now and which limit sets it', async () => {
    const a = await signUp(t, { pin: PIN, deposit: 100_000 });
    const id = await userId(a.userUuid);
    const allowance = () =>
      one<Record<string, unknown>>('SELECT * FROM money_allowance($1, $2)', [String(id), capped]);
    await t.db.query('UPDATE users SET send_cap_from = NULL WHERE id = $1', [String(id)]);
    // Tier 1: the transfer limit and the day are both ₦50,000.
    expect(await allowance()).toMatchObject({ can_send: 5_000_000n, binding: 'per_transfer', cap: null });
    await t.db.query('UPDATE users SET own_daily_limit_minor = 300000 WHERE id = $1', [String(id)]);
    expect(await allowance()).toMatchObject({ can_send: 300_000n, binding: 'own', own_left: 300_000n });
    await t.db.query('UPDATE users SET send_cap_from = now(), own_daily_limit_minor = NULL WHERE id = $1', [
      String(id),
    ]);
    expect(await allowance()).toMatchObject({
      can_send: 2_000_000n,
      binding: 'new_device',
      cap_left: 2_000_000n,
    });
    await t.db.query('UPDATE users SET frozen_at = now() WHERE id = $1', [String(id)]);
    expect(await allowance()).toMatchObject({ can_send: 0n, binding: 'frozen', frozen: true });
    await t.db.query(
      `INSERT INTO customer_restrictions (user_id, type, reason, placed_by) VALUES ($1, 'close', 'test', 1)`,
      [String(id)],
    );
    expect(await allowance()).toMatchObject({ can_send: 0n, binding: 'restricted', restriction: 'close' });
  });

  it("holds a payout batch's rows together exactly as they will be paid: a day of exactly ₦50,000 sent passes, fees on top", async () => {
    const a = await signUp(t, { pin: PIN, deposit: 100_000 });
    const id = await userId(a.userUuid);
    const check = (largest: bigint, amount: bigint, fee: bigint) =>
      one<{ code: string; detail: Record<string, string> | null }>(
        'SELECT * FROM money_batch_check($1, $2, $3, $4, $5)',
        [String(id), String(largest), String(amount), String(fee), NO_CAP],
      );
    expect((await check(3_000_000n, 5_000_000n, 5_376n)).code).toBe('ok');
    expect(await check(3_000_000n, 5_000_001n, 5_376n)).toMatchObject({
      code: 'limit_daily',
      detail: { limit: '5000000', left: '5000000' },
    });
    expect((await check(5_000_001n, 5_000_001n, 0n)).code).toBe('limit_per_transfer');
  });
});

describe('money_cap_until: the new-device window', () => {
  const capUntil = (from: string | null, rules = RULES) =>
    one<{ u: Date | null }>('SELECT money_cap_until($1, $2) AS u', [from, rules]).then((r) => r.u);

  it('ends cap_hours after the window opened, and is null once it has passed or when no window opened', async () => {
    const from = new Date(Date.now() - 3_600_000);
    expect(new Date((await capUntil(from.toISOString()))!).getTime()).toBe(from.getTime() + 24 * 3_600_000);
    expect(await capUntil(new Date(Date.now() - 25 * 3_600_000).toISOString())).toBeNull();
    expect(await capUntil(null)).toBeNull();
  });

  it('is null when the cap is off (cap_minor 0)', async () => {
    const off = JSON.stringify({ ...JSON.parse(RULES), cap_minor: '0' });
    expect(await capUntil(new Date().toISOString(), off)).toBeNull();
  });
});

describe('money_send_batch: many sends in one call', () => {
  const owo = owoSpec;
  const userId = (uuid: string) =>
    one<{ id: string }>('SELECT id FROM users WHERE uuid = $1', [uuid]).then((r) => BigInt(r.id));
  const count = (sql: string, params: unknown[]) => one<{ n: string }>(sql, params).then((r) => Number(r.n));

  it('answers each send on its own: the accepted ones move money, the refused ones write nothing', async () => {
    const a = await signUp(t, { pin: PIN, deposit: 10_000 });
    const b = await signUp(t, { pin: PIN, deposit: 1_000 });
    const [aId, bId] = [await userId(a.userUuid), await userId(b.userUuid)];
    const pinA = pinHmac(t, a.userUuid, PIN);
    const keyed = randomUUID();
    const entriesBefore = await count('SELECT count(*) AS n FROM journal_entries', []);

    const answers = await callSendBatch(
      t.db,
      [
        owo(aId, b.accountNumber, 300_000n, { pin_hmac: pinA, key: keyed, fingerprint: 'f1' }),
        owo(aId, b.accountNumber, 800_000n, { pin_hmac: pinA }), // ₦7,000 left after the first: refused
        owo(aId, a.accountNumber, 10_000n, { pin_hmac: pinA }), // to oneself
        owo(aId, '0000000000', 10_000n, { pin_hmac: pinA }), // no such account
        owo(aId, b.accountNumber, 300_000n, { pin_hmac: pinA, key: keyed, fingerprint: 'f1' }), // the first, again
        owo(aId, b.accountNumber, 100n, { pin_hmac: pinA, key: keyed, fingerprint: 'other' }), // its key, another body
        owo(aId, b.accountNumber, 10_000n, { pin_hmac: 'wrong' }), // counted on a's PIN (the last of a's), nothing moves
        owo(bId, a.accountNumber, 50_000n, { pin_hmac: pinHmac(t, b.userUuid, PIN) }), // b spends what a sent
      ],
      rulesOf(t.config),
    );

    expect(answers.map((r) => r.code)).toEqual([
      'ok',
      'insufficient_funds',
      'own_account',
      'account_not_found',
      'replay',
      'idempotency_conflict',
      'pin_incorrect',
      'ok',
    ]);
    expect(answers[6]?.detail).toMatchObject({ tries_left: 4 });
    expect(answers[4]?.reply).toBe(answers[0]?.reply);
    expect(JSON.parse(answers[0]!.reply!).data.transaction).toMatchObject({
      amount: 3000,
      status: 'successful',
    });
    // Two sends moved money: two entries, and the balances show exactly those two.
    expect(await count('SELECT count(*) AS n FROM journal_entries', [])).toBe(entriesBefore + 2);
    expect(await balance(t, a)).toBe(7_500);
    expect(await balance(t, b)).toBe(3_500);
    // The wrong PIN's count was kept; the key holds the first send's reply.
    expect(await count('SELECT pin_failed_attempts AS n FROM users WHERE id = $1', [String(aId)])).toBe(1);
    expect(
      await count('SELECT count(*) AS n FROM idempotency_keys WHERE user_id = $1 AND key = $2', [
        String(aId),
        keyed,
      ]),
    ).toBe(1);
  });

  it("lets a customer's second send in the batch see the first's balance and the day's count", async () => {
    const a = await signUp(t, { pin: PIN, deposit: 60_000 });
    const b = await signUp(t, { kyc: true });
    const aId = await userId(a.userUuid);
    const pinA = pinHmac(t, a.userUuid, PIN);
    const answers = await callSendBatch(
      t.db,
      [
        owo(aId, b.accountNumber, 3_000_000n, { pin_hmac: pinA }),
        owo(aId, b.accountNumber, 2_000_001n, { pin_hmac: pinA }), // tier 1: ₦50,000 a day
        owo(aId, b.accountNumber, 2_000_000n, { pin_hmac: pinA }),
      ],
      rulesOf(t.config),
    );
    expect(answers.map((r) => r.code)).toEqual(['ok', 'limit_daily', 'ok']);
    expect(await balance(t, a)).toBe(10_000);
    expect(await balance(t, b)).toBe(50_000);
    // The right PIN after none wrong leaves the count at zero.
    expect(await count('SELECT pin_failed_attempts AS n FROM users WHERE id = $1', [String(aId)])).toBe(0);
  });

  it('refuses a frozen customer and, where asked, one without verified KYC, before the PIN', async () => {
    const a = await signUp(t, { pin: PIN, deposit: 1_000 });
    const b = await signUp(t);
    const aId = await userId(a.userUuid);
    const needsKyc = owo(aId, b.accountNumber, 10_000n, { pin_hmac: 'wrong', require_kyc: true });
    expect((await callSendBatch(t.db, [needsKyc], rulesOf(t.config)))[0]?.code).toBe('kyc_required');
    await t.db.query('UPDATE users SET frozen_at = now() WHERE id = $1', [String(aId)]);
    const plain = owo(aId, b.accountNumber, 10_000n, { pin_hmac: 'wrong' });
    expect((await callSendBatch(t.db, [plain], rulesOf(t.config)))[0]?.code).toBe('frozen');
    await t.db.query('UPDATE users SET frozen_at = NULL WHERE id = $1', [String(aId)]);
    // Neither refusal looked at the PIN, so neither counted it.
    expect(await count('SELECT pin_failed_attempts AS n FROM users WHERE id = $1', [String(aId)])).toBe(0);
    expect(await balance(t, a)).toBe(1_000);
  });

  it("refuses a credit that would take an unverified recipient past tier 1's ₦300,000 balance", async () => {
    const a = await signUp(t, { pin: PIN, kyc: true, deposit: 100_000 });
    const b = await signUp(t, { deposit: 250_000 });
    const aId = await userId(a.userUuid);
    const pinA = pinHmac(t, a.userUuid, PIN);
    const answers = await callSendBatch(
      t.db,
      [
        owo(aId, b.accountNumber, 5_000_001n, { pin_hmac: pinA }),
        owo(aId, b.accountNumber, 5_000_000n, { pin_hmac: pinA }),
      ],
      rulesOf(t.config),
    );
    expect(answers.map((r) => r.code)).toEqual(['recipient_cannot_receive', 'ok']);
    expect(await balance(t, b)).toBe(300_000);
  });

  it('plans once (043): the same answers call after call, and each event a copy of its history row', async () => {
    const config = await one<{ config: string[] | null }>(
      `SELECT proconfig AS config FROM pg_proc WHERE proname = 'money_send_batch'`,
      [],
    );
    expect(config.config).toContain('plan_cache_mode=force_generic_plan');
    const a = await signUp(t, { pin: PIN, kyc: true, deposit: 100_000 });
    const b = await signUp(t, { deposit: 290_000 });
    const aId = await userId(a.userUuid);
    const pinA = pinHmac(t, a.userUuid, PIN);
    // Seven calls (past PL/pgSQL's five custom plans): ₦1,000 each reaches the unverified recipient until
    // tier 1's ₦300,000 balance would be passed, which needs the owners' KYC the load reads.
    const codes: string[] = [];
    for (let i = 0; i < 12; i++) {
      const [answer] = await callSendBatch(
        t.db,
        [owo(aId, b.accountNumber, 100_000n, { pin_hmac: pinA })],
        rulesOf(t.config),
      );
      codes.push(answer!.code);
    }
    expect(codes).toEqual([...Array(10).fill('ok'), 'recipient_cannot_receive', 'recipient_cannot_receive']);
    expect(await balance(t, a)).toBe(90_000);
    expect(await balance(t, b)).toBe(300_000);
    const event = await one<{ payload: Record<string, unknown>; balance: string; uuid: string }>(
      `SELECT e.payload, a.balance_minor::text AS balance, a.uuid::text AS uuid FROM events e
         JOIN accounts a ON a.user_id = e.user_id AND a.kind = 'customer' AND a.currency = 'NGN'
       WHERE e.user_id = $1 AND e.kind = 'credit' ORDER BY e.id DESC LIMIT 1`,
      [String(await userId(b.userUuid))],
    );
    const row = await one<Record<string, string | null>>(
      `SELECT uuid::text AS transaction, reference, direction, rail, status, currency::text AS currency,
         amount_minor::text AS amount_minor, fee_minor::text AS fee_minor, counterparty_name,
         counterparty_account, counterparty_bank, narration
       FROM transactions WHERE uuid = $1`,
      [event.payload.transaction],
    );
    expect(event.payload).toEqual({
      ...row,
      account: event.uuid,
      previous_status: null,
      balance_after_minor: event.balance,
    });
  });
});

describe('money_send_batch: restrictions and the day, send by send', () => {
  const userId = (uuid: string) =>
    one<{ id: string }>('SELECT id FROM users WHERE uuid = $1', [uuid]).then((r) => BigInt(r.id));
  const restrict = (id: bigint, type: string) =>
    t.db.query(
      `INSERT INTO customer_restrictions (user_id, type, reason, placed_by) VALUES ($1, $2, 'test', 1)`,
      [String(id), type],
    );

  it('refuses a restricted sender and a frozen recipient in the same batch as sends that pass', async () => {
    const [held, payer, frozen, noDebit] = await Promise.all([
      signUp(t, { pin: PIN, kyc: true, deposit: 5_000 }),
      signUp(t, { pin: PIN, kyc: true, deposit: 5_000 }),
      signUp(t, { kyc: true }),
      signUp(t, { kyc: true }),
    ]);
    const [heldId, payerId] = [await userId(held.userUuid), await userId(payer.userUuid)];
    await restrict(heldId, 'pnd');
    await restrict(await userId(frozen.userUuid), 'freeze');
    await restrict(await userId(noDebit.userUuid), 'pnd');
    const pinOf = (c: typeof held) => pinHmac(t, c.userUuid, PIN);
    const answers = await callSendBatch(
      t.db,
      [
        owoSpec(heldId, noDebit.accountNumber, 10_000n, { pin_hmac: pinOf(held) }),
        owoSpec(payerId, frozen.accountNumber, 10_000n, { pin_hmac: pinOf(payer) }),
        owoSpec(payerId, noDebit.accountNumber, 10_000n, { pin_hmac: pinOf(payer) }),
        owoSpec(payerId, held.accountNumber, 20_000n, { pin_hmac: pinOf(payer) }),
      ],
      RULES,
    );
    expect(answers.map((r) => r.code)).toEqual(['restricted_pnd', 'recipient_cannot_receive', 'ok', 'ok']);
    expect(await balance(t, held)).toBe(5_200);
    expect(await balance(t, payer)).toBe(4_700);
    expect(await balance(t, frozen)).toBe(0);
    expect(await balance(t, noDebit)).toBe(100);
  });

  it("counts the day's amounts sent toward the tier's limit, so a send's fee never pushes the next over", async () => {
    const a = await signUp(t, { pin: PIN, deposit: 60_000 });
    const b = await signUp(t, { kyc: true });
    const id = await userId(a.userUuid);
    const pin = pinHmac(t, a.userUuid, PIN);
    const bank = {
      ...transferSpec(t.config, id, {
        kind: 'external',
        send: {
          rail: 'nip',
          amountMinor: 3_000_000n,
          feeMinor: 2_688n,
          payout: { currency: 'NGN', amountMinor: 3_000_000n, rateMinor: 100n },
          counterparty: { name: 'Ada', account: '0123456789', bank: 'GTBank' },
          narration: 'fee test',
          destination: { bank_code: '058', account_number: '0123456789', name: 'Ada' },
          beneficiary: null,
        },
      }),
      signer_id: null,
      pre_authorised: false,
      key: null,
      fingerprint: null,
      pin_hmac: pin,
    };
    const answers = await callSendBatch(
      t.db,
      [
        bank,
        owoSpec(id, b.accountNumber, 2_000_000n, { pin_hmac: pin }),
        owoSpec(id, b.accountNumber, 1n, { pin_hmac: pin }),
      ],
      NO_CAP,
    );
    expect(answers.map((r) => r.code)).toEqual(['ok', 'ok', 'limit_daily']);
    const { rows } = await t.db.query<{ spent_minor: bigint; sent_minor: bigint }>(
      'SELECT spent_minor, sent_minor FROM daily_spend WHERE user_id = $1',
      [String(id)],
    );
    expect(rows).toEqual([{ spent_minor: 5_002_688n, sent_minor: 5_000_000n }]);
    await t.app.worker.drain();
  });
});

describe('the other movements decide through money_decide too, each on its own rows', () => {
  const userId = (uuid: string) =>
    one<{ id: string }>('SELECT id FROM users WHERE uuid = $1', [uuid]).then((r) => BigInt(r.id));
  const restrict = (id: bigint, type: string) =>
    t.db.query(
      `INSERT INTO customer_restrictions (user_id, type, reason, placed_by) VALUES ($1, $2, 'test', 1)`,
      [String(id), type],
    );
  interface Answer {
    code: string;
    detail: Record<string, unknown> | null;
  }
  const counts = (id: bigint) =>
    t.db
      .query<{ spent_minor: bigint; sent_minor: bigint }>(
        'SELECT spent_minor, sent_minor FROM daily_spend WHERE user_id = $1',
        [String(id)],
      )
      .then((r) => r.rows);
  const capped = JSON.stringify({ ...JSON.parse(RULES), cap_minor: '2000000', cap_hours: 24 });

  it("money_spend (card funding) decides as a send and counts both: amount + fee, and the amount toward the tier's day", async () => {
    const a = await signUp(t, { pin: PIN, deposit: 60_000 });
    const id = await userId(a.userUuid);
    const spend = (amount: bigint, fee: bigint) =>
      one<Answer>('SELECT * FROM money_spend($1, $2, $3, $4)', [
        String(id),
        String(amount),
        String(fee),
        NO_CAP,
      ]);
    expect(await spend(4_000_000n, 1_000n)).toMatchObject({ code: 'ok' });
    expect(await counts(id)).toEqual([{ spent_minor: 4_001_000n, sent_minor: 4_000_000n }]);
    // The day leaves ₦10,000 of amounts (the fee is not counted toward it): one kobo more is refused, and
    // counts nothing.
    expect(await spend(1_000_001n, 0n)).toMatchObject({
      code: 'limit_daily',
      detail: { limit: '5000000', left: '1000000' },
    });
    expect(await counts(id)).toEqual([{ spent_minor: 4_001_000n, sent_minor: 4_000_000n }]);
    expect((await spend(1_000_000n, 0n)).code).toBe('ok');
    // A reversed debit gives both counts back to its day (money_uncount_spend).
    await t.db.query('SELECT money_uncount_spend($1, now(), $2, $3)', [String(id), '4000000', '1000']);
    expect(await counts(id)).toEqual([{ spent_minor: 1_000_000n, sent_minor: 1_000_000n }]);
    // Nothing was posted (card funding posts its own entry): the counter goes, for ledger:verify.
    await t.db.query('DELETE FROM daily_spend WHERE user_id = $1', [String(id)]);
  });

  it('money_spend refuses above the balance (fee included) and under a restriction', async () => {
    const a = await signUp(t, { pin: PIN, deposit: 100 });
    const id = await userId(a.userUuid);
    const spend = (amount: bigint, fee: bigint) =>
      one<Answer>('SELECT * FROM money_spend($1, $2, $3, $4)', [
        String(id),
        String(amount),
        String(fee),
        NO_CAP,
      ]);
    expect((await spend(9_900n, 101n)).code).toBe('insufficient_funds');
    expect((await spend(9_900n, 100n)).code).toBe('ok');
    await restrict(id, 'pnd');
    expect((await spend(1n, 0n)).code).toBe('restricted_pnd');
    expect(await counts(id)).toEqual([{ spent_minor: 10_000n, sent_minor: 9_900n }]);
    await t.db.query('DELETE FROM daily_spend WHERE user_id = $1', [String(id)]);
  });

  it("money_credit_check lets money in within tier 1's balance cap, and refuses it under a freeze or a closure", async () => {
    const a = await signUp(t);
    const id = await userId(a.userUuid);
    const credit = (bal: bigint, amount: bigint) =>
      one<Answer>('SELECT * FROM money_credit_check($1, $2, $3, $4)', [
        String(id),
        String(bal),
        String(amount),
        RULES,
      ]);
    expect((await credit(29_000_000n, 1_000_000n)).code).toBe('ok');
    expect(await credit(29_000_000n, 1_000_001n)).toMatchObject({
      code: 'balance_cap',
      detail: { limit: '30000000' },
    });
    await restrict(id, 'pnd');
    expect((await credit(0n, 1_000n)).code).toBe('ok');
    await restrict(id, 'freeze');
    expect((await credit(0n, 1_000n)).code).toBe('receive_freeze');
    await restrict(id, 'close');
    expect((await credit(0n, 1_000n)).code).toBe('receive_close');
  });

  it('money_restriction_of answers the strongest live restriction: close, then freeze, then post-no-debit', async () => {
    const a = await signUp(t);
    const id = await userId(a.userUuid);
    const of = () =>
      one<{ r: string | null }>('SELECT money_restriction_of($1) AS r', [String(id)]).then((x) => x.r);
    expect(await of()).toBeNull();
    await restrict(id, 'pnd');
    expect(await of()).toBe('pnd');
    await restrict(id, 'freeze');
    expect(await of()).toBe('freeze');
    await restrict(id, 'close');
    expect(await of()).toBe('close');
    await t.db.query(
      `UPDATE customer_restrictions SET lift_requested_by = 1, lifted_by = 2, lifted_at = now()
       WHERE user_id = $1 AND type = 'close'`,
      [String(id)],
    );
    expect(await of()).toBe('freeze');
  });

  it('money_member_cap_check and money_quote_check hold the new-device cap alone, by the amount', async () => {
    const a = await signUp(t, { deposit: 10 });
    const id = await userId(a.userUuid);
    await t.db.query('UPDATE users SET send_cap_from = now() WHERE id = $1', [String(id)]);
    await restrict(id, 'pnd');
    for (const fn of ['money_member_cap_check', 'money_quote_check']) {
      const check = (amount: bigint) =>
        one<Answer>(`SELECT * FROM ${fn}($1, $2, $3)`, [String(id), String(amount), capped]);
      // Not the balance (₦10), the restriction or the day: the cap's ₦20,000 only.
      expect((await check(2_000_000n)).code).toBe('ok');
      expect(await check(2_000_001n)).toMatchObject({
        code: 'limit_new_device',
        detail: { limit: '2000000', left: '2000000' },
      });
    }
  });

  it('money_authorise refuses a restriction before the PIN, then keeps a wrong PIN’s count, and asks for KYC where needed', async () => {
    const a = await signUp(t, { pin: PIN });
    const id = await userId(a.userUuid);
    const authorise = (hmac: string | null, o: { pre?: boolean; kyc?: boolean } = {}) =>
      one<Answer>('SELECT code, detail FROM money_authorise($1, NULL, $2, $3, $4, NULL, NULL, $5)', [
        String(id),
        hmac,
        o.pre ?? false,
        o.kyc ?? false,
        RULES,
      ]);
    const failures = () =>
      one<{ n: number }>('SELECT pin_failed_attempts AS n FROM users WHERE id = $1', [String(id)]).then(
        (r) => r.n,
      );
    expect((await authorise(pinHmac(t, a.userUuid, PIN))).code).toBe('ok');
    expect(await authorise(pinHmac(t, a.userUuid, '0000'))).toMatchObject({
      code: 'pin_incorrect',
      detail: { tries_left: 4 },
    });
    expect(await failures()).toBe(1);
    expect((await authorise(pinHmac(t, a.userUuid, PIN), { kyc: true })).code).toBe('kyc_required');
    expect((await authorise(null, { pre: true })).code).toBe('ok');
    await restrict(id, 'freeze');
    expect((await authorise(pinHmac(t, a.userUuid, '0000'))).code).toBe('restricted_freeze');
    expect(await failures()).toBe(1);
  });
});
