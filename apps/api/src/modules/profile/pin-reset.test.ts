import { errors, messages } from '@owo/contract/messages';
import { pinResetMessages } from '@owo/contract/profile';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  type Customer,
  call,
  createTestApp,
  lastOtp,
  signUp,
  type TestApp,
  wrongCode,
} from '#test/harness.ts';
import { requirePin } from './pin-service.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const post = (c: Customer, url: string, body: unknown) => call(t, 'POST', url, { token: c.token, body });
const forgot = (c: Customer, password: string) => post(c, '/api/profile/pin/forgot', { password });
const reset = (c: Customer, body: Record<string, unknown>) =>
  post(c, '/api/profile/pin/reset', { password: c.password, pin: '1357', pin_confirmation: '1357', ...body });
const userIdOf = async (c: Customer) =>
  (await t.db.query<{ id: bigint }>('SELECT id FROM users WHERE uuid = $1', [c.userUuid])).rows[0]!.id;

describe('forgot PIN', () => {
  it('texts a code after the password, and the code with the password sets a new PIN', async () => {
    const c = await signUp(t, { pin: '2580' });
    const sent = await forgot(c, c.password);
    expect(sent.status).toBe(200);
    expect(sent.body.message).toBe(pinResetMessages.codeSent);
    expect(sent.body.data.resend_after_seconds).toBe(60);
    const otp = await lastOtp(t, c.phone);
    const done = await reset(c, { otp });
    expect(done.status).toBe(200);
    expect(done.body.message).toBe(pinResetMessages.reset);
    const userId = await userIdOf(c);
    await expect(requirePin(t.app.deps, userId, '1357')).resolves.toBeUndefined();
    await expect(requirePin(t.app.deps, userId, '2580')).rejects.toMatchObject({ statusCode: 422 });
    // The code is spent: it cannot reset the PIN a second time.
    expect([400, 422]).toContain((await reset(c, { otp, pin: '3690', pin_confirmation: '3690' })).status);
  });

  it('refuses a wrong password on the password field; five of them never lock the owner out', async () => {
    const c = await signUp(t, { pin: '2580' });
    const wrong = await forgot(c, 'Wrong1234x');
    expect(wrong.status).toBe(422);
    expect(wrong.body.errors?.password).toBe(errors.currentPasswordWrong);
    for (let i = 0; i < 4; i++) expect((await forgot(c, 'Wrong1234x')).status).toBe(422);
    // From the fifth, the login's step-up: the answer no longer tells a wrong password from a right one, and
    // only a right one gets a code texted.
    const texts = async () =>
      (await call(t, 'GET', `/api/sandbox/messages?phone=${c.phone}`)).body.data.length;
    const before = await texts();
    const guess = await forgot(c, 'Wrong1234x');
    expect(guess.status).toBe(200);
    expect(guess.body.message).toBe(pinResetMessages.codeSent);
    expect(await texts()).toBe(before);
    expect((await forgot(c, c.password)).status).toBe(200);
    expect(await texts()).toBe(before + 1);
    const otp = await lastOtp(t, c.phone);
    // A right code with a wrong password resets nothing; the right pair does, and ends the step-up.
    expect((await reset(c, { otp, password: 'Wrong1234x' })).body.errors?.password).toBe(
      errors.currentPasswordWrong,
    );
    expect((await reset(c, { otp })).status).toBe(200);
    const login = await call(t, 'POST', '/api/auth/login', {
      body: { phone: c.phone, password: c.password },
    });
    expect(login.status).toBe(200);
    expect(login.body.data.token).toBeTruthy();
  });

  it('under the step-up, a made-up code with any password is a wrong code, never a verdict on the password', async () => {
    const c = await signUp(t, { pin: '2580' });
    for (let i = 0; i < 5; i++) await forgot(c, 'Wrong1234x');
    expect((await forgot(c, c.password)).status).toBe(200);
    const otp = await lastOtp(t, c.phone);
    for (const password of ['Wrong1234x', c.password]) {
      const r = await reset(c, { otp: wrongCode(otp), password });
      expect(r.status).toBe(400);
      expect(r.body.message).toBe(errors.otpInvalid);
    }
    await expect(requirePin(t.app.deps, await userIdOf(c), '2580')).resolves.toBeUndefined();
  });

  it('refuses a wrong code, a wrong password at reset, and a guessable or mismatched new PIN', async () => {
    const c = await signUp(t, { pin: '2580' });
    expect((await forgot(c, c.password)).status).toBe(200);
    const otp = await lastOtp(t, c.phone);
    const badCode = await reset(c, { otp: wrongCode(otp) });
    expect([400, 422]).toContain(badCode.status);
    expect(badCode.body.errors?.otp ?? badCode.body.message).toBeTruthy();
    const badPassword = await reset(c, { otp, password: 'Wrong1234x' });
    expect(badPassword.status).toBe(422);
    expect(badPassword.body.errors?.password).toBe(errors.currentPasswordWrong);
    const run = await reset(c, { otp, pin: '9876', pin_confirmation: '9876' });
    expect(run.status).toBe(400);
    expect(run.body.errors?.pin).toBe(messages.pinTooSimple);
    const same = await reset(c, { otp, pin: '0000', pin_confirmation: '0000' });
    expect(same.body.errors?.pin).toBe(messages.pinTooSimple);
    const mismatch = await reset(c, { otp, pin_confirmation: '1358' });
    expect(mismatch.body.errors?.pin_confirmation).toBe(messages.pinMismatch);
    // None of these changed the PIN; the right code still works once.
    await expect(requirePin(t.app.deps, await userIdOf(c), '2580')).resolves.toBeUndefined();
    expect((await reset(c, { otp })).status).toBe(200);
  });

  it('clears a PIN lock: after a reset the new PIN pays at once', async () => {
    const c = await signUp(t, { pin: '2580' });
    const userId = await userIdOf(c);
    for (let i = 0; i < 5; i++) await requirePin(t.app.deps, userId, '0000').catch(() => undefined);
    await expect(requirePin(t.app.deps, userId, '2580')).rejects.toMatchObject({ statusCode: 423 });
    expect((await forgot(c, c.password)).status).toBe(200);
    expect((await reset(c, { otp: await lastOtp(t, c.phone) })).status).toBe(200);
    const row = await t.db.query<{ pin_locked_until: Date | null; pin_failed_attempts: number }>(
      'SELECT pin_locked_until, pin_failed_attempts FROM users WHERE id = $1',
      [String(userId)],
    );
    expect(row.rows[0]).toMatchObject({ pin_locked_until: null, pin_failed_attempts: 0 });
    await expect(requirePin(t.app.deps, userId, '1357')).resolves.toBeUndefined();
  });

  it('needs a signed-in customer', async () => {
    expect((await call(t, 'POST', '/api/profile/pin/forgot', { body: { password: 'x' } })).status).toBe(401);
    expect((await call(t, 'POST', '/api/profile/pin/reset', { body: {} })).status).toBe(401);
  });
});
