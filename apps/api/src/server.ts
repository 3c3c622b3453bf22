import { mkdirSync } from 'node:fs';
import { loadConfig, unsupportedRuntime } from './config.ts';
import { openDb } from './db/db.ts';
import { migrate } from './db/migrate.ts';

// The process: configuration, database, migrations, the app, and a graceful close on signals.
const config = loadConfig();
// Real customers' money never moves on sandbox rails. This build ships only sandbox adapters
// (SMS, BVN, NIP, eNaira, USD wire, mobile money, FX, card issuer), so production stops here.
const runtimeProblem = config.mode === 'production' ? unsupportedRuntime(process.versions.node) : null;
if (runtimeProblem) {
  console.error(`APP_MODE=production refuses to start: ${runtimeProblem}.`);
  process.exit(1);
}
if (config.mode === 'production') {
  console.error(
    'APP_MODE=production refuses to start on sandbox rails: no production rail adapters are configured.',
  );
  process.exit(1);
}
if (!config.databaseUrl) mkdirSync(config.dataDir, { recursive: true });
// Opening the embedded database (reading and compiling PostgreSQL's WebAssembly, then its start) is most of
// start-up, so it begins first and the web framework and our modules load meanwhile.
const opening = openDb({
  databaseUrl: config.databaseUrl,
  dataDir: config.dataDir,
  poolSize: config.databasePoolSize,
  retryMs: config.databaseRetryMs,
});
opening.catch(() => {}); // awaited below; this only stops an early failure counting as unhandled
const { buildApp } = await import('./app.ts');
const db = await opening;
await migrate(db);
// The sandbox's watch lists (fictitious people) are in force from the first request; production loads real
// lists with `npm run sanctions:load` (decision 024).
if (config.mode === 'sandbox') {
  const { ensureSandboxLists } = await import('./modules/screening/load-list.ts');
  await ensureSandboxLists(db);
}
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
