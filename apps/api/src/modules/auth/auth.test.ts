import { errors, messages } from '@owo/contract/messages';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, createTestApp, lastOtp, randomPhone, signUp, type TestApp } from '#test/harness.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

// Every harness call comes from TEST_DEVICE_ID unless a device is named.
const onDevice = (device?: string) => (device ? { headers: { 'x-device-id': device } } : {});
const init = (phone: string, device?: string) =>
  call(t, 'POST', '/api/auth/signup/initialize', {
    body: { country_code: 'NG', phone },
    ...onDevice(device),
  });
const verify = (phone: string, otp: string, device?: string) =>
  call(t, 'POST', '/api/auth/signup/verify', {
    body: { country_code: 'NG', phone, otp },
    ...onDevice(device),
  });
const complete = (uuid: string, email: string) =>
  call(t, 'POST', `/api/auth/signup/${uuid}/complete`, {
    body: { email, password: 'Abcdefg1', password_confirmation: 'Abcdefg1', type: 'personal', uuid },
    headers: { 'x-device-id': 'someone-elses-device-01' },
  });

describe('signup', () => {
  it('signs a new customer up over HTTP, reading the OTP from the sandbox, and opens a NUBAN account', async () => {
    const phone = randomPhone();
    const first = await init(phone);
    expect(first.status).toBe(200);
    expect(first.body).toMatchObject({ status: true, data: { step: 'verify' } });
    const otp = await lastOtp(t, phone);
    expect(otp).toMatch(/^\d{4}$/);
    const verified = await verify(phone, otp);
    // The verify call answers the credential that finishes this signup, not the signup's own uuid.
    const uuid = verified.body.data.uuid;
    expect(uuid).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    expect(uuid).not.toBe(first.body.data.uuid);
    const done = await call(t, 'POST', `/api/auth/signup/${uuid}/complete`, {
      body: {
        email: `Ada.${phone}@Example.ng`,
        password: 'Abcdefg1',
        password_confirmation: 'Abcdefg1',
        type: 'BUSINESS',
        uuid,
      },
    });
    expect(done.status).toBe(200);
    const user = done.body.data.user;
    expect(user).toMatchObject({
      type: 'business',
      has_kyc: false,
      has_pin: false,
      has_card: false,
      country_code: 'NG',
    });
    expect(user.phone).toBe(`+234${phone.slice(1)}`);
    expect(user.banks).toHaveLength(1);
    expect(user.banks[0].bank_name).toBe('Owo MFB');
    expect(user.banks[0].account_number).toMatch(/^\d{10}$/);
    expect(done.body.data.token.access_token.length).toBeGreaterThan(30);

    const profile = await call(t, 'GET', '/api/profile', { token: done.body.data.token.access_token });
    expect(profile.body.data.user.uuid).toBe(user.uuid);
  });

  it('accepts E.164 and refuses numbers that are not Nigerian', async () => {
    expect((await init(`+234${randomPhone().slice(1)}`)).status).toBe(200);
    for (const phone of ['+447911123456', '12345', '', '0803123']) {
      const r = await init(phone);
      expect(r.status).toBe(400);
      expect(r.body.errors?.phone).toBe(messages.phone);
    }
    const r = await call(t, 'POST', '/api/auth/signup/initialize', {
      body: { country_code: 'GH', phone: randomPhone() },
    });
    expect(r.status).toBe(400);
  });

  it('refuses a phone that is already registered, and answers step complete to the device that verified it', async () => {
    const c = await signUp(t);
    const again = await init(c.phone);
    expect(again.status).toBe(409);
    expect(again.body.message).toBe(errors.phoneTaken);

    const phone = randomPhone();
    await init(phone);
    const v = await verify(phone, await lastOtp(t, phone));
    const back = await init(phone);
    expect(back.body.data).toEqual({ step: 'complete', uuid: v.body.data.uuid });
    // A repeated tap of verify from that device is answered the same credential.
    expect((await verify(phone, '0000')).body.data).toEqual({ uuid: v.body.data.uuid });
  });

  it('gives no one else a way to finish a signup verified on another device', async () => {
    const phone = randomPhone();
    const started = await init(phone);
    const code = await lastOtp(t, phone);
    const mine = await verify(phone, code);
    expect(mine.status).toBe(200);

    // Someone who knows only the phone number: initialize texts a new code instead of answering a credential,
    // and so does a call with no device at all.
    const theirs = await init(phone, 'someone-elses-device-01');
    expect(theirs.body.data).toEqual({ step: 'verify', uuid: started.body.data.uuid });
    const noDevice = await t.app.inject({
      method: 'POST',
      url: '/api/auth/signup/initialize',
      payload: { country_code: 'NG', phone },
      remoteAddress: t.ip,
    });
    expect(noDevice.json().data.step).toBe('verify');
    // The spent code, or a guess, verifies nothing for them.
    expect((await verify(phone, code, 'someone-elses-device-01')).status).toBe(400);
    // The signup's own uuid, which initialize answers to anyone, finishes nothing.
    expect((await complete(started.body.data.uuid, `x.${phone}@example.ng`)).status).toBe(404);

    // The verifying device's credential still finishes it, once.
    const done = await complete(mine.body.data.uuid, `me.${phone}@example.ng`);
    expect(done.status).toBe(200);
    expect(done.body.data.user.phone).toBe(`+234${phone.slice(1)}`);
    expect((await complete(mine.body.data.uuid, `again.${phone}@example.ng`)).status).toBe(409);
  });

  it('lets the credential lapse 30 minutes after the code was entered, and verifies the phone again', async () => {
    const phone = randomPhone();
    await init(phone);
    const v = await verify(phone, await lastOtp(t, phone));
    await t.db.query(
      `UPDATE signups SET verified_at = verified_at - interval '31 minutes' WHERE phone = $1`,
      [`+234${phone.slice(1)}`],
    );
    const late = await complete(v.body.data.uuid, `late.${phone}@example.ng`);
    expect(late.status).toBe(422);
    expect(late.body.message).toBe(errors.signupNotVerified);
    // Back on the same device: a new code, not the lapsed credential.
    expect((await init(phone)).body.data.step).toBe('verify');
    const again = await verify(phone, await lastOtp(t, phone));
    expect(again.status).toBe(200);
    expect(again.body.data.uuid).not.toBe(v.body.data.uuid);
    expect((await complete(again.body.data.uuid, `late.${phone}@example.ng`)).status).toBe(200);
  });

  it('locks the code after five wrong tries, even with the right one afterwards', async () => {
    const phone = randomPhone();
    await init(phone);
    const otp = await lastOtp(t, phone);
    const wrong = otp === '0000' ? '1111' : '0000';
    for (let i = 1; i <= 4; i++) {
      const r = await verify(phone, wrong);
      expect(r.status).toBe(400);
      expect(r.body.errors?.otp).toBe(errors.otpInvalid);
    }
    expect((await verify(phone, wrong)).status).toBe(423);
    const right = await verify(phone, otp);
    expect(right.status).toBe(423);
    expect(right.body.message).toBe(errors.otpLocked);
  });

  it('refuses a resend within 60 seconds and validates the code format', async () => {
    const phone = randomPhone();
    await init(phone);
    const r = await call(t, 'POST', '/api/auth/signup/resend', {
      body: { country_code: 'NG', phone, resend: 1 },
    });
    expect(r.status).toBe(429);
    expect(r.body.message).toBe(errors.otpResendTooSoon);
    expect(Number(r.headers['retry-after'])).toBeGreaterThan(0);
    await t.db.query(`UPDATE one_time_codes SET sent_at = now() - interval '61 seconds' WHERE phone = $1`, [
      `+234${phone.slice(1)}`,
    ]);
    const ok = await call(t, 'POST', '/api/auth/signup/resend', {
      body: { country_code: 'NG', phone, resend: 1 },
    });
    expect(ok.status).toBe(200);
    expect(ok.body.data).toBeTruthy();
    expect((await verify(phone, '12a4')).body.errors?.otp).toBe(messages.otp);
  });

  it('shows the spec messages for the final form', async () => {
    const phone = randomPhone();
    await init(phone);
    const { body } = await verify(phone, await lastOtp(t, phone));
    const uuid = body.data.uuid;
    const complete = (b: Record<string, unknown>) =>
      call(t, 'POST', `/api/auth/signup/${uuid}/complete`, { body: b });
    const base = {
      email: `x.${phone}@example.ng`,
      password: 'Abcdefg1',
      password_confirmation: 'Abcdefg1',
      type: 'personal',
    };
    expect((await complete({ ...base, email: '' })).body.errors?.email).toBe(messages.email);
    expect((await complete({ ...base, email: 'nope' })).body.errors?.email).toBe(messages.emailFormat);
    expect((await complete({ ...base, password: '' })).body.errors?.password).toBe(messages.password);
    expect((await complete({ ...base, password: 'Ab1' })).body.errors?.password).toBe(messages.passwordMin);
    expect((await complete({ ...base, password: 'abcdefgh1' })).body.errors?.password).toBe(
      messages.passwordRules,
    );
    expect((await complete({ ...base, password_confirmation: '' })).body.errors?.password_confirmation).toBe(
      messages.confirmPassword,
    );
    expect(
      (await complete({ ...base, password_confirmation: 'Abcdefg2' })).body.errors?.password_confirmation,
    ).toBe(messages.passwordsMismatch);
    expect((await complete({ ...base, type: 'alien' })).status).toBe(400);
    expect((await complete({ ...base, referral_code: 'NOSUCH00' })).body.errors?.referral_code).toBeTruthy();
    expect((await complete(base)).status).toBe(200);
  });
});

describe('login and logout', () => {
  it('logs in by phone or e-mail, and a logged-out token is refused', async () => {
    const c = await signUp(t);
    const byPhone = await call(t, 'POST', '/api/auth/login', {
      body: { phone: c.phone, password: c.password },
    });
    expect(byPhone.status).toBe(200);
    const byEmail = await call(t, 'POST', '/api/auth/login', {
      body: { email: c.email.toUpperCase(), password: c.password, remember_me: true },
    });
    expect(byEmail.status).toBe(200);
    const token = byEmail.body.data.token.access_token;
    const days = (Date.parse(byEmail.body.data.token.expires_at) - Date.now()) / 86_400_000;
    expect(days).toBeGreaterThan(29);
    expect((await call(t, 'GET', '/api/profile', { token })).status).toBe(200);
    expect((await call(t, 'POST', '/api/auth/logout', { token })).status).toBe(200);
    const after = await call(t, 'GET', '/api/profile', { token });
    expect(after.status).toBe(401);
    expect(after.body).toEqual({ status: false, message: errors.unauthenticated });
    // The other session is untouched.
    expect(
      (await call(t, 'GET', '/api/profile', { token: byPhone.body.data.token.access_token })).status,
    ).toBe(200);
  });

  it('refuses a wrong password alike for known and unknown phones; after five, the password alone is not enough', async () => {
    const c = await signUp(t);
    const unknown = await call(t, 'POST', '/api/auth/login', {
      body: { phone: randomPhone(), password: 'Wrong1234' },
    });
    expect(unknown.status).toBe(422);
    expect(unknown.body.message).toBe(errors.badCredentials);
    for (let i = 0; i < 4; i++) {
      const r = await call(t, 'POST', '/api/auth/login', { body: { phone: c.phone, password: 'Wrong1234' } });
      expect(r.body.message).toBe(errors.badCredentials);
    }
    expect(
      (await call(t, 'POST', '/api/auth/login', { body: { phone: c.phone, password: 'Wrong1234' } })).status,
    ).toBe(422);
    // Never locked out: the right password now asks for the texted code as well (login-step-up.test.ts).
    const stepUp = await call(t, 'POST', '/api/auth/login', {
      body: { phone: c.phone, password: c.password },
    });
    expect(stepUp.status).toBe(200);
    expect(stepUp.body.data).toEqual({ step: 'verify_login' });
  });

  it('refuses missing, malformed and made-up tokens', async () => {
    expect((await call(t, 'GET', '/api/accounts')).status).toBe(401);
    expect((await call(t, 'GET', '/api/accounts', { headers: { authorization: 'Bearer x' } })).status).toBe(
      401,
    );
    expect((await call(t, 'GET', '/api/accounts', { token: 'a'.repeat(43) })).status).toBe(401);
  });

  it('answers bad JSON and unknown API paths in the envelope', async () => {
    const bad = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      headers: { 'content-type': 'application/json' },
      payload: '{nope',
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({ status: false });
    const missing = await call(t, 'GET', '/api/does-not-exist');
    expect(missing.status).toBe(404);
    expect(missing.body.status).toBe(false);
  });
});
