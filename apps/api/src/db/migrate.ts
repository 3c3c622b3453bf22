import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { Db } from './db.ts';

const MIGRATIONS_DIR = path.join(import.meta.dirname, 'migrations');
// Any constant works; it only has to be the same in every process that migrates this database.
const MIGRATION_LOCK_ID = 7_404_661;

/**
 * Applies every pending migration in name order, each in its own transaction, recorded in
 * schema_migrations. A session-level advisory lock makes two processes starting at once take turns.
 */
export async function migrate(db: Db): Promise<string[]> {
  const files = readdirSync(MIGRATIONS_DIR)
    .filter((f) => f.endsWith('.sql'))
    .sort();
  return db.tx(async (q) => {
    // Transaction-scoped lock: released at commit, held on one connection for the whole run.
    await q.query('SELECT pg_advisory_xact_lock($1)', [MIGRATION_LOCK_ID]);
    await q.query(
      `CREATE TABLE IF NOT EXISTS schema_migrations (
         name text PRIMARY KEY,
         applied_at timestamptz NOT NULL DEFAULT now()
       )`,
    );
    const done = await q.query<{ name: string }>('SELECT name FROM schema_migrations');
    const applied = new Set(done.rows.map((r) => r.name));
    const ran: string[] = [];
    for (const file of files) {
      if (applied.has(file)) continue;
      const sql = readFileSync(path.join(MIGRATIONS_DIR, file), 'utf8');
      await q.exec(sql);
      await q.query('INSERT INTO schema_migrations (name) VALUES ($1)', [file]);
      ran.push(file);
    }
    return ran;
  });
}
