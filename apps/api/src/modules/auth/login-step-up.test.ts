import { deviceMessages } from '@owo/contract/devices';
import { errors } from '@owo/contract/messages';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  type Customer,
  call,
  createTestApp,
  lastOtp,
  signUp,
  TEST_DEVICE_ID,
  type TestApp,
  wrongCode,
} from '#test/harness.ts';

// Password guessing cannot lock the owner out: after five wrong passwords in a row, a login needs the password
// and a code texted to the account's phone. The owner gets in; a guesser without the phone does not, and the
// answers teach them nothing about the password.

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const login = (c: Customer, password: string, otp?: string, device = TEST_DEVICE_ID) =>
  call(t, 'POST', '/api/auth/login', {
    body: { phone: c.phone, password, ...(otp ? { otp } : {}) },
    headers: { 'x-device-id': device },
  });
const texts = async (c: Customer) =>
  (await call(t, 'GET', `/api/sandbox/messages?phone=${c.phone}`)).body.data.length as number;

async function fiveWrong(c: Customer) {
  for (let i = 0; i < 5; i++) {
    const r = await login(c, 'Wrong1234x');
    expect(r.status).toBe(422);
    expect(r.body.message).toBe(errors.badCredentials);
  }
}

describe('the login step-up', () => {
  it('lets the owner in on their trusted device with the password and the texted code after 5 wrong passwords', async () => {
    const c = await signUp(t);
    await fiveWrong(c);
    const asked = await login(c, c.password);
    expect(asked.status).toBe(200);
    expect(asked.body.message).toBe(deviceMessages.verifyLogin);
    expect(asked.body.data).toEqual({ step: 'verify_login' });
    const code = await lastOtp(t, c.phone);
    const done = await login(c, c.password, code);
    expect(done.status).toBe(200);
    expect(done.body.data.token.access_token).toBeTruthy();
    // The step-up ends with that login: the trusted device signs in with the password alone again.
    expect((await login(c, c.password)).body.data.token).toBeTruthy();
  });

  it('answers a guess exactly as the right password, and texts a code only for the right one', async () => {
    const c = await signUp(t);
    await fiveWrong(c);
    const before = await texts(c);
    const guess = await login(c, 'Wrong1234x');
    const right = await login(c, c.password);
    expect(guess.status).toBe(right.status);
    expect(guess.body).toEqual(right.body);
    expect(await texts(c)).toBe(before + 1);
  });

  it('refuses the guesser: a made-up code is a wrong code whatever the password, and a right code needs the right password', async () => {
    const c = await signUp(t);
    await fiveWrong(c);
    await login(c, c.password);
    const code = await lastOtp(t, c.phone);
    for (const password of ['Wrong1234x', c.password]) {
      const r = await login(c, password, wrongCode(code));
      expect(r.status).toBe(400);
      expect(r.body.message).toBe(errors.otpInvalid);
    }
    const noPassword = await login(c, 'Wrong1234x', code);
    expect(noPassword.status).toBe(422);
    expect(noPassword.body.message).toBe(errors.badCredentials);
    expect(noPassword.body.data?.token).toBeUndefined();
    // Three tries of five are used; the owner's pair still works.
    expect((await login(c, c.password, code)).body.data.token).toBeTruthy();
  });

  it('also covers a new device: one code finishes both, and the other devices are signed out', async () => {
    const c = await signUp(t);
    await fiveWrong(c);
    const phone = `dev-${crypto.randomUUID()}`;
    expect((await login(c, c.password, undefined, phone)).body.data).toEqual({ step: 'verify_login' });
    const done = await login(c, c.password, await lastOtp(t, c.phone), phone);
    expect(done.body.data.token).toBeTruthy();
    expect((await call(t, 'GET', '/api/profile', { token: c.token })).status).toBe(401);
  });

  it('keeps the per-address ceiling: a flood from one address is refused with 429', async () => {
    const limited = await createTestApp({ config: { ipRateLimitPerMinute: 3 } });
    try {
      const statuses: number[] = [];
      for (let i = 0; i < 5; i++) {
        const r = await call(limited, 'POST', '/api/auth/login', {
          body: { phone: '08030000000', password: 'Wrong1234x' },
        });
        statuses.push(r.status);
      }
      expect(statuses.slice(3)).toEqual([429, 429]);
    } finally {
      await limited.close();
    }
  });
});
