import { lagosDate } from '@owo/contract/lagos-time';
import type { BreakKind, ReconBreak, ReconRail } from '@owo/contract/reconciliation';
import type { ReactNode } from 'react';
import { cn } from '#lib/cn';
import { formatMoney } from '#lib/money';

// Pieces shared by the console's money-control pages (reconciliation, rail positions, end of day) and the
// approvals desk's cards of break entries. Types only from the contract: its lists are zod's (kept out of the
// page).

/** Each rail's partner, by the contract's rail name (the compiler holds this to the contract's list). */
export const RAIL_NAMES: Record<ReconRail, string> = {
  nip: 'NIP switch',
  usd: 'US wire partner',
  momo: 'Mobile money',
  card: 'Card processor',
  bills: 'Bills aggregator',
};
export const RAILS = Object.keys(RAIL_NAMES) as ReconRail[];

/** The break kinds as the console names them. */
export const KIND_NAMES: Record<BreakKind, string> = {
  ours_only: 'On our side only',
  theirs_only: 'On theirs only',
  amount_differs: 'Amount differs',
  duplicated: 'Duplicated',
  status_differs: 'Status differs',
};
export const KINDS = Object.keys(KIND_NAMES) as BreakKind[];

export const STATE_NAMES: Record<ReconBreak['state'], string> = {
  open: 'Open',
  explained: 'Explained',
  resolved: 'Resolved',
};

export type { ReconBreak, ReconRail };

/** A Lagos day, YYYY-MM-DD: today, or `offsetDays` from it (-1: yesterday, the last settled day). */
export function lagosDateFrom(offsetDays = 0, now = new Date()): string {
  return lagosDate(new Date(now.getTime() + offsetDays * 86_400_000));
}

/** An amount in a currency, or a dash when there is none. */
export const money = (amount: number | null, currency: string | null) =>
  amount === null ? '—' : formatMoney(amount, currency ?? 'NGN');

const stateClasses: Record<ReconBreak['state'], string> = {
  open: 'bg-amber-50 text-amber-900',
  explained: 'bg-gray-100 text-gray-700',
  resolved: 'bg-green-50 text-green-800',
};

export function BreakStateBadge({ state }: { state: ReconBreak['state'] }) {
  return (
    <span className={cn('rounded-full px-2 py-0.5 text-xs font-semibold', stateClasses[state])}>
      {STATE_NAMES[state]}
    </span>
  );
}

/** A small figure with its label, for result and position cards. */
export function Figure({
  label,
  children,
  tone,
}: {
  label: string;
  children: ReactNode;
  tone?: 'bad' | 'good';
}) {
  return (
    <div className="min-w-0 rounded-md bg-gray-50 p-3">
      <dt className="text-xs text-gray-600">{label}</dt>
      <dd
        className={cn(
          'text-lg font-semibold break-words',
          tone === 'bad' && 'text-red-700',
          tone === 'good' && 'text-green-800',
        )}
      >
        {children}
      </dd>
    </div>
  );
}

/** "Credit ₦1,500.00 to the customer" for a proposed entry. */
export const entryTitle = (p: { direction: 'credit' | 'debit'; amount: number }) =>
  `${p.direction === 'credit' ? 'Credit' : 'Debit'} ${formatMoney(p.amount)} ${p.direction === 'credit' ? 'to' : 'from'} the customer`;
