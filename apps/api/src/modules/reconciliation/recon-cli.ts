import { createHash } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { parseArgs } from 'node:util';
import { lagosDateSchema, reconRailSchema } from '@owo/contract/reconciliation';
import { loadConfig } from '#config';
import { openDb } from '#db/db.ts';
import { migrate } from '#db/migrate.ts';
import { AppError } from '#lib/errors.ts';
import { importSettlementFile } from './recon-service.ts';

// `npm run recon -- --rail nip --date 2026-05-14 --file nip-settlement-2026-05-14.csv`: imports a partner's
// settlement file into the database named by DATABASE_URL (or the embedded one under DATA_DIR), streaming it,
// and prints the result (the same as the console's upload). Exit code 1 when the file is refused.

const usage =
  'usage: npm run recon -- --rail nip|usd|momo|card|bills --date YYYY-MM-DD --file <settlement.csv>';

/** SHA-256 of a file, read as a stream. */
async function sha256Of(file: string): Promise<string> {
  const hash = createHash('sha256');
  for await (const chunk of createReadStream(file)) hash.update(chunk as Buffer);
  return hash.digest('hex');
}

const { values } = parseArgs({
  options: { rail: { type: 'string' }, date: { type: 'string' }, file: { type: 'string' } },
});
const rail = reconRailSchema.safeParse(values.rail);
const date = lagosDateSchema.safeParse(values.date);
if (!rail.success || !date.success || !values.file) {
  console.error(usage);
  process.exit(2);
}
const file = values.file;
const sha256 = await sha256Of(file);
const config = loadConfig();
const db = await openDb({ databaseUrl: config.databaseUrl, dataDir: config.dataDir, poolSize: 2 });
try {
  await migrate(db);
  const data = await importSettlementFile(
    { db },
    {
      rail: rail.data,
      date: date.data,
      sha256,
      open: () => createReadStream(file),
      source: 'cli',
      staffId: null,
    },
  );
  console.log(JSON.stringify({ ...data, breaks: data.breaks.slice(0, 50) }, null, 2));
} catch (err) {
  if (!(err instanceof AppError)) throw err;
  console.error(err.message);
  process.exitCode = 1;
} finally {
  await db.close();
}
