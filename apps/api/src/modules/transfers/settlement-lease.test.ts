import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runMonitoring } from '#modules/monitoring/engine.ts';
import { createTestApp, signUp, type TestApp } from '#test/harness.ts';
import { PIN, post, remittanceBody } from '#test/transfers-helpers.ts';
import { PAYOUT_LEASE_MS } from './settlement-service.ts';
import { claimDuePayouts } from './transfers-repository.ts';

// Found by the reliability suite (kill -9 during settlement): a payout claimed by a worker that then died
// waits out the claim's lease. The lease must leave it due again well within 30 s of a restart.

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('payout lease', () => {
  it('leaves a payout whose worker died mid-call due again within 10 seconds', async () => {
    const c = await signUp(t, { pin: PIN, deposit: 10_000 });
    const r = await post(t, c, '/api/transfer/remittance/send', remittanceBody({ amount: 1_000 }));
    expect(r.status).toBe(200);
    // The monitoring rules see it (a send is paid only once they have), then a worker claims it and dies
    // before recording the rail's answer.
    await runMonitoring(t.app.deps);
    const claimed = await t.db.tx((q) => claimDuePayouts(q, 100, PAYOUT_LEASE_MS));
    const mine = claimed.find((row) => row.payload.reference === r.body.data.transaction.reference);
    expect(mine).toBeDefined();
    const { rows } = await t.db.query<{ seconds: number }>(
      'SELECT extract(epoch FROM due_at - now())::float8 AS seconds FROM outbox WHERE id = $1',
      [String(mine!.id)],
    );
    expect(rows[0]!.seconds).toBeGreaterThan(0);
    expect(rows[0]!.seconds).toBeLessThanOrEqual(10);
  });
});
