// Seeds a fresh real-PostgreSQL database with N signed-in, KYC-verified (tier 3), funded customers in a few
// bulk statements. Signing 1,000 customers up over HTTP would spend minutes in argon2 (deliberately costly),
// so the rows are written as signup, KYC and a deposit would leave them: a user with a PIN (HMAC with the
// server's secret), an Owo MFB account with a NUBAN-valid number, a live session (token stored as sha256), and
// one balanced opening journal entry from `funding:inbound:NGN` with an inflow row per customer, so
// `npm run ledger:verify` holds before and after the load.
import { randomUUID } from 'node:crypto';
import { loadConfig } from '../../apps/api/src/config.ts';
import { openPostgres, type Queryable } from '../../apps/api/src/db/db.ts';
import { migrate } from '../../apps/api/src/db/migrate.ts';
import { hmac, randomToken, sha256 } from '../../apps/api/src/lib/crypto.ts';
import { hashPassword } from '../../apps/api/src/lib/passwords.ts';
import { newNuban } from '../../apps/api/src/rails/nuban.ts';

export const BENCH_PIN = '2580';
/** Every seeded customer's password (they log in with their e-mail or phone). */
export const BENCH_PASSWORD = 'Sup3rSecret';
/** Past Owo-to-Owo sends per customer, dated yesterday (outside today's limits): a ledger in service. */
const HISTORY_PER_CUSTOMER = 20;

export interface BenchCustomer {
  userId: string;
  token: string;
  accountNumber: string;
  name: string;
  phone: string;
  email: string;
}

export async function seedCustomers(
  databaseUrl: string,
  count: number,
  fundMinor = 200_000_000n, // ₦2,000,000 each
): Promise<BenchCustomer[]> {
  const config = loadConfig({ ...process.env, DATABASE_URL: databaseUrl });
  const db = openPostgres(databaseUrl, 2);
  try {
    await migrate(db);
    const passwordHash = await hashPassword(BENCH_PASSWORD);
    const numbers = new Set<string>();
    while (numbers.size < count) numbers.add(newNuban());
    const accountNumbers = [...numbers];
    const people = accountNumbers.map((accountNumber, i) => {
      const uuid = randomUUID();
      return {
        uuid,
        phone: `+23480${String(10_000_000 + i).padStart(8, '0')}`,
        email: `bench${i}@example.ng`,
        referral: `BENCH${i}`,
        pinHmac: hmac(config.pinSecret, `${uuid}:${BENCH_PIN}`),
        name: `Bench Customer ${i}`,
        accountNumber,
        token: randomToken(),
      };
    });
    const col = <K extends keyof (typeof people)[number]>(k: K) => people.map((p) => p[k]);
    await db.tx(async (q) => {
      await q.query(
        `INSERT INTO users (uuid, phone, email, password_hash, type, firstname, lastname, referral_code, pin_hmac,
           kyc_status, kyc_submitted_at, kyc_verified_at)
         SELECT u, p, e, $4, 'personal', 'Bench', 'Customer', r, h, 'verified', now(), now()
         FROM unnest($1::uuid[], $2::text[], $3::text[], $5::text[], $6::text[]) AS x(u, p, e, r, h)`,
        [col('uuid'), col('phone'), col('email'), passwordHash, col('referral'), col('pinHmac')],
      );
      await q.query(
        `INSERT INTO accounts (kind, user_id, currency, account_number, bank_name, account_name, balance_minor)
         SELECT 'customer', users.id, 'NGN', x.n, 'Owo MFB', x.name, $4
         FROM unnest($1::uuid[], $2::text[], $3::text[]) AS x(u, n, name) JOIN users ON users.uuid = x.u`,
        [col('uuid'), col('accountNumber'), col('name'), String(fundMinor)],
      );
      await q.query(
        `INSERT INTO sessions (user_id, token_hash, client_type, expires_at)
         SELECT users.id, x.h, 'bench', now() + interval '1 day'
         FROM unnest($1::uuid[], $2::text[]) AS x(u, h) JOIN users ON users.uuid = x.u`,
        [col('uuid'), people.map((p) => sha256(p.token))],
      );
      // One balanced opening entry: every account +fund, the inbound funding account −count × fund.
      const { rows } = await q.query<{ id: bigint }>(
        `INSERT INTO journal_entries (kind, memo) VALUES ('inflow', 'bench opening deposits') RETURNING id`,
      );
      const entryId = String(rows[0]!.id);
      await q.query(
        `INSERT INTO postings (entry_id, account_id, currency, amount_minor)
         SELECT $1::bigint, a.id, 'NGN', a.balance_minor FROM accounts a JOIN users u ON u.id = a.user_id
           WHERE a.kind = 'customer' AND u.uuid = ANY($2::uuid[])
         UNION ALL
         SELECT $1::bigint, (SELECT id FROM accounts WHERE code = 'funding:inbound:NGN'), 'NGN', -$3::bigint`,
        [entryId, col('uuid'), String(fundMinor * BigInt(count))],
      );
      await q.query(
        `INSERT INTO transactions (user_id, account_id, entry_id, direction, rail, status, currency, amount_minor,
           reference, counterparty_name, narration)
         SELECT a.user_id, a.id, $1::bigint, 'credit', 'inflow', 'successful', 'NGN', a.balance_minor,
           'BENCH-OPEN-' || a.id, 'Bench funding', 'Transfer from a bank account'
         FROM accounts a JOIN users u ON u.id = a.user_id WHERE a.kind = 'customer' AND u.uuid = ANY($2::uuid[])`,
        [entryId, col('uuid')],
      );
    });
    await seedHistory(db, HISTORY_PER_CUSTOMER * count);
    // Fresh statistics, as a database in service has: plans (foreign-key checks included) see real sizes.
    await db.exec('VACUUM ANALYZE');
    const ids = await db.query<{ uuid: string; id: bigint }>(
      'SELECT uuid::text AS uuid, id FROM users WHERE uuid = ANY($1::uuid[])',
      [col('uuid')],
    );
    const idOf = new Map(ids.rows.map((r) => [r.uuid, String(r.id)]));
    return people.map((p) => ({
      userId: idOf.get(p.uuid)!,
      token: p.token,
      accountNumber: p.accountNumber,
      name: p.name,
      phone: p.phone,
      email: p.email,
    }));
  } finally {
    await db.close();
  }
}

/**
 * `entries` past ₦1–₦10 Owo-to-Owo sends between random seeded customers, written set-wise as the send path
 * writes them (one balanced two-posting entry, a debit and a credit history row) and dated yesterday, with
 * the cached balances moved to match, so the ledger still verifies; plus each send's Idempotency-Key.
 */
async function seedHistory(db: Queryable, entries: number) {
  await db.exec(`
    CREATE TEMP TABLE history_batch AS
      WITH c AS (SELECT row_number() OVER (ORDER BY id) AS n, id, user_id, account_number, account_name
                 FROM accounts WHERE kind = 'customer'),
           total AS (SELECT count(*) AS k FROM c),
           pairs AS (
             SELECT g, 1 + (g * 7919) % total.k AS a, 1 + (g * 104729 + 1) % total.k AS b,
                    100 * (1 + g % 10) AS amount
             FROM generate_series(1, ${entries}) g, total)
      SELECT nextval('journal_entries_id_seq') AS entry_id, p.g, p.amount,
             f.id AS from_id, f.user_id AS from_user, f.account_number AS from_number, f.account_name AS from_name,
             t.id AS to_id, t.user_id AS to_user, t.account_number AS to_number, t.account_name AS to_name,
             now() - interval '1 day' - make_interval(secs => p.g) AS at
      FROM pairs p JOIN c f ON f.n = p.a JOIN c t ON t.n = p.b WHERE p.a <> p.b;
    INSERT INTO journal_entries (id, kind, memo, created_at)
      SELECT entry_id, 'send:owo', 'OWO-HIST-' || g, at FROM history_batch;
    INSERT INTO postings (entry_id, account_id, currency, amount_minor)
      SELECT entry_id, from_id, 'NGN', -amount FROM history_batch
      UNION ALL SELECT entry_id, to_id, 'NGN', amount FROM history_batch;
    INSERT INTO transactions (user_id, account_id, entry_id, direction, rail, status, currency, amount_minor,
        reference, counterparty_name, counterparty_account, counterparty_bank, narration, meta, created_at, updated_at)
      SELECT from_user, from_id, entry_id, 'debit', 'owo', 'successful', 'NGN', amount, 'OWO-HIST-' || g,
             to_name, to_number, 'Owo MFB', 'bench history', '{}'::jsonb, at, at FROM history_batch
      UNION ALL
      SELECT to_user, to_id, entry_id, 'credit', 'owo', 'successful', 'NGN', amount, 'OWO-HIST-' || g || '-CR',
             from_name, from_number, 'Owo MFB', 'bench history', '{}'::jsonb, at, at FROM history_batch;
    UPDATE accounts SET balance_minor = balance_minor + d.delta
      FROM (SELECT id, sum(delta) AS delta FROM (
              SELECT from_id AS id, -amount AS delta FROM history_batch
              UNION ALL SELECT to_id, amount FROM history_batch) x GROUP BY id) d
      WHERE accounts.id = d.id;
    -- Their Idempotency-Keys, still within the day the API keeps them.
    INSERT INTO idempotency_keys (user_id, key, fingerprint, response_status, response_body, created_at)
      SELECT from_user, 'hist-' || g, md5(g::text), 200, '{"status":true}', now() - interval '12 hours'
      FROM history_batch;
    DROP TABLE history_batch;
    -- The daily limit's counters, as those sends would have left them.
    INSERT INTO daily_spend (user_id, day, spent_minor, sent_minor) SELECT user_id, day, spent_minor, sent_minor FROM money_spend_by_day;
  `);
}
