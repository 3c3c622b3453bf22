import type { Transaction } from '@owo/contract/accounts';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useRef } from 'react';
import { failureMessage, isApiError, isNetworkError } from '#lib/api/api-error';
import { getSendOutcome } from '#lib/api/send-outcome';
import { forgetUnanswered } from '#lib/unanswered-payment';

/** What a screen says while it asks, in the words of what was paid (a transfer, a card funding…). */
export type LostAnswerWords = {
  checking: string;
  /** The phone is offline: it asks again as soon as it is back online. */
  offline: string;
  /** The question got no answer the server worded (a timeout, a proxy's page): it asks again shortly. */
  retrying: string;
  refused: string;
  /** The server never received the payment (its 404's message given): nothing was taken, pay again. */
  notReceived: (serverMessage: string) => string;
};

type LostAnswerHandlers = {
  /** The payment was made or is on its way: the same ending as an answer that arrived. */
  onSent: (transaction: Transaction | null) => void;
  /** The rail refused it and the money came back: nothing more to do with this draft. */
  onRefused: (message: string) => void;
  /** What to show beside the PIN while the outcome is unknown, or when it was never received. */
  onStatus: (message: string) => void;
};

/** Asking again after a failed question: the server's Retry-After when it gave one, else a doubling wait. */
const FIRST_RETRY_MS = 2_000;
const MAX_RETRY_MS = 30_000;
/** A Retry-After longer than this is not waited for in full: the customer is still looking at the screen. */
const MAX_RETRY_AFTER_MS = 5 * 60_000;

/** A failed question worth asking again: no answer, a 5xx, a 429 or a 408 (any other 4xx would not change). */
const isWorthRetrying = (error: unknown) =>
  !isApiError(error) || error.httpStatus >= 500 || error.httpStatus === 429 || error.httpStatus === 408;

function retryDelayMs(error: unknown, attempt: number): number {
  const asked = isApiError(error) ? error.retryAfterMs : null;
  if (asked !== null) return Math.min(asked, MAX_RETRY_AFTER_MS);
  return Math.min(FIRST_RETRY_MS * 2 ** attempt, MAX_RETRY_MS);
}

/**
 * When a payment's answer is lost (offline, a timeout, a 5xx), asks the server what became of it by its
 * Idempotency-Key instead of guessing: again when the phone is back online, or after the server's Retry-After
 * (or a short, growing wait) when the question itself failed while online. Only a payment the server never
 * received invites the customer to pay again, with the same key, so it can never pay twice.
 */
export function useLostAnswer(idempotencyKey: string, words: LostAnswerWords, handlers: LostAnswerHandlers) {
  const queryClient = useQueryClient();
  const latest = useRef({ words, handlers });
  latest.current = { words, handlers };
  const waitingForOnline = useRef<(() => void) | null>(null);
  const retryTimer = useRef<number | null>(null);
  const attempt = useRef(0);
  /** Each check, and each stop, starts a new generation: an answer to an older one is nobody's any more. */
  const generation = useRef(0);

  const stopWaiting = useCallback(() => {
    generation.current += 1;
    if (waitingForOnline.current) window.removeEventListener('online', waitingForOnline.current);
    waitingForOnline.current = null;
    if (retryTimer.current !== null) window.clearTimeout(retryTimer.current);
    retryTimer.current = null;
  }, []);
  useEffect(() => stopWaiting, [stopWaiting]);

  const check = useCallback(async () => {
    stopWaiting();
    const mine = generation.current;
    const { words: told, handlers: on } = latest.current;
    on.onStatus(told.checking);
    try {
      const { outcome, transaction } = await getSendOutcome(idempotencyKey);
      // Stopped meanwhile (a new try of the payment, or the screen gone): that try tells its own outcome.
      if (generation.current !== mine) return;
      attempt.current = 0;
      await queryClient.invalidateQueries();
      if (generation.current !== mine) return;
      if (outcome === 'refused') on.onRefused(told.refused);
      else on.onSent(transaction);
    } catch (error) {
      if (generation.current !== mine) return;
      const retry = () => void check();
      if (isApiError(error) && error.httpStatus === 404) {
        attempt.current = 0;
        forgetUnanswered(idempotencyKey);
        on.onStatus(told.notReceived(error.message));
      } else if (isNetworkError(error) && !navigator.onLine) {
        // Only a phone that is offline hears `online`; one that is online (again) but got no answer asks later.
        on.onStatus(told.offline);
        waitingForOnline.current = retry;
        window.addEventListener('online', retry, { once: true });
      } else {
        on.onStatus(failureMessage(error, told.retrying));
        if (!isWorthRetrying(error)) return;
        retryTimer.current = window.setTimeout(retry, retryDelayMs(error, attempt.current));
        attempt.current += 1;
      }
    }
  }, [idempotencyKey, queryClient, stopWaiting]);

  // `stop`: a new try of the payment is its own question; a check still waiting must not answer it too.
  return { check, stop: stopWaiting };
}
