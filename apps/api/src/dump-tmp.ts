import { buildApp } from '#app';
import { loadConfig } from '#config';
import { openPglite } from '#db/db.ts';

const db = await openPglite('memory://');
const config = loadConfig({ ...process.env, APP_MODE: 'sandbox', LOG_LEVEL: 'silent' });
const app = await buildApp({ config, db, logger: false });
await app.ready();
const r = await app.inject({ method: 'GET', url: '/api/docs/json' });
process.stdout.write(r.body);
await app.close();
await db.close();
