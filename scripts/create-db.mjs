// Creates a fresh, uniquely named database on the server at ADMIN_DATABASE_URL and prints its URL.
import pg from 'pg';

const admin = process.env.ADMIN_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const name = process.argv[2] ?? `owo_ci_${Date.now()}_${process.pid}`;
if (!/^[a-z0-9_]+$/.test(name)) throw new Error(`bad database name ${name}`);
const client = new pg.Client({ connectionString: admin });
await client.connect();
await client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
await client.query(`CREATE DATABASE ${name}`);
await client.end();
const url = new URL(admin);
url.pathname = `/${name}`;
console.log(url.toString());
