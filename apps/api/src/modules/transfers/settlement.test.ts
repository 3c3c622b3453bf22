import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '#app';
import type { Rails } from '#app-types';
import { openPostgres } from '#db/db.ts';
import { runMonitoring } from '#modules/monitoring/engine.ts';
import { sandboxPayout } from '#rails/payout.ts';
import { balance, type Customer, createTestApp, onRealServer, signUp, type TestApp } from '#test/harness.ts';
import {
  enairaBody,
  momoBody,
  PIN,
  post,
  remittanceBody,
  transaction,
  usdBody,
} from '#test/transfers-helpers.ts';
import { payDue } from './settlement-service.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

interface Process {
  app: FastifyInstance;
  /** The process as the harness's call helpers expect it. */
  as: TestApp;
  close(): Promise<void>;
}

/**
 * Another API process over the same database, with its own worker: on the real server a second connection
 * pool; on PGlite the same handle (one directory is one session).
 */
async function startProcess(rails?: Partial<Rails>): Promise<Process> {
  const url = process.env.TEST_DATABASE_URL;
  const db = url ? openPostgres(url, 4) : t.db;
  const app = await buildApp({ config: t.config, db, rails, logger: false });
  await app.ready();
  return {
    app,
    as: { ...t, app },
    async close() {
      await app.close();
      if (url) await db.close();
    },
  };
}

const outboxOf = async (uuid: string) =>
  (
    await t.db.query<{ id: bigint; state: string; attempts: number; payload: { reference: string } }>(
      `SELECT o.id, o.state, o.attempts, o.payload FROM outbox o JOIN transactions x ON x.id = o.transaction_id
       WHERE x.uuid = $1`,
      [uuid],
    )
  ).rows[0]!;

/** How many ledger entries of a kind name this reference, and what its clearing account still holds. */
async function entriesFor(reference: string) {
  const { rows } = await t.db.query<{ kind: string; n: bigint }>(
    'SELECT kind, count(*) AS n FROM journal_entries WHERE memo = $1 GROUP BY kind',
    [reference],
  );
  const clearing = await t.db.query<{ held: bigint | null }>(
    `SELECT sum(p.amount_minor)::bigint AS held FROM postings p JOIN journal_entries e ON e.id = p.entry_id
     JOIN accounts a ON a.id = p.account_id WHERE e.memo = $1 AND a.code LIKE 'clearing:%'`,
    [reference],
  );
  return {
    kinds: Object.fromEntries(rows.map((r) => [r.kind.split(':')[0], Number(r.n)])),
    clearing: clearing.rows[0]!.held ?? 0n,
  };
}

describe('the 999 refusal', () => {
  it('reverses a refused send on every naira rail: amount and fee come back, status reversed', async () => {
    const c = await signUp(t, { pin: PIN, deposit: 5000 });
    const sends = [
      await post(t, c, '/api/transfer/enaira/send', enairaBody({ amount: 999 })),
      await post(t, c, '/api/transfer/remittance/send', remittanceBody({ amount: 999 })),
      await post(t, c, '/api/transfer/momo/send', momoBody({ amount: 999 })),
    ];
    for (const r of sends) expect(r.body.data.transaction.status).toBe('pending');
    expect(await balance(t, c)).toBe(5000 - 999 * 3 - 10.75 - 100);
    await t.app.worker.drain();
    for (const r of sends) {
      const tx = await transaction(t, c, r.body.data.transaction.uuid);
      expect(tx.status).toBe('reversed');
      expect(tx.meta.reversal.reason).toMatch(/declined/);
      const ledger = await entriesFor(tx.reference);
      expect(ledger.kinds).toEqual({ send: 1, reverse: 1 });
      expect(ledger.clearing).toBe(0n);
    }
    expect(await balance(t, c)).toBe(5000);
  });

  it('reverses a USD transfer whose recipient amount is exactly $999, fee included', async () => {
    const c = await signUp(t, { pin: PIN, kyc: true, deposit: 1_600_000 });
    const r = await post(t, c, '/api/transfer/usd/send', usdBody({ amount: 1_498_500 }));
    expect(r.body.data.receive.amount).toBe(999);
    expect(await balance(t, c)).toBe(1_600_000 - 1_498_500 - 2500);
    await t.app.worker.drain();
    expect((await transaction(t, c, r.body.data.transaction.uuid)).status).toBe('reversed');
    expect(await balance(t, c)).toBe(1_600_000);
  });

  it('no longer counts a reversed send against the daily limit', async () => {
    const c = await signUp(t, { pin: PIN, deposit: 60_000 });
    expect((await post(t, c, '/api/transfer/enaira/send', enairaBody({ amount: 999 }))).status).toBe(200);
    expect((await post(t, c, '/api/transfer/enaira/send', enairaBody({ amount: 49_001 }))).status).toBe(200);
    expect((await post(t, c, '/api/transfer/enaira/send', enairaBody({ amount: 999 }))).status).toBe(422);
    await t.app.worker.drain();
    expect((await post(t, c, '/api/transfer/enaira/send', enairaBody({ amount: 998 }))).status).toBe(200);
  });
});

describe('a process that dies mid-settlement', () => {
  let c: Customer;
  beforeAll(async () => {
    c = await signUp(t, { pin: PIN, deposit: 50_000 });
  });

  it('dies after the debit: a fresh process over the same database settles it', async () => {
    const a = await startProcess();
    const r = await post(a.as, c, '/api/transfer/remittance/send', remittanceBody({ amount: 1000 }));
    expect(r.status).toBe(200);
    await a.close(); // its worker never ran

    const b = await startProcess();
    await b.app.worker.drain();
    await b.close();
    const tx = await transaction(t, c, r.body.data.transaction.uuid);
    expect(tx.status).toBe('successful');
    expect(await entriesFor(tx.reference)).toEqual({ kinds: { send: 1, settle: 1 }, clearing: 0n });
  });

  it('dies after the rail paid, before the ledger: the next process posts it once', async () => {
    const a = await startProcess();
    const r = await post(a.as, c, '/api/transfer/enaira/send', enairaBody({ amount: 1000 }));
    await runMonitoring(a.app.deps); // the rules saw it: it may be paid
    await payDue(a.app.deps); // the rail answered; the settlement entry is not written yet
    await a.close();
    // Any worker may finish it, including another test file's on the shared server.
    expect(['paid', 'settled']).toContain((await outboxOf(r.body.data.transaction.uuid)).state);

    const b = await startProcess();
    await b.app.worker.drain();
    await b.close();
    const tx = await transaction(t, c, r.body.data.transaction.uuid);
    expect(tx.status).toBe('successful');
    expect((await entriesFor(tx.reference)).kinds).toEqual({ send: 1, settle: 1 });
    const payouts = await t.db.query('SELECT 1 FROM sandbox_payouts WHERE reference = $1', [tx.reference]);
    expect(payouts.rows).toHaveLength(1);
  });

  it('dies during the rail call: after the lease the rail is asked again and pays once', async () => {
    const r = await post(t, c, '/api/transfer/momo/send', momoBody({ amount: 2000 }));
    const row = await outboxOf(r.body.data.transaction.uuid);
    // Worker A claimed this payout (lease) and reached the rail, then died before recording the answer.
    await t.db.query(
      `UPDATE outbox SET due_at = now() + interval '30 seconds', attempts = attempts + 1
       WHERE id = $1 AND state = 'pending'`,
      [String(row.id)],
    );
    const { reference } = row.payload;
    const order = {
      reference,
      currency: 'GHS',
      amountMinor: 2000n,
      sourceAmountMinor: 200_000n,
      destination: {},
      sessionId: null,
    };
    expect(await sandboxPayout('momo').pay(t.db, order)).toMatchObject({ status: 'paid' });

    await t.app.worker.drain();
    if (!onRealServer()) {
      expect((await outboxOf(r.body.data.transaction.uuid)).state).toBe('pending'); // leased
    }
    await t.db.query(`UPDATE outbox SET due_at = now() WHERE id = $1 AND state = 'pending'`, [
      String(row.id),
    ]);
    await t.app.worker.drain();
    expect((await transaction(t, c, r.body.data.transaction.uuid)).status).toBe('successful');
    const payouts = await t.db.query('SELECT 1 FROM sandbox_payouts WHERE reference = $1', [reference]);
    expect(payouts.rows).toHaveLength(1);
    expect((await entriesFor(reference)).kinds).toEqual({ send: 1, settle: 1 });
  });

  it('keeps the money pending while the rail is down, and settles when it is back', async () => {
    const r = await post(t, c, '/api/transfer/enaira/send', enairaBody({ amount: 1500 }));
    const { reference } = (await outboxOf(r.body.data.transaction.uuid)).payload;
    const sandbox = t.app.deps.rails.enaira;
    const down = await startProcess({
      enaira: {
        ...sandbox,
        pay: (q, order) =>
          order.reference === reference
            ? Promise.reject(new Error('connect ETIMEDOUT'))
            : sandbox.pay(q, order),
      },
    });
    await down.app.worker.drain();
    await down.close();
    const before = await outboxOf(r.body.data.transaction.uuid);
    if (!onRealServer()) {
      expect(before.state).toBe('pending');
      expect((await transaction(t, c, r.body.data.transaction.uuid)).status).toBe('pending');
    }
    await t.db.query(`UPDATE outbox SET due_at = now() WHERE id = $1 AND state = 'pending'`, [
      String(before.id),
    ]);
    await t.app.worker.drain();
    expect((await transaction(t, c, r.body.data.transaction.uuid)).status).toBe('successful');
  });

  it('asks a rail that cannot be reached again later each time, not every few seconds', async () => {
    const r = await post(t, c, '/api/transfer/enaira/send', enairaBody({ amount: 1200 }));
    const row = await outboxOf(r.body.data.transaction.uuid);
    const sandbox = t.app.deps.rails.enaira;
    const deps = {
      ...t.app.deps,
      rails: {
        ...t.app.deps.rails,
        enaira: {
          ...sandbox,
          pay: (q: Parameters<typeof sandbox.pay>[0], order: Parameters<typeof sandbox.pay>[1]) =>
            order.reference === row.payload.reference
              ? Promise.reject(new Error('connect ETIMEDOUT'))
              : sandbox.pay(q, order),
        },
      },
    };
    await runMonitoring(deps);
    const waits: number[] = [];
    for (let i = 0; i < 4; i++) {
      await t.db.query(`UPDATE outbox SET due_at = now() WHERE id = $1 AND state = 'pending'`, [
        String(row.id),
      ]);
      await payDue(deps).catch(() => 0);
      const { rows } = await t.db.query<{ attempts: number; wait: number; reason: string }>(
        `SELECT attempts, round(extract(epoch FROM due_at - updated_at))::int AS wait, refusal_reason AS reason
           FROM outbox WHERE id = $1`,
        [String(row.id)],
      );
      expect(rows[0]!.reason).toBe('rail error: connect ETIMEDOUT');
      waits.push(rows[0]!.wait);
    }
    // Another test file's worker on the shared server may have asked too: the waits only ever grow.
    if (!onRealServer()) expect(waits).toEqual([10, 20, 40, 80]);
    expect([...waits].sort((a, b) => a - b)).toEqual(waits);
    expect(waits[3]).toBeGreaterThan(waits[0]!);
    expect((await transaction(t, c, r.body.data.transaction.uuid)).status).toBe('pending');
    await t.db.query(`UPDATE outbox SET due_at = now() WHERE id = $1 AND state = 'pending'`, [
      String(row.id),
    ]);
    await t.app.worker.drain();
    expect((await transaction(t, c, r.body.data.transaction.uuid)).status).toBe('successful');
  });

  it('workers in two processes at once settle every payout exactly once', async () => {
    const sends = await Promise.all(
      Array.from({ length: 10 }, (_, i) =>
        post(t, c, '/api/transfer/remittance/send', remittanceBody({ amount: 100 + i })),
      ),
    );
    const a = await startProcess();
    const b = await startProcess();
    await Promise.all([a.app.worker.drain(), b.app.worker.drain(), t.app.worker.drain()]);
    await Promise.all([a.close(), b.close()]);
    for (const r of sends) {
      const tx = await transaction(t, c, r.body.data.transaction.uuid);
      expect(tx.status).toBe('successful');
      expect(await entriesFor(tx.reference)).toEqual({ kinds: { send: 1, settle: 1 }, clearing: 0n });
    }
  });
});
