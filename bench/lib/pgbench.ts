// PostgreSQL's own ceiling on this machine: pgbench's built-in TPC-B-like script at scale 10, against its
// own fresh database. pgbench ships with the server package on Debian (postgresql-15 /
// postgresql-client); if it is missing we install postgresql-contrib from Debian, as documented.
import { execFile, execFileSync, spawnSync } from 'node:child_process';
import { existsSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { cpuMeter, postgresBackends } from './cpu.ts';
import { ADMIN_URL, benchDatabaseName, dropDatabase, freshDatabase } from './database.ts';

export const PGBENCH_DB = benchDatabaseName('owo_bench_pgbench');

export function pgbenchPath(): string {
  const candidates = ['/usr/lib/postgresql/15/bin/pgbench', '/usr/bin/pgbench'];
  const found = () => candidates.find(existsSync);
  if (!found()) {
    console.log('pgbench not found: apt-get install -y postgresql-contrib');
    spawnSync('apt-get', ['install', '-y', '-qq', 'postgresql-contrib'], { stdio: 'inherit' });
  }
  const bin = found();
  if (!bin) throw new Error('pgbench is missing; install it with `apt-get install -y postgresql-contrib`');
  return bin;
}

export function connectionArgs(url: string): string[] {
  const u = new URL(url);
  return ['-h', u.hostname, '-p', u.port || '5432', '-U', decodeURIComponent(u.username || 'postgres')];
}

export interface PgbenchResult {
  command: string;
  tps: number;
  latencyMsAvg: number;
  transactions: number;
  /** CPU of pgbench's server backends and of the machine over the run, in cores. */
  cpu: ReturnType<ReturnType<typeof cpuMeter>>;
}

/** Initialises scale 10 in a fresh database, runs `clients` clients for `seconds`, then drops it. */
/** Runs a custom pgbench script (`-f`) against an existing database; `-n`: no vacuum of pgbench's tables. */
export async function runPgbenchScript(
  database: string,
  script: string,
  clients: number,
  seconds: number,
): Promise<PgbenchResult> {
  const bin = pgbenchPath();
  const file = path.join(os.tmpdir(), `owo-pgbench-${process.pid}.sql`);
  writeFileSync(file, script);
  const args = ['-n', '-f', file, '-c', String(clients), '-j', '2', '-T', String(seconds), database];
  const run = promisify(execFile)(bin, [...connectionArgs(ADMIN_URL), ...args], { encoding: 'utf8' });
  const meter = cpuMeter(() => ({ postgres: postgresBackends(database) }));
  const out = (await run).stdout;
  const cpu = meter();
  const num = (re: RegExp) => Number(re.exec(out)?.[1] ?? Number.NaN);
  return {
    command: `pgbench -n -f <script> -c ${clients} -j 2 -T ${seconds}`,
    tps: num(/tps = ([\d.]+)/),
    latencyMsAvg: num(/latency average = ([\d.]+) ms/),
    transactions: num(/number of transactions actually processed: (\d+)/),
    cpu,
  };
}

export async function runPgbench(clients: number, seconds: number, scale = 10): Promise<PgbenchResult> {
  const bin = pgbenchPath();
  const conn = connectionArgs(ADMIN_URL);
  freshDatabase(PGBENCH_DB);
  try {
    execFileSync(bin, [...conn, '-i', '-q', '-s', String(scale), PGBENCH_DB], { stdio: 'pipe' });
    const args = ['-c', String(clients), '-j', '2', '-T', String(seconds), PGBENCH_DB];
    const run = promisify(execFile)(bin, [...conn, ...args], { encoding: 'utf8' });
    const meter = cpuMeter(() => ({ postgres: postgresBackends(PGBENCH_DB) }));
    const out = (await run).stdout;
    const cpu = meter();
    const num = (re: RegExp) => Number(re.exec(out)?.[1] ?? Number.NaN);
    return {
      command: `pgbench ${args.join(' ')} (built-in tpcb-like, scale ${scale})`,
      tps: num(/tps = ([\d.]+)/),
      latencyMsAvg: num(/latency average = ([\d.]+) ms/),
      transactions: num(/number of transactions actually processed: (\d+)/),
      cpu,
    };
  } finally {
    await dropDatabase(PGBENCH_DB);
  }
}
