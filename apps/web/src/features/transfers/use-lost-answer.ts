import type { Transaction } from '@owo/contract/accounts';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useRef } from 'react';
import { getSendOutcome } from '#features/transfers/api/send-outcome';
import {
  LOST_ANSWER_CHECKING,
  LOST_ANSWER_NOT_RECEIVED,
  LOST_ANSWER_OFFLINE,
  LOST_ANSWER_REFUSED,
} from '#features/transfers/transfer-messages';
import { isApiError } from '#lib/api/api-error';
import { forgetUnanswered } from '#lib/unanswered-payment';

type LostAnswerHandlers = {
  /** The send was paid or is on its way: the same ending as an answer that arrived. */
  onSent: (transaction: Transaction | null) => void;
  /** The rail refused it and the money came back: nothing more to do with this draft. */
  onRefused: (message: string) => void;
  /** What to show beside the PIN while the outcome is unknown, or when it was never received. */
  onStatus: (message: string) => void;
};

/**
 * When a send's answer is lost (offline, a timeout, a 5xx), asks the server what became of it by the draft's
 * Idempotency-Key instead of guessing, and again as soon as the phone is back online. Only a send the server
 * never received invites the customer to send again, with the same key, so it can never pay twice.
 */
export function useLostAnswer(idempotencyKey: string, handlers: LostAnswerHandlers) {
  const queryClient = useQueryClient();
  const latest = useRef(handlers);
  latest.current = handlers;
  const waitingForOnline = useRef<(() => void) | null>(null);

  const stopWaiting = useCallback(() => {
    if (waitingForOnline.current) window.removeEventListener('online', waitingForOnline.current);
    waitingForOnline.current = null;
  }, []);
  useEffect(() => stopWaiting, [stopWaiting]);

  const check = useCallback(async () => {
    stopWaiting();
    latest.current.onStatus(LOST_ANSWER_CHECKING);
    try {
      const { outcome, transaction } = await getSendOutcome(idempotencyKey);
      await queryClient.invalidateQueries();
      if (outcome === 'refused') latest.current.onRefused(LOST_ANSWER_REFUSED);
      else latest.current.onSent(transaction);
    } catch (error) {
      if (isApiError(error) && error.httpStatus === 404) {
        forgetUnanswered(idempotencyKey);
        latest.current.onStatus(`${error.message} ${LOST_ANSWER_NOT_RECEIVED}`);
        return;
      }
      latest.current.onStatus(LOST_ANSWER_OFFLINE);
      const retry = () => void check();
      waitingForOnline.current = retry;
      window.addEventListener('online', retry, { once: true });
    }
  }, [idempotencyKey, queryClient, stopWaiting]);

  return check;
}
