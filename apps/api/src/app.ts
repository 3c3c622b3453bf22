import compress from '@fastify/compress';
import Fastify, { type FastifyInstance, LogController } from 'fastify';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import { purgeExpiredKeys } from '#money';
import type { Deps, Rails } from './app-types.ts';
import type { Config } from './config.ts';
import type { Db } from './db/db.ts';
import { startWorker, type Task, type Worker } from './jobs/worker.ts';
import { reviewDueKyc } from './modules/kyc/kyc-service.ts';
import { runMonitoring } from './modules/monitoring/engine.ts';
import { runAlerts } from './modules/notifications/alerts-service.ts';
import { payDueBatches, stopPaying } from './modules/payouts/payouts-pay.ts';
import { keepYesterdaysCtr } from './modules/reports/ctr-service.ts';
import { closeBooks } from './modules/reports/end-of-day.ts';
import { runSettlement } from './modules/transfers/settlement-service.ts';
import { deliverWebhooks } from './modules/webhooks-out/deliver.ts';
import { registerApiRoutes } from './plugins/api-routes.ts';
import { registerDatabaseRetryWindow } from './plugins/database-retry.ts';
import { frameworkErrorHandler, registerErrorHandler } from './plugins/errors.ts';
import { loggerOptions } from './plugins/logging.ts';
import { registerOpenApi } from './plugins/openapi.ts';
import { registerSecurityHeaders } from './plugins/security-headers.ts';
import { closeSessionCache } from './plugins/session-cache.ts';
import { registerWeb } from './plugins/web.ts';
import { guardRails } from './rails/guard.ts';
import { sandboxRails } from './rails/sandbox-rails.ts';

export type { RouteInfo } from './plugins/api-routes.ts';
export { redactPath, redactQuery } from './plugins/logging.ts';

export interface BuildOptions {
  config: Config;
  db: Db;
  rails?: Partial<Rails>;
  /** Start the background worker's timer (the server does; tests drain it by hand). */
  startWorker?: boolean;
  logger?: boolean;
}

declare module 'fastify' {
  interface FastifyInstance {
    deps: Deps;
    worker: Worker;
  }
}

/** How often a server's monitoring loop looks for newly committed history (decision 024). */
const MONITOR_INTERVAL_MS = 500;

/** The background tasks the worker runs in turn (docs/architecture.md, "The API's layers": Jobs). */
const TASKS: Task[] = [
  { name: 'kyc-review', run: (deps) => deps.db.tx(reviewDueKyc) },
  // Confirmed payout batches nobody is paying (left by a restart or a crash) continue; before settlement,
  // so rows sent in this tick are asked of the rail in the same tick.
  { name: 'payouts', run: payDueBatches },
  // Before settlement: a send is paid only once the monitoring rules have seen it (a hold comes first).
  { name: 'monitoring', run: async (deps) => (deps.config.monitoringWorker ? runMonitoring(deps) : 0) },
  { name: 'settlement', run: runSettlement },
  // After settlement, so a reversal settled in this tick is alerted in the same tick.
  { name: 'alerts', run: runAlerts },
  // After settlement, so the webhooks of a send settled in this tick go out in the same tick.
  { name: 'webhooks-out', run: async (deps) => (deps.config.deliverWebhooks ? deliverWebhooks(deps) : 0) },
  // Yesterday's currency transaction report, once, after Lagos midnight.
  { name: 'ctr', run: keepYesterdaysCtr },
  { name: 'idempotency-expiry', run: (deps) => deps.db.tx(purgeExpiredKeys) },
  // Once a day, just after Lagos midnight: yesterday's trial balance and a ledger check, kept.
  { name: 'close-books', run: closeBooks },
];

/** Composes the app: framework settings, plugins, the API's routes, the web app and the worker. */
export async function buildApp(opts: BuildOptions): Promise<FastifyInstance> {
  const { config, db } = opts;
  // A partner that fails answers 503 with Retry-After on every path that asks it (rails/guard.ts).
  const rails: Rails = guardRails({ ...sandboxRails(config), ...opts.rails });
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
  registerErrorHandler(app);
  registerDatabaseRetryWindow(app);

  await registerSecurityHeaders(app, config);
  await app.register(compress, { global: false });
  await registerOpenApi(app, config);
  await registerApiRoutes(app, deps);
  await registerWeb(app, config.webDist);

  const autoStart = opts.startWorker ?? false;
  // A server runs monitoring in a loop of its own, every MONITOR_INTERVAL_MS, so its lag never waits for the
  // other tasks (alerts and webhooks at full load); tests drain it with the rest, before settlement.
  const monitor = autoStart
    ? startWorker(
        {
          ...deps,
          config: { ...config, workerIntervalMs: Math.min(config.workerIntervalMs, MONITOR_INTERVAL_MS) },
        },
        TASKS.filter((t) => t.name === 'monitoring'),
        app.log,
        { autoStart },
      )
    : null;
  const tasks = autoStart ? TASKS.filter((t) => t.name !== 'monitoring') : TASKS;
  app.decorate('worker', startWorker(deps, tasks, app.log, { autoStart }));
  app.addHook('onClose', async () => {
    await stopPaying(deps);
    await monitor?.stop();
    await app.worker.stop();
    await closeSessionCache(db);
  });
  return app;
}
