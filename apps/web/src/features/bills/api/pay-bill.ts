import type { billPayBody, billPayReply } from '@owo/contract/bills';
import type { ReplyData } from '@owo/contract/common';
import type { z } from 'zod';
import { apiPost } from '#lib/api/api-client';

export type BillPayment = ReplyData<typeof billPayReply>;

/** POST /bills/pay with the draft's Idempotency-Key: a lost answer retried with it can never pay twice. */
export function payBill(input: { body: z.input<typeof billPayBody>; idempotencyKey: string }) {
  return apiPost<BillPayment>('/bills/pay', input.body, { idempotencyKey: input.idempotencyKey });
}
