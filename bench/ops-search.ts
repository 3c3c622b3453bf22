// Benchmark: the operations console's customer search and customer page with a million customers (issue 25
// item 2). Seeds CUSTOMERS customers set-wise on the real server (Nigerian names from a few dozen first and
// last names, so a name matches hundreds to tens of thousands of people, as in life; a tenth are businesses;
// one NGN account and one history row each), then signs a support agent in through the API (password and
// TOTP) and times each kind of search and the customer page over HTTP, one request at a time, from one API
// process. Not part of `npm run bench` nor CI: the seeding alone takes minutes.
import { openPostgres } from '../apps/api/src/db/db.ts';
import { migrate } from '../apps/api/src/db/migrate.ts';
import { totpCode } from '../apps/api/src/modules/staff/totp.ts';
import { benchEnv, startApi } from './lib/api-server.ts';
import { loadAverage, round } from './lib/cpu.ts';
import { dropDatabase, freshDatabase } from './lib/database.ts';
import { writeResult } from './lib/results.ts';

const CUSTOMERS = Number(process.env.OPS_SEARCH_CUSTOMERS ?? 1_000_000);
const RUNS = Number(process.env.OPS_SEARCH_RUNS ?? 30);
const DB = 'owo_bench_ops_search';
// The p95 the console needs to feel instant while a customer waits on the phone.
const TARGET_EXACT_P95_MS = 50;
const TARGET_NAME_P95_MS = 300;
const TARGET_PAGE_P95_MS = 150;

const FIRST = [
  'Adaeze',
  'Adebayo',
  'Adewale',
  'Aisha',
  'Amaka',
  'Aminu',
  'Babajide',
  'Bisola',
  'Bolanle',
  'Chidi',
  'Chiamaka',
  'Chinedu',
  'Chioma',
  'Chukwuemeka',
  'Damilola',
  'Ebuka',
  'Efe',
  'Emeka',
  'Fatima',
  'Folake',
  'Funmilayo',
  'Gbenga',
  'Habiba',
  'Ibrahim',
  'Ifeoma',
  'Ikenna',
  'Kelechi',
  'Kemi',
  'Lola',
  'Musa',
  'Nkechi',
  'Ngozi',
  'Nnamdi',
  'Obinna',
  'Oluwaseun',
  'Olumide',
  'Onyeka',
  'Segun',
  'Sadiq',
  'Temitope',
  'Tobi',
  'Tunde',
  'Uche',
  'Usman',
  'Yetunde',
  'Yusuf',
  'Zainab',
  'Zara',
  'Halima',
  'Kunle',
];
const LAST = [
  'Abubakar',
  'Adeleke',
  'Adeyemi',
  'Afolabi',
  'Akande',
  'Aliyu',
  'Anyanwu',
  'Babatunde',
  'Balogun',
  'Bello',
  'Chukwu',
  'Danjuma',
  'Eze',
  'Ezeh',
  'Fashola',
  'Garba',
  'Ibekwe',
  'Ibrahim',
  'Idowu',
  'Igwe',
  'Ike',
  'Lawal',
  'Mohammed',
  'Musa',
  'Nwachukwu',
  'Nwankwo',
  'Nwosu',
  'Obi',
  'Odukoya',
  'Ogunleye',
  'Ojo',
  'Okafor',
  'Okeke',
  'Okonkwo',
  'Okoro',
  'Olaniyan',
  'Oladipo',
  'Onyekachi',
  'Oyelaran',
  'Salami',
  'Sani',
  'Shehu',
  'Suleiman',
  'Taiwo',
  'Uchenna',
  'Udeh',
  'Umar',
  'Usman',
  'Yakubu',
  'Yusuf',
];

async function seed(url: string) {
  const db = openPostgres(url, 1);
  const t0 = performance.now();
  try {
    await migrate(db);
    // Triggers off while seeding (the history rows' notification events are not what is measured here).
    await db.exec(`
      SET session_replication_role = replica;
      INSERT INTO users (phone, email, password_hash, type, firstname, middlename, lastname, business_name,
          referral_code, kyc_status, created_at, updated_at)
        SELECT '+234803' || lpad(g::text, 7, '0'),
          lower(f) || '.' || lower(l) || g || '@example.ng', 'bench: no sign-in',
          CASE WHEN g % 10 = 0 THEN 'business' ELSE 'personal' END,
          f, CASE WHEN g % 3 = 0 THEN m END, l,
          CASE WHEN g % 10 = 0 THEN l || ' ' || (ARRAY['Stores', 'Ventures', 'Foods', 'Logistics', 'Farms'])[1 + g % 5] || ' Ltd' END,
          'OPSB' || g, (ARRAY['verified', 'verified', 'none', 'in_review'])[1 + g % 4],
          now() - make_interval(secs => ${CUSTOMERS} - g), now()
        -- Names spread over the years as people join (ids in g order: no join to reorder the rows).
        FROM generate_series(1::bigint, ${CUSTOMERS}) g,
          LATERAL (SELECT (ARRAY['${FIRST.join("','")}'])[1 + (g * 7919) % ${FIRST.length}] AS f,
                          (ARRAY['${FIRST.join("','")}'])[1 + (g * 104729) % ${FIRST.length}] AS m,
                          (ARRAY['${LAST.join("','")}'])[1 + (g * 15485863 / 7) % ${LAST.length}] AS l) n
        ORDER BY g;
      INSERT INTO accounts (kind, user_id, currency, account_number, bank_name, account_name, balance_minor)
        SELECT 'customer', id, 'NGN', '9' || lpad(id::text, 9, '0'), 'Owo MFB',
          coalesce(business_name, firstname || ' ' || lastname), 0
        FROM users WHERE referral_code LIKE 'OPSB%';
      INSERT INTO transactions (user_id, account_id, direction, rail, status, currency, amount_minor, reference,
          counterparty_name, narration, created_at, updated_at)
        SELECT a.user_id, a.id, 'credit', 'inflow', 'failed', 'NGN', 100000,
          'OWO-INFLOW-20261101-' || upper(lpad(to_hex(a.id), 10, '0')), 'Bench funding', 'bench', now(), now()
        FROM accounts a JOIN users u ON u.id = a.user_id WHERE u.referral_code LIKE 'OPSB%';
      SET session_replication_role = origin;
    `);
    await db.exec('VACUUM ANALYZE');
    return round((performance.now() - t0) / 1000);
  } finally {
    await db.close();
  }
}

interface Samples {
  phones: string[];
  emails: string[];
  accounts: string[];
  references: string[];
  names: string[];
  uuids: string[];
}

async function samples(url: string): Promise<Samples> {
  const db = openPostgres(url, 1);
  try {
    const { rows } = await db.query<{
      phone: string;
      email: string;
      account_number: string;
      reference: string;
      name: string;
      uuid: string;
    }>(
      `SELECT u.phone, u.email, a.account_number, t.reference, u.firstname || ' ' || u.lastname AS name,
         u.uuid::text AS uuid
       FROM users u TABLESAMPLE SYSTEM (1) JOIN accounts a ON a.user_id = u.id JOIN transactions t ON t.user_id = u.id
       LIMIT $1`,
      [RUNS],
    );
    return {
      // The number as a customer reads it: national format with spaces.
      phones: rows.map((r) => `0${r.phone.slice(4, 7)} ${r.phone.slice(7, 10)} ${r.phone.slice(10)}`),
      emails: rows.map((r) => r.email.toUpperCase()),
      accounts: rows.map((r) => r.account_number),
      references: rows.map((r) => r.reference.toLowerCase()),
      names: rows.map((r) => r.name),
      uuids: rows.map((r) => r.uuid),
    };
  } finally {
    await db.close();
  }
}

interface Timing {
  p50Ms: number;
  p95Ms: number;
  maxMs: number;
  /** What the searches found, on average (a name finds many). */
  meanFound?: number;
}

function summarise(ms: number[], found: number[] = []): Timing {
  const s = [...ms].sort((a, b) => a - b);
  const at = (p: number) => round(s[Math.min(s.length - 1, Math.floor(p * s.length))]!);
  return {
    p50Ms: at(0.5),
    p95Ms: at(0.95),
    maxMs: round(s.at(-1)!),
    ...(found.length ? { meanFound: Math.round(found.reduce((a, b) => a + b, 0) / found.length) } : {}),
  };
}

async function main() {
  // OPS_SEARCH_REUSE=1 times a database a run kept with OPS_SEARCH_KEEP=1 (seeding takes minutes).
  const reuse = Boolean(process.env.OPS_SEARCH_REUSE);
  const url = reuse ? `postgres://postgres@127.0.0.1:5432/${DB}` : freshDatabase(DB);
  const loadBefore = loadAverage();
  console.log(reuse ? 'reusing the seeded database' : `seeding ${CUSTOMERS.toLocaleString()} customers…`);
  const seedSeconds = reuse ? null : await seed(url);
  console.log(`seeded in ${seedSeconds} s`);
  const sample = await samples(url);
  const api = await startApi(benchEnv(url));
  try {
    const call = async (token: string | null, method: string, path: string, body?: unknown) => {
      const t0 = performance.now();
      const r = await fetch(`${api.url}/api${path}`, {
        method,
        headers: {
          ...(token ? { authorization: `Bearer ${token}` } : {}),
          ...(body ? { 'content-type': 'application/json' } : {}),
        },
        body: body ? JSON.stringify(body) : undefined,
      });
      const json = (await r.json()) as { data: { total?: number } };
      const ms = performance.now() - t0;
      if (r.status !== 200) {
        throw new Error(
          `${method} ${path}: ${r.status} ${JSON.stringify(json)}\n${api.output().slice(-3000)}`,
        );
      }
      return { ms, data: json.data };
    };
    const email = `bench-support-${Date.now()}@staff.owo.test`;
    const made = await call(null, 'POST', '/sandbox/staff', { email, role: 'support' });
    const { password, totp_secret } = made.data as unknown as { password: string; totp_secret: string };
    const login = await call(null, 'POST', '/ops/auth/login', {
      email,
      password,
      totp: totpCode(totp_secret),
    });
    const token = (login.data as unknown as { token: string }).token;

    const search = async (terms: string[], extra = '') => {
      const ms: number[] = [];
      const found: number[] = [];
      for (const q of terms) {
        const r = await call(token, 'GET', `/ops/customers?q=${encodeURIComponent(q)}${extra}`);
        ms.push(r.ms);
        found.push(r.data.total ?? 0);
      }
      return { ...summarise(ms, found), zeroHits: found.filter((n) => n === 0).length };
    };
    const repeat = (term: string) => Array.from({ length: RUNS }, () => term);
    // Warm the pool and the plans.
    await search(sample.phones.slice(0, 5));
    const results = {
      phone: await search(sample.phones),
      email: await search(sample.emails),
      accountNumber: await search(sample.accounts),
      reference: await search(sample.references),
      fullName: await search(sample.names),
      commonFirstName: await search(repeat('Chinedu')),
      threeLetters: await search(repeat('ade')),
      nameFifthPage: await search(sample.names, '&page=5'),
      newestFirstPage: await search(repeat('')),
      newestPage400: await search(repeat(''), '&page=400'),
    };
    const pages: number[] = [];
    for (const uuid of sample.uuids) {
      await call(token, 'POST', `/ops/customers/${uuid}/access`, {
        reason: 'Benchmark of the customer page',
      });
      pages.push((await call(token, 'GET', `/ops/customers/${uuid}`)).ms);
    }
    const customerPage = summarise(pages);
    const exact = [results.phone, results.email, results.accountNumber, results.reference];
    const names = [results.fullName, results.commonFirstName, results.threeLetters, results.nameFifthPage];
    const lists = [results.newestFirstPage, results.newestPage400, customerPage];
    const pass =
      exact.every((r) => r.p95Ms <= TARGET_EXACT_P95_MS && r.zeroHits === 0) &&
      names.every((r) => r.p95Ms <= TARGET_NAME_P95_MS) &&
      lists.every((r) => r.p95Ms <= TARGET_PAGE_P95_MS);
    writeResult('ops-search', {
      customers: CUSTOMERS,
      runsEach: RUNS,
      seedSeconds,
      targets: {
        exactP95Ms: TARGET_EXACT_P95_MS,
        nameP95Ms: TARGET_NAME_P95_MS,
        pageP95Ms: TARGET_PAGE_P95_MS,
      },
      search: results,
      customerPage,
      loadBefore,
      loadAfter: loadAverage(),
      pass,
    });
    if (!pass) process.exitCode = 1;
  } finally {
    await api.stop();
    if (!process.env.OPS_SEARCH_KEEP) await dropDatabase(DB);
  }
}

await main();
