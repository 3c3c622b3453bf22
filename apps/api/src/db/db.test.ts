import pg from 'pg';
import { describe, expect, it } from 'vitest';
import { onRealServer } from '#test/harness.ts';
import { openPostgres } from './db.ts';

// The process must outlive its database connections: PostgreSQL may drop one at any moment.
describe.runIf(onRealServer())('PostgreSQL connection faults', () => {
  it('survives its connection being terminated in the middle of a transaction, and keeps serving', async () => {
    const db = openPostgres(process.env.TEST_DATABASE_URL!, 3);
    try {
      const failed = db.tx(async (q) => {
        const { rows } = await q.query<{ pid: number }>('SELECT pg_backend_pid() AS pid');
        await db.query('SELECT pg_terminate_backend($1)', [rows[0]!.pid]);
        // Between two queries the connection is gone; the next one fails instead of the process dying.
        await new Promise((r) => setTimeout(r, 300));
        await q.query('SELECT 1');
      });
      await expect(failed).rejects.toThrow();
      const { rows } = await db.query<{ ok: number }>('SELECT 1 AS ok');
      expect(rows[0]!.ok).toBe(1);
    } finally {
      await db.close();
    }
  });

  it('survives a connection error in the gap between the pool handing a client out and its first query', async () => {
    // The race seen under pg_terminate_backend: the FATAL arrives in the same read as the connection's
    // ready message, after the pool removed its listener and before tx() could add its own.
    const emit = pg.Pool.prototype.emit;
    let injected = 0;
    pg.Pool.prototype.emit = function (this: pg.Pool, event: string | symbol, ...args: unknown[]) {
      if (event === 'acquire' && injected++ === 0) {
        const client = args[0] as pg.PoolClient;
        process.nextTick(() => client.emit('error', new Error('terminating connection (simulated)')));
      }
      return emit.call(this, event, ...args);
    } as typeof emit;
    const db = openPostgres(process.env.TEST_DATABASE_URL!, 2);
    try {
      await db.tx((q) => q.query('SELECT 1')).catch(() => null);
      expect(injected).toBeGreaterThan(0);
      const { rows } = await db.query<{ ok: number }>('SELECT 1 AS ok');
      expect(rows[0]!.ok).toBe(1);
    } finally {
      pg.Pool.prototype.emit = emit;
      await db.close();
    }
  });
});
