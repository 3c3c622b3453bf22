// Drops a database that scripts/create-db.mjs made on the server at ADMIN_DATABASE_URL (CI's, when it ends).
import pg from 'pg';

const admin = process.env.ADMIN_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const name = process.argv[2];
if (!name || !/^[a-z0-9_]+$/.test(name)) throw new Error(`bad database name ${name}`);
const client = new pg.Client({ connectionString: admin });
await client.connect();
await client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
await client.end();
