import { lagosHourOn } from '@owo/contract/lagos-time';
import { errors } from '@owo/contract/messages';

/** A reply from the API with `status: false` or a non-2xx code: the server's message and field errors. */
export class ApiError extends Error {
  override readonly name = 'ApiError';
  constructor(
    readonly httpStatus: number,
    message: string,
    readonly fields: Record<string, string> = {},
    /** The envelope's `data` on a failure, when the server adds facts (e.g. a PIN's tries left). */
    readonly data: Record<string, unknown> = {},
    /** How long the server asked to wait before trying again (its Retry-After), when it said. */
    readonly retryAfterMs: number | null = null,
  ) {
    super(message);
  }
}

/** The request never got an answer (offline, DNS, timeout): the spec's "check your connection" cases. */
export class NetworkError extends Error {
  override readonly name = 'NetworkError';
  constructor(
    message: string,
    /** False when the phone knew it was offline and sent nothing: the server cannot have acted on it. */
    readonly sent = true,
  ) {
    super(message);
  }
}

/** A call that may have reached the server although its answer was lost (not one the phone never sent). */
export const mayHaveArrived = (error: unknown) => !(isNetworkError(error) && !error.sent);

export function isApiError(error: unknown): error is ApiError {
  return error instanceof ApiError;
}

export function isNetworkError(error: unknown): error is NetworkError {
  return error instanceof NetworkError;
}

/** What the API itself answers a 5xx with (the envelope's message): the words it chose for a customer. */
const SERVER_FAILURES: ReadonlySet<string> = new Set([errors.internal, errors.unavailable]);

/**
 * The text of a failure toast: the server's message (spec §8: any reply with status false), or the screen's
 * own network-failure text when no answer came back. A 5xx shows the API's own words (try again, which is
 * safe: a money move keeps its key); one from something in front of it (a proxy's 502 page) has none, so it is
 * told like a lost answer.
 */
export function failureMessage(error: unknown, networkMessage: string): string {
  if (isApiError(error) && (error.httpStatus < 500 || SERVER_FAILURES.has(error.message)))
    return error.message;
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

/**
 * The 409 of a key an earlier request already spent with other details (the customer changed the draft after
 * a lost answer): that earlier payment moved money, and this one was not made. Only a key that moved money is
 * spent, so the screen tells what became of the earlier one (lib/earlier-payment.ts) and makes the changed
 * request with a new key. The API names it by its message alone.
 */
export function isKeyConflict(error: unknown): boolean {
  return isApiError(error) && error.httpStatus === 409 && error.message === errors.idempotencyConflict;
}

/**
 * What a failed payment means for its Idempotency-Key, read once for every payment screen:
 * - `conflict`: the key already paid other details (isKeyConflict): tell the earlier payment, then a new key;
 * - `refused`: nothing moved (isRefusal): a new key for the next try;
 * - `lost`: it may have reached the server: the same key is kept, and what became of it is asked;
 * - `unsent`: the phone knew it was offline and sent nothing: nothing to ask, the same key may be used again.
 */
export type PaymentFailure = 'conflict' | 'refused' | 'lost' | 'unsent';

export function paymentFailure(error: unknown): PaymentFailure {
  if (isKeyConflict(error)) return 'conflict';
  if (isRefusal(error)) return 'refused';
  return mayHaveArrived(error) ? 'lost' : 'unsent';
}

/** A fresh Idempotency-Key for one money move and every retry of it. */
export const newIdempotencyKey = () => crypto.randomUUID();

/**
 * A refused PIN as the customer needs it beside the PIN field: the server's message, how many tries are
 * left, or when the lock ends. Null when the failure is not about the PIN.
 */
export function pinFailureText(error: unknown): string | null {
  if (!isApiError(error) || (error.httpStatus !== 422 && error.httpStatus !== 423)) return null;
  const { tries_left: triesLeft, locked_until: lockedUntil } = error.data as {
    tries_left?: number;
    locked_until?: string;
  };
  if (typeof lockedUntil === 'string') {
    const until = new Date(lockedUntil);
    return Number.isNaN(until.getTime())
      ? error.message
      : `${error.message} Try again after ${lagosHourOn(until)} (Lagos time).`;
  }
  if (typeof triesLeft === 'number') {
    return `${error.message} ${triesLeft} ${triesLeft === 1 ? 'try' : 'tries'} left before transfers lock for 30 minutes.`;
  }
  return null;
}
