import type { billFeeBody, billFeeReply } from '@owo/contract/bills';
import type { ReplyData } from '@owo/contract/common';
import type { z } from 'zod';
import { apiPost } from '#lib/api/api-client';

export type BillQuote = ReplyData<typeof billFeeReply>;

/** POST /bills/fee: amount, fee and total, shown on the review before the PIN. */
export function billFee(body: z.input<typeof billFeeBody>) {
  return apiPost<BillQuote>('/bills/fee', body);
}
