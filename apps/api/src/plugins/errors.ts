import { errors } from '@owo/contract/messages';
import type { FastifyError, FastifyInstance } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { AppError } from '../lib/errors.ts';

// PostgreSQL is away (restart, terminated connection, pool exhausted): 503, and the client retries.
const UNAVAILABLE_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'EPIPE',
  'ETIMEDOUT',
  '57P01',
  '57P02',
  '57P03',
  '08000',
  '08003',
  '08006',
  '08001',
  '08004',
]);
function isDatabaseUnavailable(err: unknown): boolean {
  const e = err as { code?: string; message?: string };
  if (e.code && UNAVAILABLE_CODES.has(e.code)) return true;
  return /Connection terminated|timeout exceeded when trying to connect|Client has encountered a connection error/i.test(
    e.message ?? '',
  );
}

/** One error handler: every failure becomes the envelope with the right HTTP code; 5xx text stays hidden. */
export function registerErrorHandler(app: FastifyInstance) {
  app.setErrorHandler((err: FastifyError, request, reply) => {
    if (err instanceof AppError) {
      if (err.headers) reply.headers(err.headers);
      return reply
        .code(err.statusCode)
        .send({ status: false, message: err.message, ...(err.fields ? { errors: err.fields } : {}) });
    }
    if (hasZodFastifySchemaValidationErrors(err)) {
      const fields: Record<string, string> = {};
      for (const v of err.validation) {
        const path =
          v.instancePath.replace(/^\//, '').replaceAll('/', '.') ||
          (v.params.issue as { path?: PropertyKey[] }).path?.join('.') ||
          err.validationContext ||
          'body';
        fields[path] ??= v.message ?? 'Invalid value';
      }
      const message = Object.values(fields)[0] ?? 'The given data was invalid.';
      return reply.code(400).send({ status: false, message, errors: fields });
    }
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
