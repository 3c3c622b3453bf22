import { errors, messages } from '@owo/contract/messages';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, createTestApp, signUp, type TestApp } from '#test/harness.ts';
import { requirePin } from './pin-service.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('transaction PIN', () => {
  it('sets a PIN once, with the spec messages', async () => {
    const c = await signUp(t);
    const setup = (body: unknown) => call(t, 'POST', '/api/profile/pin/setup', { token: c.token, body });
    expect((await setup({ pin: '12', confirm_pin: '12' })).body.errors?.pin).toBe(messages.pin);
    expect((await setup({ pin: 'abcd', confirm_pin: 'abcd' })).body.errors?.pin).toBe(messages.pin);
    expect((await setup({ pin: '2580', confirm_pin: '2581' })).body.errors?.confirm_pin).toBe(
      messages.pinMismatch,
    );
    for (const guessable of ['1111', '0000', '1234', '4321', '0123', '9876', 6789]) {
      const refused = await setup({ pin: guessable, confirm_pin: guessable });
      expect(refused.status).toBe(400);
      expect(refused.body.errors?.pin).toBe(messages.pinTooSimple);
    }
    const ok = await setup({ pin: '2580', confirm_pin: '2580' });
    expect(ok.status).toBe(200);
    expect(ok.body.data.user.has_pin).toBe(true);
    expect((await setup({ pin: '1357', confirm_pin: '1357' })).status).toBe(409);
    const stored = await t.db.query<{ pin_hmac: string }>('SELECT pin_hmac FROM users WHERE uuid = $1', [
      c.userUuid,
    ]);
    expect(stored.rows[0]!.pin_hmac).not.toContain('2580');
    expect(stored.rows[0]!.pin_hmac).toMatch(/^[0-9a-f]{64}$/);
  });

  it('changes the PIN only with the current one', async () => {
    const c = await signUp(t, { pin: '2580' });
    const update = (body: unknown) => call(t, 'POST', '/api/profile/pin/update', { token: c.token, body });
    const wrong = await update({ current_pin: '9999', pin: '1357', confirm_pin: '1357' });
    expect(wrong.status).toBe(422);
    expect(wrong.body.message).toBe(errors.pinIncorrect);
    const run = await update({ current_pin: '2580', pin: '3210', confirm_pin: '3210' });
    expect(run.status).toBe(400);
    expect(run.body.errors?.pin).toBe(messages.pinTooSimple);
    const same = await update({ current_pin: '2580', pin: '7777', confirm_pin: '7777' });
    expect(same.body.errors?.pin).toBe(messages.pinTooSimple);
    expect((await update({ current_pin: '2580', pin: '1357', confirm_pin: '1357' })).status).toBe(200);
    expect((await update({ current_pin: '2580', pin: '1470', confirm_pin: '1470' })).status).toBe(422);
    expect((await update({ current_pin: '1357', pin: '1470', confirm_pin: '1470' })).status).toBe(200);
  });

  it('locks after five wrong PINs for 30 minutes, even for the right PIN', async () => {
    const c = await signUp(t, { pin: '2580' });
    const { rows } = await t.db.query<{ id: bigint }>('SELECT id FROM users WHERE uuid = $1', [c.userUuid]);
    const userId = rows[0]!.id;
    for (let i = 0; i < 4; i++)
      await expect(requirePin(t.app.deps, userId, '0000')).rejects.toMatchObject({ statusCode: 422 });
    await expect(requirePin(t.app.deps, userId, '0000')).rejects.toMatchObject({
      statusCode: 423,
      message: errors.pinLocked,
    });
    await expect(requirePin(t.app.deps, userId, '2580')).rejects.toMatchObject({ statusCode: 423 });
    const until = await t.db.query<{ minutes: number }>(
      'SELECT extract(epoch FROM pin_locked_until - now()) / 60 AS minutes FROM users WHERE id = $1',
      [String(userId)],
    );
    expect(Number(until.rows[0]!.minutes)).toBeGreaterThan(29);
    await t.db.query(`UPDATE users SET pin_locked_until = now() - interval '1 second' WHERE id = $1`, [
      String(userId),
    ]);
    await expect(requirePin(t.app.deps, userId, '2580')).resolves.toBeUndefined();
  });
});

describe('password', () => {
  it('changes the password with the current one, signs other devices out, and applies the spec rules', async () => {
    const c = await signUp(t);
    const other = await call(t, 'POST', '/api/auth/login', {
      body: { phone: c.phone, password: c.password },
    });
    const change = (body: unknown) =>
      call(t, 'POST', '/api/profile/update/password', { token: c.token, body });
    expect(
      (await change({ current_password: c.password, password: 'short', password_confirmation: 'short' })).body
        .errors?.password,
    ).toBe(messages.passwordMin);
    expect(
      (await change({ current_password: c.password, password: 'NewPassw0rd', password_confirmation: 'Nope' }))
        .body.errors?.password_confirmation,
    ).toBe(messages.passwordsMismatch);
    const wrong = await change({
      current_password: 'Wrong123A',
      password: 'NewPassw0rd',
      password_confirmation: 'NewPassw0rd',
    });
    expect(wrong.status).toBe(422);
    const ok = await change({
      current_password: c.password,
      password: 'NewPassw0rd',
      password_confirmation: 'NewPassw0rd',
    });
    expect(ok.status).toBe(200);
    expect((await call(t, 'GET', '/api/profile', { token: other.body.data.token.access_token })).status).toBe(
      401,
    );
    expect((await call(t, 'GET', '/api/profile', { token: c.token })).status).toBe(200);
    expect(
      (await call(t, 'POST', '/api/auth/login', { body: { phone: c.phone, password: 'NewPassw0rd' } }))
        .status,
    ).toBe(200);
  });

  it('counts wrong current passwords toward the login step-up: an open session is no way to guess it', async () => {
    const c = await signUp(t);
    const change = (current: string) =>
      call(t, 'POST', '/api/profile/update/password', {
        token: c.token,
        body: { current_password: current, password: 'NewPassw0rd', password_confirmation: 'NewPassw0rd' },
      });
    for (let i = 1; i <= 5; i++) {
      const r = await change(`Wrong${i}23A`);
      expect(r.status).toBe(422);
      expect(r.body.message).toBe(errors.currentPasswordWrong);
    }
    // From the fifth, the right password changes nothing, and the answer does not say it was right.
    const right = await change(c.password);
    expect(right.status).toBe(423);
    expect(right.body.message).toBe(errors.passwordChangeStepUp);
    expect((await change('Wrong623A')).body.message).toBe(errors.passwordChangeStepUp);
    // The same count the login keeps: it now asks for the texted code.
    const login = await call(t, 'POST', '/api/auth/login', {
      body: { phone: c.phone, password: c.password },
    });
    expect(login.body.data).toEqual({ step: 'verify_login' });
  });
});
