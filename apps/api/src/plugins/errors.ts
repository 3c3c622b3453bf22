import { hasLoneSurrogate } from '@owo/contract/common';
import { errors } from '@owo/contract/messages';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { isDatabaseUnavailable } from '#db/db.ts';
import { AppError } from '#lib/errors.ts';
import { failureText, PartnerUnavailable } from '#rails/guard.ts';

// PostgreSQL rolled this request's transaction back to break a deadlock or a serialization conflict:
// nothing happened, and the same request (same Idempotency-Key) can simply be sent again.
const RETRYABLE_CODES = new Set(['40P01', '40001']);
// Text PostgreSQL cannot store (a NUL character, an invalid code point) is the client's input, not our fault.
const UNSTORABLE_TEXT_CODES = new Set(['22021', '22P05']);

/** One error handler: every failure becomes the envelope with the right HTTP code; 5xx text stays hidden. */
export function registerErrorHandler(app: FastifyInstance) {
  app.setErrorHandler((err: FastifyError, request, reply) => {
    if (err instanceof AppError) {
      if (err instanceof PartnerUnavailable) {
        request.log.warn({ partner: err.partner, err: { message: failureText(err) } }, 'partner unavailable');
      }
      if (err.headers) reply.headers(err.headers);
      return reply.code(err.statusCode).send({
        status: false,
        message: err.message,
        ...(err.data ? { data: err.data } : {}),
        ...(err.fields ? { errors: err.fields } : {}),
      });
    }
    if (hasZodFastifySchemaValidationErrors(err)) {
      const fields: Record<string, string> = {};
      for (const v of err.validation) {
        // A root-level issue (no body, or a body that is not an object) has an empty path.
        const path =
          v.instancePath.replace(/^\//, '').replaceAll('/', '.') || err.validationContext || 'body';
        fields[path] ??= v.message ?? 'Invalid value';
      }
      const message = Object.values(fields)[0] ?? 'The given data was invalid.';
      return reply.code(400).send({ status: false, message, errors: fields });
    }
    if (UNSTORABLE_TEXT_CODES.has((err as { code?: string }).code ?? '')) {
      return reply.code(400).send({ status: false, message: INVALID_CHARACTERS });
    }
    if (RETRYABLE_CODES.has((err as { code?: string }).code ?? '')) {
      // Logged as a warning with the server's detail: a deadlock between our own queries is worth fixing.
      request.log.warn(
        { err: { code: err.code, message: err.message, detail: (err as { detail?: string }).detail } },
        'transaction rolled back by PostgreSQL; retryable',
      );
      reply.header('retry-after', '1');
      return reply.code(503).send({ status: false, message: errors.unavailable });
    }
    // PostgreSQL is away (a failover, a restart) and stayed away past the request's retry window
    // (DATABASE_RETRY_MS, decision 019), or a lost COMMIT of something that may not run twice: 503.
    if (isDatabaseUnavailable(err)) {
      request.log.warn(
        { err: { code: (err as { code?: string }).code, message: err.message } },
        'database unavailable',
      );
      reply.header('retry-after', '1');
      return reply.code(503).send({ status: false, message: errors.unavailable });
    }
    const status = err.statusCode ?? 500;
    if (status >= 400 && status < 500) {
      const message =
        err.code === 'FST_ERR_CTP_INVALID_JSON_BODY' || err instanceof SyntaxError
          ? 'Body is not valid JSON'
          : err.message;
      return reply.code(status).send({ status: false, message });
    }
    request.log.error({ err }, 'unhandled error');
    return reply.code(500).send({ status: false, message: errors.internal });
  });
}

/** Errors the router raises before any route runs (a bad percent-encoding, an overlong path parameter). */
export function frameworkErrorHandler(err: FastifyError, _request: FastifyRequest, reply: FastifyReply) {
  const status = err.statusCode && err.statusCode >= 400 && err.statusCode < 500 ? err.statusCode : 400;
  const message =
    err.code === 'FST_ERR_MAX_PARAM_LENGTH' ? 'The address is too long.' : 'The address is not valid.';
  void reply.code(status).send({ status: false, message });
}

export const INVALID_CHARACTERS = 'The request contains characters that are not allowed.';

/** preValidation: refuses NUL characters anywhere in the body, query or path before any service sees them. */
export async function rejectNulCharacters(request: FastifyRequest) {
  refuseText(request, (s) => s.includes('\u0000'));
}

/**
 * preHandler: refuses half of a UTF-16 surrogate pair (PostgreSQL cannot keep it; in a JSON value it refuses it as
 * an escape) wherever the route's schema left one, after the schema has answered with its own field messages
 * where it has them (the transfers' free text). NULs never get this far. Found by the fuzzer in a payout row's fix.
 */
export async function rejectLoneSurrogates(request: FastifyRequest) {
  refuseText(request, hasLoneSurrogate);
}

/**
 * Refuses (400) a value parsed by a route itself, after the hooks above ran on nothing (the signed inflow keeps its
 * raw bytes and parses them once the signature holds): no NUL and no half of a surrogate pair anywhere in it.
 */
export function refuseUnstorableText(value: unknown) {
  if (someText(value, (s) => s.includes('\u0000') || hasLoneSurrogate(s), 0)) {
    throw new AppError('invalid', INVALID_CHARACTERS);
  }
}

function refuseText(request: FastifyRequest, bad: (s: string) => boolean) {
  for (const part of [request.params, request.query, request.body]) {
    if (someText(part, bad, 0)) throw new AppError('invalid', INVALID_CHARACTERS);
  }
}

function someText(value: unknown, bad: (s: string) => boolean, depth: number): boolean {
  if (typeof value === 'string') return bad(value);
  if (depth > 32 || value === null || typeof value !== 'object') return false;
  return Object.values(value).some((v) => someText(v, bad, depth + 1));
}
