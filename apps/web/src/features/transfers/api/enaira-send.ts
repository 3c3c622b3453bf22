import type { enairaSendBody, SendData } from '@owo/contract/transfers';
import type { z } from 'zod';
import type { TransferDraft } from '#features/transfers/draft/transfer-draft';
import { apiPost } from '#lib/api/api-client';
import type { SendInput } from './use-send';

/** POST /transfer/enaira/send: alias, amount, name, note, pin. */
export function toEnairaSendRequest(draft: TransferDraft, pin: string): z.input<typeof enairaSendBody> {
  return {
    alias: draft.alias,
    amount: draft.amount,
    name: draft.name,
    note: draft.note,
    pin,
    save_beneficiary: draft.save_beneficiary ?? false,
  };
}

export function sendEnaira({ body, idempotencyKey }: SendInput<ReturnType<typeof toEnairaSendRequest>>) {
  return apiPost<SendData>('/transfer/enaira/send', body, { idempotencyKey });
}
