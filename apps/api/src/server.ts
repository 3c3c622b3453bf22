import { mkdirSync } from 'node:fs';
import { buildApp } from './app.ts';
import { loadConfig } from './config.ts';
import { openDb } from './db/db.ts';
import { migrate } from './db/migrate.ts';

// The process: configuration, database, migrations, the app, and a graceful close on signals.
const config = loadConfig();
if (!config.databaseUrl) mkdirSync(config.dataDir, { recursive: true });
const db = await openDb({
  databaseUrl: config.databaseUrl,
  dataDir: config.dataDir,
  poolSize: config.databasePoolSize,
});
await migrate(db);
const app = await buildApp({ config, db, startWorker: true });

let closing = false;
async function close(signal: string) {
  if (closing) return;
  closing = true;
  app.log.info({ signal }, 'shutting down');
  const force = setTimeout(() => process.exit(1), 10_000);
  force.unref();
  await app.close();
  await db.close();
  process.exit(0);
}
process.on('SIGINT', () => void close('SIGINT'));
process.on('SIGTERM', () => void close('SIGTERM'));

await app.listen({ port: config.port, host: config.host });
app.log.info(
  { mode: config.mode, database: config.databaseUrl ? 'postgres' : `pglite:${config.dataDir}` },
  `${config.brandName} listening on http://localhost:${config.port}`,
);
