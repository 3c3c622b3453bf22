import type { Transaction } from '@owo/contract/accounts';
import { RAIL_NAMES } from '@owo/contract/rail-names';

export { railName } from '@owo/contract/rail-names';

/** The history's Type filter: money in / out, or one kind of transfer (the API's rail names). */
export const typeFilters: Array<{ value: string; label: string }> = [
  { value: '', label: 'All types' },
  { value: 'credit', label: 'Money in' },
  { value: 'debit', label: 'Money out' },
  ...['nip', 'owo', 'usd_wire', 'enaira', 'momo', 'card', 'bills', 'inflow', 'refund'].map((rail) => ({
    value: rail,
    label: RAIL_NAMES[rail]!,
  })),
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
