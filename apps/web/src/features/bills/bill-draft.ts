import type { BillCategory } from '@owo/contract/bills';
import { useReducer } from 'react';
import { newIdempotencyKey } from '#lib/api/api-error';
import type { BillQuote } from './api/bill-fee';
import type { BillCustomer } from './api/validate-customer';

// One bill payment's draft: what the customer chose, who the biller says the number belongs to, the fee,
// and the Idempotency-Key every retry of this payment carries.

export type BillDraft = {
  biller: string;
  product: string;
  customer_id: string;
  amount: string;
  save_beneficiary: boolean;
};

export type BillStep = 'details' | 'review' | 'pin' | 'result';

export type BillState = {
  category: BillCategory;
  step: BillStep;
  draft: BillDraft;
  customer: BillCustomer | null;
  quote: BillQuote | null;
  idempotencyKey: string;
  /** The paid transaction's uuid, on the result step. */
  paid: string | null;
};

type Action =
  | { type: 'validated'; draft: BillDraft; customer: BillCustomer }
  | { type: 'quoted'; draft: BillDraft; quote: BillQuote }
  | { type: 'save'; save: boolean }
  | { type: 'reviewed' }
  | { type: 'newKey' }
  | { type: 'paid'; uuid: string }
  | { type: 'back' };

const BACK: Record<BillStep, BillStep | 'exit'> = {
  details: 'exit',
  review: 'details',
  pin: 'review',
  result: 'exit',
};

export const backStepOf = (state: BillState) => BACK[state.step];

function reducer(state: BillState, action: Action): BillState {
  switch (action.type) {
    case 'validated':
      return { ...state, draft: action.draft, customer: action.customer };
    case 'quoted':
      return { ...state, draft: action.draft, quote: action.quote, step: 'review' };
    case 'save':
      return { ...state, draft: { ...state.draft, save_beneficiary: action.save } };
    case 'reviewed':
      return { ...state, step: 'pin' };
    case 'newKey':
      // A refusal moved no money, and a key conflict's earlier payment is told and done with: the next try is a
      // new payment with a new key.
      return { ...state, idempotencyKey: newIdempotencyKey() };
    case 'paid':
      return { ...state, step: 'result', paid: action.uuid };
    case 'back': {
      const to = BACK[state.step];
      return to === 'exit' ? state : { ...state, step: to };
    }
  }
}

export function useBillDraft(category: BillCategory, prefill: Partial<BillDraft>) {
  const [state, dispatch] = useReducer(reducer, null, () => ({
    category,
    step: 'details' as const,
    draft: { biller: '', product: '', customer_id: '', amount: '', save_beneficiary: true, ...prefill },
    customer: null,
    quote: null,
    idempotencyKey: newIdempotencyKey(),
    paid: null,
  }));
  return { state, dispatch };
}

export type BillDispatch = ReturnType<typeof useBillDraft>['dispatch'];

/** What a link into a bills screen may prefill (buy again, the dashboard's quick actions). */
export function prefillFromSearch(params: URLSearchParams): Partial<BillDraft> {
  const out: Partial<BillDraft> = {};
  for (const key of ['biller', 'product', 'customer_id', 'amount'] as const) {
    const value = params.get(key);
    if (value && value.length <= 40) out[key] = value;
  }
  return out;
}

export const BILL_NETWORK_MESSAGE = 'check your internet connection';
export const BILL_SUCCESS_MESSAGE = 'Successful';
/** The success toast's second line while the biller has not confirmed the payment (issue 24). */
export const billOnItsWay = (biller: string) =>
  `Your payment is on its way to ${biller}. We'll send you an alert when it is confirmed.`;
