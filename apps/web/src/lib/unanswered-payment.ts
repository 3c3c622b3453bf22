import { IDEMPOTENCY_TTL_HOURS } from '@owo/contract/idempotency';
import { safeStorage } from '#lib/session/stored-token';

// A payment whose answer has not arrived yet (a transfer, a bill or a card funding), kept on this device until it does (issue 24
// item 3): when the tab is closed or reloaded while the request is out, the next start asks the server what
// became of it by its Idempotency-Key (features/transfers/unanswered-send-check.tsx), instead of telling
// nothing. One at a time: a phone makes one payment at a time.

const KEY = 'owo.unanswered_send';
/** The server keeps a send's key for IDEMPOTENCY_TTL_HOURS: after that there is nothing to ask. */
const KEPT_MS = IDEMPOTENCY_TTL_HOURS * 3_600_000;

/** What was paid: the next start's words name it ("Your last bill payment went through"). */
export type UnansweredKind = 'transfer' | 'bill' | 'card';

export type UnansweredSend = { key: string; user: string; at: number; kind?: UnansweredKind };

/** Kept just before the payment goes out, by whom it was made. */
export function keepUnanswered(
  key: string,
  user: string,
  { kind = 'transfer', now = Date.now() }: { kind?: UnansweredKind; now?: number } = {},
) {
  safeStorage('localStorage')?.setItem(
    KEY,
    JSON.stringify({ key, user, at: now, kind } satisfies UnansweredSend),
  );
}

/** Its answer arrived (or the server told what became of it): nothing left to ask. */
export function forgetUnanswered(key: string) {
  const kept = readUnanswered();
  if (kept && kept.key === key) safeStorage('localStorage')?.removeItem(KEY);
}

const SETTLED = 'owo:unanswered-settled';

/**
 * Its outcome is known for certain (paid, on its way, refused): forgotten, and whoever still holds its key for a
 * next payment (the card's screen) is told to take a new one, so a new payment is never a replay of this one.
 */
export function settleUnanswered(key: string) {
  forgetUnanswered(key);
  window.dispatchEvent(new CustomEvent<string>(SETTLED, { detail: key }));
}

/** Calls `listener` with each key whose outcome became known (settleUnanswered); returns the unsubscribe. */
export function onUnansweredSettled(listener: (key: string) => void): () => void {
  const handler = (event: Event) => listener((event as CustomEvent<string>).detail);
  window.addEventListener(SETTLED, handler);
  return () => window.removeEventListener(SETTLED, handler);
}

export function readUnanswered(now = Date.now()): UnansweredSend | null {
  try {
    const raw = safeStorage('localStorage')?.getItem(KEY);
    const kept = raw ? (JSON.parse(raw) as UnansweredSend) : null;
    if (!kept || typeof kept.key !== 'string' || typeof kept.at !== 'number') return null;
    if (now - kept.at > KEPT_MS) {
      safeStorage('localStorage')?.removeItem(KEY);
      return null;
    }
    return kept;
  } catch {
    return null;
  }
}
