import { mkdirSync, rmSync } from 'node:fs';
import path from 'node:path';
import { openPglite, openPostgres } from '#db/db.ts';
import { migrate } from '#db/migrate.ts';
import { ensureSandboxLists } from '#modules/screening/load-list.ts';

// OWO_TEST_TEMPLATE_DIR lets two runs on one machine keep their own template (each run rebuilds its own).
export const TEMPLATE_DIR = path.resolve(
  process.env.OWO_TEST_TEMPLATE_DIR ?? path.join(import.meta.dirname, '../../../../.tmp/pglite-template'),
);

// Creating a PGlite database costs seconds (initdb); do it once, migrated and with the sandbox's watch lists in
// force, and let each test file copy it (each app's own ensureSandboxLists then finds them loaded, instead of
// parsing and indexing the lists again in every file). On a real server (TEST_DATABASE_URL) the suite shares one
// database, prepared once here, so that `npm run ledger:verify` afterwards checks everything the suite did.
export default async function setup() {
  const url = process.env.TEST_DATABASE_URL;
  if (url) {
    const db = openPostgres(url, 2);
    await migrate(db);
    await ensureSandboxLists(db);
    await db.close();
    return;
  }
  rmSync(TEMPLATE_DIR, { recursive: true, force: true });
  mkdirSync(path.dirname(TEMPLATE_DIR), { recursive: true });
  const db = await openPglite(TEMPLATE_DIR);
  await migrate(db);
  await ensureSandboxLists(db);
  await db.close();
}
