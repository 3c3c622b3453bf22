// Benchmark: a 1,000-row bulk payout end to end in the sandbox, over HTTP against the API as its own process,
// on the real PostgreSQL server and on the embedded PGlite. One customer (signed up, KYC verified, funded over
// HTTP) names a batch, uploads a 1,000-row CSV (every row: bank, NUBAN check digit, name enquiry, fee), confirms
// it with the PIN, and waits until every row is sent (one money move each) and then settled by the rail.
// Reports seconds and rows per second for each phase, checks one send per row, and verifies the ledger.

import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { codeInSms } from '@owo/contract/codes';
import { type Db, openPglite, openPostgres } from '../apps/api/src/db/db.ts';
import { verifyLedger } from '../apps/api/src/ledger/verify.ts';
import { nubanCheckDigit } from '../apps/api/src/rails/nuban.ts';
import { type ApiServer, benchEnv, startApi } from './lib/api-server.ts';
import { loadAverage, round } from './lib/cpu.ts';
import { dropDatabase, freshDatabase } from './lib/database.ts';
import { kycPerson } from './lib/kyc-person.ts';
import { writeResult } from './lib/results.ts';

const ROWS = Number(process.env.PAYOUT_ROWS ?? 1_000);
const TARGET_SECONDS = 120;
const DB = 'owo_bench_payouts';
const HEADERS = { 'x-client-type': 'web', 'x-device-id': 'bench-payouts-device' };
const BANKS = ['058', '044', '057', '011', '033'];

// biome-ignore lint/suspicious/noExplicitAny: replies are read loosely here.
type Json = any;

async function http(
  api: ApiServer,
  method: string,
  url: string,
  token?: string,
  body?: unknown,
): Promise<Json> {
  const r = await fetch(`${api.url}${url}`, {
    method,
    headers: {
      ...HEADERS,
      ...(body !== undefined ? { 'content-type': 'application/json' } : {}),
      ...(token ? { authorization: `Bearer ${token}` } : {}),
    },
    ...(body !== undefined ? { body: JSON.stringify(body) } : {}),
  });
  const json: Json = await r.json();
  if (r.status !== 200)
    throw new Error(`${method} ${url}: ${r.status} ${JSON.stringify(json).slice(0, 300)}`);
  return json.data;
}

/** A customer signed up, verified and funded over HTTP, as the web app would. */
async function customer(api: ApiServer) {
  const phone = `080${3 + (Date.now() % 7)}${String(Math.floor(Math.random() * 1e7)).padStart(7, '0')}`;
  await http(api, 'POST', '/api/auth/signup/initialize', undefined, { country_code: 'NG', phone });
  const sms = await http(api, 'GET', `/api/sandbox/messages?phone=${encodeURIComponent(phone)}`);
  const otp = codeInSms(sms[0].body)!;
  const { uuid } = await http(api, 'POST', '/api/auth/signup/verify', undefined, {
    country_code: 'NG',
    phone,
    otp,
  });
  const done = await http(api, 'POST', `/api/auth/signup/${uuid}/complete`, undefined, {
    email: `b${randomBytes(5).toString('hex')}@example.ng`,
    password: 'Sup3rSecret',
    password_confirmation: 'Sup3rSecret',
    type: 'business',
    uuid,
  });
  const token: string = done.token.access_token;
  await http(api, 'POST', '/api/profile/pin/setup', token, { pin: '4826', confirm_pin: '4826' });
  await http(api, 'POST', '/api/kyc/complete', token, {
    ...kycPerson(),
    country: 'Nigeria',
    state: 'Lagos',
    address: '1 Marina',
    city: 'Lagos',
    postal_code: '100001',
    document_number: 'A12345678',
    document_type_id: 1,
    business_name: 'Obi Foods Ltd',
    registration_number: 'RC1234567',
    tin: '12345678-0001',
  });
  for (let i = 0; i < 200; i++) {
    const p = await http(api, 'GET', '/api/profile', token);
    if (p.user.kyc_status === 'verified') break;
    await new Promise((r) => setTimeout(r, 100));
  }
  const account = done.user.banks[0];
  await http(api, 'POST', '/api/sandbox/deposits', undefined, {
    account_number: account.account_number,
    amount: 2_000_000,
  });
  return { token, accountUuid: account.uuid as string };
}

function csvOf(rows: number): string {
  const lines = Array.from({ length: rows }, (_, i) => {
    const bank = BANKS[i % BANKS.length]!;
    const serial = String(400_000_000 + i);
    return `${bank},${serial}${nubanCheckDigit(bank, serial)},${100 + (i % 800)},Payout ${i + 1}`;
  });
  return ['bank,account_number,amount,narration', ...lines].join('\n');
}

async function until(api: ApiServer, token: string, id: string, done: (b: Json) => boolean) {
  for (;;) {
    const { batch } = await http(api, 'GET', `/api/payouts/${id}`, token);
    if (done(batch)) return batch;
    // Each poll reads all 1,000 rows: not so often that the poll itself is what is measured.
    await new Promise((r) => setTimeout(r, 1_000));
  }
}

interface Run {
  database: string;
  rows: number;
  uploadSeconds: number;
  sendSeconds: number;
  settleSeconds: number;
  endToEndSeconds: number;
  rowsPerSecond: number;
  serverCpuSeconds: number;
  sends: number;
  ledgerOk: boolean;
}

async function runOn(database: 'postgres' | 'pglite'): Promise<Run> {
  const dataDir = database === 'pglite' ? mkdtempSync(path.join(os.tmpdir(), 'owo-bench-payouts-')) : null;
  const url = database === 'postgres' ? freshDatabase(DB) : '';
  const env = benchEnv(url, {
    ...(dataDir ? { DATA_DIR: dataDir } : {}),
    KYC_REVIEW_DELAY_MS: '0',
    WORKER_INTERVAL_MS: '200',
  });
  const api = await startApi(env, { timeoutMs: 120_000 });
  let db: Db | null = null;
  try {
    const boss = await customer(api);
    const { batch } = await http(api, 'POST', '/api/payouts', boss.token, {
      name: 'Bench payroll',
      account_id: boss.accountUuid,
    });
    const csv = csvOf(ROWS);
    const cpu0 = api.cpuSeconds();
    const t0 = performance.now();
    const review = await http(api, 'POST', `/api/payouts/${batch.id}/upload`, boss.token, { csv });
    if (review.batch.totals.ready !== ROWS) throw new Error(`ready ${review.batch.totals.ready} of ${ROWS}`);
    const t1 = performance.now();
    await http(api, 'POST', `/api/payouts/${batch.id}/confirm`, boss.token, { pin: '4826' });
    await until(api, boss.token, batch.id, (b) => b.status === 'done');
    const t2 = performance.now();
    const settled = await until(api, boss.token, batch.id, (b) => b.totals.pending === 0);
    const t3 = performance.now();
    const serverCpuSeconds = api.cpuSeconds() - cpu0;
    if (settled.totals.paid !== ROWS) throw new Error(`paid ${settled.totals.paid} of ${ROWS}`);
    await api.stop();
    db = database === 'postgres' ? openPostgres(url, 2) : await openPglite(dataDir!);
    const { rows } = await db.query<{ n: bigint }>(
      `SELECT count(DISTINCT meta->>'payout_row') AS n FROM transactions WHERE meta->>'payout_batch' = $1`,
      [batch.id],
    );
    const report = await verifyLedger(db);
    return {
      database,
      rows: ROWS,
      uploadSeconds: round((t1 - t0) / 1000),
      sendSeconds: round((t2 - t1) / 1000),
      settleSeconds: round((t3 - t2) / 1000),
      endToEndSeconds: round((t3 - t0) / 1000),
      rowsPerSecond: round(ROWS / ((t2 - t0) / 1000), 1),
      serverCpuSeconds: round(serverCpuSeconds),
      sends: Number(rows[0]!.n),
      ledgerOk: report.ok,
    };
  } finally {
    await api.stop();
    await db?.close();
    if (dataDir) rmSync(dataDir, { recursive: true, force: true });
    if (database === 'postgres') await dropDatabase(DB);
  }
}

const which = process.argv.includes('--pglite')
  ? ['pglite']
  : process.argv.includes('--pg')
    ? ['postgres']
    : ['postgres', 'pglite'];
const loadBefore = loadAverage();
const runs: Run[] = [];
for (const database of which as Array<'postgres' | 'pglite'>) runs.push(await runOn(database));
const pass = runs.every((r) => r.sends === ROWS && r.ledgerOk && r.endToEndSeconds <= TARGET_SECONDS);
writeResult('bulk-payouts', {
  target: `${ROWS} rows uploaded, checked, paid and settled ≤ ${TARGET_SECONDS} s; one send per row; ledger verifies`,
  pass,
  runs,
  loadAverage: { before: loadBefore, after: loadAverage() },
});
if (!pass) process.exitCode = 1;
