import type { ReplyData } from '@owo/contract/common';
import {
  LINK_WATCH_MINUTES,
  type LinkPayment,
  type linkPaymentsReply,
  type PublicPaymentLink,
} from '@owo/contract/payment-links';
import { useEffect, useState } from 'react';
import { apiGet } from '#lib/api/api-client';

// A payer who chose "Pay by bank transfer" sends money from another bank app and comes back to this page.
// The page remembers when it was first opened (the server's clock, `checked_at`, kept in this tab's session
// storage so a reload keeps it) and asks every few seconds what the link received since: the payer sees their
// own transfer confirmed, and a single-use link they have just paid is never "already paid" to them.

const EVERY_MS = 3_000;
const WINDOW_MS = LINK_WATCH_MINUTES * 60_000;
const storageKey = (slug: string) => `owo:pay-watch:${slug}`;

/** When this tab first saw the link (within the watch window), or the link's `checked_at` now stored. */
function watchedSince(link: PublicPaymentLink): string | null {
  try {
    const stored = sessionStorage.getItem(storageKey(link.slug));
    if (stored && Date.parse(link.checked_at) - Date.parse(stored) < WINDOW_MS) return stored;
    // A link that was already closed when this tab first saw it has nothing to wait for.
    if (link.status !== 'active') return null;
    sessionStorage.setItem(storageKey(link.slug), link.checked_at);
  } catch {
    // No session storage (a private window's quota): watch from now, for this page view only.
    if (link.status !== 'active') return null;
  }
  return link.checked_at;
}

function fetchPayments(slug: string, since: string, signal: AbortSignal) {
  return apiGet<ReplyData<typeof linkPaymentsReply>>(
    `/public/payment-links/${encodeURIComponent(slug)}/payments?since=${encodeURIComponent(since)}`,
    { signal },
  );
}

/** The payments made to this link since this tab opened it; empty until one arrives. */
export function usePaymentWatch(link: PublicPaymentLink): LinkPayment[] {
  const [payments, setPayments] = useState<LinkPayment[]>([]);
  const found = payments.length > 0;
  useEffect(() => {
    if (found) return;
    const since = watchedSince(link);
    if (!since) return;
    const controller = new AbortController();
    const until = Date.parse(since) + WINDOW_MS;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const ask = async () => {
      if (document.visibilityState === 'visible') {
        try {
          const data = await fetchPayments(link.slug, since, controller.signal);
          if (data.payments.length > 0) return setPayments(data.payments);
        } catch {
          // Offline or rate-limited for a moment: the next turn asks again.
        }
      }
      if (!controller.signal.aborted && Date.now() < until) timer = setTimeout(ask, EVERY_MS);
    };
    void ask();
    return () => {
      controller.abort();
      clearTimeout(timer);
    };
  }, [link, found]);
  return payments;
}
