import { loadConfig } from '#config';
import { openDb } from '#db/db.ts';
import { migrate } from '#db/migrate.ts';
import { verifyAudit } from './audit.ts';

// `npm run audit:verify`: recomputes the audit log's hash chain on the database named by DATABASE_URL (or the
// embedded one under DATA_DIR); exits 1 when an entry was changed, removed or inserted out of turn.
const config = loadConfig();
const db = await openDb({ databaseUrl: config.databaseUrl, dataDir: config.dataDir, poolSize: 2 });
try {
  await migrate(db);
  const report = await verifyAudit(db);
  console.log(JSON.stringify(report, null, 2));
  process.exitCode = report.ok ? 0 : 1;
} finally {
  await db.close();
}
