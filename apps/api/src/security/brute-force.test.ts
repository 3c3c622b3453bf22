import { errors } from '@owo/contract/messages';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '#db/db.ts';
import { login as loginService } from '#modules/auth/auth-service.ts';
import {
  balance,
  type Customer,
  call,
  createTestApp,
  lastOtp,
  randomPhone,
  signUp,
  type TestApp,
} from '#test/harness.ts';

// OTPs, passwords and PINs can be guessed only a handful of times, whatever the
// concurrency, and a wrong password costs the same whether or not the phone is a customer's.

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const e164 = (phone: string) => `+234${phone.slice(1)}`;
const login = (body: Record<string, unknown>, remoteAddress?: string) =>
  t.app.inject({
    method: 'POST',
    url: '/api/auth/login',
    payload: body,
    ...(remoteAddress ? { remoteAddress } : {}),
  });
const randomIp = () =>
  `10.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}.${1 + Math.floor(Math.random() * 250)}`;

describe('OTP guessing', () => {
  it('allows at most 5 guesses a code and 6 codes an hour: 30 guesses of 10,000 per phone per hour', async () => {
    const phone = randomPhone();
    await call(t, 'POST', '/api/auth/signup/initialize', { body: { country_code: 'NG', phone } });
    let wrongAnswered = 0;
    let codesSent = 1;
    for (let round = 0; round < 10; round++) {
      const otp = await lastOtp(t, phone);
      const wrong = otp === '0000' ? '1111' : '0000';
      for (let i = 0; i < 8; i++) {
        const r = await call(t, 'POST', '/api/auth/signup/verify', {
          body: { country_code: 'NG', phone, otp: wrong },
        });
        if (r.status === 400) wrongAnswered++;
        else expect(r.status).toBe(423);
      }
      // The right code is refused too once the code is locked.
      const right = await call(t, 'POST', '/api/auth/signup/verify', {
        body: { country_code: 'NG', phone, otp },
      });
      expect(right.status).toBe(423);
      expect(right.body.message).toBe(errors.otpLocked);
      // Skip the 60-second resend wait; the hourly budget must still hold.
      await t.db.query(`UPDATE one_time_codes SET sent_at = now() - interval '61 seconds' WHERE phone = $1`, [
        e164(phone),
      ]);
      const resend = await call(t, 'POST', '/api/auth/signup/resend', {
        body: { country_code: 'NG', phone, resend: 1 },
      });
      if (resend.status !== 200) {
        expect(resend.status).toBe(429);
        expect(Number(resend.headers['retry-after'])).toBeGreaterThan(0);
        break;
      }
      codesSent++;
    }
    expect(codesSent).toBe(6);
    expect(wrongAnswered).toBeLessThanOrEqual(30);
  });

  it('sends a phone at most 10 codes a day, however the hours fall: 50 guesses a day at most', async () => {
    const phone = randomPhone();
    await call(t, 'POST', '/api/auth/signup/initialize', { body: { country_code: 'NG', phone } });
    let codesSent = 1;
    for (let round = 0; round < 15; round++) {
      // Past the 60-second resend wait and the hour's window: only the day's budget is left to hold.
      await t.db.query(`UPDATE one_time_codes SET sent_at = now() - interval '61 seconds' WHERE phone = $1`, [
        e164(phone),
      ]);
      await t.db.query(`UPDATE rate_limits SET window_start = now() - interval '61 minutes' WHERE key = $1`, [
        `otp-send:${e164(phone)}`,
      ]);
      const resend = await call(t, 'POST', '/api/auth/signup/resend', {
        body: { country_code: 'NG', phone, resend: 1 },
      });
      if (resend.status !== 200) {
        expect(resend.status).toBe(429);
        expect(Number(resend.headers['retry-after'])).toBeGreaterThan(3_600);
        break;
      }
      codesSent++;
    }
    expect(codesSent).toBe(10);
  });

  it('counts concurrent wrong codes: a burst of 20 still gets at most 5 answers before the lock', async () => {
    const phone = randomPhone();
    await call(t, 'POST', '/api/auth/signup/initialize', { body: { country_code: 'NG', phone } });
    const otp = await lastOtp(t, phone);
    const wrong = otp === '0000' ? '1111' : '0000';
    const replies = await Promise.all(
      Array.from({ length: 20 }, () =>
        call(t, 'POST', '/api/auth/signup/verify', { body: { country_code: 'NG', phone, otp: wrong } }),
      ),
    );
    expect(replies.filter((r) => r.status === 400).length).toBeLessThanOrEqual(4);
    expect(replies.every((r) => r.status === 400 || r.status === 423)).toBe(true);
    expect(
      (await call(t, 'POST', '/api/auth/signup/verify', { body: { country_code: 'NG', phone, otp } })).status,
    ).toBe(423);
  });
});

describe('password guessing', () => {
  it('after 5 wrong passwords, also when they arrive at once, the right password alone no longer signs in', async () => {
    const c = await signUp(t);
    const replies = await Promise.all(
      Array.from({ length: 10 }, () => login({ phone: c.phone, password: 'Wrong1234' })),
    );
    // At most five are told the password was wrong; the rest get the step-up's answer, as a right one would.
    expect(replies.filter((r) => r.statusCode === 422).length).toBeLessThanOrEqual(5);
    expect(replies.every((r) => r.statusCode === 422 || r.json().data?.step === 'verify_login')).toBe(true);
    const right = await login({ phone: c.phone, password: c.password });
    expect(right.statusCode).toBe(200);
    expect(right.json().data).toEqual({ step: 'verify_login' });
  });

  it('counts every concurrent wrong password even when the database is slow (no lost update)', async () => {
    const c = await signUp(t);
    // Latency inside each transaction widens the window between reading and writing the failure count.
    const slow: Db = {
      ...t.db,
      tx: (fn) =>
        t.db.tx((q) =>
          fn({
            exec: (sql) => q.exec(sql),
            query: async (sql, params) => {
              await new Promise((r) => setTimeout(r, 15));
              return q.query(sql, params);
            },
          }),
        ),
    };
    const deps = { ...t.app.deps, db: slow };
    const input = { phone: c.phone, password: 'Wrong1234', remember_me: false };
    const outcomes = await Promise.allSettled(
      Array.from({ length: 5 }, () => loginService(deps, input, e164(c.phone), null)),
    );
    expect(outcomes.every((o) => o.status === 'rejected')).toBe(true);
    const right = await login({ phone: c.phone, password: c.password });
    expect(right.json().data).toEqual({ step: 'verify_login' });
  });

  it('never locks the owner out: after 30 guesses with made-up codes, password and texted code still sign in', async () => {
    const c = await signUp(t);
    for (let i = 0; i < 30; i++) {
      const r = await login({ phone: c.phone, password: `Wrong${i}abc`, otp: '123456' }, randomIp());
      expect([400, 422], JSON.stringify(r.json())).toContain(r.statusCode);
    }
    const asked = await login({ phone: c.phone, password: c.password }, randomIp());
    expect(asked.json().data).toEqual({ step: 'verify_login' });
    const done = await login({ phone: c.phone, password: c.password, otp: await lastOtp(t, c.phone) });
    expect(done.statusCode).toBe(200);
    expect(done.json().data.token.access_token).toBeTruthy();
  });

  it('counts a burst of wrong passwords for an unknown e-mail as for a registered one: five refused, then the step-up', async () => {
    const c = await signUp(t);
    const burst = async (email: string) => {
      const replies = await Promise.all(
        Array.from({ length: 10 }, () => login({ email, password: 'Wrong1234' }, randomIp())),
      );
      return replies.map((r) => `${r.statusCode} ${r.payload}`).sort();
    };
    const registered = await burst(c.email);
    expect(registered.filter((r) => r.startsWith('422')).length).toBe(5);
    expect(await burst(`nobody-${randomIp()}@example.ng`)).toEqual(registered);
  });

  it('costs the same for an unknown e-mail as for a registered one, before and under the step-up', async () => {
    const known = await Promise.all([signUp(t), signUp(t), signUp(t)]);
    const unknown = known.map((_, i) => `nobody-${i}-${randomIp()}@example.ng`);
    const time = async (email: string) => {
      const started = performance.now();
      await login({ email, password: 'Wrong1234' }, randomIp());
      return performance.now() - started;
    };
    await time(unknown[0]!);
    const knownMs: number[] = [];
    const unknownMs: number[] = [];
    // 24 rounds over three of each: 8 tries each, the last three under the step-up.
    for (let i = 0; i < 24; i++) {
      knownMs.push(await time(known[i % 3]!.email));
      unknownMs.push(await time(unknown[i % 3]!));
    }
    const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;
    const ratio = median(unknownMs) / median(knownMs);
    console.log(
      `wrong password by e-mail, median of 24: known ${median(knownMs).toFixed(1)} ms, unknown ${median(unknownMs).toFixed(1)} ms`,
    );
    expect(ratio).toBeGreaterThan(0.5);
    expect(ratio).toBeLessThan(2);
  });

  it('costs the same argon2 work for a wrong password whether or not the phone is registered', async () => {
    const known = await Promise.all([signUp(t), signUp(t), signUp(t)]);
    const time = async (body: Record<string, unknown>) => {
      const started = performance.now();
      const r = await login(body, randomIp());
      expect([422, 423]).toContain(r.statusCode);
      return performance.now() - started;
    };
    // Warm up both paths (the unknown-phone path hashes its dummy once).
    await time({ phone: randomPhone(), password: 'Wrong1234' });
    await time({ phone: known[0]!.phone, password: 'Wrong1234' });
    const knownMs: number[] = [];
    const unknownMs: number[] = [];
    for (let i = 0; i < 12; i++) {
      knownMs.push(await time({ phone: known[i % 3]!.phone, password: 'Wrong1234' }));
      unknownMs.push(await time({ phone: randomPhone(), password: 'Wrong1234' }));
    }
    const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;
    const ratio = median(unknownMs) / median(knownMs);
    console.log(
      `wrong password, median of 12: known phone ${median(knownMs).toFixed(1)} ms, unknown ${median(unknownMs).toFixed(1)} ms`,
    );
    // Without the dummy hash the unknown path would take a few percent of the known one; the band leaves
    // room for the known path's extra row update and for a busy machine.
    expect(
      ratio,
      `known ${median(knownMs).toFixed(1)} ms, unknown ${median(unknownMs).toFixed(1)} ms`,
    ).toBeGreaterThan(0.5);
    expect(ratio).toBeLessThan(2);
  });
});

describe('PIN guessing', () => {
  it('locks sends for 30 minutes after 5 wrong PINs, also when they arrive at once', async () => {
    const c = await signUp(t, { pin: '2580' });
    const update = (current_pin: string) =>
      call(t, 'POST', '/api/profile/pin/update', {
        token: c.token,
        body: { current_pin, pin: '1357', confirm_pin: '1357' },
      });
    const replies = await Promise.all(Array.from({ length: 12 }, (_, i) => update(String(5000 + i))));
    expect(replies.filter((r) => r.status === 422).length).toBeLessThanOrEqual(4);
    expect(replies.every((r) => r.status === 422 || r.status === 423)).toBe(true);
    const right = await update('2580');
    expect(right.status).toBe(423);
    expect(right.body.message).toBe(errors.pinLocked);
    const { rows } = await t.db.query<{ minutes: number }>(
      `SELECT extract(epoch FROM pin_locked_until - now()) / 60 AS minutes FROM users WHERE uuid = $1`,
      [c.userUuid],
    );
    expect(Number(rows[0]!.minutes)).toBeGreaterThan(29);
    expect(Number(rows[0]!.minutes)).toBeLessThanOrEqual(30);
    // Once the lock has passed, the right PIN works again.
    await t.db.query(`UPDATE users SET pin_locked_until = now() - interval '1 second' WHERE uuid = $1`, [
      c.userUuid,
    ]);
    expect((await update('2580')).status).toBe(200);
  });
});

describe('PIN guessing through sends', () => {
  const sendTo = (c: Customer, to: Customer, pin: string, key: string) =>
    call(t, 'POST', '/api/transfer/remittance/send', {
      token: c.token,
      headers: { 'idempotency-key': key },
      body: {
        amount: 150,
        name: 'x',
        note: 'PIN probe',
        currency: 'NGN',
        account_number: to.accountNumber,
        bank_name: 'Owo MFB',
        bank_code: '090999',
        pin,
        save_beneficiary: false,
      },
    });

  it('counts wrong PINs on sends, moves nothing, and locks the right PIN out after five', async () => {
    const [c, to] = await Promise.all([signUp(t, { pin: '2580', deposit: 5_000 }), signUp(t)]);
    const replies = await Promise.all(
      Array.from({ length: 8 }, (_, i) => sendTo(c, to, String(6000 + i), `wrong-${i}`)),
    );
    expect(replies.filter((r) => r.status === 422).length).toBeLessThanOrEqual(4);
    expect(replies.every((r) => r.status === 422 || r.status === 423)).toBe(true);
    const right = await sendTo(c, to, '2580', 'right');
    expect(right.status).toBe(423);
    expect(await balance(t, c)).toBe(5_000);
    expect(await balance(t, to)).toBe(0);
  });

  it('never lets an Idempotency-Key stand in for the PIN: a replay with a wrong PIN is refused', async () => {
    const [c, to] = await Promise.all([signUp(t, { pin: '2580', deposit: 5_000 }), signUp(t)]);
    expect((await sendTo(c, to, '2580', 'once')).status).toBe(200);
    const replay = await sendTo(c, to, '9999', 'once');
    expect(replay.status).toBe(422);
    // Refused as a wrong PIN (with the tries left), never answered with the stored transaction.
    expect(replay.body.data).toEqual({ tries_left: 4 });
    expect(await balance(t, c)).toBe(4_850);
  });
});

describe('name resolution', () => {
  it('throttles resolve and fee calls per customer at 60 a minute, whatever the mix', async () => {
    const c = await signUp(t);
    const calls = [
      () => call(t, 'POST', '/api/transfer/enaira/resolve', { token: c.token, body: { alias: 'ada.obi' } }),
      () =>
        call(t, 'POST', '/api/transfer/remittance/resolve', {
          token: c.token,
          body: { account_number: '0123456789', currency: 'NGN', bank_code: '058' },
        }),
      () =>
        call(t, 'POST', '/api/transfer/enaira/fee', {
          token: c.token,
          body: { alias: 'ada.obi', amount: 100 },
        }),
    ];
    const statuses: number[] = [];
    for (let i = 0; i < 62; i++) statuses.push((await calls[i % 3]!()).status);
    expect(statuses.slice(0, 60).filter((s) => s === 429)).toEqual([]);
    expect(statuses.slice(60)).toEqual([429, 429]);
    // Another customer is not affected by this one's budget.
    const other = await signUp(t);
    expect(
      (
        await call(t, 'POST', '/api/transfer/enaira/resolve', {
          token: other.token,
          body: { alias: 'ada.obi' },
        })
      ).status,
    ).toBe(200);
  });
});

describe('per-IP ceilings', () => {
  it('applies the configured ceiling per address, and a forged X-Forwarded-For does not reset it', async () => {
    const prod = await createTestApp({ config: { mode: 'production', ipRateLimitPerMinute: 3 } });
    try {
      const ip = randomIp();
      const statuses: number[] = [];
      for (let i = 0; i < 5; i++) {
        const r = await prod.app.inject({
          method: 'POST',
          url: '/api/auth/login',
          remoteAddress: ip,
          // Each guess claims to come from somewhere else; only the proxy's own hop may be believed.
          headers: { 'x-forwarded-for': `${randomIp()}, ${ip}` },
          payload: { phone: randomPhone(), password: 'Wrong1234' },
        });
        statuses.push(r.statusCode);
      }
      expect(statuses).toEqual([422, 422, 422, 429, 429]);
    } finally {
      await prod.close();
    }
  });
});
