import { useState } from 'react';
import { newIdempotencyKey } from '#lib/api/api-error';
import { useLoadedProfile } from '#lib/session/get-profile';
import { readUnanswered } from '#lib/unanswered-payment';

/**
 * The Idempotency-Key of the card's next funding, held by the card's screen rather than the Fund form (which
 * closes and opens again): it is kept until a definite answer, so a retry after a lost answer replays the first
 * funding instead of paying twice. A funding of this customer still unanswered on this device (the screen was
 * left or reloaded while it was out) keeps its key too.
 */
export function useFundingKey() {
  const me = useLoadedProfile()?.uuid;
  const [key, setKey] = useState(() => {
    const kept = readUnanswered();
    return kept?.kind === 'card' && kept.user === me ? kept.key : newIdempotencyKey();
  });
  return { key, renew: () => setKey(newIdempotencyKey()) };
}
