import { randomBytes } from 'node:crypto';
import { openPostgres } from '#db/db.ts';
import { createTestApp, type TestApp } from './harness.ts';

/**
 * A test app on a database of its own on the real server (a private PGlite copy otherwise, as always): for
 * files whose worker acts on the whole database (monitoring reads every customer's history, and its rules
 * are global), so that neither they nor the suite's other files see each other's work.
 */
export async function createOwnTestApp(opts: Parameters<typeof createTestApp>[0] = {}): Promise<TestApp> {
  const shared = process.env.TEST_DATABASE_URL;
  if (!shared) return createTestApp(opts);
  const name = `owo_own_${process.pid}_${randomBytes(4).toString('hex')}`;
  const admin = openPostgres(shared, 1);
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.close();
  process.env.TEST_DATABASE_URL = Object.assign(new URL(shared), { pathname: `/${name}` }).toString();
  let t: TestApp;
  try {
    t = await createTestApp(opts);
  } finally {
    process.env.TEST_DATABASE_URL = shared;
  }
  return {
    ...t,
    async close() {
      try {
        await t.close();
      } finally {
        const drop = openPostgres(shared, 1);
        await drop.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
        await drop.close();
      }
    },
  };
}
