import { randomBytes, randomInt } from 'node:crypto';
import { cpSync, mkdirSync, rmSync } from 'node:fs';
import path from 'node:path';
import { codeInSms } from '@owo/contract/codes';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '#app';
import type { Rails } from '#app-types';
import { type Config, loadConfig } from '#config';
import { type Db, openPglite, openPostgres } from '#db/db.ts';
import { migrate } from '#db/migrate.ts';
import { verifyLedger } from '#ledger/verify.ts';
import { signInflow } from '#lib/signature.ts';
import { ensureSandboxLists } from '#modules/screening/load-list.ts';
import { sandboxBvnRecord } from '#rails/bvn.ts';
import { TEMPLATE_DIR } from './global-setup.ts';

export interface TestApp {
  app: FastifyInstance;
  db: Db;
  config: Config;
  /**
   * The address this app's calls come from: one per test app, so per-IP ceilings counted in a database
   * shared by the whole suite (the real server) are not used up by other test files.
   */
  ip: string;
  /** Checks the ledger, then closes the app and the database. */
  close(): Promise<void>;
}

export const onRealServer = () => Boolean(process.env.TEST_DATABASE_URL);

/** A fresh app over the test database: a private PGlite copy, or the shared real server. */
export async function createTestApp(
  opts: {
    config?: Partial<Config>;
    rails?: Partial<Rails>;
    /** On the real server: how long calls ride out a lost database (DATABASE_RETRY_MS; default 0, off). */
    databaseRetryMs?: number;
    /**
     * On the real server, a database of this app's own (created here, dropped on close) instead of the suite's
     * shared one: for tests of a whole day's books (a rail's settlement, a clearing account), which other files'
     * money would disturb. A PGlite copy is always the file's own.
     */
    ownDatabase?: boolean;
  } = {},
): Promise<TestApp> {
  const shared = process.env.TEST_DATABASE_URL;
  const own = shared && opts.ownDatabase ? `owo_own_${process.pid}_${randomBytes(4).toString('hex')}` : null;
  const url = own ? await createDatabase(shared!, own) : shared;
  let dir: string | null = null;
  let db: Db;
  if (url) {
    db = openPostgres(url, { max: 10, retryMs: opts.databaseRetryMs ?? 0 });
  } else {
    dir = path.join(path.dirname(TEMPLATE_DIR), `pglite-${process.pid}-${randomBytes(4).toString('hex')}`);
    mkdirSync(path.dirname(dir), { recursive: true });
    cpSync(TEMPLATE_DIR, dir, { recursive: true });
    db = await openPglite(dir);
  }
  await migrate(db);
  await ensureSandboxLists(db);
  const config = loadConfig(
    { ...process.env, APP_MODE: 'sandbox', LOG_LEVEL: 'silent', DATABASE_URL: url ?? '' },
    // The new-device cap is off unless a test turns it on (most tests move more than ₦20,000 from fresh accounts).
    {
      kycReviewDelayMs: 0,
      settlementDelayMs: 0,
      newDeviceCapNaira: 0,
      deliverWebhooks: false,
      closeBooks: false,
      ...opts.config,
    },
  );
  const app = await buildApp({ config, db, rails: opts.rails, logger: false });
  await app.ready();
  return {
    app,
    db,
    config,
    ip: `127.${randomInt(1, 255)}.${randomInt(0, 256)}.${randomInt(1, 255)}`,
    async close() {
      try {
        const report = await verifyLedger(db);
        if (!report.ok) throw new Error(`ledger invariants broken: ${report.problems.join('; ')}`);
      } finally {
        await app.close();
        await db.close();
        if (dir) rmSync(dir, { recursive: true, force: true });
        if (own) await dropDatabase(shared!, own);
      }
    },
  };
}

/** Creates a database beside the one at `url`; its URL. */
async function createDatabase(url: string, name: string): Promise<string> {
  const admin = openPostgres(url, 1);
  try {
    await admin.query(`CREATE DATABASE ${name}`);
  } finally {
    await admin.close();
  }
  return Object.assign(new URL(url), { pathname: `/${name}` }).toString();
}

async function dropDatabase(url: string, name: string) {
  const admin = openPostgres(url, 1);
  try {
    await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
  } finally {
    await admin.close();
  }
}

export interface Reply<T = unknown> {
  status: number;
  body: { status: boolean; message: string; data: T; errors?: Record<string, string> };
  headers: Record<string, unknown>;
  /** The body as sent, byte for byte. */
  text: string;
}

/** The X-Device-Id every harness call sends unless told otherwise (the device test customers sign up on). */
export const TEST_DEVICE_ID = 'harness-device-0001';

/** One HTTP call through the real app (inject), JSON in and out. */
// biome-ignore lint/suspicious/noExplicitAny: tests read replies loosely; the contract types the app itself.
export async function call<T = any>(
  t: TestApp,
  method: 'GET' | 'POST' | 'DELETE' | 'PUT' | 'PATCH',
  url: string,
  opts: { token?: string; body?: unknown; headers?: Record<string, string> } = {},
): Promise<Reply<T>> {
  const res = await t.app.inject({
    method,
    url,
    headers: {
      'x-client-type': 'web',
      // Every call comes from one stable device, as from one browser; tests of devices pass their own.
      'x-device-id': TEST_DEVICE_ID,
      ...(opts.token ? { authorization: `Bearer ${opts.token}` } : {}),
      ...opts.headers,
    },
    remoteAddress: t.ip,
    ...(opts.body !== undefined ? { payload: opts.body as object } : {}),
  });
  return { status: res.statusCode, body: res.json(), headers: res.headers, text: res.payload };
}

/** A random, valid Nigerian mobile number in national format, unique enough for a shared database. */
export const randomPhone = () => `080${randomInt(3, 10)}${String(randomInt(0, 10_000_000)).padStart(7, '0')}`;

/** The last OTP the sandbox SMS rail sent to a phone. */
export async function lastOtp(t: TestApp, phone: string): Promise<string> {
  const r = await call<Array<{ body: string }>>(
    t,
    'GET',
    `/api/sandbox/messages?phone=${encodeURIComponent(phone)}`,
  );
  const code = codeInSms(r.body.data[0]?.body ?? '');
  if (!code) throw new Error(`no OTP for ${phone}`);
  return code;
}

/** A code of the same length as `code` that is surely wrong (every digit moved by one). */
export const wrongCode = (code: string) => code.replace(/\d/g, (d) => String((Number(d) + 1) % 10));

export interface Customer {
  phone: string;
  email: string;
  password: string;
  token: string;
  userUuid: string;
  accountNumber: string;
  accountUuid: string;
  /** The names on the BVN record, once the customer has submitted KYC through `completeKyc`. */
  firstname?: string;
  lastname?: string;
}

/** A customer signed up over HTTP exactly as the web app does it, optionally with a PIN, KYC and money. */
export async function signUp(
  t: TestApp,
  opts: {
    type?: 'personal' | 'business';
    pin?: string;
    kyc?: boolean;
    deposit?: number;
    referralCode?: string;
  } = {},
): Promise<Customer> {
  const phone = randomPhone();
  const init = await call(t, 'POST', '/api/auth/signup/initialize', { body: { country_code: 'NG', phone } });
  if (init.status !== 200) throw new Error(`initialize: ${JSON.stringify(init.body)}`);
  const otp = await lastOtp(t, phone);
  const verify = await call<{ uuid: string }>(t, 'POST', '/api/auth/signup/verify', {
    body: { country_code: 'NG', phone, otp },
  });
  const email = `c${randomBytes(6).toString('hex')}@example.ng`;
  const password = 'Sup3rSecret';
  const done = await call(t, 'POST', `/api/auth/signup/${verify.body.data.uuid}/complete`, {
    body: {
      email,
      password,
      password_confirmation: password,
      type: opts.type ?? 'personal',
      uuid: verify.body.data.uuid,
      ...(opts.referralCode ? { referral_code: opts.referralCode } : {}),
    },
  });
  if (done.status !== 200) throw new Error(`complete: ${JSON.stringify(done.body)}`);
  const user = done.body.data.user;
  const customer: Customer = {
    phone,
    email,
    password,
    token: done.body.data.token.access_token,
    userUuid: user.uuid,
    accountNumber: user.banks[0].account_number,
    accountUuid: user.banks[0].uuid,
  };
  if (opts.pin) {
    const r = await call(t, 'POST', '/api/profile/pin/setup', {
      token: customer.token,
      body: { pin: opts.pin, confirm_pin: opts.pin },
    });
    if (r.status !== 200) throw new Error(`pin: ${JSON.stringify(r.body)}`);
  }
  if (opts.kyc) await completeKyc(t, customer, { verify: true, type: opts.type });
  if (opts.deposit) await deposit(t, customer.accountNumber, opts.deposit);
  return customer;
}

/** A fresh 11-digit BVN, so every test customer is a different person. */
export const randomBvn = () => `2${String(randomInt(0, 10_000_000_000)).padStart(10, '0')}`;

/**
 * A KYC body as the customer would type it: a fresh BVN (or the one given) with the sandbox directory's
 * own names and birth date for it, so it verifies unless a test overrides those.
 */
export const kycBody = (overrides: Record<string, unknown> = {}) => {
  const bvn = typeof overrides.bvn === 'string' ? overrides.bvn : randomBvn();
  const person = sandboxBvnRecord(bvn) ?? { firstname: 'Adaeze', lastname: 'Okafor', dob: '1994-03-12' };
  return {
    firstname: person.firstname,
    middlename: '',
    lastname: person.lastname,
    dob: person.dob,
    bvn,
    country: 'Nigeria',
    state: 'Lagos',
    address: '12 Admiralty Way, Lekki Phase 1',
    city: 'Lagos',
    postal_code: '106104',
    business_name: '',
    registration_number: '',
    tin: '',
    document_number: '12345678901',
    document_type_id: 2,
    ...overrides,
  };
};

/** Submits KYC; with verify, lets the sandbox reviewer verify it at once. */
export async function completeKyc(
  t: TestApp,
  c: Customer,
  opts: { verify?: boolean; type?: 'personal' | 'business' | undefined } = {},
) {
  const extra =
    opts.type === 'business'
      ? { business_name: 'Adaeze Foods Ltd', registration_number: 'RC1234567', tin: '12345678-0001' }
      : {};
  const r = await call(t, 'POST', '/api/kyc/complete', { token: c.token, body: kycBody(extra) });
  if (r.status !== 200) throw new Error(`kyc: ${JSON.stringify(r.body)}`);
  c.firstname = r.body.data.user.firstname;
  c.lastname = r.body.data.user.lastname;
  if (opts.verify) await t.app.worker.drain();
  return r;
}

/** The bank partner's inflow webhook, signed now as decision 012 says (the body must carry a reference). */
export function signedInflow(t: TestApp, body: Record<string, unknown>) {
  const raw = JSON.stringify(body);
  return t.app.inject({
    method: 'POST',
    url: '/api/webhooks/inflow',
    headers: { 'content-type': 'application/json', 'x-signature': signInflow(t.config.webhookSecret, raw) },
    payload: raw,
  });
}

export async function deposit(t: TestApp, accountNumber: string, amount: number | string) {
  const r = await call(t, 'POST', '/api/sandbox/deposits', {
    body: { account_number: accountNumber, amount },
  });
  if (r.status !== 200) throw new Error(`deposit: ${JSON.stringify(r.body)}`);
  return r;
}

/** The customer's NGN balance in major units, as the API reports it. */
export async function balance(t: TestApp, c: Customer): Promise<number> {
  const r = await call<{ accounts: Array<{ balance: number; currency: string }> }>(
    t,
    'GET',
    '/api/accounts',
    {
      token: c.token,
    },
  );
  return r.body.data.accounts.find((a) => a.currency === 'NGN')!.balance;
}
