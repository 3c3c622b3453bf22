import { randomBytes } from 'node:crypto';
import { cpSync, mkdirSync, rmSync } from 'node:fs';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { type Db, openPglite, openPostgres } from '#db/db.ts';
import { verifyLedger } from '#ledger/verify.ts';
import { nubanCheckDigit } from '#rails/nuban.ts';
import { TEMPLATE_DIR } from '#test/global-setup.ts';
import { kycBody, randomPhone } from '#test/harness.ts';
import { httpTo, type SpawnedApi, signUpOver, spawnApi } from '#test/spawn.ts';

// A real server process is killed with SIGKILL while it pays a batch, and started again on the same
// database: the batch resumes by itself, every row is paid exactly once, and the ledger balances.

const HEADERS = { 'x-device-id': 'payouts-crash-device', 'x-client-type': 'web' };
const ROWS = 400;
const AMOUNT = 100;
const FEE = 10.75;

const realPg = process.env.TEST_DATABASE_URL;
const dataDir = realPg
  ? null
  : path.join(path.dirname(TEMPLATE_DIR), `payouts-crash-${process.pid}-${randomBytes(4).toString('hex')}`);
const env: Record<string, string> = {
  APP_MODE: 'sandbox',
  LOG_LEVEL: 'warn',
  // On the shared test database its worker must not deliver other test files' webhooks.
  DELIVER_WEBHOOKS: 'false',
  KYC_REVIEW_DELAY_MS: '0',
  SETTLEMENT_DELAY_MS: '200',
  WORKER_INTERVAL_MS: '100',
  IP_RATE_LIMIT_PER_MINUTE: '100000',
  ...(realPg ? { DATABASE_URL: realPg } : { DATABASE_URL: '', DATA_DIR: dataDir! }),
};

let api: SpawnedApi | null = null;
afterAll(async () => {
  api?.proc.kill('SIGKILL');
  if (api) await api.exited;
  if (dataDir) rmSync(dataDir, { recursive: true, force: true });
});

const http = httpTo(() => api!, HEADERS);

/** A business customer signed up over HTTP, with a PIN, verified KYC (tier 3) and money. */
async function customer() {
  const done = await signUpOver(http, randomPhone(), 'personal');
  const token = done.token.access_token as string;
  const account = done.user.banks[0];
  await http('POST', '/api/profile/pin/setup', { token, body: { pin: '4826', confirm_pin: '4826' } });
  await http('POST', '/api/kyc/complete', { token, body: kycBody() });
  for (let i = 0; i < 100; i++) {
    const p = await http('GET', '/api/profile', { token });
    if (JSON.stringify(p).includes('"kyc_status":"verified"')) break;
    await new Promise((r) => setTimeout(r, 100));
  }
  await http('POST', '/api/sandbox/deposits', {
    body: { account_number: account.account_number, amount: 100_000 },
  });
  return { token, accountUuid: account.uuid as string };
}

async function openDb(): Promise<Db> {
  return realPg ? openPostgres(realPg, 2) : openPglite(dataDir!);
}

describe('a payout batch across a crash of the server', () => {
  it('pays no row twice when the server is killed half-way, and resumes after the restart', async () => {
    if (dataDir) {
      mkdirSync(path.dirname(dataDir), { recursive: true });
      cpSync(TEMPLATE_DIR, dataDir, { recursive: true });
    }
    api = await spawnApi({ env, readyTimeoutMs: 120_000 });
    const boss = await customer();
    const { batch } = await http('POST', '/api/payouts', {
      token: boss.token,
      body: { name: 'Crash test', account_id: boss.accountUuid },
    });
    const lines = Array.from({ length: ROWS }, (_, i) => {
      const serial = String(300_000_000 + i);
      return `058,${serial}${nubanCheckDigit('058', serial)},${AMOUNT},row ${i + 1}`;
    });
    const csv = ['bank,account_number,amount,narration', ...lines].join('\n');
    const review = await http('POST', `/api/payouts/${batch.id}/upload`, {
      token: boss.token,
      body: { csv },
    });
    expect(review.batch.totals.ready).toBe(ROWS);
    await http('POST', `/api/payouts/${batch.id}/confirm`, { token: boss.token, body: { pin: '4826' } });

    // Kill -9 while it pays: a moment after the confirm answered (a 400-row batch takes seconds).
    await new Promise((r) => setTimeout(r, 400));
    api.proc.kill('SIGKILL');
    await api.exited;

    // The supervisor starts it again. Until the dead process's lease runs out, the batch shows where it
    // stopped: some rows sent, some still waiting. Then the worker takes it up and finishes it.
    api = await spawnApi({ env, readyTimeoutMs: 120_000 });
    const stopped = await http('GET', `/api/payouts/${batch.id}`, { token: boss.token });
    expect(stopped.batch.status).toBe('paying');
    expect(stopped.batch.totals.queued).toBeGreaterThan(0);
    expect(stopped.batch.totals.queued).toBeLessThan(ROWS);
    let last: { batch: { status: string; totals: Record<string, number> } } | null = null;
    for (let i = 0; i < 600; i++) {
      last = await http('GET', `/api/payouts/${batch.id}`, { token: boss.token });
      if (last!.batch.status === 'done' && last!.batch.totals.paid === ROWS) break;
      await new Promise((r) => setTimeout(r, 200));
    }
    expect(last!.batch.status).toBe('done');
    expect(last!.batch.totals.paid).toBe(ROWS);
    const accounts = await http('GET', '/api/accounts', { token: boss.token });
    expect(Math.round(accounts.accounts[0].balance * 100)).toBe(
      Math.round((100_000 - ROWS * (AMOUNT + FEE)) * 100),
    );

    // Stop the server, then check the database itself: one send per row, and the ledger balances.
    api.proc.kill('SIGTERM');
    await api.exited;
    api = null;
    const db = await openDb();
    try {
      const { rows } = await db.query<{ rows: bigint; sends: bigint; distinct_rows: bigint }>(
        `SELECT count(*) AS rows, count(t.id) AS sends, count(DISTINCT t.meta->>'payout_row') AS distinct_rows
         FROM transactions t WHERE t.meta->>'payout_batch' = $1`,
        [batch.id],
      );
      expect(rows[0]).toEqual({ rows: BigInt(ROWS), sends: BigInt(ROWS), distinct_rows: BigInt(ROWS) });
      const report = await verifyLedger(db);
      expect(report.problems).toEqual([]);
    } finally {
      await db.close();
    }
  }, 300_000);
});
