import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, deposit, onRealServer, signUp, type TestApp } from '#test/harness.ts';
import { postEntry, systemAccount, transfer } from './ledger.ts';
import { verifyLedger } from './verify.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

async function accountId(accountNumber: string): Promise<bigint> {
  const { rows } = await t.db.query<{ id: bigint }>('SELECT id FROM accounts WHERE account_number = $1', [
    accountNumber,
  ]);
  return rows[0]!.id;
}
const balanceMinor = async (id: bigint) =>
  (await t.db.query<{ b: bigint }>('SELECT balance_minor AS b FROM accounts WHERE id = $1', [String(id)]))
    .rows[0]!.b;

describe('ledger', () => {
  it('never lets two concurrent debits both pass the balance check', async () => {
    const c = await signUp(t);
    await deposit(t, c.accountNumber, 100);
    const from = await accountId(c.accountNumber);
    const sink = await t.db.tx((q) => systemAccount(q, 'test:sink:NGN', 'NGN'));
    // Each debit alone fits (₦70 of ₦100); both together would overdraw. Hold both transactions open
    // at once on the real server so they genuinely race for the row.
    const debit = () =>
      t.db.tx(async (q) => {
        await q.query('SELECT pg_sleep(0.05)');
        return transfer(q, 'test', from, sink, 7_000n);
      });
    const results = await Promise.allSettled(Array.from({ length: 8 }, debit));
    const ok = results.filter((r) => r.status === 'fulfilled').length;
    expect(ok).toBe(1);
    for (const r of results) if (r.status === 'rejected') expect(r.reason).toMatchObject({ statusCode: 422 });
    expect(await balanceMinor(from)).toBe(3_000n);
  });

  it('moves exactly what 40 concurrent small debits can afford', async () => {
    const c = await signUp(t);
    await deposit(t, c.accountNumber, 100);
    const from = await accountId(c.accountNumber);
    const sink = await t.db.tx((q) => systemAccount(q, 'test:sink:NGN', 'NGN'));
    const results = await Promise.allSettled(
      Array.from({ length: 40 }, () => t.db.tx((q) => transfer(q, 'test', from, sink, 1_000n))),
    );
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(10);
    expect(await balanceMinor(from)).toBe(0n);
  });

  it('refuses an unbalanced entry, whatever code writes it', async () => {
    const sink = await t.db.tx((q) => systemAccount(q, 'test:sink:NGN', 'NGN'));
    const other = await t.db.tx((q) => systemAccount(q, 'test:other:NGN', 'NGN'));
    await expect(
      t.db.tx((q) =>
        postEntry(q, {
          kind: 'bad',
          postings: [
            { accountId: sink, amountMinor: 5n },
            { accountId: other, amountMinor: -4n },
          ],
        }),
      ),
    ).rejects.toThrow(/balances/);
    // Bypassing the code: the balance trigger on postings refuses it.
    await expect(
      t.db.tx(async (q) => {
        const e = await q.query<{ id: bigint }>(
          `INSERT INTO journal_entries (kind) VALUES ('raw') RETURNING id`,
        );
        await q.query(
          `INSERT INTO postings (entry_id, account_id, currency, amount_minor) VALUES ($1, $2, 'NGN', 5)`,
          [String(e.rows[0]!.id), String(sink)],
        );
      }),
    ).rejects.toThrow(/does not balance/);
    // A posting slipped into an entry that was already posted, balanced, unbalances it: refused too.
    const posted = await t.db.tx((q) => transfer(q, 'test', other, sink, 300n));
    await expect(
      t.db.query(
        `INSERT INTO postings (entry_id, account_id, currency, amount_minor) VALUES ($1, $2, 'NGN', 1)`,
        [String(posted.entryId), String(sink)],
      ),
    ).rejects.toThrow(/does not balance/);
    // Several entries in one statement: one bad entry refuses the statement.
    await expect(
      t.db.tx(async (q) => {
        const e = await q.query<{ id: bigint }>(
          `INSERT INTO journal_entries (kind) VALUES ('raw'), ('raw') RETURNING id`,
        );
        const [a, b] = e.rows.map((r) => String(r.id));
        await q.query(
          `INSERT INTO postings (entry_id, account_id, currency, amount_minor)
           VALUES ($1, $3, 'NGN', 5), ($1, $4, 'NGN', -5), ($2, $3, 'NGN', 5), ($2, $4, 'NGN', -4)`,
          [a, b, String(sink), String(other)],
        );
      }),
    ).rejects.toThrow(/does not balance/);
    expect((await verifyLedger(t.db)).ok).toBe(true);
  });

  it('keeps journal entries and postings append-only', async () => {
    const c = await signUp(t);
    await deposit(t, c.accountNumber, 10);
    await expect(t.db.query('UPDATE postings SET amount_minor = amount_minor * 2')).rejects.toThrow(
      /append-only/,
    );
    await expect(t.db.query('DELETE FROM journal_entries')).rejects.toThrow(/append-only/);
  });

  it('keeps a customer balance from going negative even if code forgets to check', async () => {
    const c = await signUp(t);
    await expect(
      t.db.query('UPDATE accounts SET balance_minor = -1 WHERE account_number = $1', [c.accountNumber]),
    ).rejects.toThrow();
  });

  it('finds a tampered cached balance', async () => {
    const c = await signUp(t);
    await deposit(t, c.accountNumber, 10);
    expect((await verifyLedger(t.db)).ok).toBe(true);
    await t.db.query('UPDATE accounts SET balance_minor = balance_minor + 1 WHERE account_number = $1', [
      c.accountNumber,
    ]);
    const report = await verifyLedger(t.db);
    expect(report.ok).toBe(false);
    expect(report.problems.join()).toMatch(/differ from the sum of their postings/);
    await t.db.query('UPDATE accounts SET balance_minor = balance_minor - 1 WHERE account_number = $1', [
      c.accountNumber,
    ]);
    expect((await verifyLedger(t.db)).ok).toBe(true);
  });

  it.runIf(onRealServer())('runs on the real server here', () => expect(t.db.kind).toBe('postgres'));
});
