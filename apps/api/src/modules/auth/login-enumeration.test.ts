import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, createTestApp, lastOtp, randomPhone, signUp, type TestApp, wrongCode } from '#test/harness.ts';

// Wrong passwords tell nobody whether an identifier is registered (docs/decisions/014, amended): an unknown
// e-mail or phone counts its wrong passwords too and enters a step-up of its own, whose code can never be right,
// so every reply matches a registered account's, count for count, code for code.

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

type Identifier = { email: string } | { phone: string };

// Replies differ only in what differs between any two requests.
const VOLATILE_HEADERS = new Set(['date', 'x-request-id', 'content-length']);
const stable = (headers: Record<string, unknown>) =>
  Object.fromEntries(Object.entries(headers).filter(([k]) => !VOLATILE_HEADERS.has(k)));

const login = async (who: Identifier, password: string, otp?: string) => {
  const r = await call(t, 'POST', '/api/auth/login', { body: { ...who, password, ...(otp ? { otp } : {}) } });
  return { status: r.status, body: r.body, headers: stable(r.headers) };
};
const sevenWrong = async (who: Identifier) => {
  const replies = [];
  for (let i = 0; i < 7; i++) replies.push(await login(who, `Wrong${i}pass`));
  return replies;
};
const unknownEmail = () => `nobody-${randomBytes(6).toString('hex')}@example.ng`;

describe('login replies for unknown identifiers', () => {
  it('answers 7 wrong passwords for an unknown e-mail exactly as for a registered one', async () => {
    const c = await signUp(t);
    const registered = await sevenWrong({ email: c.email });
    const unknown = await sevenWrong({ email: unknownEmail() });
    expect(unknown).toEqual(registered);
    // The sixth and seventh are the step-up's answer, not a refusal.
    expect(registered.map((r) => r.status)).toEqual([422, 422, 422, 422, 422, 200, 200]);
    expect(registered[5]!.body.data).toEqual({ step: 'verify_login' });
  });

  it('answers 7 wrong passwords for an unknown phone exactly as for a registered one', async () => {
    const c = await signUp(t);
    expect(await sevenWrong({ phone: randomPhone() })).toEqual(await sevenWrong({ phone: c.phone }));
  });

  it('counts an unknown e-mail however it is written, as the registered one is found', async () => {
    const c = await signUp(t);
    const email = unknownEmail();
    const registered = await sevenWrong({ email: c.email.toUpperCase() });
    const unknown = [];
    for (let i = 0; i < 7; i++) {
      const spelled = i % 2 ? ` ${email.toUpperCase()} ` : email;
      const r = await login({ email: spelled }, `Wrong${i}pass`);
      unknown.push(r);
    }
    expect(unknown).toEqual(registered);
  });

  it('keeps the unknown e-mail out of the counter table: its key is an HMAC', async () => {
    const email = unknownEmail();
    await login({ email }, 'Wrong0pass');
    const { rows } = await t.db.query<{ n: string }>(
      `SELECT count(*) AS n FROM rate_limits WHERE key ILIKE '%' || $1 || '%'`,
      [email.split('@')[0]],
    );
    expect(Number(rows[0]!.n)).toBe(0);
  });
});

/** Signs a customer up with the phone and e-mail given (the harness's signUp makes its own). */
async function signUpAs(phone: string, email: string) {
  await call(t, 'POST', '/api/auth/signup/initialize', { body: { country_code: 'NG', phone } });
  const otp = await lastOtp(t, phone);
  const verify = await call(t, 'POST', '/api/auth/signup/verify', {
    body: { country_code: 'NG', phone, otp },
  });
  const uuid = verify.body.data.uuid;
  const password = 'Sup3rSecret';
  const body = { email, password, password_confirmation: password, type: 'personal', uuid };
  expect((await call(t, 'POST', `/api/auth/signup/${uuid}/complete`, { body })).status).toBe(200);
}

describe('an identifier that gets registered', () => {
  it('keeps the count it had while unknown: registering it does not start it again', async () => {
    const email = unknownEmail();
    const phone = randomPhone();
    const before = await sevenWrong({ email: email.toUpperCase() });
    await login({ phone }, 'Wrong0pass');
    await signUpAs(phone, email);
    const after = await login({ email }, 'Wrong8pass');
    expect(after).toEqual(before[6]);
    expect(after.body.data).toEqual({ step: 'verify_login' });
  });
});

describe('codes under a step-up for an unknown identifier', () => {
  it('answers a code for an unknown e-mail as a wrong code for a registered one, and never signs in', async () => {
    const c = await signUp(t);
    const email = unknownEmail();
    await sevenWrong({ email: c.email });
    await sevenWrong({ email });
    for (const otp of ['123456', '000000', '999999', '654321', '111111', '222222']) {
      const real = await login({ email: c.email }, 'Wrong1234x', otp);
      const phantom = await login({ email }, 'Wrong1234x', otp);
      expect(phantom).toEqual(real);
      expect(phantom.status).not.toBe(200);
    }
    // The owner is not held back by the guesses: password and texted code still sign in.
    expect((await login({ email: c.email }, c.password)).body.data).toEqual({ step: 'verify_login' });
    const code = await lastOtp(t, c.phone);
    expect((await login({ email: c.email }, c.password, wrongCode(code))).status).toBe(400);
    expect((await login({ email: c.email }, c.password, code)).body.data.token.access_token).toBeTruthy();
  });

  it('answers a code for an unknown phone as a wrong code for a registered one', async () => {
    const c = await signUp(t);
    const phone = randomPhone();
    await sevenWrong({ phone: c.phone });
    await sevenWrong({ phone });
    for (const otp of ['123456', '000000']) {
      expect(await login({ phone }, 'Wrong1234x', otp)).toEqual(
        await login({ phone: c.phone }, 'Wrong1234x', otp),
      );
    }
  });
});
