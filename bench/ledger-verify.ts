// Benchmark 6: the cost of `ledger:verify` as the ledger grows. Fills a fresh real-PostgreSQL database
// with N balanced two-posting entries between customer accounts (cached balances kept exact), then
// times verifyLedger at 250k, 500k and 1M postings. Linear means seconds per million stays flat.
import { openPostgres } from '../apps/api/src/db/db.ts';
import { migrate } from '../apps/api/src/db/migrate.ts';
import { verifyLedger } from '../apps/api/src/ledger/verify.ts';
import { dropDatabase, freshDatabase } from './lib/database.ts';
import { writeResult } from './lib/results.ts';

const NAME = 'owo_bench_verify';
const STEPS = (process.env.VERIFY_STEPS ?? '250000,500000,1000000').split(',').map(Number);
const ACCOUNTS = 10_000;

const db = openPostgres(freshDatabase(NAME), 4);
try {
  await migrate(db);
  await db.exec(`
    INSERT INTO users (phone, email, password_hash, type, referral_code)
      SELECT '+23480' || lpad(g::text, 8, '0'), 'bench' || g || '@example.ng', 'x', 'personal', 'B' || g
      FROM generate_series(1, ${ACCOUNTS}) g;
    INSERT INTO accounts (kind, user_id, currency, account_number, bank_name, account_name, balance_minor)
      SELECT 'customer', id, 'NGN', lpad(id::text, 10, '0'), 'Owo MFB', 'Bench ' || id, 10000000 FROM users;
    -- One opening entry funds every account with ₦100,000, so no synthetic debit takes one below zero.
    WITH e AS (INSERT INTO journal_entries (kind) VALUES ('bench-opening') RETURNING id)
    INSERT INTO postings (entry_id, account_id, currency, amount_minor)
      SELECT e.id, a.id, 'NGN', 10000000 FROM e, accounts a WHERE a.kind = 'customer'
      UNION ALL
      SELECT e.id, (SELECT id FROM accounts WHERE code = 'funding:inbound:NGN'), 'NGN', -10000000::bigint * ${ACCOUNTS} FROM e;
  `);
  const ids = await db.query<{ lo: bigint; hi: bigint }>(
    `SELECT min(id) AS lo, max(id) AS hi FROM accounts WHERE kind = 'customer'`,
  );
  const lo = Number(ids.rows[0]!.lo);
  const points: Array<{ postings: number; seconds: number; secondsPerMillion: number; ok: boolean }> = [];
  let postings = Number((await db.query<{ n: bigint }>('SELECT count(*) AS n FROM postings')).rows[0]!.n);
  for (const target of STEPS) {
    const entries = Math.max(0, Math.floor((target - postings) / 2));
    // Entry i moves (i mod 997)+1 kobo from account a to account b; both postings in one statement batch.
    await db.exec(`
      CREATE TEMP TABLE batch AS
        SELECT nextval('journal_entries_id_seq') AS entry_id,
               ${lo} + (g * 7919) % ${ACCOUNTS} AS a, ${lo} + (g * 104729 + 1) % ${ACCOUNTS} AS b,
               (g % 997) + 1 AS amount
        FROM generate_series(1::bigint, ${entries}) g;
      DELETE FROM batch WHERE a = b;
      INSERT INTO journal_entries (id, kind) SELECT entry_id, 'bench' FROM batch;
      INSERT INTO postings (entry_id, account_id, currency, amount_minor)
        SELECT entry_id, a, 'NGN', -amount FROM batch UNION ALL SELECT entry_id, b, 'NGN', amount FROM batch;
      UPDATE accounts SET balance_minor = balance_minor + d.delta
        FROM (SELECT account_id, sum(delta) AS delta FROM (
                SELECT a AS account_id, -amount AS delta FROM batch UNION ALL SELECT b, amount FROM batch) x
              GROUP BY account_id) d
        WHERE accounts.id = d.account_id;
      DROP TABLE batch;
    `);
    await db.exec('ANALYZE postings; ANALYZE accounts; ANALYZE journal_entries;');
    const { rows } = await db.query<{ n: bigint }>('SELECT count(*) AS n FROM postings');
    postings = Number(rows[0]!.n);
    const report = await verifyLedger(db);
    points.push({
      postings,
      seconds: Number(report.seconds.toFixed(3)),
      secondsPerMillion: Number(((report.seconds / postings) * 1e6).toFixed(3)),
      ok: report.ok,
    });
    console.log(points.at(-1));
  }
  const first = points[0]!;
  const last = points.at(-1)!;
  writeResult('ledger-verify', {
    points,
    secondsAt1M: last.seconds,
    linearity: Number((last.secondsPerMillion / first.secondsPerMillion).toFixed(2)),
    target: 'seconds per million postings stays flat (linearity ≈ 1)',
  });
} finally {
  await db.close();
  await dropDatabase(NAME);
}
