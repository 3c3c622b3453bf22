import { maskPhone } from '@owo/contract/phone-format';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, completeKyc, createTestApp, signUp, type TestApp } from '#test/harness.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ config: { publicUrl: 'https://owo.example', publicUrlSet: true } });
});
afterAll(() => t.close());

describe('referrals', () => {
  it('shows the code, the sign-up link and who joined with it', async () => {
    const referrer = await signUp(t);
    const profile = await call(t, 'GET', '/api/profile', { token: referrer.token });
    const code: string = profile.body.data.user.referral_code;
    const first = await signUp(t, { referralCode: code });
    const second = await signUp(t, { referralCode: code.toLowerCase() });
    const kyc = await completeKyc(t, second, { verify: true });
    const { firstname, lastname } = kyc.body.data.user;

    const r = await call(t, 'GET', '/api/referrals', { token: referrer.token });
    expect(r.status).toBe(200);
    expect(r.body.data.code).toBe(code);
    expect(r.body.data.link).toBe(`https://owo.example/signup?ref=${code}`);
    expect(r.body.data.total).toBe(2);
    const [newest, oldest] = r.body.data.referrals;
    expect(newest).toMatchObject({ name: `${firstname} ${lastname}`, has_kyc: true });
    expect(oldest.name).toBe(maskPhone(`+234${first.phone.slice(1)}`));
    expect(oldest.name).toMatch(/^\+234 \d{3} \*\*\* \d{4}$/);
    expect(oldest.has_kyc).toBe(false);
    expect(Date.parse(oldest.joined_at)).toBeLessThanOrEqual(Date.parse(newest.joined_at));

    const theirs = await call(t, 'GET', '/api/referrals', { token: first.token });
    expect(theirs.body.data).toMatchObject({ total: 0, referrals: [] });
  });
});
