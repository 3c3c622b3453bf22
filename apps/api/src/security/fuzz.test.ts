import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sha256 } from '#lib/crypto.ts';
import { createSession } from '#modules/auth/sessions-repository.ts';
import { payersIdle } from '#modules/payouts/payouts-pay.ts';
import { pinHmac } from '#money';
import { nubanCheckDigit } from '#rails/nuban.ts';
import {
  type Customer,
  call,
  createTestApp,
  deposit,
  signUp,
  TEST_DEVICE_ID,
  type TestApp,
} from '#test/harness.ts';
import {
  type FuzzRequest,
  type FuzzRoute,
  type JsonSchema,
  type KnownValues,
  requestArbitrary,
} from './fuzz-arbitraries.ts';
import { FILE_ROUTES, loadVictimResources, STREAM_ROUTES, type VictimResources } from './routes.ts';

// Hostile input (bad input never yields a 500): requests generated from the contract's schemas
// (through the OpenAPI document) and broken on purpose. Every reply must be in the envelope, none 5xx, and
// a refused request must leave every balance and the journal as they were.

const RUNS = Number(process.env.FUZZ_RUNS ?? 10_000);
const SEED = Number(process.env.FUZZ_SEED ?? Date.now() % 2 ** 31);

let t: TestApp;
let victim: Customer;
let other: Customer;
let victimId: bigint;
let resources: VictimResources;
let passwordHash: string;

beforeAll(async () => {
  t = await createTestApp();
  victim = await signUp(t, { pin: '2580', kyc: true, deposit: 500_000 });
  other = await signUp(t, { pin: '2580', kyc: true });
  resources = await loadVictimResources(t, victim, other);
  const { rows } = await t.db.query<{ id: bigint; password_hash: string }>(
    'SELECT id, password_hash FROM users WHERE uuid = $1',
    [victim.userUuid],
  );
  victimId = rows[0]!.id;
  passwordHash = rows[0]!.password_hash;
});
afterAll(() => t.close());

function inlineRefs(value: unknown, schemas: Record<string, unknown>, depth = 0): unknown {
  if (Array.isArray(value)) return value.map((v) => inlineRefs(v, schemas, depth));
  if (!value || typeof value !== 'object') return value;
  const ref = (value as { $ref?: string }).$ref;
  if (typeof ref === 'string' && ref.startsWith('#/components/schemas/')) {
    return depth > 8 ? {} : inlineRefs(schemas[ref.slice(21)], schemas, depth + 1);
  }
  return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, inlineRefs(v, schemas, depth)]));
}

/** Routes from the app's own table, with schemas from the OpenAPI document built from the contract. */
async function fuzzRoutes(): Promise<FuzzRoute[]> {
  const served = (await t.app.inject({ method: 'GET', url: '/api/docs/json' })).json();
  // Named shapes are `$ref`s to components: inline them, so the arbitraries see plain schemas.
  const doc = inlineRefs(served, served.components.schemas) as {
    paths: Record<
      string,
      Record<
        string,
        {
          requestBody?: { content: Record<string, { schema: JsonSchema }> };
          parameters?: Array<{ in: string; name: string; schema: JsonSchema }>;
        }
      >
    >;
  };
  return t.app.routeTable
    .filter((r) => r.url.startsWith('/api/') && !STREAM_ROUTES.has(`${r.method} ${r.url}`))
    .map((r) => {
      const openApiPath = r.url.slice(4).replace(/:([a-z_]+)/g, '{$1}');
      const op = doc.paths[openApiPath]?.[r.method.toLowerCase()];
      const query = Object.fromEntries(
        (op?.parameters ?? []).filter((p) => p.in === 'query').map((p) => [p.name, p.schema]),
      );
      return {
        method: r.method,
        url: r.url,
        auth: r.auth,
        body: op?.requestBody?.content['application/json']?.schema ?? null,
        query,
        params: [...r.url.matchAll(/:([a-z_]+)/g)].map((m) => m[1]!),
        weight: /login|password|complete/.test(r.url) ? 1 : 3,
      };
    });
}

function knownValues(): KnownValues {
  const external = (bank: string) => {
    const serial = '123456789';
    return `${serial}${nubanCheckDigit(bank, serial)}`;
  };
  return {
    country_code: fc.constant('NG'),
    phone: fc.constantFrom(victim.phone, other.phone, '08031234567'),
    otp: fc.constantFrom('1234', 1234),
    email: fc.constantFrom(victim.email, 'new@example.ng'),
    password: fc.constantFrom(victim.password, 'Newpass123'),
    password_confirmation: fc.constantFrom(victim.password, 'Newpass123'),
    current_password: fc.constant(victim.password),
    pin: fc.constantFrom('2580', 2580),
    confirm_pin: fc.constantFrom('2580', 2580),
    pin_confirmation: fc.constantFrom('2580', 2580),
    current_pin: fc.constant('2580'),
    // Not ₦999: the rail refuses that one and a reversal (run by another test file's worker on the shared
    // server) would credit the victim in the middle of the check.
    amount: fc.constantFrom('100', 150.5, 5000, '100.00', 20, '0.01'),
    account_number: fc.constantFrom(other.accountNumber, victim.accountNumber, external('058'), '12345678'),
    bank_code: fc.constantFrom('090999', '058', '044', '999999'),
    bank_name: fc.constantFrom('Owo MFB', 'Guaranty Trust Bank'),
    currency: fc.constantFrom('NGN', 'USD', 'GHS', 'ngn'),
    alias: fc.constantFrom('ada.obi', 'unknown', 'x'),
    number: fc.constantFrom('0241234567', '0000000000'),
    issuer: fc.constantFrom('MTN', 'VODAFONE'),
    bvn: fc.constantFrom('22212345678', '00000000000'),
    dob: fc.constantFrom('1990-01-01', '2990-01-01'),
    document_type_id: fc.constantFrom(1, 2, 99),
    routing_number: fc.constantFrom('021000021', '123456789'),
    swift_code: fc.constantFrom('CHASUS33', 'BAD'),
    delivery_type: fc.constantFrom('ACH', 'Domestic Wire'),
    type: fc.constantFrom('personal', 'business'),
    // Bills: known billers, plans and customer numbers (a phone, a meter, a smartcard, all zeros).
    biller: fc.constantFrom('mtn-airtime', 'mtn-data', 'ikeja-electric-prepaid', 'dstv', 'nepa'),
    product: fc.constantFrom('mtn-1gb-1d', 'dstv-padi', 'none'),
    customer_id: fc.constantFrom(victim.phone, '45012345678', '7012345678', '00000000000'),
    category: fc.constantFrom('airtime', 'data', 'electricity', 'cable', 'water'),
    // Statements: a period, an impossible date, one too long, an inverted one, and the two formats.
    from: fc.constantFrom('2026-01-01', '2020-02-30', '2024-01-01'),
    to: fc.constantFrom('2026-03-31', '2025-12-31', '2026-12-31'),
    format: fc.constantFrom('pdf', 'csv', 'xls'),
  };
}

function paramArbitrary(route: FuzzRoute, name: string): fc.Arbitrary<string> {
  try {
    return fc.oneof(fc.constant(resources.idFor(route.url, name)), fc.uuid());
  } catch {
    return fc.oneof(fc.constantFrom('GHS', 'NGN', '1'), fc.uuid());
  }
}

/**
 * Where the fuzzed customers' money stands: the last entry that touched their accounts and their balances.
 * Scoped to them, because on the shared real server other test files move money at the same time.
 */
async function ledgerMark() {
  const { rows } = await t.db.query<{ mark: string }>(
    `SELECT (SELECT max(p.entry_id) FROM postings p JOIN accounts a ON a.id = p.account_id
              WHERE a.account_number = ANY($1::text[]))::text || '/' ||
            (SELECT string_agg(balance_minor::text, ',' ORDER BY id) FROM accounts
              WHERE account_number = ANY($1::text[])) AS mark`,
    [[victim.accountNumber, other.accountNumber]],
  );
  return rows[0]!.mark;
}

/**
 * Puts the victim back as the fuzzer expects: known password and PIN, no lock, money to spend, and their token
 * live (a fuzzed sign-out of their device, or a takeover, revokes it; the fuzzer wants later calls to reach
 * the routes behind the session).
 */
async function repair(req: FuzzRequest, status: number) {
  const path = req.route.url;
  if (status === 200) {
    await t.db.query(
      'UPDATE sessions SET revoked_at = NULL WHERE token_hash = $1 AND revoked_at IS NOT NULL',
      [sha256(victim.token)],
    );
  }
  if (status === 423 || (status === 200 && /password|pin\/(update|reset)/.test(path))) {
    await t.db.query(
      `UPDATE users SET password_hash = $2, pin_hmac = $3, pin_failed_attempts = 0, pin_locked_until = NULL,
         login_failed_attempts = 0, login_locked_until = NULL WHERE id = $1`,
      [String(victimId), passwordHash, pinHmac(t.app.deps, victim.userUuid, '2580')],
    );
  }
  if (status === 200 && /\/security\//.test(path)) {
    // A fuzzed freeze or own daily limit would refuse the victim's later sends: the fuzzer wants them to reach the ledger.
    await t.db.query(
      `UPDATE users SET frozen_at = NULL, own_daily_limit_minor = NULL, own_limit_next_minor = NULL,
         own_limit_next_at = NULL WHERE id = $1`,
      [String(victimId)],
    );
  }
  if (status === 429) {
    const keys = [
      `lookup:${victimId}`,
      `login:+234${victim.phone.slice(1)}`,
      `login:${victim.email.toLowerCase()}`,
    ];
    await t.db.query('DELETE FROM rate_limits WHERE key = ANY($1::text[])', [keys]);
  }
}

describe('fuzzer', () => {
  it(`answers ${RUNS} hostile requests in the envelope, never 5xx, and refusals move no money`, async () => {
    const routes = await fuzzRoutes();
    expect(routes.length).toBeGreaterThan(20);
    const failures: string[] = [];
    const byStatus = new Map<number, number>();
    const batch = 500;
    const started = performance.now();
    let mark = await ledgerMark();
    for (let done = 0; done < RUNS; done += batch) {
      const arb = requestArbitrary(routes, knownValues(), paramArbitrary, victim.token, TEST_DEVICE_ID);
      for (const req of fc.sample(arb, { numRuns: Math.min(batch, RUNS - done), seed: SEED + done })) {
        if (req.route.url === '/api/auth/logout' && req.headers.authorization === `Bearer ${victim.token}`) {
          const s = await createSession(t.db, victimId, false, null);
          req.headers.authorization = `Bearer ${s.access_token}`;
        }
        const res = await t.app.inject({
          method: req.route.method as 'POST',
          url: req.url,
          headers: req.headers,
          payload: req.payload,
        });
        byStatus.set(res.statusCode, (byStatus.get(res.statusCode) ?? 0) + 1);
        // What an accepted request set going in the background (a send settling or coming back, a payout batch
        // paying) moves money later: let it finish, so the next refusal is judged on its own.
        if (res.statusCode < 400) {
          await t.app.worker.drain();
          await payersIdle(t.app.deps);
        }
        const isFile = res.statusCode === 200 && FILE_ROUTES.has(`${req.route.method} ${req.route.url}`);
        const problem = isFile
          ? null
          : checkReply(res.statusCode, String(res.headers['content-type'] ?? ''), res.body);
        const after = await ledgerMark();
        const moved = res.statusCode >= 400 && after !== mark;
        mark = after;
        if (problem || moved) {
          failures.push(
            `${req.route.method} ${req.url.slice(0, 120)} [${req.mutation}] ${(req.payload ?? '').slice(0, 200)} → ${res.statusCode} ${problem ?? 'a refused request moved money'} ${res.body.slice(0, 200)}`,
          );
          if (failures.length >= 25) break;
        }
        await repair(req, res.statusCode);
      }
      if (failures.length >= 25) break;
      if (
        (await call(t, 'GET', '/api/accounts', { token: victim.token })).body.data.accounts[0].balance <
        100_000
      ) {
        await deposit(t, victim.accountNumber, 400_000);
      }
      mark = await ledgerMark();
    }
    const seconds = (performance.now() - started) / 1000;
    console.log(
      `fuzz seed ${SEED}: ${RUNS} requests in ${seconds.toFixed(1)} s`,
      Object.fromEntries([...byStatus].sort()),
    );
    expect(failures, `seed ${SEED}`).toEqual([]);
    // The fuzzer reached past validation: some requests succeeded and some were refused by business rules.
    expect(byStatus.get(200) ?? 0).toBeGreaterThan(RUNS / 50);
    expect(byStatus.get(422) ?? 0).toBeGreaterThan(0);
  }, 180_000);
});

function checkReply(status: number, contentType: string, text: string): string | null {
  if (status >= 500) return '5xx';
  if (!contentType.includes('application/json')) return `not JSON (${contentType})`;
  let body: { status?: unknown; message?: unknown };
  try {
    body = JSON.parse(text);
  } catch {
    return 'unparseable JSON';
  }
  if (typeof body?.status !== 'boolean' || typeof body.message !== 'string') return 'not the envelope';
  if (body.status !== status < 400) return 'status flag disagrees with the HTTP code';
  return null;
}
