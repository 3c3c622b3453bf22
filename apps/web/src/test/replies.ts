import type { Transaction } from '@owo/contract/accounts';
import { failureEnvelope, type ReplyData } from '@owo/contract/common';
import type { z } from 'zod';

/**
 * A stubbed API answer, built through the contract's reply schema: a reply the API could not send fails
 * the test here, so a change to the contract breaks the stubs that no longer match it.
 */
export function reply<R extends z.ZodType>(schema: R, data: ReplyData<R>, status = 200): Response {
  return new Response(JSON.stringify(schema.parse({ status: true, message: 'ok', data })), { status });
}

/** A refusal as the API sends it: `{ status: false, message, errors? }`. */
export function refusal(body: z.input<typeof failureEnvelope>, status: number): Response {
  return new Response(JSON.stringify(failureEnvelope.parse(body)), { status });
}

/** A whole transaction as replies carry it; tests override what they look at. */
export function transactionFixture(overrides: Partial<Transaction> = {}): Transaction {
  return {
    uuid: '00000000-0000-4000-8000-000000000001',
    reference: 'OWO-TEST-0001',
    direction: 'debit',
    rail: 'enaira',
    status: 'pending',
    currency: 'NGN',
    amount: 5000,
    fee: 0,
    total: 5000,
    counterparty_name: 'Ada Obi',
    counterparty_account: 'ada.obi',
    counterparty_bank: null,
    narration: 'Lunch',
    meta: {},
    description: {
      kind: 'transfer',
      title: 'Ada Obi',
      subtitle: 'ad******',
      status_label: 'On its way',
      amount: '₦5,000.00',
      fee: '₦0.00',
      total: '₦5,000.00',
      amount_line: '₦5,000.00',
      summary: 'Debit ₦5,000.00 to Ada Obi · ad******',
      narration: 'Lunch',
      reference: 'OWO-TEST-0001',
      token: null,
      units: null,
    },
    account_uuid: '00000000-0000-4000-8000-000000000002',
    created_at: '2025-01-01T00:00:00.000Z',
    updated_at: '2025-01-01T00:00:00.000Z',
    ...overrides,
  };
}
