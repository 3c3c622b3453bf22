// Benchmark: reconciliation of a million-line settlement file (`npm run bench:recon`; not in CI, nor in `npm run
// bench`). A fresh database on the real server with one customer and RECON_LINES bank sends settled yesterday
// (Lagos), written set-wise as the send and its settlement leave them (balanced entries, history rows with their
// session IDs, outbox rows, the cached balance and the daily counters, so the ledger still verifies); the NIP
// switch's file for that day written from them with a few faults; then `npm run recon` on it, as its own process
// under /usr/bin/time (wall time and peak RSS), and once more (the same file: nothing changes).
import { spawn } from 'node:child_process';
import { createWriteStream, existsSync, readFileSync, writeFileSync } from 'node:fs';
import { rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { stringify } from 'csv-stringify/sync';
import { openPostgres } from '../apps/api/src/db/db.ts';
import { verifyLedger } from '../apps/api/src/ledger/verify.ts';
import { SETTLEMENT_FORMATS, type SettlementLine } from '../apps/api/src/rails/settlement-formats.ts';
import { ROOT } from './lib/api-server.ts';
import { cpuMeter, loadAverage, postgresBackends, round } from './lib/cpu.ts';
import { dropDatabase, freshDatabase } from './lib/database.ts';
import { writeResult } from './lib/results.ts';
import { seedCustomers } from './lib/seed.ts';

const LINES = Number(process.env.RECON_LINES ?? 1_000_000);
const DB = 'owo_bench_recon';
/**
 * "Well under a minute", and memory that does not grow with the file. The target is CPU time (the import's
 * process and its database backend, added up although they overlap), as for the statement benchmark: on this
 * shared 2-core machine wall time measures the neighbours too. Wall time is reported beside it.
 */
const TARGET_CPU_SECONDS = 60;
const TARGET_PEAK_RSS_MIB = 400;
/** The import's V8 heap limit: a tenth of the file's size, so a run proves memory does not grow with it. */
const HEAP_MIB = 96;
/** Every FAULT_EVERY-th send is left out, reported twice or with another amount; as many unknown lines are added. */
const FAULT_EVERY = 100_000;

const lagosDay = (offsetDays: number) =>
  new Date(Date.now() + 3_600_000 + offsetDays * 86_400_000).toISOString().slice(0, 10);

/** LINES NIP sends of ₦1,000–₦4,117 over the Lagos day `date`, each settled 2 s after it was made. */
async function seedSends(url: string, accountNumber: string, date: string) {
  const db = openPostgres(url, 1);
  try {
    await db.exec(`
      BEGIN;
      -- The history's events are not this benchmark's: written as the money core writes rows with theirs.
      SET LOCAL owo.core_events = 'on';
      CREATE TEMP TABLE sends AS
        SELECT g, nextval('journal_entries_id_seq') AS entry_id, a.id AS account_id, a.user_id,
          ('${date}'::date::timestamp AT TIME ZONE 'Africa/Lagos') + make_interval(secs => g * 86000.0 / ${LINES}) AS at,
          100000 + (g % 997) * 313 AS amount, 1075 AS fee,
          'OWO-NIP-BENCH-' || lpad(g::text, 8, '0') AS reference
        FROM generate_series(1, ${LINES}) g, accounts a WHERE a.account_number = '${accountNumber}';
      INSERT INTO journal_entries (id, kind, memo, created_at)
        SELECT nextval('journal_entries_id_seq'), 'bench:funding', 'bench funding', min(at) - interval '1 minute' FROM sends;
      INSERT INTO postings (entry_id, account_id, currency, amount_minor)
        SELECT currval('journal_entries_id_seq'), (SELECT account_id FROM sends LIMIT 1), 'NGN', sum(amount + fee) FROM sends
        UNION ALL SELECT currval('journal_entries_id_seq'), (SELECT id FROM accounts WHERE code = 'funding:inbound:NGN'),
          'NGN', -sum(amount + fee) FROM sends;
      INSERT INTO journal_entries (id, kind, memo, created_at) SELECT entry_id, 'send:nip', reference, at FROM sends;
      INSERT INTO postings (entry_id, account_id, currency, amount_minor)
        SELECT entry_id, account_id, 'NGN', -(amount + fee) FROM sends
        UNION ALL SELECT entry_id, (SELECT id FROM accounts WHERE code = 'settlement:nip:NGN'), 'NGN', amount FROM sends
        UNION ALL SELECT entry_id, (SELECT id FROM accounts WHERE code = 'fees:NGN'), 'NGN', fee FROM sends;
      INSERT INTO transactions (user_id, account_id, entry_id, direction, rail, status, currency, amount_minor,
          fee_minor, reference, counterparty_name, counterparty_account, counterparty_bank, narration, created_at,
          updated_at, settled_at)
        SELECT user_id, account_id, entry_id, 'debit', 'nip', 'successful', 'NGN', amount, fee, reference,
          'Ngozi Eze', '0123456789', 'Guaranty Trust Bank', 'Supplies', at, at + interval '2 seconds',
          at + interval '2 seconds'
        FROM sends;
      INSERT INTO outbox (transaction_id, rail, state, payload, due_at, attempts, rail_reference)
        SELECT t.id, 'nip', 'settled', jsonb_build_object('reference', s.reference, 'currency', 'NGN',
            'amount_minor', s.amount::text, 'source_amount_minor', s.amount::text,
            'destination', jsonb_build_object('bank_code', '058', 'account_number', '0123456789')),
          s.at, 1, 'SBX-NIP-' || s.reference
        FROM sends s JOIN transactions t ON t.reference = s.reference;
      DROP TABLE sends;
      DELETE FROM daily_spend;
      INSERT INTO daily_spend (user_id, day, spent_minor, sent_minor) SELECT user_id, day, spent_minor, sent_minor FROM money_spend_by_day;
      COMMIT;
    `);
    await db.exec('VACUUM ANALYZE');
  } finally {
    await db.close();
  }
}

/**
 * The switch's file for the day, written from the sends' history rows a page at a time (as the partner would:
 * session ID, reference, amount, its ₦10 charge…), with faults: every FAULT_EVERY-th send missing, reported
 * twice, or with one naira more; and as many lines Owo never sent. Returns the faults made.
 */
async function writeFile(url: string, file: string, date: string) {
  const db = openPostgres(url, 1);
  const out = createWriteStream(file);
  const format = SETTLEMENT_FORMATS.nip;
  const faults = { missing: 0, duplicated: 0, amount: 0, unknown: 0 };
  const put = (lines: SettlementLine[]) =>
    new Promise<void>((resolve) => {
      if (out.write(stringify(lines.map((l) => format.write(l))))) resolve();
      else out.once('drain', () => resolve());
    });
  try {
    out.write(stringify([format.columns as string[]]));
    let after = 0n;
    for (;;) {
      const { rows } = await db.query<{
        id: bigint;
        session_id: string;
        reference: string;
        amount_minor: bigint;
      }>(
        `SELECT id, session_id, reference, amount_minor FROM transactions
          WHERE id > $1 AND reference LIKE 'OWO-NIP-BENCH-%' ORDER BY id LIMIT 50000`,
        [String(after)],
      );
      if (rows.length === 0) break;
      after = rows.at(-1)!.id;
      const lines: SettlementLine[] = [];
      for (const r of rows) {
        const g = Number(r.reference.slice(-8));
        const line: SettlementLine = {
          sessionId: r.session_id,
          reference: r.reference,
          partnerId: r.session_id,
          currency: 'NGN',
          amountMinor: r.amount_minor,
          feeMinor: 1_000n,
          direction: 'out',
          status: 'successful',
          valueDate: date,
          counterparty: '058',
        };
        const fault = g % FAULT_EVERY;
        if (fault === 1) {
          faults.missing++;
          continue;
        }
        if (fault === 2) {
          faults.duplicated++;
          lines.push(line);
        }
        if (fault === 3) faults.amount++;
        lines.push(fault === 3 ? { ...line, amountMinor: line.amountMinor + 100n } : line);
        if (fault === 4) {
          faults.unknown++;
          lines.push({
            ...line,
            sessionId: `999999${r.session_id.slice(6)}`,
            reference: `ZZ-${r.reference}`,
          });
        }
      }
      await put(lines);
    }
  } finally {
    await new Promise((resolve) => out.end(resolve));
    await db.close();
  }
  return faults;
}

interface CliRun {
  seconds: number;
  peakRssMiB: number;
  /** CPU seconds the import's own process spent, and the database's backends meanwhile. */
  cpuSeconds: { cli: number; database: number };
  result: {
    replayed: boolean;
    matched: number;
    breaks_total: number;
    breaks_by_kind: Record<string, number>;
    import: { lines: number };
  };
}

/**
 * `npm run recon` on the file, as its own process: wall time, peak RSS and its CPU time from /usr/bin/time, and
 * the CPU the database's backends spent meanwhile (from /proc): the machine is shared, so wall time measures
 * the neighbours too.
 */
async function runCli(url: string, file: string, date: string): Promise<CliRun> {
  const meter = cpuMeter(() => ({ database: postgresBackends(DB) }));
  const started = performance.now();
  const child = spawn(
    '/usr/bin/time',
    [
      '-f',
      'OWO_TIME %e %M %U %S',
      process.execPath,
      // A heap far smaller than the file: the import must stream (it fails with "heap out of memory" otherwise).
      `--max-old-space-size=${HEAP_MIB}`,
      '--max-semi-space-size=16',
      '--import',
      'tsx',
      path.join(ROOT, 'apps/api/src/modules/reconciliation/recon-cli.ts'),
      '--rail',
      'nip',
      '--date',
      date,
      '--file',
      file,
    ],
    { cwd: ROOT, env: { ...process.env, DATABASE_URL: url, LOG_LEVEL: 'warn' } },
  );
  let stdout = '';
  let stderr = '';
  child.stdout.on('data', (d: Buffer) => {
    stdout += d.toString();
  });
  child.stderr.on('data', (d: Buffer) => {
    stderr += d.toString();
  });
  const status = await new Promise<number | null>((resolve) => child.once('exit', resolve));
  const seconds = (performance.now() - started) / 1000;
  const cpu = meter();
  const time = /OWO_TIME ([\d.]+) (\d+) ([\d.]+) ([\d.]+)/.exec(stderr);
  if (status !== 0 || !time) throw new Error(`recon: ${status}\n${stderr.slice(-2000)}`);
  return {
    seconds: round(seconds),
    peakRssMiB: Math.round(Number(time[2]) / 1024),
    cpuSeconds: {
      cli: round(Number(time[3]) + Number(time[4])),
      database: round((cpu.cores.database ?? 0) * seconds),
    },
    result: JSON.parse(stdout),
  };
}

// RECON_KEEP=1 keeps the database and the file; RECON_REUSE=1 then imports the kept file again into the kept
// database (its reconciliation tables emptied first), to time the import alone.
const keep = process.env.RECON_KEEP === '1' || process.env.RECON_REUSE === '1';
const loadBefore = loadAverage();
const file = path.join(os.tmpdir(), `owo-bench-recon-${LINES}.csv`);
const reuse = process.env.RECON_REUSE === '1' && existsSync(`${file}.json`);
const url = reuse ? JSON.parse(readFileSync(`${file}.json`, 'utf8')).url : freshDatabase(DB);
try {
  const date = reuse ? JSON.parse(readFileSync(`${file}.json`, 'utf8')).date : lagosDay(-1);
  let seedSeconds = 0;
  let faults: Awaited<ReturnType<typeof writeFile>>;
  if (reuse) {
    faults = JSON.parse(readFileSync(`${file}.json`, 'utf8')).faults;
    const db = openPostgres(url, 1);
    await db.exec(
      'TRUNCATE recon_import_breaks, money_proposals, recon_breaks, recon_days, recon_lines, recon_imports',
    );
    await db.close();
  } else {
    const [customer] = await seedCustomers(url, 1, 1n);
    let t0 = performance.now();
    await seedSends(url, customer!.accountNumber, date);
    seedSeconds = round((performance.now() - t0) / 1000);
    console.log(`recon: seeded ${LINES} settled sends in ${seedSeconds} s`);
    t0 = performance.now();
    faults = await writeFile(url, file, date);
    console.log(
      `recon: wrote the file in ${round((performance.now() - t0) / 1000)} s (${JSON.stringify(faults)})`,
    );
    if (keep) writeFileSync(`${file}.json`, JSON.stringify({ url, date, faults }));
  }

  const first = await runCli(url, file, date);
  const again = await runCli(url, file, date);
  const db = openPostgres(url, 1);
  let verified: boolean;
  try {
    verified = (await verifyLedger(db)).ok;
  } finally {
    await db.close();
  }
  const lines = first.result.import.lines;
  const expected = {
    ours_only: faults.missing,
    duplicated: faults.duplicated,
    amount_differs: faults.amount,
    theirs_only: faults.unknown,
  };
  const breaksRight =
    JSON.stringify(sortKeys(first.result.breaks_by_kind)) === JSON.stringify(sortKeys(expected));
  const pass =
    breaksRight &&
    first.result.matched === LINES - faults.missing - faults.duplicated - faults.amount &&
    again.result.replayed &&
    verified &&
    first.cpuSeconds.cli + first.cpuSeconds.database < TARGET_CPU_SECONDS &&
    first.peakRssMiB <= TARGET_PEAK_RSS_MIB;
  writeResult('recon', {
    conditions: { loadAverageBefore: loadBefore, loadAverageAfter: loadAverage() },
    lines,
    sends: LINES,
    seedSeconds,
    import: {
      seconds: first.seconds,
      linesPerSecond: Math.round(lines / first.seconds),
      peakRssMiB: first.peakRssMiB,
      cpuSeconds: first.cpuSeconds,
      matched: first.result.matched,
      breaks: first.result.breaks_by_kind,
    },
    reimport: { seconds: again.seconds, peakRssMiB: again.peakRssMiB, replayed: again.result.replayed },
    expectedBreaks: expected,
    ledgerVerifies: verified,
    target: `${LINES} lines reconciled in < ${TARGET_CPU_SECONDS} s of CPU (import + database) with a ${HEAP_MIB} MiB heap and a peak RSS ≤ ${TARGET_PEAK_RSS_MIB} MiB; every fault found; the same file again a no-op; the ledger verifies`,
    pass,
  });
  process.exitCode = pass ? 0 : 1;
} finally {
  if (!keep) {
    await rm(file, { force: true });
    await dropDatabase(DB);
  }
}

function sortKeys(o: Record<string, number>) {
  return Object.fromEntries(Object.entries(o).sort(([a], [b]) => a.localeCompare(b)));
}
