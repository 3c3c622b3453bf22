/** A reply from the API with `status: false` or a non-2xx code: the server's message and field errors. */
export class ApiError extends Error {
  override readonly name = 'ApiError';
  constructor(
    readonly httpStatus: number,
    message: string,
    readonly fields: Record<string, string> = {},
  ) {
    super(message);
  }
}

/** The request never got an answer (offline, DNS, timeout): the spec's "check your connection" cases. */
export class NetworkError extends Error {
  override readonly name = 'NetworkError';
}

export function isApiError(error: unknown): error is ApiError {
  return error instanceof ApiError;
}

export function isNetworkError(error: unknown): error is NetworkError {
  return error instanceof NetworkError;
}

/**
 * The text of a failure toast: the server's message, or the screen's own network-failure text
 * when no answer came back. A 5xx is treated like a lost answer: its outcome is unknown to the customer.
 */
export function failureMessage(error: unknown, networkMessage: string): string {
  if (isApiError(error) && error.httpStatus < 500) return error.message;
  return networkMessage;
}

/**
 * A money move the API refused (a 4xx other than an Idempotency-Key conflict) moved no money, so the next
 * try takes a new key. Anything else (a lost answer, a 5xx) may have moved it: the same key is kept, so
 * trying again can never pay twice.
 */
export function isRefusal(error: unknown): boolean {
  return isApiError(error) && error.httpStatus < 500 && error.httpStatus !== 409;
}

/** A fresh Idempotency-Key for one money move and every retry of it. */
export const newIdempotencyKey = () => crypto.randomUUID();
