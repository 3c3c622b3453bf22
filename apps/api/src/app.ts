import compress from '@fastify/compress';
import helmet from '@fastify/helmet';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import Fastify, { type FastifyInstance, LogController } from 'fastify';
import {
  jsonSchemaTransform,
  serializerCompiler,
  validatorCompiler,
  type ZodTypeProvider,
} from 'fastify-type-provider-zod';
import { purgeExpiredKeys } from '#money';
import type { Deps, Rails } from './app-types.ts';
import type { Config } from './config.ts';
import type { Db } from './db/db.ts';
import { startWorker, type Task, type Worker } from './jobs/worker.ts';
import { accountsRoutes } from './modules/accounts/accounts-routes.ts';
import { authRoutes } from './modules/auth/auth-routes.ts';
import { beneficiariesRoutes } from './modules/beneficiaries/beneficiaries-routes.ts';
import { cardsRoutes } from './modules/cards/cards-routes.ts';
import { sandboxRoutes, webhookRoutes } from './modules/inflows/inflows-routes.ts';
import { kycRoutes } from './modules/kyc/kyc-routes.ts';
import { reviewDueKyc } from './modules/kyc/kyc-service.ts';
import { profileRoutes } from './modules/profile/profile-routes.ts';
import { referralsRoutes } from './modules/referrals/referrals-routes.ts';
import { sendRoutes } from './modules/transfers/send-routes.ts';
import { runSettlement } from './modules/transfers/settlement-service.ts';
import { transfersRoutes } from './modules/transfers/transfers-routes.ts';
import { authenticate } from './plugins/authenticate.ts';
import { frameworkErrorHandler, registerErrorHandler, rejectNulCharacters } from './plugins/errors.ts';
import { registerWeb } from './plugins/web.ts';
import { sandboxBanks } from './rails/banks.ts';
import { sandboxBvn } from './rails/bvn.ts';
import { sandboxCardIssuer } from './rails/card-issuer.ts';
import { sandboxEnaira } from './rails/enaira.ts';
import { sandboxFx } from './rails/fx.ts';
import { sandboxMomo } from './rails/momo.ts';
import { sandboxPayout } from './rails/payout.ts';
import { sandboxSms } from './rails/sms.ts';

export interface BuildOptions {
  config: Config;
  db: Db;
  rails?: Partial<Rails>;
  /** Start the background worker's timer (the server does; tests drain it by hand). */
  startWorker?: boolean;
  logger?: boolean;
}

export interface RouteInfo {
  method: string;
  url: string;
  auth: boolean;
}

declare module 'fastify' {
  interface FastifyInstance {
    deps: Deps;
    worker: Worker;
    routeTable: RouteInfo[];
  }
}

const TASKS: Task[] = [
  { name: 'kyc-review', run: (deps) => deps.db.tx(reviewDueKyc) },
  { name: 'settlement', run: runSettlement },
  { name: 'idempotency-expiry', run: (deps) => deps.db.tx(purgeExpiredKeys) },
];

/** The sandbox rails (DESIGN §6); production supplies real ones through `rails`. */
function sandboxRails(config: Config): Rails {
  return {
    sms: sandboxSms,
    bvn: sandboxBvn,
    banks: sandboxBanks,
    nip: sandboxPayout('nip'),
    enaira: sandboxEnaira,
    usdWire: sandboxPayout('usd_wire'),
    momo: sandboxMomo,
    fx: sandboxFx(config),
    cardIssuer: sandboxCardIssuer,
  };
}

export async function buildApp(opts: BuildOptions): Promise<FastifyInstance> {
  const { config, db } = opts;
  const rails: Rails = { ...sandboxRails(config), ...opts.rails };
  const deps: Deps = { db, config, rails };
  const app = Fastify({
    logger: opts.logger === false ? false : loggerOptions(config),
    bodyLimit: 64 * 1024,
    // Only the address our own proxies appended is believed: `true` would take the client's first entry,
    // and a forged X-Forwarded-For would then reset every per-IP ceiling.
    trustProxy: (_address: string, hop: number) => hop < config.trustProxyHops,
    // A malformed or overlong path is answered in the envelope like every other refusal.
    frameworkErrors: frameworkErrorHandler,
    // Per-request lines only when debugging: at load they cost more than the request.
    logController: new LogController({
      disableRequestLogging: config.logLevel !== 'debug' && config.logLevel !== 'trace',
    }),
  }).withTypeProvider<ZodTypeProvider>();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.decorate('deps', deps);
  app.decorateRequest('auth', null);
  app.decorate('routeTable', [] as RouteInfo[]);
  registerErrorHandler(app);

  await app.register(helmet, helmetOptions(config));
  await app.register(compress, { global: false });
  await app.register(swagger, {
    openapi: { info: { title: `${config.brandName} API`, version: '1.0.0' }, servers: [{ url: '/api' }] },
    transform: jsonSchemaTransform,
  });
  await app.register(swaggerUi, { routePrefix: '/api/docs' });

  await app.register(
    async (api) => {
      api.addHook('onRoute', (r) => recordRoute(app, r, false));
      api.addHook('preValidation', rejectNulCharacters);
      // API replies carry tokens, balances and history: no browser or proxy cache may keep them.
      api.addHook('onSend', async (_req, reply) => {
        if (!reply.hasHeader('cache-control')) reply.header('cache-control', 'no-store');
      });
      await api.register(authRoutes, { deps });
      await api.register(webhookRoutes, { deps });
      if (config.mode === 'sandbox') await api.register(sandboxRoutes, { deps });
      await api.register(async (secured) => {
        secured.addHook('onRoute', (r) => recordRoute(app, r, true));
        secured.addHook('onRequest', authenticate(deps));
        await secured.register(profileRoutes, { deps });
        await secured.register(kycRoutes, { deps });
        await secured.register(accountsRoutes, { deps });
        await secured.register(transfersRoutes, { deps });
        await secured.register(sendRoutes, { deps });
        await secured.register(beneficiariesRoutes, { deps });
        await secured.register(cardsRoutes, { deps });
        await secured.register(referralsRoutes, { deps });
      });
    },
    { prefix: '/api' },
  );
  await registerWeb(app, config.webDist);

  app.decorate('worker', startWorker(deps, TASKS, app.log, { autoStart: opts.startWorker ?? false }));
  app.addHook('onClose', async () => app.worker.stop());
  return app;
}

function recordRoute(app: FastifyInstance, r: { method: string | string[]; url: string }, auth: boolean) {
  for (const method of [r.method].flat()) {
    if (method === 'HEAD') continue;
    const existing = app.routeTable.findIndex((x) => x.method === method && x.url === r.url);
    if (existing >= 0) app.routeTable[existing] = { method, url: r.url, auth };
    else app.routeTable.push({ method, url: r.url, auth });
  }
}

function loggerOptions(config: Config) {
  return {
    level: config.logLevel,
    // No secret, token, OTP, PIN or card number ever reaches a log line.
    redact: {
      paths: [
        'req.headers.authorization',
        'req.headers["x-signature"]',
        'req.headers["idempotency-key"]',
        '*.password',
        '*.pin',
        '*.otp',
        '*.access_token',
        '*.pan',
        '*.cvv',
      ],
      censor: '[redacted]',
    },
    serializers: {
      req: (req: { method: string; url: string; headers: Record<string, unknown> }) => ({
        method: req.method,
        url: redactQuery(req.url),
        client: req.headers['x-client-type'],
      }),
    },
  };
}

// A secret put in a query string by a careless client must not reach the log with the URL.
const SECRET_PARAM = /token|password|pin|otp|secret|signature|key|bvn|pan|cvv/i;
export function redactQuery(url: string): string {
  const at = url.indexOf('?');
  if (at < 0) return url;
  const query = url
    .slice(at + 1)
    .split('&')
    .map((pair) => {
      const name = pair.split('=')[0] ?? '';
      return SECRET_PARAM.test(name) ? `${name}=[redacted]` : pair;
    });
  return `${url.slice(0, at)}?${query.join('&')}`;
}

function helmetOptions(config: Config) {
  const production = config.mode === 'production';
  return {
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        'default-src': ["'self'"],
        'script-src': ["'self'"],
        // react-hot-toast injects its stylesheet at run time; scripts stay strictly same-origin.
        'style-src': ["'self'", "'unsafe-inline'"],
        'img-src': ["'self'", 'data:'],
        'font-src': ["'self'"],
        'connect-src': ["'self'"],
        'object-src': ["'none'"],
        'base-uri': ["'self'"],
        'form-action': ["'self'"],
        'frame-ancestors': ["'none'"],
        ...(production ? { 'upgrade-insecure-requests': [] } : {}),
      },
    },
    // HSTS and upgrade-insecure-requests only behind TLS (STACK-NOTES: over plain HTTP the page goes blank).
    hsts: production ? { maxAge: 31_536_000, includeSubDomains: true } : false,
    crossOriginEmbedderPolicy: false,
  };
}
