import type { Transaction } from '@owo/contract/accounts';

const railNames: Record<string, string> = {
  inflow: 'Bank deposit',
  enaira: 'eNaira transfer',
  remittance: 'Bank transfer',
  nip: 'Bank transfer',
  usd: 'USD transfer',
  momo: 'Mobile money',
  card: 'Card',
  internal: 'Owo transfer',
  fx: 'Currency exchange',
  reversal: 'Reversal',
};

export function railName(rail: string): string {
  return railNames[rail] ?? rail.charAt(0).toUpperCase() + rail.slice(1);
}

/** The name a customer recognises: the other party, else the kind of transfer. */
export function transactionTitle(t: Pick<Transaction, 'counterparty_name' | 'rail'>): string {
  return t.counterparty_name || railName(t.rail);
}

export const statusNames: Record<Transaction['status'], string> = {
  pending: 'Pending',
  successful: 'Successful',
  failed: 'Failed',
  reversed: 'Reversed',
};

export const statusClasses: Record<Transaction['status'], string> = {
  pending: 'bg-accent-light text-accent-ink',
  successful: 'bg-brand-light text-brand-dark',
  failed: 'bg-red-50 text-danger',
  reversed: 'bg-gray-100 text-muted',
};

const dateFormat = new Intl.DateTimeFormat('en-NG', { dateStyle: 'medium', timeStyle: 'short' });

export function formatDateTime(iso: string): string {
  return dateFormat.format(new Date(iso));
}
