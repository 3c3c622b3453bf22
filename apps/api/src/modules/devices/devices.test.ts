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

// Devices: the login's new-device step, one device at a time, tokens bound to their device, Profile → Devices.

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const PHONE_UA =
  'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36';

/** A login from `device` (null: a client that sends no X-Device-Id). */
async function login(c: Customer, device: string | null, extra: Record<string, unknown> = {}) {
  const body = { phone: c.phone, password: c.password, ...extra };
  if (device) {
    return call(t, 'POST', '/api/auth/login', {
      body,
      headers: { 'user-agent': PHONE_UA, 'x-device-id': device },
    });
  }
  const res = await t.app.inject({ method: 'POST', url: '/api/auth/login', payload: body });
  return { status: res.statusCode, body: res.json() };
}

const profileAs = (token: string, device: string | null) =>
  t.app.inject({
    method: 'GET',
    url: '/api/profile',
    headers: { authorization: `Bearer ${token}`, ...(device ? { 'x-device-id': device } : {}) },
  });

const securityKinds = async (c: Customer) => {
  const { rows } = await t.db.query<{ type: string; title: string }>(
    `SELECT payload->>'type' AS type, payload->>'title' AS title FROM events
     WHERE kind = 'security' AND user_id = (SELECT id FROM users WHERE uuid = $1) ORDER BY id`,
    [c.userUuid],
  );
  return rows;
};

const newDevice = () => `dev-${crypto.randomUUID()}`;

describe('devices', () => {
  it("signs the signup's device in at once: it is the account's first trusted device", async () => {
    const c = await signUp(t);
    const r = await login(c, TEST_DEVICE_ID);
    expect(r.status).toBe(200);
    expect(r.body.data.token.access_token).toBeTruthy();
    const list = await call(t, 'GET', '/api/devices', { token: r.body.data.token.access_token });
    expect(list.body.data).toHaveLength(1);
    expect(list.body.data[0]).toMatchObject({ current: true, active: true, label: 'Chrome on Android' });
  });

  it('asks a new device for the texted code, then signs every other device out', async () => {
    const c = await signUp(t);
    const phone = newDevice();
    const first = await login(c, phone);
    expect(first.status).toBe(200);
    expect(first.body).toMatchObject({ status: true, data: { step: 'verify_device' } });
    expect(first.body.data.token).toBeUndefined();
    const otp = await lastOtp(t, c.phone);

    const done = await login(c, phone, { otp });
    expect(done.status).toBe(200);
    const token = done.body.data.token.access_token as string;
    expect((await profileAs(token, phone)).statusCode).toBe(200);
    // The signup device's session is revoked: one device at a time.
    expect((await profileAs(c.token, TEST_DEVICE_ID)).statusCode).toBe(401);
    // The code is spent: the same code cannot finish another login.
    expect((await login(c, newDevice(), { otp })).status).not.toBe(200);

    const list = await call(t, 'GET', '/api/devices', {
      token,
      headers: { 'x-device-id': phone },
    });
    // The device that was signed out lost its trust with its session.
    expect(list.body.data.map((d: { current: boolean; active: boolean }) => [d.current, d.active])).toEqual([
      [true, true],
      [false, false],
    ]);
    const events = await securityKinds(c);
    expect(events).toContainEqual({ type: 'new_device', title: 'New sign-in on Chrome on Android' });
  });

  it('withdraws the trust of the devices a new device signs out: their next login asks for a code', async () => {
    const c = await signUp(t);
    const phone = newDevice();
    await login(c, phone);
    const token = (await login(c, phone, { otp: await lastOtp(t, c.phone) })).body.data.token
      .access_token as string;
    // The signup's device was signed out by the takeover: it needs a code now, like any new device.
    const back = await login(c, TEST_DEVICE_ID);
    expect(back.status).toBe(200);
    expect(back.body.data).toEqual({ step: 'verify_device' });
    expect((await profileAs(token, phone)).statusCode).toBe(200);
    const done = await login(c, TEST_DEVICE_ID, { otp: await lastOtp(t, c.phone) });
    expect(done.body.data.token).toBeTruthy();
    // And the takeover back signs the phone out and withdraws its trust in turn.
    expect((await profileAs(token, phone)).statusCode).toBe(401);
    expect((await login(c, phone)).body.data).toEqual({ step: 'verify_device' });
  });

  it('refuses a token from another device id, and one sent without the device id it was bound to', async () => {
    const c = await signUp(t);
    expect((await profileAs(c.token, TEST_DEVICE_ID)).statusCode).toBe(200);
    expect((await profileAs(c.token, newDevice())).statusCode).toBe(401);
    expect((await profileAs(c.token, null)).statusCode).toBe(401);
    const malformed = await profileAs(c.token, 'x');
    expect(malformed.statusCode).toBe(401);
    expect(malformed.json()).toMatchObject({ status: false, message: errors.unauthenticated });
  });

  it('counts wrong codes toward the same lockout as signup codes', async () => {
    const c = await signUp(t);
    const phone = newDevice();
    await login(c, phone);
    const otp = await lastOtp(t, c.phone);
    const wrong = wrongCode(otp);
    for (let i = 0; i < 4; i++) {
      const r = await login(c, phone, { otp: wrong });
      expect(r.status).toBe(400);
      expect(r.body.message).toBe(errors.otpInvalid);
    }
    const fifth = await login(c, phone, { otp: wrong });
    expect(fifth.status).toBe(423);
    expect(fifth.body.message).toBe(errors.otpLocked);
    // Locked: even the right code no longer finishes the login, and the old device is still signed in.
    expect((await login(c, phone, { otp })).status).toBe(423);
    expect((await profileAs(c.token, TEST_DEVICE_ID)).statusCode).toBe(200);
  });

  it('treats a client without X-Device-Id as a device never seen before', async () => {
    const c = await signUp(t);
    expect((await login(c, null)).body.data).toEqual({ step: 'verify_device' });
    const done = await login(c, null, { otp: await lastOtp(t, c.phone) });
    const token = done.body.data.token.access_token as string;
    expect((await profileAs(token, null)).statusCode).toBe(200);
    expect((await profileAs(token, TEST_DEVICE_ID)).statusCode).toBe(401);
    expect((await profileAs(c.token, TEST_DEVICE_ID)).statusCode).toBe(401);
    // Never recognised: the next login asks again.
    expect((await login(c, null)).body.data).toEqual({ step: 'verify_device' });
    // A malformed device id is refused outright.
    expect((await login(c, 'bad id!')).status).toBe(400);
  });

  it('signs one device out from Profile → Devices; another customer gets 404', async () => {
    const c = await signUp(t);
    const phone = newDevice();
    await login(c, phone);
    const phoneToken = (await login(c, phone, { otp: await lastOtp(t, c.phone) })).body.data.token
      .access_token as string;
    // From the phone, the first device is signed out by hand: it is no longer trusted.
    const list = await call(t, 'GET', '/api/devices', {
      token: phoneToken,
      headers: { 'x-device-id': phone },
    });
    const other = list.body.data.find((d: { current: boolean }) => !d.current);
    const stranger = await signUp(t);
    const foreign = await call(t, 'DELETE', `/api/devices/${other.uuid}`, { token: stranger.token });
    expect(foreign.status).toBe(404);
    const out = await call(t, 'DELETE', `/api/devices/${other.uuid}`, {
      token: phoneToken,
      headers: { 'x-device-id': phone },
    });
    expect(out.status).toBe(200);
    expect((await securityKinds(c)).map((e) => e.type)).toContain('device_signed_out');
    expect((await login(c, TEST_DEVICE_ID)).body.data).toEqual({ step: 'verify_device' });
    // Back on the first device with a code; signing out this very device ends this session.
    const back = await login(c, TEST_DEVICE_ID, { otp: await lastOtp(t, c.phone) });
    const token = back.body.data.token.access_token as string;
    expect((await profileAs(phoneToken, phone)).statusCode).toBe(401);
    const mine = (await call(t, 'GET', '/api/devices', { token })).body.data.find(
      (d: { current: boolean }) => d.current,
    );
    expect((await call(t, 'DELETE', `/api/devices/${mine.uuid}`, { token })).status).toBe(200);
    expect((await profileAs(token, TEST_DEVICE_ID)).statusCode).toBe(401);
  });
});
