import net from 'node:net';
import pg from 'pg';
import { describe, expect, it, vi } from 'vitest';
import { injectOnce } from '#test/db-faults.ts';
import { onRealServer } from '#test/harness.ts';
import { type Db, openPglite, openPostgres } from './db.ts';

// A transaction is one connection: its statements go one at a time, on both engines.
describe('a transaction', () => {
  const engines: Array<[string, () => Promise<Db>]> = [
    ['the embedded database', () => openPglite('memory://')],
    ...(onRealServer()
      ? [
          ['the real server', async () => openPostgres(process.env.TEST_DATABASE_URL!, 2)] as [
            string,
            () => Promise<Db>,
          ],
        ]
      : []),
  ];
  it.each(engines)(
    'on %s refuses a statement sent while another is running, and rolls back',
    async (_, open) => {
      const db = await open();
      const table = `one_at_a_time_${process.pid}_${Math.floor(Math.random() * 1e9)}`;
      try {
        await db.exec(`CREATE TABLE ${table} (id int PRIMARY KEY)`);
        const both = db.tx((q) =>
          Promise.all([
            q.query(`INSERT INTO ${table} VALUES (1)`),
            q.query(`INSERT INTO ${table} VALUES (2)`),
          ]),
        );
        await expect(both).rejects.toThrow('one statement at a time');
        const one = await db.tx(async (q) => {
          await q.query(`INSERT INTO ${table} VALUES (3)`);
          await q.query(`INSERT INTO ${table} VALUES (4)`);
          return (await q.query<{ n: bigint }>(`SELECT count(*) AS n FROM ${table}`)).rows[0]!.n;
        });
        expect(one).toBe(2n);
        const kept = await db.query<{ id: number }>(`SELECT id FROM ${table} ORDER BY id`);
        expect(kept.rows.map((r) => r.id)).toEqual([3, 4]);
      } finally {
        await db.exec(`DROP TABLE IF EXISTS ${table}`);
        await db.close();
      }
    },
  );
});

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

// Decision 019: a transaction the database dropped is run again, whole, on a fresh connection.
describe.runIf(onRealServer())('PostgreSQL transactions while the server goes away', () => {
  const withTable = async (fn: (db: ReturnType<typeof openPostgres>, table: string) => Promise<void>) => {
    const db = openPostgres(process.env.TEST_DATABASE_URL!, { max: 3, retryMs: 15_000 });
    const table = `retry_probe_${process.pid}_${Math.floor(Math.random() * 1e9)}`;
    await db.exec(`CREATE TABLE ${table} (id int PRIMARY KEY, runs int NOT NULL DEFAULT 1)`);
    try {
      await fn(db, table);
    } finally {
      await db.exec(`DROP TABLE ${table}`);
      await db.close();
    }
  };
  const rows = async (db: ReturnType<typeof openPostgres>, table: string) =>
    (await db.query<{ n: bigint }>(`SELECT count(*) AS n FROM ${table}`)).rows[0]!.n;

  it('a transaction whose backend is terminated before its COMMIT is run again whole, and commits once', async () => {
    await withTable(async (db, table) => {
      let runs = 0;
      const fi = injectOnce(new RegExp(`INSERT INTO ${table}`), 'terminate before it runs');
      try {
        await db.tx(async (q) => {
          runs++;
          await q.query(`INSERT INTO ${table} (id) VALUES (1)`);
        });
      } finally {
        await fi.restore();
      }
      expect(runs).toBe(2);
      expect(await rows(db, table)).toBe(1n);
    });
  });

  it("a transaction that wrote is not run again when its COMMIT's answer is lost: the error reaches the caller", async () => {
    await withTable(async (db, table) => {
      let runs = 0;
      const fi = injectOnce(/^COMMIT$/, 'lose its answer after it committed');
      try {
        const lost = db.tx(async (q) => {
          runs++;
          await q.query(`INSERT INTO ${table} (id) VALUES (1)`);
        });
        await expect(lost).rejects.toThrow(/Connection terminated/);
      } finally {
        await fi.restore();
      }
      expect(runs).toBe(1);
      expect(await rows(db, table)).toBe(1n);
    });
  });

  it("a repeatable transaction whose COMMIT's answer is lost runs again and answers", async () => {
    await withTable(async (db, table) => {
      let runs = 0;
      const fi = injectOnce(/^COMMIT$/, 'lose its answer after it committed');
      try {
        const answer = await db.tx(
          async (q) => {
            runs++;
            await q.query(
              `INSERT INTO ${table} (id) VALUES (1) ON CONFLICT (id) DO UPDATE SET runs = ${table}.runs + 1`,
            );
            return 'answered';
          },
          { repeatable: true },
        );
        expect(answer).toBe('answered');
      } finally {
        await fi.restore();
      }
      expect(runs).toBe(2);
      const { rows: r } = await db.query<{ runs: number }>(`SELECT runs FROM ${table}`);
      expect(r).toEqual([{ runs: 2 }]); // it did commit twice: only what is harmless twice may say so
    });
  });

  it('a read whose backend is terminated is run again and answers', async () => {
    const db = openPostgres(process.env.TEST_DATABASE_URL!, { max: 2, retryMs: 15_000 });
    const fi = injectOnce(/SELECT 41 \+ 1/, 'terminate before it runs');
    try {
      const { rows: r } = await db.query<{ n: number }>('SELECT 41 + 1 AS n');
      expect(fi.state.fired).toBe(1);
      expect(r[0]!.n).toBe(42);
    } finally {
      await fi.restore();
      await db.close();
    }
  });
});

// One listening connection per database handle, shared by every channel (the session cache and the event
// hub): a transaction's notifications arrive in the order it sent them, and a lost connection comes back.
describe.runIf(onRealServer())('PostgreSQL notifications', () => {
  const until = (ok: () => boolean | Promise<boolean>) =>
    vi.waitFor(async () => expect(await ok()).toBe(true), { timeout: 5_000, interval: 10 });

  it('listens on every channel over one connection, in order, and comes back once it is dropped', async () => {
    const name = `owo_listen_test_${process.pid}_${Math.floor(Math.random() * 1e9)}`;
    const url = new URL(process.env.TEST_DATABASE_URL!);
    url.searchParams.set('application_name', name);
    // Only listen() is used on `db`: every connection carrying its name is a listening one.
    const db = openPostgres(url.toString(), 2);
    const admin = openPostgres(process.env.TEST_DATABASE_URL!, 2);
    const heard: string[] = [];
    const lost: string[] = [];
    const connections = async () =>
      (
        await admin.query<{ pid: number }>('SELECT pid FROM pg_stat_activity WHERE application_name = $1', [
          name,
        ])
      ).rows;
    const notify = (...pairs: Array<[string, string]>) =>
      admin.tx(async (q) => {
        for (const [channel, payload] of pairs) await q.query('SELECT pg_notify($1, $2)', [channel, payload]);
      });
    try {
      const stopA = await db.listen(
        'owo_test_a',
        (p) => heard.push(`a:${p}`),
        () => lost.push('a'),
      );
      const stopB = await db.listen(
        'owo_test_b',
        (p) => heard.push(`b:${p}`),
        () => lost.push('b'),
      );
      expect(await connections()).toHaveLength(1);
      await notify(['owo_test_b', '1'], ['owo_test_a', '2'], ['owo_test_b', '3']);
      await until(() => heard.length === 3);
      expect(heard).toEqual(['b:1', 'a:2', 'b:3']);

      // Dropped: each listener is told at once, and again (null) once the connection is back.
      await admin.query(
        'SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE application_name = $1',
        [name],
      );
      await until(() => lost.length === 2);
      await until(() => heard.includes('a:null') && heard.includes('b:null'));
      expect(await connections()).toHaveLength(1);
      heard.length = 0;
      await notify(['owo_test_a', '4'], ['owo_test_b', '5']);
      await until(() => heard.length === 2);
      expect(heard).toEqual(['a:4', 'b:5']);

      // One listener stops: the other still hears; the last one out closes the connection.
      await stopA();
      heard.length = 0;
      await notify(['owo_test_a', '6'], ['owo_test_b', '7']);
      await until(() => heard.length === 1);
      await new Promise((r) => setTimeout(r, 100));
      expect(heard).toEqual(['b:7']);
      await stopB();
      await until(async () => (await connections()).length === 0);
    } finally {
      await db.close();
      await admin.close();
    }
  });

  it('takes a connection that went silent for lost, and listens again on a new one', async () => {
    // A balancer's idle time-out or a partition cuts a connection without a word: no FIN, no RST.
    const proxy = await silentProxy(new URL(process.env.TEST_DATABASE_URL!));
    const db = openPostgres(proxy.url, { max: 1, listenHeartbeatMs: 200 });
    const admin = openPostgres(process.env.TEST_DATABASE_URL!, 2);
    const heard: string[] = [];
    let lost = 0;
    try {
      const stop = await db.listen(
        'owo_test_c',
        (p) => heard.push(String(p)),
        () => lost++,
      );
      await admin.query("SELECT pg_notify('owo_test_c', '1')");
      await until(() => heard.includes('1'));
      const silenced = performance.now();
      proxy.silence();
      await until(() => lost === 1);
      expect(performance.now() - silenced).toBeLessThan(2_000);
      await until(() => heard.includes('null'));
      await admin.query("SELECT pg_notify('owo_test_c', '2')");
      await until(() => heard.includes('2'));
      await stop();
    } finally {
      await db.close();
      await admin.close();
      proxy.close();
    }
  });

  it('refuses to listen when the database cannot be reached', async () => {
    const db = openPostgres('postgres://postgres@127.0.0.1:1/nowhere', 1);
    await expect(db.listen('owo_test_a', () => {})).rejects.toThrow();
    await db.close();
  });
});

// A connection cut without a word (a partition, a host gone dark: no FIN, no RST) neither holds a request until
// TCP gives up nor leaves a customer's rows locked on the server.
describe.runIf(onRealServer())('a connection cut without a word', () => {
  const until = (ok: () => boolean | Promise<boolean>) =>
    vi.waitFor(async () => expect(await ok()).toBe(true), { timeout: 5_000, interval: 20 });
  const scratch = () => `cut_test_${process.pid}_${Math.floor(Math.random() * 1e9)}`;

  it('asks after a statement left unanswered, and runs it again on a new connection', async () => {
    const proxy = await silentProxy(new URL(process.env.TEST_DATABASE_URL!));
    const db = openPostgres(proxy.url, { max: 2, retryMs: 5_000, answerDeadlineMs: 200 });
    try {
      await db.query('SELECT 1');
      proxy.silence();
      const asked = performance.now();
      const { rows } = await db.query<{ n: number }>('SELECT 41 + 1 AS n');
      expect(rows[0]!.n).toBe(42);
      // The deadline, one question on a new connection, and the statement again: not TCP's 15 minutes.
      expect(performance.now() - asked).toBeLessThan(2_000);
    } finally {
      await db.close();
      proxy.close();
    }
  });

  it('waits as long as the server is running the statement, on the same connection', async () => {
    const db = openPostgres(process.env.TEST_DATABASE_URL!, { max: 1, answerDeadlineMs: 100 });
    try {
      const before = (await db.query<{ pid: number }>('SELECT pg_backend_pid() AS pid')).rows[0]!.pid;
      const { rows } = await db.query<{ slept: string }>("SELECT pg_sleep(0.6)::text || 'slept' AS slept");
      expect(rows[0]!.slept).toBe('slept');
      const after = (await db.query<{ pid: number }>('SELECT pg_backend_pid() AS pid')).rows[0]!.pid;
      expect(after).toBe(before);
    } finally {
      await db.close();
    }
  });

  it('never runs again a write whose answer did not come', async () => {
    const proxy = await silentProxy(new URL(process.env.TEST_DATABASE_URL!));
    const db = openPostgres(proxy.url, { max: 1, retryMs: 5_000, answerDeadlineMs: 200 });
    const admin = openPostgres(process.env.TEST_DATABASE_URL!, 1);
    const table = scratch();
    try {
      await admin.exec(`CREATE TABLE ${table} (id int)`);
      await db.query('SELECT 1');
      proxy.silence();
      const asked = performance.now();
      await expect(db.query(`INSERT INTO ${table} VALUES (1)`)).rejects.toThrow('did not answer');
      expect(performance.now() - asked).toBeLessThan(2_000);
    } finally {
      await db.close();
      proxy.close();
      await admin.exec(`DROP TABLE IF EXISTS ${table}`);
      await admin.close();
    }
  });

  it('lets the server end a session left idle in its transaction, and free the rows it locked', async () => {
    const proxy = await silentProxy(new URL(process.env.TEST_DATABASE_URL!));
    const db = openPostgres(proxy.url, { max: 1, answerDeadlineMs: 200, idleInTransactionMs: 300 });
    const admin = openPostgres(process.env.TEST_DATABASE_URL!, 1);
    const table = scratch();
    const lockable = () =>
      admin
        .tx((q) => q.query(`SELECT id FROM ${table} WHERE id = 1 FOR UPDATE NOWAIT`))
        .then(
          () => true,
          () => false,
        );
    try {
      await admin.exec(`CREATE TABLE ${table} (id int PRIMARY KEY); INSERT INTO ${table} VALUES (1)`);
      let cutAt = 0;
      let freedAfter = 0;
      const orphan = db.tx(async (q) => {
        await q.query(`SELECT id FROM ${table} WHERE id = 1 FOR UPDATE`);
        expect(await lockable()).toBe(false);
        // The API loses sight of the server with the row locked.
        proxy.silence();
        cutAt = performance.now();
        await until(lockable);
        freedAfter = performance.now() - cutAt;
      });
      await expect(orphan).rejects.toThrow('did not answer');
      expect(freedAfter).toBeLessThan(2_000);
    } finally {
      await db.close();
      proxy.close();
      await admin.exec(`DROP TABLE IF EXISTS ${table}`);
      await admin.close();
    }
  });

  it("gives the server's side of each session keepalives and the idle-in-transaction limit", async () => {
    const db = openPostgres(process.env.TEST_DATABASE_URL!, 1);
    try {
      const { rows } = await db.query<Record<string, string>>(
        `SELECT current_setting('tcp_keepalives_idle') AS idle, current_setting('tcp_keepalives_interval') AS every,
           current_setting('tcp_keepalives_count') AS count,
           current_setting('idle_in_transaction_session_timeout') AS idle_in_tx`,
      );
      expect(rows[0]).toEqual({ idle: '10', every: '5', count: '3', idle_in_tx: '30s' });
    } finally {
      await db.close();
    }
  });
});

/**
 * A TCP proxy to the test server whose open connections can fall silent, as across a partition: no byte
 * passes, and neither side hears the other close.
 */
async function silentProxy(target: URL) {
  const pairs = new Set<{ client: net.Socket; upstream: net.Socket; silent: boolean }>();
  const server = net.createServer((client) => {
    const upstream = net.connect(Number(target.port || 5432), target.hostname);
    const pair = { client, upstream, silent: false };
    pairs.add(pair);
    client.on('data', (d) => {
      if (!pair.silent) upstream.write(d);
    });
    upstream.on('data', (d) => {
      if (!pair.silent) client.write(d);
    });
    const close = () => {
      if (pair.silent) return; // the other side is left to find out for itself
      client.destroy();
      upstream.destroy();
      pairs.delete(pair);
    };
    for (const s of [client, upstream]) {
      s.on('close', close);
      s.on('error', close);
    }
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const url = new URL(target);
  url.hostname = '127.0.0.1';
  url.port = String((server.address() as net.AddressInfo).port);
  return {
    url: url.toString(),
    /** The connections open now fall silent; new ones pass as before. */
    silence() {
      for (const p of pairs) p.silent = true;
    },
    close() {
      for (const p of pairs) {
        p.client.destroy();
        p.upstream.destroy();
      }
      server.close();
    },
  };
}
