import type { FastifyRequest } from 'fastify';
import type { Deps } from '#app-types';
import { rateLimit } from './rate-limit.ts';

/** The success envelope every API reply uses: `{ status: true, message, data }`. */
export const ok = <T>(message: string, data: T) => ({ status: true as const, message, data });

export const clientType = (request: FastifyRequest) => {
  const v = request.headers['x-client-type'];
  return typeof v === 'string' ? v : null;
};

const RATE_LIMITED = Symbol('rate limited');

/** A per-IP ceiling (configuration; high in sandbox so one machine can load-test) as a preHandler. */
export function perIpLimit(deps: Deps, name: string) {
  const limit = async (request: FastifyRequest) => {
    await rateLimit(deps.db, `ip:${name}:${request.ip}`, deps.config.ipRateLimitPerMinute, 60_000);
  };
  return Object.assign(limit, { [RATE_LIMITED]: true });
}

/** True for a hook made by perIpLimit: the API document lists a 429 for the routes that run one. */
export const isRateLimited = (hook: unknown): boolean => typeof hook === 'function' && RATE_LIMITED in hook;
