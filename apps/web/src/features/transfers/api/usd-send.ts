import type { SendData, usdSendBody } from '@owo/contract/transfers';
import type { z } from 'zod';
import type { TransferDraft } from '#features/transfers/draft/transfer-draft';
import { apiPost } from '#lib/api/api-client';
import type { SendInput } from './use-send';

/** POST /transfer/usd/send. The country is always the USA. */
export function toUsdSendRequest(draft: TransferDraft, pin: string): z.input<typeof usdSendBody> {
  const isInsideUs = draft.inside_us === 1;
  return {
    amount: draft.amount,
    account_name: draft.name,
    account_number: draft.account_number,
    address: draft.address,
    city: draft.city,
    country: 'USA',
    inside_us: draft.inside_us,
    note: draft.note,
    swift_code: isInsideUs ? null : draft.swift_code,
    routing_number: isInsideUs ? draft.routing_number : null,
    zipcode: draft.zipcode,
    bank_name: draft.bank_name,
    delivery_type: isInsideUs ? draft.delivery_type : null,
    pin,
    save_beneficiary: draft.save_beneficiary ?? false,
  };
}

export function sendUsd({ body, idempotencyKey }: SendInput<ReturnType<typeof toUsdSendRequest>>) {
  return apiPost<SendData>('/transfer/usd/send', body, { idempotencyKey });
}
