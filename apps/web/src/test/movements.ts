import type { Transaction } from '@owo/contract/accounts';
import type { PublicReceipt, ReceiptDetail } from '@owo/contract/receipts';
import { transactionFixture } from './replies';

// One NGN bank send with a fee and one prepaid-meter bill, as the API describes them (the API's
// records/one-description.test.ts checks that it writes exactly these words and amounts).
// The web's surfaces must print the same amount, fee and total from them.

export const SEND_MONEY = { amount: '₦5,000.00', fee: '₦10.75', total: '₦5,010.75' } as const;
export const BILL_MONEY = { amount: '₦5,000.00', fee: '₦100.00', total: '₦5,100.00' } as const;
export const TOKEN = '1234-5678-9012-3456-7890';

export const sendTransaction: Transaction = transactionFixture({
  uuid: '00000000-0000-4000-8000-00000000000a',
  reference: 'OWO-NIP-20261126-66E847B264',
  rail: 'nip',
  status: 'successful',
  amount: 5000,
  fee: 10.75,
  total: 5010.75,
  counterparty_name: 'Ibrahim Usman',
  counterparty_account: '0123458765',
  counterparty_bank: 'Guaranty Trust Bank',
  narration: 'Rent',
  description: {
    kind: 'transfer',
    title: 'Ibrahim Usman',
    subtitle: 'Guaranty Trust Bank ******8765',
    status_label: 'Paid',
    ...SEND_MONEY,
    amount_line: '₦5,010.75 (₦5,000.00 + ₦10.75 fee)',
    summary: 'Debit ₦5,010.75 (₦5,000.00 + ₦10.75 fee) to Ibrahim Usman · Guaranty Trust Bank ******8765',
    narration: 'Rent',
    reference: 'OWO-NIP-20261126-66E847B264',
    token: null,
    units: null,
  },
});

export const billTransaction: Transaction = transactionFixture({
  uuid: '00000000-0000-4000-8000-00000000000b',
  reference: 'OWO-BILLS-20261126-719BA773DC',
  rail: 'bills',
  status: 'successful',
  amount: 5000,
  fee: 100,
  total: 5100,
  counterparty_name: 'ADEBAYO OKAFOR',
  counterparty_account: '45012345678',
  counterparty_bank: 'Ikeja Electric Prepaid',
  narration: 'Ikeja Electric Prepaid',
  description: {
    kind: 'bill',
    title: 'Ikeja Electric Prepaid',
    subtitle: 'Meter 45012345678',
    status_label: 'Paid',
    ...BILL_MONEY,
    amount_line: '₦5,100.00 (₦5,000.00 + ₦100.00 fee)',
    summary: 'Debit ₦5,100.00 (₦5,000.00 + ₦100.00 fee) to Ikeja Electric Prepaid · Meter 45012345678',
    narration: 'Ikeja Electric Prepaid',
    reference: 'OWO-BILLS-20261126-719BA773DC',
    token: TOKEN,
    units: '23.86',
  },
});

/** The owner's receipt of either (its parties and timeline). */
export function receiptOf(t: Transaction): ReceiptDetail {
  const bill = t.rail === 'bills';
  return {
    code: 'a'.repeat(40),
    url: `https://owo.ng/r/${'a'.repeat(40)}`,
    state: 'paid',
    sender: { name: 'Ada Obi', account: '******1234', bank: 'Owo MFB' },
    recipient: bill
      ? { name: 'Ikeja Electric Prepaid', account: '******5678', bank: null }
      : { name: 'Ibrahim Usman', account: '******8765', bank: 'Guaranty Trust Bank' },
    session_id: bill ? null : `090999261126112900${'1'.repeat(12)}`,
    settled_at: '2026-11-26T10:29:05.000Z',
    reversed_at: null,
    timeline: [
      {
        step: 'created',
        label: bill ? 'Bill payment created' : 'Transfer created',
        at: t.created_at,
        detail: null,
      },
      { step: 'debited', label: 'Money left your account', at: t.created_at, detail: null },
      {
        step: 'paid',
        label: bill ? 'Paid to Ikeja Electric Prepaid' : 'Paid',
        at: '2026-11-26T10:29:05.000Z',
        detail: null,
      },
    ],
  };
}

/** The public verify reply of either: masked. */
export function publicReceiptOf(t: Transaction): PublicReceipt {
  const r = receiptOf(t);
  return {
    code: r.code,
    state: 'paid',
    description: {
      ...t.description,
      title: t.rail === 'bills' ? t.description.title : 'Ibrahim U.',
      subtitle: t.rail === 'bills' ? 'Meter ******5678' : t.description.subtitle,
      narration: null,
      token: null,
      units: null,
    },
    amount: t.amount,
    currency: 'NGN',
    reference: t.reference,
    sender: { name: 'Ada O.', account: '******1234', bank: 'Owo MFB' },
    recipient: t.rail === 'bills' ? r.recipient : { ...r.recipient, name: 'Ibrahim U.' },
    created_at: t.created_at,
    settled_at: r.settled_at,
    reversed_at: null,
  };
}
