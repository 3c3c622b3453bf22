import { loadConfig } from '#config';
import { openDb } from '#db/db.ts';
import { migrate } from '#db/migrate.ts';
import { verifyLedger } from './verify.ts';

// `npm run ledger:verify`: checks the database named by DATABASE_URL, or the embedded one under DATA_DIR.
const config = loadConfig();
const db = await openDb({ databaseUrl: config.databaseUrl, dataDir: config.dataDir, poolSize: 2 });
try {
  await migrate(db);
  const report = await verifyLedger(db);
  const where = config.databaseUrl ? config.databaseUrl.replace(/\/\/[^@]*@/, '//') : config.dataDir;
  console.log(JSON.stringify({ database: where, ...report }, null, 2));
  process.exitCode = report.ok ? 0 : 1;
} finally {
  await db.close();
}
