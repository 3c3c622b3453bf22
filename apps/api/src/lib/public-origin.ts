import type { FastifyRequest } from 'fastify';
import type { Config } from '../config.ts';

/**
 * Where links a customer opens or shares point (verify pages, referral links): PUBLIC_URL when it is set,
 * else the origin the request came to, so a local or test server links to itself rather than to a default.
 */
export function publicOrigin(config: Config, req: FastifyRequest): string {
  if (config.publicUrlSet) return config.publicUrl.replace(/\/$/, '');
  return `${req.protocol}://${req.host}`;
}
