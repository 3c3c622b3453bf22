import type { billValidateBody, billValidateReply } from '@owo/contract/bills';
import type { ReplyData } from '@owo/contract/common';
import type { z } from 'zod';
import { apiPost } from '#lib/api/api-client';

export type BillCustomer = ReplyData<typeof billValidateReply>;

/** POST /bills/validate: the name behind a number (and a meter's address, a smartcard's bouquet). */
export function validateCustomer(body: z.input<typeof billValidateBody>) {
  return apiPost<BillCustomer>('/bills/validate', body);
}
