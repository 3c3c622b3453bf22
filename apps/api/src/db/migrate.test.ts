import { randomBytes } from 'node:crypto';
import { cpSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { TEMPLATE_DIR } from '#test/global-setup.ts';
import { type Db, openPglite, openPostgres } from './db.ts';
import { migrate } from './migrate.ts';

/** A brand-new, empty database of the kind under test, and a way to drop it. */
async function emptyDatabase(): Promise<{ open: () => Promise<Db>; drop: () => Promise<void> }> {
  const url = process.env.TEST_DATABASE_URL;
  if (url) {
    const name = `owo_migrate_${randomBytes(4).toString('hex')}`;
    const admin = openPostgres(url, 1);
    await admin.query(`CREATE DATABASE ${name}`);
    const target = new URL(url);
    target.pathname = `/${name}`;
    return {
      open: async () => openPostgres(target.toString(), 5),
      drop: async () => {
        await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
        await admin.close();
      },
    };
  }
  const dir = mkdtempSync(path.join(os.tmpdir(), 'owo-migrate-'));
  return { open: () => openPglite(dir), drop: async () => rmSync(dir, { recursive: true, force: true }) };
}

describe('migrations', () => {
  it('apply once, record themselves, and do nothing the second time', async () => {
    const fresh = await emptyDatabase();
    const db = await fresh.open();
    try {
      const first = await migrate(db);
      expect(first[0]).toBe('001_core.sql');
      expect(await migrate(db)).toEqual([]);
      const { rows } = await db.query<{ n: bigint }>('SELECT count(*) AS n FROM schema_migrations');
      expect(Number(rows[0]!.n)).toBe(first.length);
    } finally {
      await db.close();
      await fresh.drop();
    }
  }, 120_000);

  it.runIf(Boolean(process.env.TEST_DATABASE_URL))(
    'are safe from two processes at once (advisory lock)',
    async () => {
      const fresh = await emptyDatabase();
      const a = await fresh.open();
      const b = await fresh.open();
      try {
        const [ra, rb] = await Promise.all([migrate(a), migrate(b)]);
        // One of them applied everything, the other found nothing left to do.
        expect([ra.length, rb.length].sort()).toEqual([0, ra.length + rb.length]);
      } finally {
        await a.close();
        await b.close();
        await fresh.drop();
      }
    },
  );

  it.runIf(!process.env.TEST_DATABASE_URL)(
    'leave the migrated template unchanged when run again',
    async () => {
      const dir = mkdtempSync(path.join(os.tmpdir(), 'owo-tpl-'));
      cpSync(TEMPLATE_DIR, dir, { recursive: true });
      const db = await openPglite(dir);
      try {
        expect(await migrate(db)).toEqual([]);
      } finally {
        await db.close();
        rmSync(dir, { recursive: true, force: true });
      }
    },
  );

  it('017 keeps KYC submissions made before one-BVN-one-person: the first keeps the BVN, later ones go to review', async () => {
    const fresh = await emptyDatabase();
    const db = await fresh.open();
    const dir = path.join(import.meta.dirname, 'migrations');
    const files = readdirSync(dir)
      .filter((f) => f.endsWith('.sql'))
      .sort();
    const upTo = (pred: (f: string) => boolean) =>
      db.tx(async (q) => {
        for (const f of files.filter(pred)) await q.exec(readFileSync(path.join(dir, f), 'utf8'));
      });
    try {
      await upTo((f) => f < '017');
      // Three personal customers verified on one BVN before the rule, and a business on it too.
      await db.exec(`
        INSERT INTO users (phone, email, password_hash, type, referral_code, firstname, lastname, dob, kyc_status)
        SELECT '+23480300000' || n, 'u' || n || '@example.ng', 'x', CASE WHEN n = 4 THEN 'business' ELSE 'personal' END,
               'REF' || n, 'Ada', 'Obi', '1990-05-04', 'verified'
        FROM generate_series(1, 4) AS n;
        INSERT INTO kyc_submissions (user_id, bvn_last4, bvn_hmac, document_type_id, document_number, status, verify_after)
        SELECT id, '5678', 'same-hmac', 2, '12345678901', 'verified', now() FROM users ORDER BY id;`);
      await upTo((f) => f >= '017');
      const claims = await db.query<{ phone: string; claims_bvn: boolean }>(
        'SELECT u.phone, s.claims_bvn FROM kyc_submissions s JOIN users u ON u.id = s.user_id ORDER BY u.id',
      );
      expect(claims.rows.map((r) => r.claims_bvn)).toEqual([true, false, false, false]);
      const cases = await db.query<{ phone: string; reason: string; entered: Record<string, string> }>(
        'SELECT u.phone, c.reason, c.entered FROM kyc_review_cases c JOIN users u ON u.id = c.user_id ORDER BY u.id',
      );
      expect(cases.rows).toEqual([
        {
          phone: '+234803000002',
          reason: 'bvn_linked',
          entered: expect.objectContaining({ dob: '1990-05-04' }),
        },
        {
          phone: '+234803000003',
          reason: 'bvn_linked',
          entered: expect.objectContaining({ firstname: 'Ada' }),
        },
      ]);
    } finally {
      await db.close();
      await fresh.drop();
    }
  }, 120_000);
  it("030 backfills the tier's count of amounts sent (daily_spend.sent_minor) from the history main already has", async () => {
    const fresh = await emptyDatabase();
    const db = await fresh.open();
    const dir = path.join(import.meta.dirname, 'migrations');
    const files = readdirSync(dir)
      .filter((f) => f.endsWith('.sql'))
      .sort();
    const upTo = (pred: (f: string) => boolean) =>
      db.tx(async (q) => {
        for (const f of files.filter(pred)) await q.exec(readFileSync(path.join(dir, f), 'utf8'));
      });
    try {
      await upTo((f) => f < '030');
      // A customer who sent ₦1,000 (fee ₦10.75) and ₦500 (fee ₦26.88) today and ₦200 (no fee) yesterday, a
      // reversed ₦300 that counts nothing, and a staff adjustment debit that is not their doing; the counter as
      // 022 kept it: amount + fee.
      await db.exec(`
        INSERT INTO users (phone, email, password_hash, type, referral_code, firstname, lastname)
          VALUES ('+2348030000001', 'u1@example.ng', 'x', 'personal', 'REF1', 'Ada', 'Obi');
        INSERT INTO accounts (kind, user_id, currency, balance_minor, account_number)
          SELECT 'customer', id, 'NGN', 0, '9000000001' FROM users;
        INSERT INTO transactions (user_id, account_id, direction, rail, status, currency, amount_minor, fee_minor,
            reference, created_at)
          SELECT u.id, a.id, 'debit', x.rail, x.status, 'NGN', x.amount, x.fee, 'REF-' || x.n, x.at
          FROM users u JOIN accounts a ON a.user_id = u.id,
            (VALUES (1, 'nip', 'successful', 100000, 1075, now()),
                    (2, 'nip', 'pending', 50000, 2688, now()),
                    (3, 'owo', 'successful', 20000, 0, now() - interval '1 day'),
                    (4, 'nip', 'reversed', 30000, 1075, now()),
                    (5, 'adjustment', 'successful', 7000, 0, now())) AS x(n, rail, status, amount, fee, at);
        INSERT INTO daily_spend (user_id, day, spent_minor)
          SELECT user_id, day, spent_minor FROM money_spend_by_day;`);
      await upTo((f) => f >= '030');
      const { rows } = await db.query<{ spent_minor: bigint; sent_minor: bigint }>(
        'SELECT spent_minor, sent_minor FROM daily_spend ORDER BY day DESC',
      );
      expect(rows).toEqual([
        { spent_minor: 153_763n, sent_minor: 150_000n },
        { spent_minor: 20_000n, sent_minor: 20_000n },
      ]);
      // The view ledger:verify compares the counter with now has both counts, and they agree.
      const off = await db.query(
        `SELECT 1 FROM daily_spend d FULL JOIN money_spend_by_day h USING (user_id, day)
         WHERE d.spent_minor IS DISTINCT FROM h.spent_minor OR d.sent_minor IS DISTINCT FROM h.sent_minor`,
      );
      expect(off.rows).toEqual([]);
    } finally {
      await db.close();
      await fresh.drop();
    }
  }, 120_000);

  it('036 moves the break entries into money_proposals with their uuids and decisions, and drops their table', async () => {
    const fresh = await emptyDatabase();
    const db = await fresh.open();
    const dir = path.join(import.meta.dirname, 'migrations');
    const files = readdirSync(dir)
      .filter((f) => f.endsWith('.sql'))
      .sort();
    const upTo = (pred: (f: string) => boolean) =>
      db.tx(async (q) => {
        for (const f of files.filter(pred)) await q.exec(readFileSync(path.join(dir, f), 'utf8'));
      });
    try {
      await upTo((f) => f < '036');
      // A customer's two NIP debits, each a break; two finance staff; an entry approved (its history row the
      // approval's), one waiting and one rejected.
      await db.exec(`
        INSERT INTO users (phone, email, password_hash, type, referral_code, firstname, lastname)
          VALUES ('+2348030000001', 'u1@example.ng', 'x', 'personal', 'REF1', 'Ada', 'Obi');
        INSERT INTO accounts (kind, user_id, currency, balance_minor, account_number)
          SELECT 'customer', id, 'NGN', 0, '9000000001' FROM users;
        INSERT INTO transactions (user_id, account_id, direction, rail, status, currency, amount_minor, fee_minor,
            reference)
          SELECT u.id, a.id, x.direction, x.rail, 'successful', 'NGN', 100000, 0, x.ref
          FROM users u JOIN accounts a ON a.user_id = u.id,
            (VALUES ('debit', 'nip', 'REF-1'), ('debit', 'nip', 'REF-2'), ('credit', 'adjustment', 'REF-3'))
              AS x(direction, rail, ref);
        INSERT INTO staff (email, role, password_hash, totp_sealed)
          VALUES ('maker@owo.ng', 'finance', 'x', 'x'), ('checker@owo.ng', 'finance', 'x', 'x');
        INSERT INTO recon_imports (rail, value_date, file_sha256, lines, matched, breaks, source)
          VALUES ('nip', '2026-11-20', repeat('a', 64), 0, 0, 2, 'cli');
        INSERT INTO recon_breaks (rail, value_date, kind, match_key, reference, transaction_id, first_import_id)
          SELECT 'nip', '2026-11-20', 'ours_only', t.reference, t.reference, t.id, (SELECT id FROM recon_imports)
          FROM transactions t WHERE t.reference IN ('REF-1', 'REF-2');
        INSERT INTO recon_break_proposals (uuid, break_id, direction, amount_minor, reason, state, proposed_by,
            decided_by, transaction_id, decided_at)
          VALUES
            ('00000000-0000-4000-8000-000000000001', (SELECT id FROM recon_breaks WHERE reference = 'REF-1'),
              'credit', 100000, 'Never settled', 'approved', (SELECT id FROM staff WHERE email = 'maker@owo.ng'),
              (SELECT id FROM staff WHERE email = 'checker@owo.ng'),
              (SELECT id FROM transactions WHERE reference = 'REF-3'), now()),
            ('00000000-0000-4000-8000-000000000002', (SELECT id FROM recon_breaks WHERE reference = 'REF-2'),
              'debit', 500, 'Fee taken twice', 'rejected', (SELECT id FROM staff WHERE email = 'maker@owo.ng'),
              (SELECT id FROM staff WHERE email = 'maker@owo.ng'), NULL, now()),
            ('00000000-0000-4000-8000-000000000003', (SELECT id FROM recon_breaks WHERE reference = 'REF-2'),
              'credit', 700, 'Fee goes back', 'proposed', (SELECT id FROM staff WHERE email = 'maker@owo.ng'),
              NULL, NULL, NULL);`);
      await upTo((f) => f >= '036');
      const { rows } = await db.query(
        `SELECT p.uuid::text AS uuid, p.kind, p.status, p.direction, p.amount_minor, p.suspense_code, p.reason,
                b.reference AS break, ps.email AS proposer, ds.email AS decider, r.reference AS result,
                u.phone AS customer, p.transaction_id
           FROM money_proposals p JOIN recon_breaks b ON b.id = p.break_id JOIN users u ON u.id = p.user_id
           JOIN staff ps ON ps.id = p.proposed_by LEFT JOIN staff ds ON ds.id = p.decided_by
           LEFT JOIN transactions r ON r.id = p.result_transaction_id ORDER BY p.id`,
      );
      const common = { kind: 'recon', suspense_code: 'suspense:recon', proposer: 'maker@owo.ng' };
      const customer = '+2348030000001';
      expect(rows).toEqual([
        {
          ...common,
          uuid: '00000000-0000-4000-8000-000000000001',
          status: 'approved',
          direction: 'credit',
          amount_minor: 100000n,
          reason: 'Never settled',
          break: 'REF-1',
          decider: 'checker@owo.ng',
          result: 'REF-3',
          customer,
          transaction_id: null,
        },
        {
          ...common,
          uuid: '00000000-0000-4000-8000-000000000002',
          status: 'rejected',
          direction: 'debit',
          amount_minor: 500n,
          reason: 'Fee taken twice',
          break: 'REF-2',
          decider: 'maker@owo.ng',
          result: null,
          customer,
          transaction_id: null,
        },
        {
          ...common,
          uuid: '00000000-0000-4000-8000-000000000003',
          status: 'pending',
          direction: 'credit',
          amount_minor: 700n,
          reason: 'Fee goes back',
          break: 'REF-2',
          decider: null,
          result: null,
          customer,
          transaction_id: null,
        },
      ]);
      const gone = await db.query("SELECT to_regclass('recon_break_proposals') IS NULL AS gone");
      expect(gone.rows).toEqual([{ gone: true }]);
      // The one table's rules hold for them: one waiting per break, and the proposer never approves.
      await expect(
        db.query(
          `INSERT INTO money_proposals (kind, user_id, break_id, direction, amount_minor, suspense_code, reason,
             proposed_by) SELECT 'recon', user_id, break_id, 'credit', 1, 'suspense:recon', 'x', proposed_by
             FROM money_proposals WHERE status = 'pending'`,
        ),
      ).rejects.toThrow(/money_proposals_break_waiting/);
      await expect(
        db.query(
          `UPDATE money_proposals SET status = 'approved', decided_by = proposed_by, decided_at = now(),
             result_transaction_id = (SELECT id FROM transactions WHERE reference = 'REF-3') WHERE status = 'pending'`,
        ),
      ).rejects.toThrow(/money_proposals_maker_checker/);
    } finally {
      await db.close();
      await fresh.drop();
    }
  }, 120_000);
});
