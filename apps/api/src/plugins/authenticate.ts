import { errors } from '@owo/contract/messages';
import type { FastifyRequest } from 'fastify';
import type { Deps, SessionAuth } from '#app-types';
import { AppError } from '#lib/errors.ts';
import { authenticateKey, isApiKey } from '#modules/api-keys/api-key-auth.ts';
import { deviceHashOf } from '#modules/devices/device-id.ts';
import { sessionCacheOf } from './session-cache.ts';

const BEARER = /^Bearer ([A-Za-z0-9_-]{20,100})$/;

/**
 * onRequest hook for protected scopes: a live, unrevoked bearer token or 401. A business's API key
 * (`owo_test_…`/`owo_live_…`) is checked by modules/api-keys, and only on routes that accept keys.
 * `fresh`: the session is read from the database, never from this process's memory (a long-lived
 * connection such as the event stream is opened only on the database's word).
 */
export function authenticate(deps: Deps, { fresh = false }: { fresh?: boolean } = {}) {
  // Sessions this process has looked up, forgotten when the database says they changed (decision 034).
  const sessions = sessionCacheOf(deps.db, deps.config.sessionCacheMs);
  return async (request: FastifyRequest) => {
    const match = BEARER.exec(request.headers.authorization ?? '');
    if (!match) throw new AppError('unauthenticated', errors.unauthenticated);
    if (isApiKey(match[1]!)) {
      request.auth = await authenticateKey(deps, request, match[1]!);
      return;
    }
    // The token is bound to the device that obtained it: from any other device id it is not a session.
    const deviceHash = deviceHashOf(request, 'unauthenticated');
    const session = await sessions.find(match[1]!, deviceHash, fresh);
    if (!session) throw new AppError('unauthenticated', errors.unauthenticated);
    request.auth = { userId: session.user_id, sessionId: session.id, deviceHash };
  };
}

/** The signed-in customer (or API key) of a protected route (the hook has already refused anyone else). */
export function requireAuth(request: FastifyRequest) {
  if (!request.auth) throw new AppError('unauthenticated', errors.unauthenticated);
  return request.auth;
}

/** The signed-in person's session (routes about sessions; an API key never reaches them). */
export function requireSession(request: FastifyRequest): SessionAuth {
  const auth = requireAuth(request);
  if (auth.apiKey) throw new AppError('unauthenticated', errors.unauthenticated);
  return auth;
}
