// The transfer draft: everything a send collects before the PIN. Amounts stay as the digits typed
// (strips everything else), so no float ever holds money here.
import type { ReplyData } from '@owo/contract/common';
import type { feeReply } from '@owo/contract/transfers';

export type TransferCurrency = 'ngn' | 'usd' | 'ghs';

/** The fee call's answer, shown on the review (total = amount + fee, and what arrives). */
export type Quote = ReplyData<typeof feeReply>;

export type TransferDraft = {
  amount: string;
  account_number: string;
  bank_name: string;
  name: string;
  fee: number | null;
  quote: Quote | null;
  alias: string;
  note: string;
  currency: TransferCurrency;
  address: string;
  city: string;
  country: string;
  inside_us: 0 | 1;
  swift_code: string;
  zipcode: string;
  bank_code: string;
  issuer: string;
  delivery_type: string;
  routing_number: string;
  /** null when the recipient is already a beneficiary: the box is not shown. */
  save_beneficiary: boolean | null;
  /** Set once the name is verified: the Verify button becomes Proceed. */
  proceed: boolean;
};

export function emptyDraft(currency: TransferCurrency = 'ngn'): TransferDraft {
  return {
    amount: '',
    account_number: '',
    bank_name: '',
    name: '',
    fee: null,
    quote: null,
    alias: '',
    note: '',
    currency,
    address: '',
    city: '',
    country: 'USA',
    inside_us: 1,
    swift_code: '',
    zipcode: '',
    bank_code: '',
    issuer: '',
    delivery_type: '',
    routing_number: '',
    save_beneficiary: true,
    proceed: false,
  };
}

/** Fields whose change makes a verified name stale. */
export const RESOLVED_BY: ReadonlyArray<keyof TransferDraft> = [
  'alias',
  'account_number',
  'bank_code',
  'issuer',
];
