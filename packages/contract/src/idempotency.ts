// The Idempotency-Key's two figures (docs/decisions/004), kept apart from common.ts (zod, libphonenumber) so the
// web's signed-in frame, which asks after an unanswered payment at start, reads them without loading either.

/** How long a spent Idempotency-Key keeps its reply: after it, there is nothing left to ask about. */
export const IDEMPOTENCY_TTL_HOURS = 24;

/** An Idempotency-Key: 1 to 255 visible ASCII characters. */
export const IDEMPOTENCY_KEY_PATTERN = /^[\x21-\x7e]{1,255}$/;
