import type { SendData } from '@owo/contract/transfers';
import type { TransferDraft } from '#features/transfers/draft/transfer-draft';
import { apiPost } from '#lib/api/api-client';
import type { SendInput } from './use-send';

/** POST /transfer/enaira/send: alias, amount, name, note, pin (spec §7). */
export function enairaSendBody(draft: TransferDraft, pin: string) {
  return {
    alias: draft.alias,
    amount: draft.amount,
    name: draft.name,
    note: draft.note,
    pin,
    save_beneficiary: draft.save_beneficiary ?? false,
  };
}

export function sendEnaira({ body, idempotencyKey }: SendInput<ReturnType<typeof enairaSendBody>>) {
  return apiPost<SendData>('/transfer/enaira/send', body, { idempotencyKey });
}
