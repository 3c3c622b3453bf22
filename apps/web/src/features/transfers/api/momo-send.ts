import type { momoSendBody, SendData } from '@owo/contract/transfers';
import type { z } from 'zod';
import type { TransferDraft } from '#features/transfers/draft/transfer-draft';
import { apiPost } from '#lib/api/api-client';
import type { SendInput } from './use-send';

/**
 * POST /transfer/momo/send. The draft's account_number holds the mobile number and its
 * name the wallet's name.
 */
export function toMomoSendRequest(draft: TransferDraft, pin: string): z.input<typeof momoSendBody> {
  return {
    amount: draft.amount,
    note: draft.note,
    currency: 'GHS',
    pin,
    account_name: draft.name,
    issuer: draft.issuer,
    number: draft.account_number,
    save_beneficiary: draft.save_beneficiary ?? false,
  };
}

export function sendMomo({ body, idempotencyKey }: SendInput<ReturnType<typeof toMomoSendRequest>>) {
  return apiPost<SendData>('/transfer/momo/send', body, { idempotencyKey });
}
