import { loadConfig } from '#config';
import { openDb } from '#db/db.ts';
import { migrate } from '#db/migrate.ts';
import { verifyAudit } from './audit.ts';

// `npm run audit:verify`: recomputes the audit log's hash chain on the database named by DATABASE_URL (or the
// embedded one under DATA_DIR); exits 1 when an entry was changed, removed or inserted out of turn, or a head kept
// at a day's close (or given with --head) is no longer in the log. It prints the head now: keep it elsewhere.
const config = loadConfig();
const db = await openDb({ databaseUrl: config.databaseUrl, dataDir: config.dataDir, poolSize: 2 });
try {
  await migrate(db);
  // `-- --head <id>:<hash>`: a head printed by an earlier check and kept off the database.
  const given = process.argv
    .slice(2)
    .find((_arg, i, all) => all[i - 1] === '--head')
    ?.split(':');
  if (given && (given.length !== 2 || !/^\d+$/.test(given[0]!) || !/^[0-9a-f]{64}$/.test(given[1]!))) {
    throw new Error('--head takes <id>:<hash> as an earlier check printed it');
  }
  const report = await verifyAudit(db, given ? { given: { id: given[0]!, hash: given[1]! } } : {});
  console.log(JSON.stringify(report, null, 2));
  process.exitCode = report.ok ? 0 : 1;
} finally {
  await db.close();
}
