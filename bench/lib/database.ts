import { execFileSync } from 'node:child_process';
import path from 'node:path';
import pg from 'pg';

const ROOT = path.resolve(import.meta.dirname, '../..');
export const ADMIN_URL = process.env.ADMIN_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';

/**
 * A benchmark's database name; BENCH_DB_SUFFIX (letters, digits, _) lets two runs on one machine keep
 * their own databases.
 */
export function benchDatabaseName(name: string): string {
  const suffix = process.env.BENCH_DB_SUFFIX ?? '';
  if (!/^[a-z0-9_]*$/.test(suffix)) throw new Error(`bad BENCH_DB_SUFFIX ${suffix}`);
  return `${name}${suffix}`;
}

/** A fresh database on the real server (dropped and re-created), returned as a URL. */
export function freshDatabase(name: string): string {
  return execFileSync(process.execPath, [path.join(ROOT, 'scripts/create-db.mjs'), name], {
    encoding: 'utf8',
  }).trim();
}

export async function dropDatabase(name: string) {
  const c = new pg.Client({ connectionString: ADMIN_URL });
  await c.connect();
  await c.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
  await c.end();
}
