import type { FastifyInstance, FastifyRequest } from 'fastify';
import { withRetryWindow } from '#db/db.ts';

// Every database call of a request shares one retry window, counted from the request's arrival
// (DATABASE_RETRY_MS, decision 019). The window rides in AsyncLocalStorage. The body is read from the
// socket's own events; on Node 20 the context survives that (the test sends a late body), but whether it
// does depends on how the runtime propagates contexts, so the window is entered again before validation.
const arrivals = new WeakMap<FastifyRequest, number>();

export function registerDatabaseRetryWindow(app: FastifyInstance) {
  app.addHook('onRequest', (request, _reply, done) => {
    const startedAt = performance.now();
    arrivals.set(request, startedAt);
    withRetryWindow(startedAt, done);
  });
  app.addHook('preValidation', (request, _reply, done) => {
    withRetryWindow(arrivals.get(request) ?? performance.now(), done);
  });
}
