import { loadConfig } from '#config';
import { openDb } from './db.ts';
import { migrate } from './migrate.ts';

const config = loadConfig();
const db = await openDb({ databaseUrl: config.databaseUrl, dataDir: config.dataDir, poolSize: 2 });
try {
  const ran = await migrate(db);
  console.log(ran.length ? `applied ${ran.join(', ')}` : 'up to date');
} finally {
  await db.close();
}
