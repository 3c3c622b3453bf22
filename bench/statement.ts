// Benchmark: statements. One customer with 100,000 history lines (written set-wise through the ledger's own
// tables as inflows and bank sends would leave them: balanced entries, history rows, cached balance and the
// daily-limit counters, so the ledger still verifies), then a 12-month PDF and CSV statement through HTTP from
// one API process. Reports lines per second, the server's peak RSS while streaming, and the latency of a
// small request (GET /api/accounts) made every 100 ms while the statement streams.
import { createHash } from 'node:crypto';
import { readFileSync, writeFileSync } from 'node:fs';
import { openPostgres } from '../apps/api/src/db/db.ts';
import { verifyLedger } from '../apps/api/src/ledger/verify.ts';
import { lagosToday, lastStatementDay } from '../packages/contract/src/statements.ts';
import { type ApiServer, benchEnv, startApi } from './lib/api-server.ts';
import { loadAverage, round } from './lib/cpu.ts';
import { dropDatabase, freshDatabase } from './lib/database.ts';
import { writeResult } from './lib/results.ts';
import { seedCustomers } from './lib/seed.ts';

const LINES = Number(process.env.STATEMENT_LINES ?? 100_000);
// The target is the API's CPU time per statement: wall time on a shared machine measures its neighbours too.
const TARGET_CPU_SECONDS = 20;
const PROBE_EVERY_MS = 100;
const DB = 'owo_bench_statement';

/** The server's resident memory now (VmRSS), in MiB. */
function rssMiB(pid: number): number {
  const kb = /VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1];
  return kb ? Math.round(Number(kb) / 1024) : 0;
}

/**
 * LINES lines over the last 11 months for one account: odd lines are inbound transfers, even lines bank
 * sends with a ₦10.75 fee (customer −(amount + fee), rail clearing +amount, fees +fee).
 */
async function seedLines(url: string, accountNumber: string) {
  const db = openPostgres(url, 1);
  try {
    await db.exec(`
      CREATE TEMP TABLE lines AS
        SELECT g, nextval('journal_entries_id_seq') AS entry_id, a.id AS account_id, a.user_id,
          now() - interval '330 days' + (g * (interval '330 days' / ${LINES})) AS at,
          CASE WHEN g % 2 = 1 THEN 500000 + (g % 97) * 1301 ELSE 300000 + (g % 89) * 707 + 37 END AS amount,
          CASE WHEN g % 2 = 1 THEN 0 ELSE 1075 END AS fee
        FROM generate_series(1, ${LINES}) g, accounts a WHERE a.account_number = '${accountNumber}';
      INSERT INTO journal_entries (id, kind, memo, created_at)
        SELECT entry_id, CASE WHEN g % 2 = 1 THEN 'inflow' ELSE 'send:nip' END, 'OWO-STMT-' || g, at FROM lines;
      INSERT INTO postings (entry_id, account_id, currency, amount_minor)
        SELECT entry_id, account_id, 'NGN', CASE WHEN g % 2 = 1 THEN amount ELSE -(amount + fee) END FROM lines
        UNION ALL SELECT entry_id, (SELECT id FROM accounts WHERE code = 'funding:inbound:NGN'), 'NGN', -amount
          FROM lines WHERE g % 2 = 1
        UNION ALL SELECT entry_id, (SELECT id FROM accounts WHERE code = 'clearing:nip:NGN'), 'NGN', amount
          FROM lines WHERE g % 2 = 0
        UNION ALL SELECT entry_id, (SELECT id FROM accounts WHERE code = 'fees:NGN'), 'NGN', fee
          FROM lines WHERE g % 2 = 0;
      INSERT INTO transactions (user_id, account_id, entry_id, direction, rail, status, currency, amount_minor,
          fee_minor, reference, counterparty_name, counterparty_account, counterparty_bank, narration, created_at,
          updated_at)
        SELECT user_id, account_id, entry_id, CASE WHEN g % 2 = 1 THEN 'credit' ELSE 'debit' END,
          CASE WHEN g % 2 = 1 THEN 'inflow' ELSE 'nip' END, 'successful', 'NGN', amount, fee, 'OWO-STMT-' || g,
          CASE WHEN g % 2 = 1 THEN 'Chidi Stores Ltd' ELSE 'Ngozi Eze' END,
          CASE WHEN g % 2 = 1 THEN NULL ELSE '0123456789' END,
          CASE WHEN g % 2 = 1 THEN NULL ELSE 'Guaranty Trust Bank' END,
          CASE WHEN g % 2 = 1 THEN 'Transfer from Chidi Stores Ltd' ELSE 'Supplies' END, at, at
        FROM lines;
      UPDATE accounts SET balance_minor = balance_minor + (SELECT sum(CASE WHEN g % 2 = 1 THEN amount ELSE -(amount + fee) END) FROM lines)
        WHERE account_number = '${accountNumber}';
      DROP TABLE lines;
      DELETE FROM daily_spend;
      INSERT INTO daily_spend (user_id, day, spent_minor, sent_minor) SELECT user_id, day, spent_minor, sent_minor FROM money_spend_by_day;
      ANALYZE;
    `);
  } finally {
    await db.close();
  }
}

interface Run {
  seconds: number;
  /** CPU time the API process spent meanwhile: what the statement costs, whatever else the machine runs. */
  serverCpuSeconds: number;
  bytes: number;
  sha256: string;
  peakRssMiB: number;
  probe: { count: number; p50Ms: number; maxMs: number };
  firstBytes: string;
}

/** Downloads one statement while probing the server: memory every 50 ms, a small request every 100 ms. */
async function timeStatement(api: ApiServer, token: string, path: string): Promise<Run> {
  const base = api.url;
  const pid = api.pid;
  const cpuBefore = api.cpuSeconds();
  const headers = { authorization: `Bearer ${token}`, 'x-client-type': 'web' };
  let peak = rssMiB(pid);
  const memory = setInterval(() => {
    peak = Math.max(peak, rssMiB(pid));
  }, 50);
  const latencies: number[] = [];
  let streaming = true;
  const probing = (async () => {
    while (streaming) {
      const t0 = performance.now();
      const r = await fetch(`${base}/api/accounts`, { headers });
      await r.arrayBuffer();
      if (r.status !== 200) throw new Error(`probe: ${r.status}`);
      latencies.push(performance.now() - t0);
      await new Promise((resolve) => setTimeout(resolve, PROBE_EVERY_MS));
    }
  })();
  const started = performance.now();
  const res = await fetch(`${base}${path}`, { headers });
  if (res.status !== 200) throw new Error(`statement: ${res.status} ${await res.text()}`);
  const hash = createHash('sha256');
  let bytes = 0;
  let first = '';
  const keep: Uint8Array[] = [];
  for await (const chunk of res.body as unknown as AsyncIterable<Uint8Array>) {
    if (bytes === 0) first = Buffer.from(chunk.subarray(0, 120)).toString('latin1');
    hash.update(chunk);
    bytes += chunk.length;
    // STATEMENT_SAVE_TO=<dir> keeps the files to look at (off by default: the run holds no copy in memory).
    if (process.env.STATEMENT_SAVE_TO) keep.push(chunk);
  }
  if (process.env.STATEMENT_SAVE_TO) {
    writeFileSync(
      `${process.env.STATEMENT_SAVE_TO}/statement.${path.includes('pdf') ? 'pdf' : 'csv'}`,
      Buffer.concat(keep),
    );
  }
  const seconds = (performance.now() - started) / 1000;
  const serverCpuSeconds = api.cpuSeconds() - cpuBefore;
  streaming = false;
  await probing;
  clearInterval(memory);
  latencies.sort((a, b) => a - b);
  return {
    seconds: round(seconds),
    serverCpuSeconds: round(serverCpuSeconds),
    bytes,
    sha256: hash.digest('hex'),
    peakRssMiB: peak,
    probe: {
      count: latencies.length,
      p50Ms: round(latencies[Math.floor(latencies.length / 2)] ?? 0),
      maxMs: round(latencies.at(-1) ?? 0),
    },
    firstBytes: first.split(/\r?\n/)[0]!,
  };
}

const loadBefore = loadAverage();
const url = freshDatabase(DB);
try {
  const [customer] = await seedCustomers(url, 2);
  const t0 = performance.now();
  await seedLines(url, customer!.accountNumber);
  console.log(`statement: seeded ${LINES} lines in ${round((performance.now() - t0) / 1000)} s`);
  const api = await startApi(benchEnv(url));
  try {
    const accounts = await fetch(`${api.url}/api/accounts`, {
      headers: { authorization: `Bearer ${customer!.token}` },
    });
    const uuid = ((await accounts.json()) as { data: { accounts: Array<{ uuid: string }> } }).data
      .accounts[0]!.uuid;
    const to = lagosToday();
    const from = new Date(Date.parse(`${to}T00:00:00Z`) - 364 * 86_400_000).toISOString().slice(0, 10);
    if (lastStatementDay(from) < to) throw new Error('the period is longer than a statement may be');
    const idleRssMiB = rssMiB(api.pid);
    const query = `from=${from}&to=${to}`;
    const pdf = await timeStatement(
      api,
      customer!.token,
      `/api/accounts/${uuid}/statement?${query}&format=pdf`,
    );
    const csv = await timeStatement(
      api,
      customer!.token,
      `/api/accounts/${uuid}/statement?${query}&format=csv`,
    );
    // The statement's public check names the same bytes.
    const db = openPostgres(url, 1);
    let issued: { code: string; sha256: string; line_count: number };
    let verified: boolean;
    try {
      const { rows } = await db.query<{ code: string; sha256: string; line_count: number }>(
        'SELECT code, sha256, line_count FROM statements ORDER BY id DESC LIMIT 1',
      );
      issued = rows[0]!;
      verified = (await verifyLedger(db)).ok;
    } finally {
      await db.close();
    }
    const check = (await (await fetch(`${api.url}/api/public/statements/${issued.code}`)).json()) as {
      data: { sha256: string; lines: number };
    };
    const lines = issued.line_count;
    const pass =
      lines >= LINES &&
      check.data.sha256 === pdf.sha256 &&
      verified &&
      pdf.serverCpuSeconds <= TARGET_CPU_SECONDS &&
      csv.serverCpuSeconds <= TARGET_CPU_SECONDS;
    writeResult('statement', {
      conditions: { loadAverageBefore: loadBefore, loadAverageAfter: loadAverage() },
      lines,
      period: { from, to },
      idleRssMiB,
      pdf: {
        ...pdf,
        linesPerSecond: Math.round(lines / pdf.seconds),
        linesPerCpuSecond: Math.round(lines / pdf.serverCpuSeconds),
        mib: round(pdf.bytes / 2 ** 20),
      },
      csv: {
        ...csv,
        linesPerSecond: Math.round(lines / csv.seconds),
        linesPerCpuSecond: Math.round(lines / csv.serverCpuSeconds),
        mib: round(csv.bytes / 2 ** 20),
      },
      publicCheckMatchesPdf: check.data.sha256 === pdf.sha256,
      ledgerVerifies: verified,
      target: `a ${LINES}-line statement in ≤ ${TARGET_CPU_SECONDS} s of API CPU per format; the public check's SHA-256 is the PDF's; the ledger verifies`,
      pass,
    });
    process.exitCode = pass ? 0 : 1;
  } finally {
    await api.stop();
  }
} finally {
  await dropDatabase(DB);
}
