import { randomBytes } from 'node:crypto';
import { cpSync, mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { TEMPLATE_DIR } from '#test/global-setup.ts';
import { type Db, openPglite, openPostgres } from './db.ts';
import { migrate } from './migrate.ts';

/** A brand-new, empty database of the kind under test, and a way to drop it. */
async function emptyDatabase(): Promise<{ open: () => Promise<Db>; drop: () => Promise<void> }> {
  const url = process.env.TEST_DATABASE_URL;
  if (url) {
    const name = `owo_migrate_${randomBytes(4).toString('hex')}`;
    const admin = openPostgres(url, 1);
    await admin.query(`CREATE DATABASE ${name}`);
    const target = new URL(url);
    target.pathname = `/${name}`;
    return {
      open: async () => openPostgres(target.toString(), 5),
      drop: async () => {
        await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
        await admin.close();
      },
    };
  }
  const dir = mkdtempSync(path.join(os.tmpdir(), 'owo-migrate-'));
  return { open: () => openPglite(dir), drop: async () => rmSync(dir, { recursive: true, force: true }) };
}

describe('migrations', () => {
  it('apply once, record themselves, and do nothing the second time', async () => {
    const fresh = await emptyDatabase();
    const db = await fresh.open();
    try {
      const first = await migrate(db);
      expect(first[0]).toBe('001_core.sql');
      expect(await migrate(db)).toEqual([]);
      const { rows } = await db.query<{ n: bigint }>('SELECT count(*) AS n FROM schema_migrations');
      expect(Number(rows[0]!.n)).toBe(first.length);
    } finally {
      await db.close();
      await fresh.drop();
    }
  }, 120_000);

  it.runIf(Boolean(process.env.TEST_DATABASE_URL))(
    'are safe from two processes at once (advisory lock)',
    async () => {
      const fresh = await emptyDatabase();
      const a = await fresh.open();
      const b = await fresh.open();
      try {
        const [ra, rb] = await Promise.all([migrate(a), migrate(b)]);
        // One of them applied everything, the other found nothing left to do.
        expect([ra.length, rb.length].sort()).toEqual([0, ra.length + rb.length]);
      } finally {
        await a.close();
        await b.close();
        await fresh.drop();
      }
    },
  );

  it.runIf(!process.env.TEST_DATABASE_URL)(
    'leave the migrated template unchanged when run again',
    async () => {
      const dir = mkdtempSync(path.join(os.tmpdir(), 'owo-tpl-'));
      cpSync(TEMPLATE_DIR, dir, { recursive: true });
      const db = await openPglite(dir);
      try {
        expect(await migrate(db)).toEqual([]);
      } finally {
        await db.close();
        rmSync(dir, { recursive: true, force: true });
      }
    },
  );
});
