import { PGlite, types as pgliteTypes } from '@electric-sql/pglite';
import pg from 'pg';

export type Row = Record<string, unknown>;
export interface QueryResult<T> {
  rows: T[];
  rowCount: number;
}

/** Anything that runs SQL: the database itself or an open transaction. Only repositories use it. */
export interface Queryable {
  query<T = Row>(sql: string, params?: readonly unknown[]): Promise<QueryResult<T>>;
  /** Runs a script of several statements without parameters (migrations). */
  exec(sql: string): Promise<void>;
}

export interface Db extends Queryable {
  readonly kind: 'pglite' | 'postgres';
  /** Runs fn in one transaction on one connection; commits if it resolves, rolls back if it throws. */
  tx<T>(fn: (q: Queryable) => Promise<T>): Promise<T>;
  close(): Promise<void>;
}

// int8 comes back as bigint everywhere, on both engines, so money never passes through a float.
pg.types.setTypeParser(20, (v) => BigInt(v));

export function openPostgres(url: string, max = 20): Db {
  const pool = new pg.Pool({ connectionString: url, max, connectionTimeoutMillis: 5_000 });
  // A dropped idle connection (server restart, pg_terminate_backend) must not crash the process.
  pool.on('error', () => {});
  return {
    kind: 'postgres',
    async query<T>(sql: string, params?: readonly unknown[]) {
      const r = await pool.query(sql, params as unknown[]);
      return { rows: r.rows as T[], rowCount: r.rowCount ?? 0 };
    },
    async exec(sql: string) {
      await pool.query(sql);
    },
    async tx<T>(fn: (q: Queryable) => Promise<T>) {
      const client = await pool.connect();
      let broken = false;
      // A checked-out client has no pool listener: if the server drops the connection between two of our
      // queries (pg_terminate_backend, a restart), its 'error' event would otherwise crash the process.
      const onError = () => {
        broken = true;
      };
      client.on('error', onError);
      try {
        await client.query('BEGIN');
        const q: Queryable = {
          async query<R>(sql: string, params?: readonly unknown[]) {
            const r = await client.query(sql, params as unknown[]);
            return { rows: r.rows as R[], rowCount: r.rowCount ?? 0 };
          },
          async exec(sql: string) {
            await client.query(sql);
          },
        };
        const result = await fn(q);
        await client.query('COMMIT');
        return result;
      } catch (err) {
        await client.query('ROLLBACK').catch(() => {
          broken = true;
        });
        throw err;
      } finally {
        client.removeListener('error', onError);
        client.release(broken);
      }
    },
    close: () => pool.end(),
  };
}

export async function openPglite(dataDir: string): Promise<Db> {
  const db = await PGlite.create(dataDir, {
    parsers: { [pgliteTypes.INT8]: (v: string) => BigInt(v) },
  });
  // PGlite is one session behind a mutex; its own transaction() holds that session for the whole
  // transaction, so concurrent requests never interleave statements inside each other's transactions.
  return {
    kind: 'pglite',
    async query<T>(sql: string, params?: readonly unknown[]) {
      const r = await db.query<T>(sql, params as unknown[]);
      return { rows: r.rows, rowCount: r.affectedRows ?? r.rows.length };
    },
    async exec(sql: string) {
      await db.exec(sql);
    },
    async tx<T>(fn: (q: Queryable) => Promise<T>) {
      return db.transaction(async (t) =>
        fn({
          async query<R>(sql: string, params?: readonly unknown[]) {
            const r = await t.query<R>(sql, params as unknown[]);
            return { rows: r.rows, rowCount: r.affectedRows ?? r.rows.length };
          },
          async exec(sql: string) {
            await t.exec(sql);
          },
        }),
      );
    },
    close: () => db.close(),
  };
}

export async function openDb(opts: {
  databaseUrl?: string;
  dataDir: string;
  poolSize?: number;
}): Promise<Db> {
  return opts.databaseUrl ? openPostgres(opts.databaseUrl, opts.poolSize) : openPglite(opts.dataDir);
}
