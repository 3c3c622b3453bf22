import { toMajor } from '@owo/contract/money';
import type { PublicReceipt, ReceiptDetail, ReceiptState, TimelineStep } from '@owo/contract/receipts';
import { OWO_BANK } from '#rails/nuban.ts';
import { describeMovement, maskAccount, maskName } from '#records/transaction-description.ts';
import type { ReceiptRow } from './receipts-repository.ts';

// What a receipt says about a history row. Pure functions over the row, shared by the public verify reply,
// the owner's receipt and its PDF, so all three always agree.

export { maskAccount, maskName };

export const receiptState = (status: ReceiptRow['status']): ReceiptState =>
  status === 'successful' ? 'paid' : status;

interface Party {
  name: string;
  account: string | null;
  bank: string | null;
  /** A biller is a business: its name is never masked. */
  business?: boolean;
}

/** Who sent and who received, from the row owner's side: a debit's recipient is the counterparty. */
export function parties(t: ReceiptRow): { sender: Party; recipient: Party } {
  const own: Party = {
    name: t.own_account_name ?? 'Owo customer',
    account: t.own_account_number,
    bank: t.own_bank_name ?? OWO_BANK.name,
  };
  if (t.rail === 'card') {
    // Card funding: the card label ("VISA •••• 1234") is the destination on the naira side.
    const card: Party = { name: own.name, account: t.counterparty_name, bank: 'Owo virtual card' };
    return t.direction === 'debit'
      ? { sender: own, recipient: card }
      : { sender: own, recipient: { ...own } };
  }
  if (t.rail === 'bills') {
    // A bill is paid to its biller: the biller and the number paid for, not the meter holder's name.
    const bill = (t.meta.bill ?? {}) as { product_name?: string | null };
    const biller: Party = {
      name: describeMovement(t).title,
      account: t.counterparty_account,
      bank: bill.product_name ?? null,
      business: true,
    };
    return { sender: own, recipient: biller };
  }
  const other: Party = {
    name: t.counterparty_name ?? 'Bank transfer',
    account: t.counterparty_account,
    bank: t.counterparty_bank,
  };
  return t.direction === 'debit' ? { sender: own, recipient: other } : { sender: other, recipient: own };
}

const maskParty = (p: Party, maskTheName: boolean) => ({
  name: maskTheName && !p.business ? maskName(p.name) : p.name,
  account: maskAccount(p.account),
  bank: p.bank,
});

/**
 * A NIP-style session ID for NGN bank transfers (rails nip and owo) and inbound bank credits, kept with the
 * history row by the database (migration 024, which says how it is made); null for other rails.
 */
export const sessionId = (t: Pick<ReceiptRow, 'session_id'>): string | null => t.session_id ?? null;

const iso = (d: Date | null) => (d ? d.toISOString() : null);

/**
 * created → debited → sent to the rail → paid, or → refused by the rail → money returned. A bill's steps say
 * "payment" and name the biller.
 */
export function timeline(t: ReceiptRow): TimelineStep[] {
  const step = (s: TimelineStep['step'], label: string, at: Date | null, detail: string | null = null) => ({
    step: s,
    label,
    at: iso(at),
    detail,
  });
  if (t.direction === 'credit') {
    return [
      step('created', 'Transfer started', t.created_at),
      step('credited', 'Money arrived in your account', t.status === 'successful' ? t.settled_at : null),
    ];
  }
  const bill = t.rail === 'bills';
  const d = describeMovement(t);
  const to = bill ? d.title : (t.counterparty_bank ?? 'the bank');
  const steps = [step('created', bill ? 'Bill payment created' : 'Transfer created', t.created_at)];
  if (t.status === 'failed') return steps;
  steps.push(step('debited', 'Money left your account', t.created_at));
  const external = t.outbox_state !== null;
  if (external) steps.push(step('sent', `Sent to ${to}`, t.sent_at));
  if (t.status === 'reversed') {
    steps.push(
      step(
        'refused',
        bill ? `Refused by ${to}` : 'Refused by the bank',
        t.answered_at ?? t.reversed_at,
        t.refusal_reason,
      ),
    );
    steps.push(step('returned', 'Money returned to your account', t.reversed_at));
  } else {
    steps.push(
      step('paid', bill ? `Paid to ${to}` : 'Paid', t.status === 'successful' ? t.settled_at : null),
    );
  }
  return steps;
}

export const verifyUrl = (origin: string, code: string) => `${origin.replace(/\/+$/, '')}/r/${code}`;

/** The public verify reply: the current state and masked parties, nothing else. */
export function publicReceiptView(t: ReceiptRow): PublicReceipt {
  const { sender, recipient } = parties(t);
  return {
    code: t.receipt_code,
    state: receiptState(t.status),
    description: describeMovement(t, { public: true }),
    amount: toMajor(t.amount_minor),
    currency: t.currency.trim(),
    reference: t.reference,
    sender: maskParty(sender, true),
    recipient: maskParty(recipient, true),
    created_at: t.created_at.toISOString(),
    settled_at: t.status === 'successful' ? iso(t.settled_at) : null,
    reversed_at: t.status === 'reversed' ? iso(t.reversed_at) : null,
  };
}

/** The owner's receipt: full names, masked accounts, the session ID and the timeline. */
export function receiptDetailView(t: ReceiptRow, origin: string): ReceiptDetail {
  const { sender, recipient } = parties(t);
  return {
    code: t.receipt_code,
    url: verifyUrl(origin, t.receipt_code),
    state: receiptState(t.status),
    sender: maskParty(sender, false),
    recipient: maskParty(recipient, false),
    session_id: sessionId(t),
    settled_at: t.status === 'successful' ? iso(t.settled_at) : null,
    reversed_at: t.status === 'reversed' ? iso(t.reversed_at) : null,
    timeline: timeline(t),
  };
}
