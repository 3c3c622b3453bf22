import type { FastifyInstance } from 'fastify';
import helmet from 'helmet';
import type { Config } from '#config';

/**
 * Helmet with Owo's Content-Security-Policy: scripts strictly same-origin, no framing. HSTS and
 * upgrade-insecure-requests only in production, behind TLS: over plain HTTP they blank the page.
 *
 * Helmet's own middleware, built once: @fastify/helmet 13 builds a new helmet (parsing every CSP directive
 * again) on each request, about 2 % of the API's CPU per send (bench/README.md, issue 27 item 4).
 */
export async function registerSecurityHeaders(app: FastifyInstance, config: Config): Promise<void> {
  const headers = helmet(helmetOptions(config));
  app.addHook('onRequest', (request, reply, done) => {
    headers(request.raw, reply.raw, (err) => done(err as Error | undefined));
  });
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
    hsts: production ? { maxAge: 31_536_000, includeSubDomains: true } : false,
    crossOriginEmbedderPolicy: false,
  } as const;
}
