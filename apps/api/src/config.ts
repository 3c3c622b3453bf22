import path from 'node:path';
import { z } from 'zod';

// The environment, typed once from the schema that validates it.
const envSchema = z.object({
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().default('0.0.0.0'),
  DATA_DIR: z.string().default('./data'),
  DATABASE_URL: z.string().optional(),
  DATABASE_POOL_SIZE: z.coerce.number().int().min(1).max(200).default(20),
  // How long a database call waits out a database that went away (a failover) before the request answers
  // 503; 0 answers at once (decision 019).
  DATABASE_RETRY_MS: z.coerce.number().int().min(0).max(120_000).default(15_000),
  // How long an API process may answer a session from memory (decision 034: forgotten at once when it
  // changes; this bounds anything missed). 0 asks the database on every request.
  SESSION_CACHE_MS: z.coerce.number().int().min(0).max(300_000).default(30_000),
  APP_MODE: z.enum(['sandbox', 'production']).default('sandbox'),
  BRAND_NAME: z.string().default('Owo'),
  PUBLIC_URL: z.string().optional(),
  PIN_HMAC_SECRET: z.string().min(16).optional(),
  OTP_HMAC_SECRET: z.string().min(16).optional(),
  WEBHOOK_SECRET: z.string().min(16).optional(),
  STAFF_TOTP_KEY: z.string().min(16).optional(),
  STAFF_IDLE_MINUTES: z.coerce.number().int().min(1).max(120).default(15),
  IP_RATE_LIMIT_PER_MINUTE: z.coerce.number().int().min(1).optional(),
  STAFF_SIGN_INS_PER_IP: z.coerce.number().int().min(1).optional(),
  // How many reverse proxies in front of the API append to X-Forwarded-For (0: none, trust no header).
  TRUST_PROXY_HOPS: z.coerce.number().int().min(0).max(10).optional(),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  WEB_DIST: z.string().optional(),
  SETTLEMENT_DELAY_MS: z.coerce.number().int().min(0).default(2000),
  KYC_REVIEW_DELAY_MS: z.coerce.number().int().min(0).default(3000),
  WORKER_INTERVAL_MS: z.coerce.number().int().min(10).default(250),
  // How long one webhook delivery may take before it counts as failed (its lease is this plus 5 s).
  // Tests that spawn a server on the shared test database turn delivery off (see deliverWebhooks below).
  DELIVER_WEBHOOKS: z.enum(['true', 'false']).default('true'),
  WEBHOOK_TIMEOUT_MS: z.coerce.number().int().min(100).max(60_000).default(10_000),
  // Whether this process's worker closes the books of each Lagos day (trial balance, ledger check) after
  // midnight. Tests turn it off (they close days themselves).
  CLOSE_BOOKS: z.enum(['true', 'false']).default('true'),
  // Sends from a new account or after a new device's first login are capped at this many naira in total
  // for NEW_DEVICE_CAP_HOURS (0 turns the cap off).
  NEW_DEVICE_CAP_NAIRA: z.coerce.number().int().min(0).default(20_000),
  NEW_DEVICE_CAP_HOURS: z.coerce.number().min(0).default(24),
  // New names (bank accounts, eNaira aliases, wallets, meters) a customer may look up per Lagos day, by KYC
  // tier, and for a verified business; a name looked up in the last 24 hours is free (decision 013).
  NAME_CHECKS_TIER_1: z.coerce.number().int().min(0).default(50),
  NAME_CHECKS_TIER_2: z.coerce.number().int().min(0).default(300),
  NAME_CHECKS_TIER_3: z.coerce.number().int().min(0).default(5_000),
  NAME_CHECKS_BUSINESS: z.coerce.number().int().min(0).default(5_000),
  // Reports to the NFIU (decision 024): the goAML schema a suspicious transaction report is checked against
  // before it is kept (the repo's, written from the goAML documentation, or the FIU's official file), Owo's
  // reporting-entity id in goAML, and the currency transaction report's thresholds in naira (MLPPA 2022).
  GOAML_SCHEMA_PATH: z.string().optional(),
  // Whether this process's worker runs transaction monitoring. Off only where another process runs it (a
  // dedicated worker) or to measure a send without it (bench/monitoring.ts): external sends are paid only
  // once monitoring has seen them, so with no process running it none is paid.
  MONITORING_WORKER: z.enum(['on', 'off']).default('on'),
  GOAML_RENTITY_ID: z.coerce.number().int().min(1).default(1),
  CTR_INDIVIDUAL_NAIRA: z.coerce.number().int().min(1).default(5_000_000),
  CTR_COMPANY_NAIRA: z.coerce.number().int().min(1).default(10_000_000),
  RATE_USD: z
    .string()
    .regex(/^\d+(\.\d{1,2})?$/)
    .default('1500'),
  RATE_GHS: z
    .string()
    .regex(/^\d+(\.\d{1,2})?$/)
    .default('100'),
});

// Sandbox defaults let `npm start` work on a fresh machine; production must be given real values.
const SANDBOX_SECRETS = {
  pin: 'sandbox-pin-secret-not-for-production',
  otp: 'sandbox-otp-secret-not-for-production',
  webhook: 'sandbox-webhook-secret',
  staffTotp: 'sandbox-staff-totp-key-not-for-production',
};

/** The environment turned into the app's settings: `Config` is this schema's output, typed once. */
const configSchema = envSchema.transform((e) => {
  const isProd = e.APP_MODE === 'production';
  return {
    port: e.PORT,
    host: e.HOST,
    dataDir: path.resolve(e.DATA_DIR),
    databaseUrl: e.DATABASE_URL,
    databasePoolSize: e.DATABASE_POOL_SIZE,
    databaseRetryMs: e.DATABASE_RETRY_MS,
    sessionCacheMs: e.SESSION_CACHE_MS,
    mode: e.APP_MODE,
    brandName: e.BRAND_NAME,
    // Base of the links the API builds. Unset, links a customer sees (verify pages, referral links) use the
    // origin the request came to (lib/public-origin.ts); listing links fall back to localhost:3000.
    publicUrl: e.PUBLIC_URL ?? 'http://localhost:3000',
    publicUrlSet: e.PUBLIC_URL !== undefined,
    pinSecret: e.PIN_HMAC_SECRET ?? SANDBOX_SECRETS.pin,
    otpSecret: e.OTP_HMAC_SECRET ?? SANDBOX_SECRETS.otp,
    webhookSecret: e.WEBHOOK_SECRET ?? SANDBOX_SECRETS.webhook,
    // Seals staff TOTP secrets at rest (modules/staff/totp.ts).
    staffTotpKey: e.STAFF_TOTP_KEY ?? SANDBOX_SECRETS.staffTotp,
    // A staff session ends after this many idle minutes (issue 25: 15).
    staffIdleMinutes: e.STAFF_IDLE_MINUTES,
    ipRateLimitPerMinute: e.IP_RATE_LIMIT_PER_MINUTE ?? (isProd ? 120 : 100_000),
    // Staff sign-in attempts per address a quarter-hour (per e-mail: 10, always). The sandbox, where testers and
    // the browser stories sign staff in from one address all day, allows more, like the customer limit.
    staffSignInsPerIp: e.STAFF_SIGN_INS_PER_IP ?? (isProd ? 30 : 1_000),
    trustProxyHops: e.TRUST_PROXY_HOPS ?? (isProd ? 1 : 0),
    logLevel: e.LOG_LEVEL,
    webDist: path.resolve(e.WEB_DIST ?? path.join(import.meta.dirname, '../../web/dist')),
    settlementDelayMs: e.SETTLEMENT_DELAY_MS,
    kycReviewDelayMs: e.KYC_REVIEW_DELAY_MS,
    workerIntervalMs: e.WORKER_INTERVAL_MS,
    webhookTimeoutMs: e.WEBHOOK_TIMEOUT_MS,
    // Whether this process's worker delivers outgoing webhooks. Always in a server; the API tests turn it off
    // except in the webhook tests, because on the shared real server every test file's worker would
    // otherwise deliver (and count attempts of) the other files' events.
    deliverWebhooks: e.DELIVER_WEBHOOKS === 'true',
    // Whether this process's worker closes each Lagos day's books (modules/reports/end-of-day.ts); any number
    // of processes may, the day is claimed once. The API tests turn it off.
    closeBooks: e.CLOSE_BOOKS === 'true',
    newDeviceCapNaira: e.NEW_DEVICE_CAP_NAIRA,
    newDeviceCapHours: e.NEW_DEVICE_CAP_HOURS,
    nameChecksPerDay: {
      tier1: e.NAME_CHECKS_TIER_1,
      tier2: e.NAME_CHECKS_TIER_2,
      tier3: e.NAME_CHECKS_TIER_3,
      business: e.NAME_CHECKS_BUSINESS,
    },
    rates: { usd: e.RATE_USD, ghs: e.RATE_GHS },
    // Unset: the repo's schema (modules/reports/goaml.ts, DEFAULT_GOAML_SCHEMA).
    goamlSchemaPath: e.GOAML_SCHEMA_PATH ? path.resolve(e.GOAML_SCHEMA_PATH) : null,
    goamlRentityId: e.GOAML_RENTITY_ID,
    monitoringWorker: e.MONITORING_WORKER === 'on',
    ctrThresholdsMinor: {
      personal: BigInt(e.CTR_INDIVIDUAL_NAIRA) * 100n,
      business: BigInt(e.CTR_COMPANY_NAIRA) * 100n,
    },
  };
});

export type Config = z.output<typeof configSchema>;

/**
 * Node.js lines that still get security fixes. Node 20 reached end-of-life on 30 April 2026: a payment
 * service must not run on it, so production refuses it (sandbox still starts, for trying Owo on a machine
 * that ships 20). The version CI runs is pinned in `.nvmrc`.
 */
export const SUPPORTED_NODE_MAJORS = [22, 24] as const;

/** Why this Node.js may not serve production, or null when it may. */
export function unsupportedRuntime(nodeVersion: string): string | null {
  const major = Number(nodeVersion.replace(/^v/, '').split('.')[0]);
  if ((SUPPORTED_NODE_MAJORS as readonly number[]).includes(major) || major > 24) return null;
  return `Node.js ${nodeVersion} gets no security fixes; production needs Node.js ${SUPPORTED_NODE_MAJORS.join(' or ')} LTS`;
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env, overrides: Partial<Config> = {}): Config {
  if (env.APP_MODE === 'production') {
    const missing = [
      'DATABASE_URL',
      'PIN_HMAC_SECRET',
      'OTP_HMAC_SECRET',
      'WEBHOOK_SECRET',
      'STAFF_TOTP_KEY',
    ].filter((k) => !env[k]);
    if (missing.length > 0) {
      throw new Error(
        `APP_MODE=production needs ${missing.join(', ')} (the embedded database does not fsync)`,
      );
    }
  }
  return { ...configSchema.parse(env), ...overrides };
}
