import type { SendOutcomeData } from '@owo/contract/transfers';
import { apiGet } from '#lib/api/api-client';

/**
 * GET /transfers/by-key/{key}: what became of a send whose answer was lost (paid, pending or refused). A 404
 * means the server never received it: nothing was taken, and sending again with the same key is safe.
 */
export function getSendOutcome(idempotencyKey: string) {
  return apiGet<SendOutcomeData>(`/transfers/by-key/${encodeURIComponent(idempotencyKey)}`);
}
