import { API_KEY_PATTERN, API_KEY_PREFIX, developerMessages } from '@owo/contract/developers';
import { ACT_FOR_HEADER } from '@owo/contract/team';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Deps, KeyAuth } from '#app-types';
import { sha256 } from '#lib/crypto.ts';
import { AppError } from '#lib/errors.ts';
import { rateLimit } from '#lib/rate-limit.ts';
import { findLiveKeyByHash, recordKeyUse } from './api-keys-repository.ts';

// A business's server calls the API with `Authorization: Bearer owo_test_…` (or owo_live_…). The key acts for
// its business with its scopes (acting-for.ts checks each route's permission against them), only on routes
// that accept keys, never from a browser, under a rate limit of its own, and every request it makes is
// recorded. Decision 017.

declare module 'fastify' {
  interface FastifyContextConfig {
    /** The route accepts API keys (its `actingFor` permission is checked against the key's scopes). */
    apiKey?: boolean;
  }
}

export const isApiKey = (token: string) => Object.values(API_KEY_PREFIX).some((p) => token.startsWith(p));

const refuse = (message: string) => new AppError('unauthenticated', message);

/**
 * A request from a browser: it carries an Origin (every cross-origin request, and any POST), cookies, or
 * Sec-Fetch-Site (every current browser adds it; a server's HTTP client does not). Not Sec-Fetch-Mode: Node's
 * own fetch sends that one too, and a business's Node server must be served.
 */
const fromBrowser = (req: FastifyRequest) =>
  req.headers.origin !== undefined ||
  req.headers.cookie !== undefined ||
  req.headers['sec-fetch-site'] !== undefined;

/** The key's business and scopes, or a 401/403/429 in the envelope. */
export async function authenticateKey(deps: Deps, req: FastifyRequest, key: string): Promise<KeyAuth> {
  // Before anything is looked up: a key pasted into a web page must not even learn whether it is valid.
  if (fromBrowser(req)) throw new AppError('forbidden', developerMessages.serverOnly);
  const mode = key.startsWith(API_KEY_PREFIX.test) ? 'test' : 'live';
  if (mode === 'live' && deps.config.mode === 'sandbox') throw refuse(developerMessages.liveKeyInSandbox);
  if (mode === 'test' && deps.config.mode === 'production')
    throw refuse(developerMessages.testKeyInProduction);
  const row = API_KEY_PATTERN.test(key) ? await findLiveKeyByHash(deps.db, sha256(key)) : null;
  if (!row || row.mode !== mode) throw refuse(developerMessages.keyInvalid);
  const auth: KeyAuth = {
    userId: row.business_id,
    sessionId: null,
    deviceHash: null,
    apiKey: { id: row.id, uuid: row.uuid, name: row.name, scopes: row.scopes },
  };
  // Set before the checks below, so a refused request is recorded as the key's use too.
  req.auth = auth;
  await rateLimit(
    deps.db,
    `api-key:${row.id}`,
    row.rate_limit_per_minute,
    60_000,
    developerMessages.keyRateLimited,
  );
  if (!req.routeOptions.config?.apiKey) throw new AppError('forbidden', developerMessages.notForKeys);
  if (req.headers[ACT_FOR_HEADER] !== undefined) {
    throw new AppError('forbidden', developerMessages.keyActsForItsBusiness);
  }
  return auth;
}

/** onResponse hook of the secured scope: each request an API key made, with its answer, is recorded. */
export function recordKeyUses(deps: Deps) {
  return async (req: FastifyRequest, reply: FastifyReply) => {
    const key = req.auth?.apiKey;
    if (!key) return;
    await recordKeyUse(deps.db, {
      keyId: key.id,
      method: req.method,
      route: req.routeOptions.url ?? req.url.split('?')[0]!,
      statusCode: reply.statusCode,
      ip: req.ip,
    }).catch((err: unknown) => req.log.warn({ err }, 'could not record an API key use'));
  };
}
