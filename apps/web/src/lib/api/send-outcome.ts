import type { SendOutcomeData } from '@owo/contract/transfers';
import { apiGet } from '#lib/api/api-client';

/**
 * GET /transfers/by-key/{key}: what became of a payment whose answer was lost (paid, pending or refused). The
 * server answers for any money move of the customer's that spent the key (a send, a bill, a card funding, a
 * payment link paid), since each keeps its reply with its key. A 404 means the server never received it:
 * nothing was taken, and paying again with the same key is safe.
 */
export function getSendOutcome(idempotencyKey: string) {
  return apiGet<SendOutcomeData>(`/transfers/by-key/${encodeURIComponent(idempotencyKey)}`);
}
