import { errors } from '@owo/contract/messages';
import type { FastifyRequest } from 'fastify';
import type { Deps } from '#app-types';
import { AppError } from '#lib/errors.ts';
import { findLiveSession } from '#modules/auth/sessions-repository.ts';
import { deviceHashOf } from '#modules/devices/device-id.ts';

const BEARER = /^Bearer ([A-Za-z0-9_-]{20,100})$/;

/** onRequest hook for protected scopes: a live, unrevoked bearer token or 401. */
export function authenticate(deps: Deps) {
  return async (request: FastifyRequest) => {
    const match = BEARER.exec(request.headers.authorization ?? '');
    if (!match) throw new AppError('unauthenticated', errors.unauthenticated);
    // The token is bound to the device that obtained it: from any other device id it is not a session.
    const deviceHash = deviceHashOf(request, 'unauthenticated');
    const session = await findLiveSession(deps.db, match[1]!, deviceHash);
    if (!session) throw new AppError('unauthenticated', errors.unauthenticated);
    request.auth = { userId: session.user_id, sessionId: session.id, deviceHash };
  };
}

/** The signed-in customer of a protected route (the hook has already refused anyone else). */
export function requireAuth(request: FastifyRequest) {
  if (!request.auth) throw new AppError('unauthenticated', errors.unauthenticated);
  return request.auth;
}
