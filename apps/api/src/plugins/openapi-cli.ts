import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { buildApp } from '#app';
import { loadConfig } from '#config';
import { openPglite } from '#db/db.ts';
import { generateClientTypes, OPENAPI_TYPES_FILE } from '#test/openapi-client.ts';

/**
 * `npm run lint:openapi`: builds the app in-process (sandbox mode, an empty in-memory database: the document
 * needs no data), takes the document it serves and lints it with Redocly (redocly.yaml, offline).
 * `npm run lint:openapi -- --write-types` also rewrites the typed client's types from it.
 */
async function servedDocument(): Promise<unknown> {
  const db = await openPglite('memory://');
  const config = loadConfig({ ...process.env, APP_MODE: 'sandbox', LOG_LEVEL: 'silent' });
  const app = await buildApp({ config, db, logger: false });
  try {
    await app.ready();
    const res = await app.inject({ method: 'GET', url: '/api/docs/json' });
    if (res.statusCode !== 200) throw new Error(`/api/docs/json answered ${res.statusCode}`);
    return res.json();
  } finally {
    await app.close();
    await db.close();
  }
}

const document = await servedDocument();
if (process.argv.includes('--write-types')) {
  writeFileSync(OPENAPI_TYPES_FILE, await generateClientTypes(document));
  console.log(`wrote ${path.relative(process.cwd(), OPENAPI_TYPES_FILE)}`);
}
const dir = mkdtempSync(path.join(tmpdir(), 'owo-openapi-'));
try {
  const file = path.join(dir, 'openapi.json');
  writeFileSync(file, JSON.stringify(document, null, 2));
  const root = path.resolve(import.meta.dirname, '../../../..');
  const result = spawnSync(
    process.execPath,
    [
      path.join(root, 'node_modules/@redocly/cli/bin/cli.js'),
      'lint',
      file,
      '--config',
      path.join(root, 'redocly.yaml'),
    ],
    {
      stdio: 'inherit',
      env: { ...process.env, REDOCLY_TELEMETRY: 'off', REDOCLY_SUPPRESS_UPDATE_NOTICE: 'true' },
    },
  );
  process.exitCode = result.status ?? 1;
} finally {
  rmSync(dir, { recursive: true, force: true });
}
