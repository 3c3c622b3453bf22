import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { balance, createTestApp, signUp, type TestApp } from '#test/harness.ts';
import { PIN } from '#test/transfers-helpers.ts';
import { rulesOf, transferSpec } from './money-core.ts';
import { callSendBatch } from './money-core-repository.ts';
import { pinHmac } from './pin-hash.ts';

// The money core's SQL functions called directly (migration 014), one test per rule and per refusal, on
// whichever database the suite runs (the embedded one, and the real server in CI). The API tests check the
// same rules through HTTP; these pin down the functions themselves, so a change to the SQL that breaks a rule
// fails here with the rule's name, whatever the API around it does.

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

describe('money_limit_rule: the limits on values', () => {
  interface Limit {
    code: string;
    detail: Record<string, string> | null;
  }
  const limit = (o: {
    kyc?: string;
    own?: string | null;
    ownNext?: string | null;
    ownNextAt?: string | null;
    capUntil?: string | null;
    capSince?: string;
    spent?: string;
    amount: string;
    counted?: string;
  }) =>
    one<Limit>('SELECT * FROM money_limit_rule($1, $2, $3, $4, $5, $6, $7, $8, $9, $10)', [
      o.kyc ?? 'verified',
      o.own ?? null,
      o.ownNext ?? null,
      o.ownNextAt ?? null,
      o.capUntil ?? null,
      o.capSince ?? '0',
      o.spent ?? '0',
      o.amount,
      o.counted ?? o.amount,
      RULES,
    ]);
  const inAnHour = () => new Date(Date.now() + 3_600_000).toISOString();

  it('lets a send within every limit through', async () => {
    expect(await limit({ kyc: 'none', amount: '5000000' })).toEqual({ code: 'ok', detail: null });
  });

  it('holds tier 1 (before verified KYC) to ₦50,000 a transfer, and tier 3 to ₦5,000,000', async () => {
    expect(await limit({ kyc: 'pending', amount: '5000001' })).toEqual({
      code: 'limit_per_transfer',
      detail: { limit: '5000000' },
    });
    expect((await limit({ kyc: 'verified', amount: '5000001' })).code).toBe('ok');
    expect((await limit({ kyc: 'verified', amount: '500000001' })).detail).toEqual({ limit: '500000000' });
  });

  it("holds the day's total to the tier's daily limit, to the kobo", async () => {
    expect((await limit({ kyc: 'none', spent: '4000000', amount: '1000000' })).code).toBe('ok');
    expect(await limit({ kyc: 'none', spent: '4000000', amount: '1000001' })).toEqual({
      code: 'limit_daily',
      detail: { limit: '5000000' },
    });
  });

  it("holds the customer's own daily limit (fee included) and says what is left", async () => {
    expect(await limit({ own: '1000000', spent: '600000', amount: '390000', counted: '401075' })).toEqual({
      code: 'limit_own',
      detail: { limit: '1000000', left: '400000' },
    });
    expect((await limit({ own: '1000000', spent: '600000', amount: '400000' })).code).toBe('ok');
  });

  it('applies a raised own limit only once its 24 hours have passed', async () => {
    const waiting = { own: '1000000', ownNext: '9000000', spent: '0', amount: '2000000' };
    expect((await limit({ ...waiting, ownNextAt: inAnHour() })).code).toBe('limit_own');
    const past = new Date(Date.now() - 1_000).toISOString();
    expect((await limit({ ...waiting, ownNextAt: past })).code).toBe('ok');
  });

  it('holds a new device or account to the cap while its window is open, and says until when', async () => {
    const until = inAnHour();
    const r = await limit({ capUntil: until, capSince: '1500000', amount: '500001' });
    expect(r.code).toBe('limit_new_device');
    expect(r.detail).toMatchObject({ limit: '2000000', left: '500000' });
    expect(new Date(String(r.detail?.until)).toISOString()).toBe(until);
    expect((await limit({ capUntil: until, capSince: '1500000', amount: '500000' })).code).toBe('ok');
    expect((await limit({ capUntil: null, capSince: '1500000', amount: '500001' })).code).toBe('ok');
  });

  it('names the first rule broken: per transfer before daily before own before the cap', async () => {
    const all = { kyc: 'none', own: '1', capUntil: inAnHour(), capSince: '9999999', spent: '4999999' };
    expect((await limit({ ...all, amount: '5000001' })).code).toBe('limit_per_transfer');
    expect((await limit({ ...all, amount: '2' })).code).toBe('limit_daily');
    expect((await limit({ ...all, spent: '0', amount: '2' })).code).toBe('limit_own');
    expect((await limit({ ...all, own: null, spent: '0', amount: '2' })).code).toBe('limit_new_device');
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
  const owo = (userId: bigint, to: string, kobo: bigint, o: Record<string, unknown> = {}) => ({
    ...transferSpec(t.config, userId, {
      kind: 'owo',
      send: {
        amountMinor: kobo,
        accountNumber: to,
        narration: 'batch test',
        saveBeneficiary: false,
      },
    }),
    signer_id: null,
    pre_authorised: false,
    key: null,
    fingerprint: null,
    ...o,
  });
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
});
