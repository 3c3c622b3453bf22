// The event stream's plain constants, kept apart from the zod schemas so that the web's signed-in frame
// (which opens the stream at once) loads no schema code for them: its JavaScript budget counts every byte.

/**
 * Why the server ends an event stream (the `end` event's data: {"reason": …}): the session is over, or the
 * customer opened more streams than the server keeps open (the oldest is closed and should not reconnect).
 */
export const STREAM_END = { signedOut: 'signed_out', replaced: 'replaced' } as const;
/** Open streams a customer may hold in one API process; opening one more closes the oldest. */
export const MAX_STREAMS_PER_CUSTOMER = 5;
