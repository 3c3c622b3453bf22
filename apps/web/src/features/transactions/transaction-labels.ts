import type { Transaction } from '@owo/contract/accounts';

const railNames: Record<string, string> = {
  inflow: 'Bank deposit',
  enaira: 'eNaira transfer',
  remittance: 'Bank transfer',
  nip: 'Bank transfer',
  owo: 'Owo transfer',
  usd: 'USD wire',
  usd_wire: 'USD wire',
  bills: 'Bill payment',
  momo: 'Mobile money',
  card: 'Card',
  internal: 'Owo transfer',
  fx: 'Currency exchange',
  reversal: 'Reversal',
  refund: 'Refund',
  adjustment: 'Account adjustment',
};

/** A readable name for any rail, e.g. "USD wire", never "Usd_wire". */
export function railName(rail: string): string {
  const words = rail.replace(/_/g, ' ');
  return railNames[rail] ?? words.charAt(0).toUpperCase() + words.slice(1);
}

/** The history's Type filter: money in / out, or one kind of transfer (the API's rail names). */
export const typeFilters: Array<{ value: string; label: string }> = [
  { value: '', label: 'All types' },
  { value: 'credit', label: 'Money in' },
  { value: 'debit', label: 'Money out' },
  { value: 'nip', label: 'Bank transfer' },
  { value: 'owo', label: 'Owo transfer' },
  { value: 'usd_wire', label: 'USD wire' },
  { value: 'enaira', label: 'eNaira transfer' },
  { value: 'momo', label: 'Mobile money' },
  { value: 'card', label: 'Card' },
  { value: 'bills', label: 'Bill payment' },
  { value: 'inflow', label: 'Bank deposit' },
  { value: 'refund', label: 'Refund' },
];

/** The history filter's names of the statuses; a row says its own (the description's status_label). */
export const statusNames: Record<Transaction['status'], string> = {
  pending: 'On its way',
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
