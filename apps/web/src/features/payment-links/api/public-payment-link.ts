import type { ReplyData } from '@owo/contract/common';
import type {
  PayPaymentLinkBody,
  payPaymentLinkReply,
  publicPaymentLinkReply,
} from '@owo/contract/payment-links';
import { apiGet, apiPost } from '#lib/api/api-client';

// The public /pay page has no query cache (it is outside the signed-in app): plain calls.

/** GET /public/payment-links/{slug}: what anyone may see of a link. */
export function getPublicPaymentLink(slug: string, signal?: AbortSignal) {
  return apiGet<ReplyData<typeof publicPaymentLinkReply>>(
    `/public/payment-links/${encodeURIComponent(slug)}`,
    {
      signal,
    },
  );
}

/** POST /payment-links/{slug}/pay: a signed-in Owo customer pays with their PIN (one key per attempt). */
export function payPaymentLink(slug: string, body: PayPaymentLinkBody, idempotencyKey: string) {
  return apiPost<ReplyData<typeof payPaymentLinkReply>>(
    `/payment-links/${encodeURIComponent(slug)}/pay`,
    body,
    {
      idempotencyKey,
    },
  );
}
