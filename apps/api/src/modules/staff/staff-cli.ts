import { parseArgs } from 'node:util';
import { STAFF_ROLES, type StaffRole } from '@owo/contract/ops';
import QRCode from 'qrcode';
import { loadConfig } from '#config';
import { openDb } from '#db/db.ts';
import { migrate } from '#db/migrate.ts';
import { sandboxRails } from '#rails/sandbox-rails.ts';
import { createStaff } from './staff-service.ts';

// `npm run ops:staff -- add --email … --role …`: creates a staff member on the database named by DATABASE_URL
// (or the embedded one under DATA_DIR), prints their first password and the enrolment QR code for an
// authenticator app. Recorded in the audit log as done by "ops:staff (<the machine's user>)".
const { positionals, values } = parseArgs({
  allowPositionals: true,
  options: { email: { type: 'string' }, role: { type: 'string' } },
});
const role = values.role as StaffRole | undefined;
if (positionals[0] !== 'add' || !values.email || !role || !STAFF_ROLES.includes(role)) {
  console.error(`usage: npm run ops:staff -- add --email <email> --role <${STAFF_ROLES.join('|')}>`);
  process.exit(2);
}
const config = loadConfig();
if (!process.env.STAFF_TOTP_KEY) {
  console.warn(
    'STAFF_TOTP_KEY is not set: the code secret is sealed under the sandbox key, which only a sandbox server opens.\n' +
      "For a production server, run this with the server's environment (see the README).\n",
  );
}
const db = await openDb({ databaseUrl: config.databaseUrl, dataDir: config.dataDir, poolSize: 2 });
try {
  await migrate(db);
  const who = process.env.USER ?? process.env.LOGNAME ?? 'unknown';
  const made = await createStaff(
    { db, config, rails: sandboxRails(config) },
    { email: values.email, role },
    { actor: `ops:staff (${who})` },
  );
  console.log(`Staff member ${made.email} (${made.role}) created.\n`);
  console.log(`First password (shown once; give it to them in person): ${made.password}\n`);
  console.log('Scan this with an authenticator app (Google Authenticator, 1Password, Aegis…):\n');
  console.log(await QRCode.toString(made.otpauthUri, { type: 'terminal', small: true }));
  console.log(`Or enter the key by hand: ${made.totpSecret}\n`);
  console.log('Then sign in at /ops with the email, the password and the 6-digit code.');
} catch (e) {
  console.error((e as Error).message);
  process.exitCode = 1;
} finally {
  await db.close();
}
