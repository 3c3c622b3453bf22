import type { ReplyData } from '@owo/contract/common';
import { lagosClock } from '@owo/contract/lagos-time';
import type { ProposalView, refundLookupReply } from '@owo/contract/ops-money';
import { SUSPENSE_ACCOUNTS, type SuspenseAccount } from '@owo/contract/suspense';
import type { ReactNode } from 'react';
import { cn } from '#lib/cn';
import { formatMoney } from '#lib/money';

// Pieces shared by the console's money pages (refunds, adjustments, approvals, a break's entries).

export type Proposal = ProposalView;
export type Customer = Proposal['customer'];
export type TransactionBrief = NonNullable<Proposal['transaction']>;

/** A transaction found for a refund: what it took, what was refunded, what is left. */
export type Lookup = ReplyData<typeof refundLookupReply>;

export const when = (iso: string) => lagosClock(iso);

export const suspenseName = (code: string) => SUSPENSE_ACCOUNTS[code as SuspenseAccount] ?? code;

/** A labelled value of a description list. */
export function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="min-w-0">
      <dt className="text-xs text-gray-600">{label}</dt>
      <dd className="font-medium break-words">{children}</dd>
    </div>
  );
}

/** The customer as the console shows them: masked name, phone and account. */
export function CustomerFacts({ customer }: { customer: Customer }) {
  return (
    <>
      <Fact label="Customer">{customer.name}</Fact>
      <Fact label="Phone">{customer.phone}</Fact>
      <Fact label="Account">{customer.account_number ?? '—'}</Fact>
    </>
  );
}

const capitalise = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);

/** "Debit · NIP", "Credit · INFLOW": the direction and the rail it went by. */
const kindOf = (t: TransactionBrief) =>
  `${capitalise(t.direction)} · ${t.rail.replace(/_/g, ' ').toUpperCase()}`;

export function TransactionFacts({ transaction: t }: { transaction: TransactionBrief }) {
  return (
    <>
      <Fact label="Reference">
        <span className="font-mono text-sm">{t.reference}</span>
      </Fact>
      <Fact label="Made (Lagos)">{when(t.created_at)}</Fact>
      <Fact label="Kind">{kindOf(t)}</Fact>
      <Fact label="Status">{capitalise(t.status)}</Fact>
      <Fact label="To">{t.counterparty_name ?? '—'}</Fact>
      <Fact label="Amount">{formatMoney(t.amount)}</Fact>
      <Fact label="Fee">{formatMoney(t.fee)}</Fact>
    </>
  );
}

const statusClasses: Record<Proposal['status'], string> = {
  pending: 'bg-amber-50 text-amber-900',
  approved: 'bg-green-50 text-green-800',
  rejected: 'bg-gray-100 text-gray-700',
};

export function StatusBadge({ status }: { status: Proposal['status'] }) {
  return (
    <span className={cn('rounded-full px-2 py-0.5 text-xs font-semibold capitalize', statusClasses[status])}>
      {status}
    </span>
  );
}

/** "Refund ₦1,010.75" / "Credit ₦100.00" / "Debit ₦100.00": an adjustment's or a break entry's direction. */
export function proposalTitle(p: Pick<Proposal, 'kind' | 'direction' | 'amount'>) {
  const amount = formatMoney(p.amount);
  if (p.kind === 'refund') return `Refund ${amount}`;
  return p.direction === 'credit' ? `Credit ${amount}` : `Debit ${amount}`;
}

export const selectClasses =
  'block min-h-12 w-full rounded-lg border border-gray-300 bg-white px-3 text-base font-normal focus:border-brand focus:ring-2 focus:ring-brand/30 focus:outline-none';

export const secondaryButton =
  'inline-flex min-h-10 items-center justify-center rounded-lg border border-gray-300 bg-white px-4 text-sm font-semibold hover:bg-gray-100 disabled:cursor-not-allowed disabled:opacity-60';
