import type { Transaction } from '@owo/contract/accounts';
import { lagosTime } from '@owo/contract/lagos-time';
import { Link } from 'react-router';
import { cn } from '#lib/cn';
import { StatusBadge } from './status-badge';
import { railName } from './transaction-labels';

type TransactionListProps = { transactions: Transaction[]; emptyText?: string };

/**
 * Transactions as a list of links to their detail; money out in the text colour, money in in green. Each row
 * prints the movement's one description (the API's): the total that left the account and the fee in it.
 */
export function TransactionList({ transactions, emptyText = 'No transactions yet.' }: TransactionListProps) {
  if (transactions.length === 0) return <p className="py-4 text-muted">{emptyText}</p>;
  return (
    <ul className="divide-y divide-gray-100" aria-label="Transactions">
      {transactions.map((t) => {
        const sign = t.direction === 'credit' ? '+' : '−';
        const d = t.description;
        return (
          <li key={t.uuid}>
            <Link
              to={`/transactions/${t.uuid}`}
              className="flex items-center justify-between gap-3 py-3 hover:bg-gray-50 focus-visible:bg-gray-50"
            >
              <span className="min-w-0">
                <span className="block truncate font-semibold text-ink">{d.title}</span>
                <span className="flex flex-wrap items-center gap-2 text-xs text-muted">
                  <span>{railName(t.rail)}</span>
                  {lagosTime(t.created_at)} <StatusBadge status={t.status} label={d.status_label} />
                </span>
              </span>
              <span className="flex shrink-0 flex-col items-end">
                <span
                  className={cn(
                    'font-bold tabular-nums',
                    t.direction === 'credit' ? 'text-brand' : 'text-ink',
                  )}
                  data-testid="transaction-amount"
                >
                  <span className="sr-only">{t.direction === 'credit' ? 'Received' : 'Sent'} </span>
                  <span aria-hidden="true">{sign}</span>
                  {d.total}
                </span>
                <span className="text-xs text-muted" data-testid="transaction-fee">
                  {t.currency.toUpperCase() === 'NGN' ? 'NGN' : `${t.currency.toUpperCase()} account`}
                  {t.direction === 'debit' && t.fee > 0 ? ` · ${d.amount} + ${d.fee} fee` : ''}
                </span>
              </span>
            </Link>
          </li>
        );
      })}
    </ul>
  );
}
