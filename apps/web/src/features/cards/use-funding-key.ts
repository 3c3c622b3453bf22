import { useEffect, useState } from 'react';
import { newIdempotencyKey } from '#lib/api/api-error';
import { useLoadedProfile } from '#lib/session/get-profile';
import { onUnansweredSettled, readUnanswered } from '#lib/unanswered-payment';

/**
 * The Idempotency-Key of the card's next funding, held by the card's screen rather than the Fund form (which
 * closes and opens again): it is kept until a definite answer, so a retry after a lost answer replays the first
 * funding instead of paying twice. A funding of this customer still unanswered on this device (the screen was
 * left or reloaded while it was out) keeps its key too, until its outcome is known wherever it is learnt (the
 * funding's own answer, even after the panel closed, or the next start's check): then a new key.
 */
export function useFundingKey() {
  const me = useLoadedProfile()?.uuid;
  const [key, setKey] = useState(() => {
    const kept = readUnanswered();
    return kept?.kind === 'card' && kept.user === me ? kept.key : newIdempotencyKey();
  });
  useEffect(
    () => onUnansweredSettled((settled) => setKey((k) => (k === settled ? newIdempotencyKey() : k))),
    [],
  );
  return { key, renew: () => setKey(newIdempotencyKey()) };
}
