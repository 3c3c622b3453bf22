import type { PayoutRowStatus } from '@owo/contract/payouts';

/** Each row status as the customer reads it, and its colours. */
export const rowStatusLook: Record<PayoutRowStatus, { label: string; className: string }> = {
  ready: { label: 'Ready', className: 'bg-brand-light text-brand' },
  problem: { label: 'Problem', className: 'bg-red-50 text-red-700' },
  queued: { label: 'Queued', className: 'bg-gray-100 text-ink' },
  pending: { label: 'Pending', className: 'bg-amber-50 text-amber-800' },
  paid: { label: 'Paid', className: 'bg-green-50 text-green-800' },
  reversed: { label: 'Reversed', className: 'bg-red-50 text-red-700' },
  refused: { label: 'Refused', className: 'bg-red-50 text-red-700' },
};
