import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { onRealServer, signUp, type TestApp } from '#test/harness.ts';
import { createOwnTestApp } from '#test/own-database.ts';
import { monitorBatch } from './engine.ts';

// The monitoring feed misses no committed event: an event whose transaction commits after a later one was
// read is read once it commits, and an id whose transaction rolled back stops being waited for. Concurrent
// transactions need the real server (PGlite runs one at a time).

let t: TestApp;
// Two customers: one customer's events are written one transaction at a time (migration 007's lock).
let first: string;
let second: string;
beforeAll(async () => {
  t = await createOwnTestApp();
  const ids = [];
  for (const c of [await signUp(t), await signUp(t)]) {
    const { rows } = await t.db.query<{ id: bigint }>('SELECT id FROM users WHERE uuid = $1', [c.userUuid]);
    ids.push(String(rows[0]!.id));
  }
  [first, second] = ids as [string, string];
  await t.app.worker.drain();
}, 120_000);
afterAll(() => t?.close());

const batch = () => t.db.tx((q) => monitorBatch(q));
const gaps = async () =>
  (await t.db.query<{ n: number }>('SELECT count(*)::int AS n FROM monitoring_feed_gaps')).rows[0]!.n;

describe.skipIf(!onRealServer())('the monitoring feed', () => {
  it('reads an event that commits after a later one was read, and forgets a rolled-back id', {
    timeout: 90_000,
  }, async () => {
    const { rows: db } = await t.db.query<{ d: string }>('SELECT current_database() AS d');
    const own = Object.assign(new URL(process.env.TEST_DATABASE_URL!), { pathname: `/${db[0]!.d}` });
    const late = new pg.Client({ connectionString: own.toString() });
    await late.connect();
    try {
      const insert = `INSERT INTO events (user_id, kind, payload) VALUES ($1, 'security', '{}') RETURNING id`;
      await late.query('BEGIN');
      const lateId = (await late.query<{ id: string }>(insert, [first])).rows[0]!.id;
      // A later event (another customer's) commits while the first is still open.
      await t.db.query(insert, [second]);
      expect((await batch()).read).toBe(1);
      expect(await gaps()).toBeGreaterThanOrEqual(1);
      await late.query('COMMIT');
      const again = await batch();
      expect(again.read).toBe(1);
      const { rows } = await t.db.query<{ n: number }>(
        'SELECT count(*)::int AS n FROM monitoring_feed_gaps WHERE event_id = $1',
        [lateId],
      );
      expect(rows[0]!.n).toBe(0);

      // Rolled back: its id is waited for only until every transaction older than the gap has ended.
      await late.query('BEGIN');
      await late.query(insert, [first]);
      await t.db.query(insert, [second]);
      expect((await batch()).read).toBe(1);
      await late.query('ROLLBACK');
      // The rolled-back id holds nothing up: a newer event is read at once.
      await t.db.query(insert, [second]);
      expect((await batch()).read).toBe(1);
      // It is forgotten once every transaction older than it has ended, and kept exactly while one runs
      // (transaction ids are the cluster's: on a shared server another database's long transaction counts).
      for (let i = 0; i < 100 && (await gaps()) > 0; i++) {
        expect((await batch()).read).toBe(0);
        await new Promise((r) => setTimeout(r, 100));
      }
      const { rows: left } = await t.db.query<{ older_running: boolean }>(
        `SELECT pg_snapshot_xmin(pg_current_snapshot()) < horizon AS older_running FROM monitoring_feed_gaps`,
      );
      expect(left.every((g) => g.older_running)).toBe(true);
    } finally {
      await late.end();
    }
  });
});
