import { parseArgs } from 'node:util';
import { loadConfig } from '#config';
import { openDb } from '#db/db.ts';
import { migrate } from '#db/migrate.ts';
import type { ListFormat } from './list-formats.ts';
import { loadList } from './load-list.ts';

// `npm run sanctions:load -- --file consolidated.xml [--name "UN consolidated list"] [--format un-xml]`:
// loads a watch list (UN consolidated list XML; OpenSanctions targets.simple.csv or FollowTheMoney JSON lines)
// into the database named by DATABASE_URL (or the embedded one under DATA_DIR) and puts it in force in place
// of the list of the same name, in one transaction.
const { values } = parseArgs({
  options: {
    file: { type: 'string' },
    name: { type: 'string' },
    format: { type: 'string' },
  },
});
if (!values.file) {
  console.error(
    'usage: npm run sanctions:load -- --file <path> [--name <list name>] [--format un-xml|opensanctions-csv|opensanctions-json]',
  );
  process.exit(2);
}
const formats = ['un-xml', 'opensanctions-csv', 'opensanctions-json'];
if (values.format && !formats.includes(values.format)) {
  console.error(`--format must be one of ${formats.join(', ')}`);
  process.exit(2);
}
const config = loadConfig();
const db = await openDb({ databaseUrl: config.databaseUrl, dataDir: config.dataDir, poolSize: 2 });
try {
  await migrate(db);
  const started = Date.now();
  const result = await loadList(db, {
    file: values.file,
    ...(values.name ? { name: values.name } : {}),
    ...(values.format ? { format: values.format as ListFormat } : {}),
  });
  console.log(JSON.stringify({ ...result, seconds: (Date.now() - started) / 1000 }, null, 2));
} finally {
  await db.close();
}
