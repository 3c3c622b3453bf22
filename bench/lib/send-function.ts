// The database's own cost of a send, without the API: pgbench runs the money core's send function directly
// (`pgbench -f`, one `select` per transaction: money_send_batch with one send, as the API calls it for a lone
// send), with the same spec the API passes (built by the API's own transferSpec, PIN HMAC included) for a
// random sender and recipient of the seeded customers.
import pg from 'pg';
import { loadConfig } from '../../apps/api/src/config.ts';
import { rulesOf, transferSpec } from '../../apps/api/src/money/index.ts';
import { type PgbenchResult, runPgbenchScript } from './pgbench.ts';

/**
 * Creates `bench_send(a, b)` in the seeded database: customer a sends ₦100 to customer b (1-based, in
 * seeding order) through money_send_batch, with a fresh Idempotency-Key and the sender's real PIN HMAC.
 */
async function createBenchSend(url: string) {
  // As the API benchmarks run it: the new-device cap off (seeded customers would all be new).
  const config = loadConfig({ ...process.env, NEW_DEVICE_CAP_NAIRA: '0', DATABASE_URL: url });
  const spec = transferSpec(config, 0n, {
    kind: 'owo',
    send: { amountMinor: 10_000n, accountNumber: '', narration: 'pgbench', saveBeneficiary: false },
  });
  const c = new pg.Client({ connectionString: url });
  await c.connect();
  try {
    await c.query(`CREATE TABLE bench_party AS
      SELECT row_number() OVER (ORDER BY u.id)::int AS n, u.id::text AS user_id, u.pin_hmac, a.account_number
      FROM users u JOIN accounts a ON a.user_id = u.id AND a.kind = 'customer' AND a.currency = 'NGN'
      WHERE u.pin_hmac IS NOT NULL`);
    await c.query('CREATE UNIQUE INDEX ON bench_party (n)');
    await c.query(
      `CREATE FUNCTION bench_send(a int, b int) RETURNS text LANGUAGE sql AS $f$
        SELECT m.code FROM bench_party s, bench_party r,
          LATERAL money_send_batch(jsonb_build_array(${pg.escapeLiteral(JSON.stringify(spec))}::jsonb
            || jsonb_build_object(
            'user_id', s.user_id, 'pin_hmac', s.pin_hmac, 'to_account', r.account_number,
            'reference', 'OWO-PGBENCH-' || gen_random_uuid(), 'key', 'pgbench-' || gen_random_uuid(),
            'fingerprint', 'pgbench', 'pre_authorised', false, 'require_kyc', false)),
            ${pg.escapeLiteral(rulesOf(config))}::jsonb, ARRAY[s.user_id::bigint], ARRAY[r.account_number]) m
        WHERE s.n = a AND r.n = b $f$`,
    );
    const { rows } = await c.query<{ n: number }>('SELECT count(*)::int AS n FROM bench_party');
    return rows[0]!.n;
  } finally {
    await c.end();
  }
}

export async function pgbenchSendFunction(
  url: string,
  database: string,
  clients: number,
  seconds: number,
): Promise<PgbenchResult & { codes: Record<string, number> }> {
  const parties = await createBenchSend(url);
  // b = a + k (mod n), k in 1..n-1: never the sender themselves.
  const script = `\\set a random(1, ${parties})
\\set k random(1, ${parties - 1})
SELECT bench_send(:a, ((:a - 1 + :k) % ${parties}) + 1);
`;
  const c = new pg.Client({ connectionString: url });
  await c.connect();
  try {
    const before = await c.query<{ n: string }>(
      `SELECT count(*)::text AS n FROM transactions WHERE reference LIKE 'OWO-PGBENCH-%'`,
    );
    const result = await runPgbenchScript(database, script, clients, seconds);
    const after = await c.query<{ n: string }>(
      `SELECT count(*)::text AS n FROM transactions WHERE reference LIKE 'OWO-PGBENCH-%'`,
    );
    return { ...result, codes: { sent: Number(after.rows[0]!.n) - Number(before.rows[0]!.n) } };
  } finally {
    await c.end();
  }
}
