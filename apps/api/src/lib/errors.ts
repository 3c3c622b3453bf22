import { errors } from '@owo/contract/messages';

// One error type with a code; one table from code to HTTP status.
const STATUS = {
  invalid: 400,
  unauthenticated: 401,
  forbidden: 403,
  not_found: 404,
  conflict: 409,
  unprocessable: 422,
  locked: 423,
  /** Something must be done first (the console: a reason before a customer's page opens). */
  precondition_required: 428,
  rate_limited: 429,
  unavailable: 503,
} as const;
export type ErrorCode = keyof typeof STATUS;

export class AppError extends Error {
  readonly statusCode: number;
  constructor(
    readonly code: ErrorCode,
    message: string,
    readonly fields?: Record<string, string>,
    readonly headers?: Record<string, string>,
    /** Extra facts for the client, sent as the envelope's `data` (e.g. a PIN's tries left). */
    readonly data?: Record<string, unknown>,
  ) {
    super(message);
    this.statusCode = STATUS[code];
  }
}

export const notFound = () => new AppError('not_found', errors.notFound);
export const invalid = (field: string, message: string) =>
  new AppError('invalid', message, { [field]: message });
