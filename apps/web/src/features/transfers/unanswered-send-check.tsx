import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import toast from 'react-hot-toast';
import { LOST_ANSWER_LATER } from '#features/transfers/transfer-messages';
import { isApiError } from '#lib/api/api-error';
import { getSendOutcome } from '#lib/api/send-outcome';
import { useLoadedProfile } from '#lib/session/get-profile';
import { forgetUnanswered, readUnanswered, settleUnanswered } from '#lib/unanswered-payment';
import { ToastLines } from '#ui/toast-lines';

/** A send still out in another tab is left alone until the API client itself would have given up on it. */
const SETTLE_MS = 25_000;

/**
 * In the signed-in frame: a send or a bill payment whose answer this device never received (the tab was closed
 * or reloaded while it was out) is asked about by its Idempotency-Key once, and the customer is told what became
 * of it: sent, on its way, refused and returned, or never received (nothing taken). Offline, it waits for the next start.
 */
export function UnansweredSendCheck() {
  // Not a second fetching observer of the profile: offline, its refetch on mount unmounted the frame for ever.
  const me = useLoadedProfile();
  const queryClient = useQueryClient();
  const user = me?.uuid;

  useEffect(() => {
    if (!user) return;
    const kept = readUnanswered();
    if (!kept || kept.user !== user) return;
    const told = LOST_ANSWER_LATER[kept.kind ?? 'transfer'];
    let cancelled = false;
    const ask = async () => {
      // Answered meanwhile (the customer tried again on this screen, and was told): nothing left to ask or tell.
      if (readUnanswered()?.key !== kept.key) return;
      try {
        const { outcome, transaction } = await getSendOutcome(kept.key);
        if (cancelled) return;
        settleUnanswered(kept.key);
        await queryClient.invalidateQueries();
        const detail = transaction?.description.summary ?? null;
        if (outcome === 'refused') toast.error(told.refused, { id: 'unanswered-send' });
        else
          toast.success(
            <ToastLines title={outcome === 'pending' ? told.pending : told.sent} detail={detail} />,
            { id: 'unanswered-send' },
          );
      } catch (error) {
        if (cancelled || !isApiError(error) || error.httpStatus !== 404) return;
        forgetUnanswered(kept.key);
        toast(<ToastLines title={told.notReceived} detail={told.nothingTaken ?? error.message} />, {
          id: 'unanswered-send',
        });
      }
    };
    const wait = Math.max(0, kept.at + SETTLE_MS - Date.now());
    const timer = window.setTimeout(() => void ask(), wait);
    return () => {
      cancelled = true;
      window.clearTimeout(timer);
    };
  }, [user, queryClient]);

  return null;
}
