import { errors } from '@owo/contract/messages';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, createTestApp, signUp, type TestApp } from '#test/harness.ts';
import { enairaBody, PIN, post } from '#test/transfers-helpers.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('PIN errors a customer can act on', () => {
  it('says how many tries are left, then when the lock ends', async () => {
    const c = await signUp(t, { pin: PIN, deposit: 5_000 });
    const send = () =>
      post(t, c, '/api/transfer/enaira/send', enairaBody({ pin: '9999', amount: 100 }), crypto.randomUUID());
    for (const left of [4, 3, 2, 1]) {
      const r = await send();
      expect(r.status).toBe(422);
      expect(r.body.message).toBe(errors.pinIncorrect);
      expect(r.body.data).toEqual({ tries_left: left });
    }
    const before = Date.now();
    const locked = await send();
    expect(locked.status).toBe(423);
    expect(locked.body.message).toBe(errors.pinLocked);
    const until = Date.parse(locked.body.data.locked_until);
    expect(until - before).toBeGreaterThan(29 * 60_000);
    expect(until - before).toBeLessThan(31 * 60_000);
    // Still locked: the same end time, and no tries.
    const again = await send();
    expect(again.status).toBe(423);
    expect(again.body.data).toEqual({ tries_left: 0, locked_until: locked.body.data.locked_until });
  });

  it('puts a wrong current PIN on the current-PIN field when changing the PIN', async () => {
    const c = await signUp(t, { pin: PIN });
    const r = await call(t, 'POST', '/api/profile/pin/update', {
      token: c.token,
      body: { current_pin: '9999', pin: '7391', confirm_pin: '7391' },
    });
    expect(r.status).toBe(422);
    expect(r.body.errors).toEqual({ current_pin: errors.pinIncorrect });
    expect(r.body.data).toEqual({ tries_left: 4 });
  });
});
