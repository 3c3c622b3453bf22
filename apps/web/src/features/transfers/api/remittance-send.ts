import type { remittanceSendBody, SendData } from '@owo/contract/transfers';
import type { z } from 'zod';
import type { TransferDraft } from '#features/transfers/draft/transfer-draft';
import { apiPost } from '#lib/api/api-client';
import type { SendInput } from './use-send';

/** POST /transfer/remittance/send: an NGN bank transfer. */
export function toRemittanceSendRequest(
  draft: TransferDraft,
  pin: string,
): z.input<typeof remittanceSendBody> {
  return {
    amount: draft.amount,
    name: draft.name,
    note: draft.note,
    currency: 'NGN',
    account_number: draft.account_number,
    bank_name: draft.bank_name,
    bank_code: draft.bank_code,
    pin,
    save_beneficiary: draft.save_beneficiary ?? false,
  };
}

export function sendRemittance({
  body,
  idempotencyKey,
}: SendInput<ReturnType<typeof toRemittanceSendRequest>>) {
  return apiPost<SendData>('/transfer/remittance/send', body, { idempotencyKey });
}
