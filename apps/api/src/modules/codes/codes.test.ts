import { CODE_LENGTH, SIGNUP_CODE_LENGTH } from '@owo/contract/codes';
import { errors, messages } from '@owo/contract/messages';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  type Customer,
  call,
  createTestApp,
  lastOtp,
  randomPhone,
  signUp,
  type TestApp,
  wrongCode,
} from '#test/harness.ts';

// Texted codes: the signup's stays the spec's 4 digits; a new device's, a step-up's and a reset's are 6, each
// valid 10 minutes with 5 tries, and bound to its purpose and to the request that asked for it.

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const newDevice = () => `dev-${crypto.randomUUID()}`;
const login = (c: Customer, device: string, otp?: string) =>
  call(t, 'POST', '/api/auth/login', {
    body: { phone: c.phone, password: c.password, ...(otp ? { otp } : {}) },
    headers: { 'x-device-id': device },
  });
const forgotPin = (c: Customer) =>
  call(t, 'POST', '/api/profile/pin/forgot', { token: c.token, body: { password: c.password } });
const resetPin = (c: Customer, otp: string) =>
  call(t, 'POST', '/api/profile/pin/reset', {
    token: c.token,
    body: { password: c.password, otp, pin: '1357', pin_confirmation: '1357' },
  });

describe('texted codes', () => {
  it("keeps the signup's code at 4 digits and makes a new device's and a reset's 6", async () => {
    const phone = randomPhone();
    await call(t, 'POST', '/api/auth/signup/initialize', { body: { country_code: 'NG', phone } });
    expect(await lastOtp(t, phone)).toMatch(new RegExp(`^\\d{${SIGNUP_CODE_LENGTH}}$`));
    const short = await call(t, 'POST', '/api/auth/signup/verify', {
      body: { country_code: 'NG', phone, otp: '123456' },
    });
    expect(short.body.errors?.otp).toBe(messages.otp);

    const c = await signUp(t, { pin: '2580' });
    const device = newDevice();
    expect((await login(c, device)).body.data).toEqual({ step: 'verify_device' });
    const deviceCode = await lastOtp(t, c.phone);
    expect(deviceCode).toMatch(new RegExp(`^\\d{${CODE_LENGTH}}$`));
    const four = await login(c, device, deviceCode.slice(0, 4));
    expect(four.status).toBe(400);
    expect(four.body.errors?.otp).toBe('Enter the 6-digit code');
    expect((await login(c, device, deviceCode)).body.data.token).toBeTruthy();

    const c2 = await signUp(t, { pin: '2580' });
    expect((await forgotPin(c2)).status).toBe(200);
    expect(await lastOtp(t, c2.phone)).toMatch(new RegExp(`^\\d{${CODE_LENGTH}}$`));
  });

  it('never lets a Forgot-PIN code finish a login, nor a login code reset the PIN', async () => {
    const c = await signUp(t, { pin: '2580' });
    expect((await forgotPin(c)).status).toBe(200);
    const resetCode = await lastOtp(t, c.phone);
    const device = newDevice();
    const asked = await login(c, device);
    expect(asked.body.data).toEqual({ step: 'verify_device' });
    const loginCode = await lastOtp(t, c.phone);
    // Each code checks only for what it was sent for.
    const crossLogin = await login(c, device, resetCode);
    expect(crossLogin.status).toBe(400);
    expect(crossLogin.body.message).toBe(errors.otpInvalid);
    const crossReset = await resetPin(c, loginCode);
    expect(crossReset.status).toBe(400);
    expect(crossReset.body.message).toBe(errors.otpInvalid);
    // Both still work for their own purpose.
    expect((await resetPin(c, resetCode)).status).toBe(200);
    expect((await login(c, device, loginCode)).body.data.token).toBeTruthy();
  });

  it("binds a login's code to the device that asked for it: another device's guesses neither use nor lock it", async () => {
    const c = await signUp(t);
    const mine = newDevice();
    await login(c, mine);
    const code = await lastOtp(t, c.phone);
    const other = newDevice();
    for (let i = 0; i < 6; i++) {
      const r = await login(c, other, i === 0 ? code : wrongCode(code));
      expect(r.status).toBe(400);
      expect(r.body.message).toBe(errors.otpInvalid);
    }
    expect((await login(c, mine, code)).body.data.token).toBeTruthy();
  });

  it('expires a code after 10 minutes and locks it after 5 wrong tries', async () => {
    const c = await signUp(t);
    const device = newDevice();
    await login(c, device);
    const code = await lastOtp(t, c.phone);
    const { rows } = await t.db.query<{ minutes: number }>(
      `SELECT extract(epoch FROM expires_at - sent_at) / 60 AS minutes FROM one_time_codes
        WHERE phone = $1 AND purpose = 'login_device'`,
      [`+234${c.phone.slice(1)}`],
    );
    expect(Number(rows[0]!.minutes)).toBe(10);
    await t.db.query(
      `UPDATE one_time_codes SET expires_at = now() - interval '1 second' WHERE phone = $1 AND purpose = 'login_device'`,
      [`+234${c.phone.slice(1)}`],
    );
    const late = await login(c, device, code);
    expect(late.status).toBe(422);
    expect(late.body.message).toBe(errors.otpExpired);

    const c2 = await signUp(t);
    await login(c2, device);
    const right = await lastOtp(t, c2.phone);
    for (let i = 0; i < 4; i++) expect((await login(c2, device, wrongCode(right))).status).toBe(400);
    expect((await login(c2, device, wrongCode(right))).status).toBe(423);
    expect((await login(c2, device, right)).status).toBe(423);
  });

  it('stores codes only as an HMAC', async () => {
    const c = await signUp(t);
    await login(c, newDevice());
    const code = await lastOtp(t, c.phone);
    const { rows } = await t.db.query<{ code_hash: string }>(
      `SELECT code_hash FROM one_time_codes WHERE phone = $1 AND purpose = 'login_device'`,
      [`+234${c.phone.slice(1)}`],
    );
    expect(rows[0]!.code_hash).toMatch(/^[0-9a-f]{64}$/);
    expect(rows[0]!.code_hash).not.toContain(code);
  });
});
